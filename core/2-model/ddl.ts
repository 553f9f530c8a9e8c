import { sql, type Kysely } from 'kysely'
import { CHANGE_TRIGGER, countChanges, noteChange } from '../database/change-counters.js'
import { HISTORY_TRIGGERS, keepHistory } from '../database/record-history.js'
import { assertIdentifier, derivedName } from '../shared/sql-names.js'
import type { ColumnDefinition, ModelDefinition } from '../1-templates/definition.js'
import { foldedText } from './pick-list.js'

// The table of a model: created when missing; on an existing table only additive changes are applied (new
// columns, wider strings, new indices). Nothing is dropped: columns the template no longer names stay in the
// table untouched. A change that would lose data is refused with the reason.

export class TableConflict extends Error {
  constructor (readonly table: string, readonly problems: Array<{ column: string, message: string }>) {
    super(`table "${table}" cannot take the template: ${problems.map(p => `${p.column}: ${p.message}`).join('; ')}`)
    this.name = 'TableConflict'
  }
}

interface DbColumn { type: string, length: number | null }

/** The PostgreSQL type of a stored column (from the fixed mapping below, never from template text). */
export function sqlType (c: ColumnDefinition): string {
  switch (c.type) {
    case 'integer': case 'one_to_many': return 'integer'
    case 'double': return 'double precision'
    case 'boolean': return 'smallint'
    case 'string': return `varchar(${Number(c.size)})`
    case 'dateTime': return 'timestamp(0)'
    case 'date': return 'date'
    case 'time': return 'time(0)'
    default: return 'text'
  }
}

// information_schema names of the types above
const INTROSPECTED: Record<string, string> = {
  integer: 'integer',
  one_to_many: 'integer',
  double: 'double precision',
  boolean: 'smallint',
  string: 'character varying',
  dateTime: 'timestamp without time zone',
  date: 'date',
  time: 'time without time zone',
  text: 'text',
  string_multiple: 'text'
}
// Type changes that keep every stored value: [from, to] as introspected.
const WIDENINGS = new Set(['character varying>text', 'smallint>integer', 'smallint>double precision', 'integer>double precision'])

/**
 * What the database holds of a table: its columns, its index and foreign key names, whether its changes are counted
 * and its records' history kept (its triggers).
 */
export interface TableState { columns: Map<string, DbColumn>, indices: Set<string>, foreignKeys: Set<string>, counted: boolean, historied: boolean }

/** The tables of the current schema as they are (those named, or all), in three queries. */
export async function readTables (db: Kysely<any>, tables?: string[]): Promise<Map<string, TableState>> {
  const named = (column: string) => tables === undefined ? sql`true` : sql`${sql.ref(column)} = any(${tables})`
  const states = new Map<string, TableState>()
  const state = (table: string): TableState => {
    let found = states.get(table)
    if (found === undefined) states.set(table, found = { columns: new Map(), indices: new Set(), foreignKeys: new Set(), counted: false, historied: false })
    return found
  }
  const { rows: columns } = await sql<{ table_name: string, column_name: string, data_type: string, character_maximum_length: number | null }>`
    select table_name, column_name, data_type, character_maximum_length from information_schema.columns
    where table_schema = current_schema() and ${named('table_name')}`.execute(db)
  for (const c of columns) state(c.table_name).columns.set(c.column_name, { type: c.data_type, length: c.character_maximum_length })
  const { rows: indices } = await sql<{ table_name: string, indexname: string }>`select tablename as table_name, indexname from pg_indexes
    where schemaname = current_schema() and ${named('tablename')}`.execute(db)
  for (const i of indices) state(i.table_name).indices.add(i.indexname)
  const { rows: keys } = await sql<{ table_name: string, conname: string }>`select c.relname as table_name, k.conname from pg_constraint k
    join pg_class c on c.oid = k.conrelid where c.relnamespace = current_schema()::regnamespace and k.contype = 'f' and ${named('c.relname')}`.execute(db)
  for (const k of keys) state(k.table_name).foreignKeys.add(k.conname)
  const { rows: triggers } = await sql<{ table_name: string, names: string[] }>`select c.relname as table_name, array_agg(g.tgname::text) as names
    from pg_trigger g join pg_class c on c.oid = g.tgrelid
    where c.relnamespace = current_schema()::regnamespace and g.tgname = any(${[CHANGE_TRIGGER, ...HISTORY_TRIGGERS]}) and ${named('c.relname')}
    group by c.relname`.execute(db)
  for (const { table_name: table, names } of triggers) {
    state(table).counted = names.includes(CHANGE_TRIGGER)
    state(table).historied = HISTORY_TRIGGERS.every(name => names.includes(name))
  }
  return states
}

export async function describeTable (db: Kysely<any>, table: string): Promise<Map<string, DbColumn>> {
  return (await readTables(db, [table])).get(table)?.columns ?? new Map()
}

/** A stored column the table already holds as the model wants it. */
const unchanged = (c: ColumnDefinition, current: DbColumn | undefined): boolean =>
  current !== undefined && current.type === INTROSPECTED[c.type] && (current.type !== 'character varying' || current.length === Number(c.size))

/** True when the table is as the model wants it: ensureTable would change nothing. */
export function isCurrent (model: ModelDefinition, state: TableState | undefined): boolean {
  return state !== undefined && state.counted && state.historied && model.columns.every(c => !c.stored || unchanged(c, state.columns.get(c.name))) &&
    model.indices.every(i => state.indices.has(i.name)) && model.references.every(r => state.foreignKeys.has(referenceKey(model, r.column)))
}

/** The name of the foreign key of a 1:n relation's column. */
const referenceKey = (model: ModelDefinition, column: string): string => derivedName(model.table, `${column}__fk`)

export interface TableChange { kind: 'create table' | 'add column' | 'widen column' | 'create index' | 'add foreign key', name: string }

/**
 * Brings the table in line with the model; run it inside a transaction so that a failure leaves no partial change.
 * `parentTable` is the parent model's table, referenced by a foreign key that refuses deleting a parent with children.
 */
export async function ensureTable (db: Kysely<any>, model: ModelDefinition, parentTable: string | null): Promise<TableChange[]> {
  const table = assertIdentifier(model.table)
  const stored = model.columns.filter(c => c.stored)
  const current = (await readTables(db, [table])).get(table)
  const existing = current?.columns ?? new Map<string, DbColumn>()
  const changes: TableChange[] = []
  const foreignKey = async () => {
    if (parentTable === null || model.parentColumn === null) return
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(derivedName(table, 'parent_fk'))}
      foreign key (${sql.ref(assertIdentifier(model.parentColumn))}) references ${sql.table(assertIdentifier(parentTable))} (id)`.execute(db)
  }

  if (existing.size === 0) {
    let create = db.schema.createTable(table)
    for (const c of stored) {
      const name = assertIdentifier(c.name)
      create = create.addColumn(name, sql.raw(sqlType(c)), col => {
        if (name === 'id') return col.primaryKey().generatedByDefaultAsIdentity()
        if (name === model.parentColumn) col = col.notNull()
        return c.type === 'boolean' ? col.check(sql`${sql.ref(name)} in (0, 1)`) : col
      })
    }
    await create.execute()
    await foreignKey()
    changes.push({ kind: 'create table', name: table })
  } else {
    const problems: Array<{ column: string, message: string }> = []
    const pending: Array<() => Promise<void>> = []
    for (const c of stored) {
      const name = assertIdentifier(c.name)
      const now = existing.get(name)
      const wanted = INTROSPECTED[c.type]
      if (now === undefined) {
        pending.push(async () => {
          await db.schema.alterTable(table).addColumn(name, sql.raw(sqlType(c)),
            col => c.type === 'boolean' ? col.check(sql`${sql.ref(name)} in (0, 1)`) : col).execute()
          if (name === model.parentColumn) await foreignKey()
          changes.push({ kind: 'add column', name })
        })
      } else if (unchanged(c, now)) {
        // as wanted
      } else if (now.type === wanted && Number(now.length) > Number(c.size)) {
        problems.push({ column: name, message: `size ${String(c.size)} is smaller than the stored ${String(now.length)} characters` })
      } else if (now.type === wanted || WIDENINGS.has(`${now.type}>${wanted}`)) {
        pending.push(async () => {
          await db.schema.alterTable(table).alterColumn(name, col => col.setDataType(sql.raw(sqlType(c)))).execute()
          changes.push({ kind: 'widen column', name })
        })
      } else {
        problems.push({ column: name, message: `is ${now.type} in the table; changing it to ${wanted} could lose data` })
      }
    }
    if (problems.length > 0) throw new TableConflict(table, problems)
    for (const step of pending) await step()
  }

  const indices = current?.indices ?? new Set<string>()
  for (const index of model.indices) {
    if (indices.has(index.name)) continue
    let create = db.schema.createIndex(assertIdentifier(index.name)).on(table)
    create = index.prefix === true
      ? create.expression(sql`${foldedText(index.columns[0], 'string')} text_pattern_ops`)
      : create.columns(index.columns.map(assertIdentifier))
    if (index.unique) create = create.unique()
    try {
      await create.execute()
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error
      throw new TableConflict(table, [{ column: index.columns.join(', '), message: 'the stored values are not unique, so the unique index cannot be created' }])
    }
    changes.push({ kind: 'create index', name: index.name })
  }
  // 1:n relations: the column refers to the related table's ids (deleting a record that is referred to is refused)
  for (const r of model.references) {
    const key = referenceKey(model, r.column)
    if (current?.foreignKeys.has(key) === true) continue
    const [column, foreign] = [sql.ref(assertIdentifier(r.column)), sql.table(assertIdentifier(r.foreignTable))]
    const { rows: strays } = await sql`select 1 from ${sql.table(table)} t where t.${column} is not null
      and not exists (select 1 from ${foreign} f where f.id = t.${column}) limit 1`.execute(db)
    if (strays.length > 0) {
      throw new TableConflict(table, [{ column: r.column, message: `holds ids that no record of table "${r.foreignTable}" has, so it cannot refer to that table` }])
    }
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(key)} foreign key (${column}) references ${foreign} (id)`.execute(db)
    changes.push({ kind: 'add foreign key', name: key })
  }
  // list totals are reused while the table's change counter stands still (core/5-records/counts.ts)
  if (current?.counted !== true) await countChanges(db, table)
  // every change of a record writes a version of it (core/database/record-history.ts)
  if (current?.historied !== true) await keepHistory(db, table)
  // a table made or changed is a change of what its lists read: a page another instance read of the table before
  // (it was dropped and made again, empty) is not answered again from its counters alone
  if (changes.length > 0) await noteChange(db, table)
  return changes
}

/** The model tables that exist, of those asked for (one query). */
export async function existingTables (db: Kysely<any>, tables: string[]): Promise<Set<string>> {
  if (tables.length === 0) return new Set()
  const rows = await db.selectFrom('information_schema.tables').select('table_name')
    .where('table_schema', '=', sql<string>`current_schema()`).where('table_name', 'in', tables).execute()
  return new Set(rows.map(r => r.table_name as string))
}

/** True when the table exists and holds at least one row. */
export async function hasRecords (db: Kysely<any>, table: string): Promise<boolean> {
  if ((await existingTables(db, [table])).size === 0) return false
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(assertIdentifier(table))}) as found`.execute(db)
  return rows[0].found
}

/**
 * Locks a model's table against every other use until the caller's transaction ends; waits for the requests
 * running on it. A table that does not exist is left alone.
 */
export async function lockTable (trx: Kysely<any>, table: string): Promise<void> {
  if ((await existingTables(trx, [table])).size === 0) return
  await sql`lock table ${sql.table(assertIdentifier(table))} in access exclusive mode`.execute(trx)
}
