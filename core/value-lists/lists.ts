import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'

// Value lists (mDIS "list values"): named lists of short codes (`display`) with a long text (`remark`).
// Model columns with selectListName accept only the displays of their list. This module seeds the bundled lists
// and answers membership questions from a cache that list changes invalidate (also across instances).

export interface BundledList { name: string, locked?: boolean, items: Array<{ display: string, remark?: string, sort?: number }> }

export const LIST_CHANNEL = 'rs_value_lists'

/**
 * Creates each bundled list that does not exist yet (first start, or a list new in this release): one statement
 * for the lists (a restart finds them all and is done), one for the items of those it made.
 */
export async function seedValueLists (db: Kysely<any>, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter(f => f.endsWith('.json')).sort()
  const lists: BundledList[] = []
  for (const file of files) lists.push(...JSON.parse(await readFile(join(dir, file), 'utf8')) as BundledList[])
  if (lists.length === 0) return []
  return await db.transaction().execute(async trx => {
    const made = await trx.insertInto('rs_value_list').values(lists.map(list => ({ name: list.name, locked: list.locked ?? false })))
      .onConflict(oc => oc.column('name').doNothing()).returning(['id', 'name']).execute()
    const ids = new Map(made.map(row => [row.name as string, row.id as number]))
    const created = lists.filter(list => ids.has(list.name))
    const items = created.flatMap(list => list.items.map((item, i) => ({ list_id: ids.get(list.name), display: item.display, remark: item.remark ?? '', sort: item.sort ?? i + 1 })))
    if (items.length > 0) await trx.insertInto('rs_value_list_item').values(items).execute()
    return created.map(list => list.name)
  })
}

export class ValueLists {
  readonly #cache = new Map<string, Promise<Set<string>>>()
  constructor (readonly db: Kysely<any>) {}

  async names (): Promise<Set<string>> {
    const rows = await this.db.selectFrom('rs_value_list').select('name').execute()
    return new Set(rows.map(r => r.name as string))
  }

  /** The displays of a list (empty when the list does not exist). */
  async displays (list: string): Promise<Set<string>> {
    let entry = this.#cache.get(list)
    if (entry === undefined) {
      entry = this.db.selectFrom('rs_value_list_item as i').innerJoin('rs_value_list as l', 'l.id', 'i.list_id')
        .select('i.display').where('l.name', '=', list).execute()
        .then(rows => new Set(rows.map(r => r.display as string)))
      this.#cache.set(list, entry)
      // a failed load must not stay cached
      entry.catch(() => this.#cache.delete(list))
    }
    return await entry
  }

  /** Forget a list (or all) after a change; called locally and on the LIST_CHANNEL notification. */
  invalidate (list?: string): void {
    if (list === undefined || list === '') this.#cache.clear()
    else this.#cache.delete(list)
  }
}
