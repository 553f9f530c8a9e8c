import { sql, type Kysely } from 'kysely'
import { RecordNotFound, StaleWrite } from '../shared/errors.js'
import { currentVersion, foldedValue } from '../database/record-history.js'
import type { Page } from '../shared/paging.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { ColumnDefinition } from '../1-templates/definition.js'
import { findRecord } from './read.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// A record's history as the API shows it (issue 28): its versions, newest first, each with the columns it changed,
// and the record as it was at a version. The versions are written by the history triggers (core/database/
// record-history.ts) in the transaction of each change; here they are only read.

export interface Change { from: unknown, to: unknown }
export interface Version {
  version: number
  action: string
  /** YYYY-MM-DD HH:MM:SS, UTC */
  at: string
  /** who caused it (null: the service on its own, or a tool on the database) */
  user: { id: number, username: string } | null
  changes: Record<string, Change>
}

/** One page of a record's versions, newest first; 404 when the record has none (it never existed). */
export async function recordHistory (deps: RecordsDeps, model: CompiledModel, id: number, page: Page): Promise<{ items: Version[], total: number }> {
  const rows = await deps.db.selectFrom('rs_history')
    .select(['version', 'op', 'action', 'user_id', 'username', 'changes', sql<string>`to_char(at, 'YYYY-MM-DD HH24:MI:SS')`.as('at'), sql<number>`count(*) over ()::int`.as('total')])
    .where('tbl', '=', model.definition.table).where('record_id', '=', id)
    .orderBy('version', 'desc').limit(page.limit!).offset(page.offset).execute()
  if (rows.length === 0) {
    // (a page past the end has no row to carry the count)
    const { n } = await deps.db.selectFrom('rs_history').select(sql<number>`count(*)::int`.as('n'))
      .where('tbl', '=', model.definition.table).where('record_id', '=', id).executeTakeFirstOrThrow()
    if (n === 0) throw new RecordNotFound(model.name, id)
    return { items: [], total: n }
  }
  return { items: rows.map(row => versionOf(model, row)), total: rows[0].total }
}

export interface DeletedRecord { id: number, combined_id: string | null, deletedAt: string, deletedBy: { id: number, username: string } | null }

/** One page of a model's deleted records (their last version a deletion), the latest deletion first. */
export async function deletedRecords (deps: RecordsDeps, model: CompiledModel, page: Page): Promise<{ items: DeletedRecord[], total: number }> {
  const { rows } = await sql<{ id: number, combined_id: string | null, at: string, user_id: number | null, username: string | null, total: number }>`
    select h.record_id as id, h.changes ->> 'combined_id' as combined_id, to_char(h.at, 'YYYY-MM-DD HH24:MI:SS') as at,
      h.user_id, h.username, count(*) over ()::int as total
    from rs_history h where h.tbl = ${model.definition.table} and h.op = 'd'
      and h.version = (select max(m.version) from rs_history m where m.tbl = h.tbl and m.record_id = h.record_id)
    order by h.id desc limit ${page.limit!} offset ${page.offset}`.execute(deps.db)
  return {
    items: rows.map(r => ({ id: r.id, combined_id: r.combined_id, deletedAt: r.at, deletedBy: r.user_id === null ? null : { id: r.user_id, username: r.username! } })),
    // (a page past the end has no row to carry the count: the first page's)
    total: rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : (await deletedRecords(deps, model, { ...page, limit: 1, offset: 0 })).total
  }
}

/**
 * The record as it was at `version`, as a read answers it: its stored columns then (and what is computed from
 * them), its ancestors' ids (those of its parent then, as they are now) and the files assigned to it now; 404 when
 * there is no such version, or it is a deletion.
 */
export async function recordAt (deps: RecordsDeps, model: CompiledModel, id: number, at: number): Promise<ApiRecord> {
  const row = await versionRow(deps, model, id, at)
  // the ancestors above its parent then: those of that parent now; its files: those assigned now
  const def = model.definition
  const parentId = def.parentColumn === null ? undefined : row[def.parentColumn]
  const parent = typeof parentId === 'number' ? await deps.registry.get(def.parent!)!.queries.identity(deps.db, parentId).executeTakeFirst() : undefined
  for (const a of model.ancestors) if (a.key !== def.parentColumn) row[a.key] = parent?.[a.key] ?? null
  const now = model.archiveLevel === null ? undefined : await findRecord(deps.db, model, id)
  row.archive_files = (now?.archive_files as { files: unknown[] } | undefined)?.files ?? []
  return model.toRecord(row)
}

/** The record's stored columns at version `at` (storedAt); 404 when there is no such version, or it is a deletion. */
export async function versionRow (deps: RecordsDeps, model: CompiledModel, id: number, at: number): Promise<Record<string, unknown>> {
  const found = await deps.db.selectFrom('rs_history').select('op').where('tbl', '=', model.definition.table).where('record_id', '=', id).where('version', '=', at).executeTakeFirst()
  if (found === undefined || found.op === 'd') throw new RecordNotFound(model.name, `${id} version ${at}`)
  return await storedAt(deps, model, id, at)
}

/**
 * A record's stored columns as they were at version `at` (each the new value of the last version up to `at` that
 * changed it, or of a baseline: core/database/history-retention.ts), as the driver reads them, with its id: the
 * columns the model has now.
 */
export async function storedAt (deps: RecordsDeps, model: CompiledModel, id: number, at: number): Promise<Record<string, unknown>> {
  const { rows } = await sql<{ key: string, value: unknown }>`select distinct on (e.key) e.key, ${foldedValue('h', 'e')} as value
    from rs_history h cross join jsonb_each(h.changes) e
    where h.tbl = ${model.definition.table} and h.record_id = ${id} and h.version <= ${at} order by e.key, h.version desc`.execute(deps.db)
  // (and the n:m links, kept since they are versions too: relation-writes.ts)
  const columns = new Map(model.definition.columns.filter(c => c.stored || c.type === 'many_to_many').map(c => [c.name, c]))
  const row: Record<string, unknown> = { id }
  for (const { key, value } of rows) {
    const column = columns.get(key)
    if (column !== undefined) row[key] = stored(column, value)
  }
  return row
}

/** A row of rs_history as the API shows a version. */
export function versionOf (model: CompiledModel, row: { version: unknown, op: unknown, action: unknown, at: string, user_id: unknown, username: unknown, changes: unknown }): Version {
  const columns = new Map(model.definition.columns.map(c => [c.name, c]))
  const changes: Record<string, Change> = {}
  // (a create or a delete keeps the row's values: migration 0011; so does a baseline: core/database/history-retention.ts)
  const kept = row.changes as Record<string, unknown>
  const each = row.op === 'u' ? kept as Record<string, Change> : Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, row.op === 'd' ? { from: v, to: null } : { from: null, to: v }]))
  for (const [name, change] of Object.entries(each)) {
    const column = columns.get(name)
    changes[name] = column === undefined ? change : { from: apiValue(column, change.from), to: apiValue(column, change.to) }
  }
  return {
    version: Number(row.version),
    action: row.action as string,
    at: row.at,
    user: row.user_id === null ? null : { id: Number(row.user_id), username: row.username as string },
    changes
  }
}

/** A value as PostgreSQL's to_jsonb wrote it, as the database driver reads the column (a date-time without the T). */
export function stored (column: ColumnDefinition, value: unknown): unknown {
  return column.type === 'dateTime' && typeof value === 'string' ? value.replace('T', ' ') : value
}

/** A value as PostgreSQL's to_jsonb wrote it, as the API answers it (model.toRecord). */
function apiValue (column: ColumnDefinition, value: unknown): unknown {
  if (column.type !== 'string_multiple') return stored(column, value) ?? null
  return typeof value === 'string' && value !== '' ? value.split(';') : []
}

/**
 * Refuses a write that names versions of the record (If-Match) of which none is its current one (412): the answer
 * says who changed it last and when, which columns changed since the newest version named, and the record now.
 * Runs in the write's transaction, the record locked. `expected` undefined: any version will do.
 */
export async function checkVersion (trx: Kysely<any>, model: CompiledModel, id: number, expected: readonly number[] | undefined): Promise<void> {
  if (expected === undefined) return
  const table = model.definition.table
  const current = await currentVersion(trx, table, id)
  if (expected.includes(current)) return
  const since = Math.max(0, ...expected.filter(v => v < current))
  const rows = await trx.selectFrom('rs_history')
    .select(['version', 'op', 'action', 'user_id', 'username', 'changes', sql<string>`to_char(at, 'YYYY-MM-DD HH24:MI:SS')`.as('at')])
    .where('tbl', '=', table).where('record_id', '=', id).where('version', '>', since).orderBy('version').execute()
  const versions = rows.map(row => versionOf(model, row))
  const last = versions.at(-1)!
  const columns = [...new Set(versions.flatMap(v => Object.keys(v.changes)))].sort()
  const by = last.user === null ? 'outside the service' : `by ${last.user.username}`
  throw new StaleWrite(`The record changed since version ${expected.join(', ')}: it is at version ${current}, last changed ${by} at ${last.at} (${columns.join(', ')}).`, {
    // (a deleted record has none now)
    version: current, changedBy: last.user, changedAt: last.at, columns, current: await findRecord(trx, model, id) ?? null
  })
}
