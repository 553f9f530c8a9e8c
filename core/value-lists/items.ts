import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { BadRequest, ListLocked, RecordNotFound, ValidationFailed } from '../shared/errors.js'
import type { SortKey } from '../shared/list-params.js'
import { LIST_CHANNEL, type ValueLists } from './lists.js'

// The items of value lists as the API shows them (spec "List value record") and their changes. Writes check
// the list's lock, keep `display` unique within its list, and make every instance drop its cached list
// (NOTIFY in the same transaction, so nobody hears of a change that was rolled back).

export interface ListValue { id: number, listname: string, display: string, remark: string, sort: number }
export interface ListValueInput { listname?: string, display?: string, remark?: string, sort?: number }

/** Item field → SQL reference. */
const COLUMNS = { id: 'i.id', listname: 'l.name', display: 'i.display', remark: 'i.remark', sort: 'i.sort' } as const
export type ListValueField = keyof typeof COLUMNS
export const LIST_VALUE_FIELDS = Object.keys(COLUMNS) as ListValueField[]
const INTEGER_FIELDS = new Set(['id', 'sort'])

export interface ListValueQuery {
  filters: ReadonlyMap<ListValueField, string>, sort: ReadonlyArray<SortKey<ListValueField>>, limit: number | null, offset: number
}

/** Who writes: locked lists take changes from `sa` only. */
export interface Writer { mayEditLocked: boolean }
/** An item of an imported file: its display, and the remark and sort it gives. */
export interface ImportedItem { display: string, remark?: string, sort?: number }

const DISPLAY_TAKEN = 'rs_value_list_item_display'

export class ListValueStore {
  constructor (readonly db: Kysely<any>, readonly lists: ValueLists) {}

  /** One page of items and the total count of matching items. */
  async list ({ filters, sort, limit, offset }: ListValueQuery): Promise<{ items: ListValue[], total: number }> {
    let query = this.#select(this.db)
    for (const [field, value] of filters) {
      if (INTEGER_FIELDS.has(field) && !/^-?\d{1,9}$/.test(value)) throw new BadRequest(`filter[${field}] must be an integer.`)
      query = query.where(sql.ref(COLUMNS[field]), '=', INTEGER_FIELDS.has(field) ? Number(value) : value)
    }
    let page = query.select(sql<number>`count(*) over ()`.as('total'))
    for (const key of sort) page = page.orderBy(sql.ref(COLUMNS[key.field]), key.desc ? 'desc' : 'asc')
    page = page.orderBy('i.id').offset(offset)
    if (limit !== null) page = page.limit(limit)
    const rows = await page.execute()
    let total = rows.length > 0 ? rows[0].total as number : 0
    // a page past the end has no row to carry the count
    if (rows.length === 0 && offset > 0) total = (await query.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n
    return { items: rows.map(({ total: _, ...item }) => item as ListValue), total }
  }

  async names (): Promise<string[]> {
    return (await this.db.selectFrom('rs_value_list').select('name').orderBy('name').execute()).map(r => r.name as string)
  }

  /** Adds an item; a list that does not exist yet is created (as mDIS does). */
  async create (input: Required<Pick<ListValueInput, 'listname' | 'display'>> & ListValueInput, writer: Writer): Promise<ListValue> {
    const display = requireDisplay(input.display)
    return await this.#change(input.listname, async trx => {
      await trx.insertInto('rs_value_list').values({ name: input.listname }).onConflict(oc => oc.column('name').doNothing()).execute()
      // under a share lock of the list's row: a lock being set (list-record.ts) waits for this write, or this for it
      const list = await trx.selectFrom('rs_value_list').select(['id', 'locked']).where('name', '=', input.listname).forShare().executeTakeFirstOrThrow()
      checkLock(list.locked, input.listname, writer)
      const sort = input.sort ?? sql<number>`(select coalesce(max(sort), 0) + 1 from rs_value_list_item where list_id = ${list.id})`
      const { id } = await trx.insertInto('rs_value_list_item')
        .values({ list_id: list.id, display, remark: input.remark ?? '', sort }).returning('id').executeTakeFirstOrThrow()
      return id as number
    })
  }

  async update (id: number, input: Omit<ListValueInput, 'listname'>, writer: Writer): Promise<ListValue> {
    const current = await this.#find(this.db, id)
    const changes: Record<string, unknown> = {}
    if (input.display !== undefined) changes.display = requireDisplay(input.display)
    if (input.remark !== undefined) changes.remark = input.remark
    if (input.sort !== undefined) changes.sort = input.sort
    return await this.#change(current.listname, async trx => {
      const item = await this.#find(trx, id, true)
      checkLock(item.locked, item.listname, writer)
      if (Object.keys(changes).length > 0) await trx.updateTable('rs_value_list_item').set(changes).where('id', '=', id).execute()
      return id
    })
  }

  async delete (id: number, writer: Writer): Promise<void> {
    const current = await this.#find(this.db, id)
    await this.#change(current.listname, async trx => {
      const item = await this.#find(trx, id, true)
      checkLock(item.locked, item.listname, writer)
      await trx.deleteFrom('rs_value_list_item').where('id', '=', id).execute()
      return null
    })
  }

  #select (db: Kysely<any>): SelectQueryBuilder<any, any, any> {
    return db.selectFrom('rs_value_list_item as i').innerJoin('rs_value_list as l', 'l.id', 'i.list_id')
      .select(LIST_VALUE_FIELDS.map(f => sql.ref(COLUMNS[f]).as(f)))
  }

  async #find (db: Kysely<any>, id: number, lock = false): Promise<ListValue & { locked: boolean }> {
    let query = this.#select(db).select('l.locked').where('i.id', '=', id)
    if (lock) query = query.forUpdate()
    const item = await query.executeTakeFirst()
    if (item === undefined) throw new RecordNotFound('list value', id)
    return item
  }

  /**
   * Items of a file into `listname` (the value-list import): a display the list has gets the file's remark and sort
   * (those it gives), a new one is added (at the end when the file gives no sort); all in one transaction, or none.
   */
  async importItems (listname: string, rows: ImportedItem[], writer: Writer): Promise<{ created: number, updated: number }> {
    return await this.#write(listname, async trx => {
      await trx.insertInto('rs_value_list').values({ name: listname }).onConflict(oc => oc.column('name').doNothing()).execute()
      const list = await trx.selectFrom('rs_value_list').select(['id', 'locked']).where('name', '=', listname).forUpdate().executeTakeFirstOrThrow()
      checkLock(list.locked, listname, writer)
      let created = 0
      for (const row of rows) {
        const sort = row.sort ?? sql<number>`(select coalesce(max(sort), 0) + 1 from rs_value_list_item where list_id = ${list.id})`
        const { inserted } = await trx.insertInto('rs_value_list_item').values({ list_id: list.id, display: row.display, remark: row.remark ?? '', sort })
          .onConflict(oc => oc.columns(['list_id', 'display']).doUpdateSet(eb => ({
            remark: row.remark === undefined ? eb.ref('rs_value_list_item.remark') : eb.ref('excluded.remark'),
            sort: row.sort === undefined ? eb.ref('rs_value_list_item.sort') : eb.ref('excluded.sort')
          })))
          .returning(sql<boolean>`xmax = 0`.as('inserted')).executeTakeFirstOrThrow()
        if (inserted) created++
      }
      return { created, updated: rows.length - created }
    })
  }

  /** Runs a change of `listname` in a transaction with its notification; answers the item `work` returns. */
  async #change (listname: string, work: (trx: Kysely<any>) => Promise<number | null>): Promise<ListValue> {
    const item = await this.#write(listname, async trx => {
      const id = await work(trx)
      return id === null ? undefined : await this.#find(trx, id).then(({ locked: _, ...value }) => value)
    })
    return item as ListValue
  }

  /** Runs `work` on `listname` in a transaction with its notification (instances forget the list), then here too. */
  async #write<T> (listname: string, work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
    let done: T
    try {
      done = await this.db.transaction().execute(async trx => {
        const answer = await work(trx)
        await sql`select pg_notify(${LIST_CHANNEL}, ${listname})`.execute(trx)
        return answer
      })
    } catch (error) {
      if ((error as { constraint?: string }).constraint === DISPLAY_TAKEN) {
        throw new ValidationFailed([{ field: 'display', message: `Display has already been taken in the list ${listname}.` }])
      }
      throw error
    }
    this.lists.invalidate(listname)
    return done
  }
}

function requireDisplay (display: string): string {
  const trimmed = display.trim()
  if (trimmed === '') throw new ValidationFailed([{ field: 'display', message: 'Display cannot be blank.' }])
  return trimmed
}

function checkLock (locked: boolean, listname: string, writer: Writer): void {
  if (locked && !writer.mayEditLocked) throw new ListLocked(listname)
}
