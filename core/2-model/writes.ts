import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { INT32_MAX } from '../../schemas/bounds.js'
import { Conflict } from '../shared/errors.js'
import { assertIdentifier } from '../shared/sql-names.js'
import { ARCHIVE_LEVELS, type ModelDefinition, type RunningNumber } from '../1-templates/definition.js'
import { nextLetters } from './identifiers.js'
import { combinedIdSql } from './create-statement.js'
import { siblingOrder } from './reads.js'
import type { Ancestor } from './query-types.js'

// The SQL of one model's writes beyond the one-statement create (create-statement.ts): the locked create, update
// and delete, their reads under lock, running numbers, the IGSN's ancestor codes and the combined_id cascade.
// Every name passes assertIdentifier; every value is a parameter. The records layer (core/5-records/) decides when
// each runs; tests compile them without a database.

export class ModelWrites {
  readonly #table: string
  #sequence: Promise<string> | undefined

  constructor (readonly model: ModelDefinition, readonly ancestors: Ancestor[], readonly archiveLevel: string | null) {
    this.#table = assertIdentifier(model.table)
  }

  insert (db: Kysely<any>, values: Record<string, unknown>) {
    return db.insertInto(this.#table).values(checked(values)).returning('id')
  }

  update (db: Kysely<any>, id: number, values: Record<string, unknown>) {
    return db.updateTable(this.#table).set(checked(values)).where('id', '=', id)
  }

  delete (db: Kysely<any>, id: number) {
    return db.deleteFrom(this.#table).where('id', '=', id)
  }

  /** The stored row, locked until the transaction ends (update, delete). */
  locked (db: Kysely<any>, id: number) {
    return db.selectFrom(this.#table).selectAll().where('id', '=', id).forUpdate()
  }

  /** One id of a record of this model whose parent is `parentId` (a parent with children cannot be deleted). */
  childOf (db: Kysely<any>, parentId: number) {
    return db.selectFrom(this.#table).select('id').where(assertIdentifier(this.model.parentColumn!), '=', parentId).limit(1)
  }

  /** One id of a file assigned to the record (a record with files cannot be deleted). */
  assignedFile (db: Kysely<any>, id: number) {
    return db.selectFrom('rs_archive_file').select('id').where(assertIdentifier(`${this.archiveLevel!}_id`), '=', id).limit(1)
  }

  /**
   * The qualified name of the table's id sequence, looked up once: pg_get_serial_sequence scans the catalog on every
   * call, which cost a create more than its insert. (A failed lookup is not kept.)
   */
  async sequence (db: Kysely<any>): Promise<string> {
    if (this.#sequence === undefined) {
      const lookup = sql<{ name: string }>`select pg_get_serial_sequence(${this.#table}, 'id') as name`.execute(db).then(r => r.rows[0].name)
      this.#sequence = lookup
      lookup.catch(() => { this.#sequence = undefined })
    }
    return await this.#sequence
  }

  async nextId (db: Kysely<any>): Promise<number> {
    const { rows } = await sql<{ id: number }>`select nextval(${await this.sequence(db)}::regclass)::int as id`.execute(db)
    return rows[0].id
  }

  /** The name (e.g. the program code) of an ancestor record, for the IGSN. */
  async ancestorName (db: Kysely<any>, ancestor: Ancestor, id: number): Promise<unknown> {
    const level = assertIdentifier(ancestor.model.nameAttribute!)
    const row = await db.selectFrom(assertIdentifier(ancestor.model.table)).select(sql.ref(level).as('v')).where('id', '=', id).executeTakeFirstOrThrow()
    return row.v
  }

  /** Columns of one record that exists (the callers checked the parent first): a parent's limits. */
  async values (db: Kysely<any>, id: number, columns: string[]): Promise<Record<string, unknown>> {
    return await db.selectFrom(this.#table).select(columns.map(c => sql.ref(assertIdentifier(c)).as(c))).where('id', '=', id).executeTakeFirstOrThrow()
  }

  /** The id of a record with these column values (the first by id), if there is one. */
  async idWhere (db: Kysely<any>, values: Record<string, unknown>): Promise<number | undefined> {
    let query = db.selectFrom(this.#table).select('id').orderBy('id').limit(1)
    for (const [column, value] of Object.entries(values)) query = query.where(assertIdentifier(column), '=', value as never)
    return (await query.executeTakeFirst())?.id
  }

  /** The number of records whose `scope` column holds `value`, leaving out record `except` (SiblingsLimit). */
  async siblings (db: Kysely<any>, scope: string, value: unknown, except: number | null): Promise<number> {
    let query = db.selectFrom(this.#table).select(sql<number>`count(*)::int`.as('n')).where(assertIdentifier(scope), '=', value as never)
    if (except !== null) query = query.where('id', '<>', except)
    return (await query.executeTakeFirstOrThrow()).n
  }

  /** The values of `column` in the records whose `scope` column holds `value`, by id, leaving out record `except`. */
  async columnValues (db: Kysely<any>, scope: string, value: unknown, column: string, except: number | null): Promise<unknown[]> {
    let query = db.selectFrom(this.#table).select(sql.ref(assertIdentifier(column)).as('v')).where(assertIdentifier(scope), '=', value as never).orderBy('id')
    if (except !== null) query = query.where('id', '<>', except)
    return (await query.execute()).map(r => r.v)
  }

  /** The number of records whose `scope` column holds `value`, and the sum of their `column`. */
  async total (db: Kysely<any>, scope: string, value: unknown, column: string): Promise<{ count: number, sum: number }> {
    const row = await db.selectFrom(this.#table)
      .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(${sql.ref(assertIdentifier(column))}), 0)::float8`.as('sum')])
      .where(assertIdentifier(scope), '=', value as never).executeTakeFirstOrThrow()
    return { count: row.count, sum: row.sum }
  }

  /** The id of the last record whose `scope` column holds `value`, in siblingOrder (DefaultFromSibling). */
  async lastSibling (db: Kysely<any>, scope: string, value: unknown): Promise<number | undefined> {
    const order = assertIdentifier(siblingOrder(this.model, scope))
    const row = await db.selectFrom(this.#table).select('id').where(assertIdentifier(scope), '=', value as never)
      .where(order, 'is not', null).orderBy(order, 'desc').limit(1).executeTakeFirst()
    return row?.id
  }

  /** Serialises writers of one running-number scope (e.g. new cores of one hole) until the transaction ends.
   * (JSON writes an absent scope value as null, so absent and null lock the same scope.) */
  async lockScope (db: Kysely<any>, scope: unknown[]): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`${this.model.table}:${JSON.stringify(scope)}`}))`.execute(db)
  }

  /** The next free running number (max + 1, or the next letter) inside the scope given by `values`. */
  async nextRunningNumber (db: Kysely<any>, values: Record<string, unknown>): Promise<string | number> {
    const rule = this.model.runningNumber!
    const column = assertIdentifier(rule.column)
    const query = inScope(db.selectFrom(this.#table), rule, values)
    const type = this.model.columns.find(c => c.name === column)!.type
    if (rule.alphabet) {
      const rows = await query.select(sql<string>`${sql.ref(column)}::text`.as('v')).where(column, 'is not', null).execute()
      return nextLetters(rows.map(r => r.v))
    }
    const max = type === 'integer'
      ? sql<number>`coalesce(max(${sql.ref(column)}), 0)`
      : sql<number>`coalesce(max(case when ${sql.ref(column)} ~ '^[0-9]{1,9}$' then ${sql.ref(column)}::int end), 0)`
    const { n } = await query.select(max.as('n')).executeTakeFirstOrThrow()
    // (an integer column holds no number past INT32_MAX: a draft offering one could never be created)
    if (type === 'integer' && n >= INT32_MAX) throw new Conflict(`No running number is left for a new ${this.model.name} record here: ${column} ${INT32_MAX} is taken, the largest an integer holds.`)
    return type === 'integer' ? n + 1 : String(n + 1)
  }

  /** True when another record of the scope already has this running number. */
  async runningNumberTaken (db: Kysely<any>, values: Record<string, unknown>, except: number | null): Promise<boolean> {
    const rule = this.model.runningNumber!
    let query = inScope(db.selectFrom(this.#table).select('id').where(assertIdentifier(rule.column), '=', values[rule.column] as never), rule, values)
    if (except !== null) query = query.where('id', '<>', except)
    return (await query.executeTakeFirst()) !== undefined
  }

  /** After records' combined_id changed: the files assigned at their level follow (not those of deeper levels). */
  async filesFollow (db: Kysely<any>, ids: number[]): Promise<void> {
    const level = ARCHIVE_LEVELS.indexOf(this.archiveLevel as typeof ARCHIVE_LEVELS[number])
    const deeper = ARCHIVE_LEVELS.slice(level + 1).map(l => sql`and f.${sql.ref(`${l}_id`)} is null`)
    await sql`update rs_archive_file f set parent_combined_id = m.combined_id from ${sql.table(this.#table)} m
      where m.id = f.${sql.ref(`${assertIdentifier(this.archiveLevel!)}_id`)} and m.id = any(${ids}) ${sql.join(deeper, sql` `)}`.execute(db)
  }

  /** After parents' combined_id changed (parents in `parentTable` with these ids): this model's records follow. */
  async combinedIdsFollow (db: Kysely<any>, parentTable: string, parentIds: number[]): Promise<number[]> {
    const combined = combinedIdSql(this.model, sql.ref(`c.${assertIdentifier(this.model.nameAttribute!)}`), sql`p.combined_id`)
    const { rows } = await sql<{ id: number }>`update ${sql.table(this.#table)} c
      set combined_id = ${combined}
      from ${sql.table(assertIdentifier(parentTable))} p
      where c.${sql.ref(assertIdentifier(this.model.parentColumn!))} = p.id and p.id = any(${parentIds}) returning c.id`.execute(db)
    return rows.map(r => r.id)
  }
}

function checked (values: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(values)) assertIdentifier(key)
  return values
}

/** Rows of the same scope; a scope value not given (undefined or null) is the scope of records without one. */
function inScope<Q extends SelectQueryBuilder<any, any, any>> (query: Q, rule: RunningNumber, values: Record<string, unknown>): Q {
  for (const s of rule.scope) {
    const value = values[s] ?? null
    query = query.where(assertIdentifier(s), value === null ? 'is' : '=', value as never) as Q
  }
  return query
}
