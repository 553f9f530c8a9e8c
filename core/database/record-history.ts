import { sql, type Kysely, type RawBuilder } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'

// The history of records as the running service uses it: every model table carries three statement triggers that
// write a version per changed row into rs_history (the table and the trigger functions are migration 0011's), and
// every write of the service tells them who acts, and on which record, in settings of its transaction.

/** The triggers a model table carries, one per event (each with its transition tables). */
export const HISTORY_TRIGGERS = ['rs_history_insert', 'rs_history_update', 'rs_history_delete']

/** Installs the history triggers on a model table (idempotent). */
export async function keepHistory (db: Kysely<any>, table: string): Promise<void> {
  await sql`create or replace trigger rs_history_insert after insert on ${sql.table(table)}
    referencing new table as rs_new for each statement execute function rs_history_inserted()`.execute(db)
  await sql`create or replace trigger rs_history_update after update on ${sql.table(table)}
    referencing old table as rs_old new table as rs_new for each statement execute function rs_history_updated()`.execute(db)
  await sql`create or replace trigger rs_history_delete after delete on ${sql.table(table)}
    referencing old table as rs_old for each statement execute function rs_history_deleted()`.execute(db)
}

/** Who causes a change, and why: the versions it writes say so. */
export interface Actor {
  /** the user (a change made outside the service, with SQL, has none) */
  user: { id: number, username: string }
  /** the action of the record the request names (default: create, update or delete, by the statement) */
  action?: string
  /** that record: the others the same transaction changes get the statement's own action */
  target?: { table: string, id: number }
}

/** Tells the history triggers who acts, for the rest of the transaction `trx`. */
export async function setActor (trx: Kysely<any>, actor: Actor): Promise<void> {
  const target = actor.target === undefined ? '' : `${actor.target.table}:${actor.target.id}`
  await sql`select set_config('rs.user_id', ${String(actor.user.id)}, true) as rs_user_id, set_config('rs.username', ${actor.user.username}, true) as rs_username,
    set_config('rs.action', ${actor.action ?? ''}, true) as rs_action, set_config('rs.target', ${target}, true) as rs_target`.execute(trx)
}

/**
 * Forgets the history of a model's table (the model is dropped: its records are gone, and a table made again under
 * its name numbers its records from 1, whose versions must not continue those of the records before).
 */
export async function forgetHistory (trx: Kysely<any>, table: string): Promise<void> {
  await sql`delete from rs_history where tbl = ${table}`.execute(trx)
  // (and its imports, which name versions: migration 0014)
  await sql`delete from rs_import where tbl = ${table}`.execute(trx)
}

/** The current version of a record: that of its last change (0: it has none). */
export async function currentVersion (db: Kysely<any>, table: string, id: number): Promise<number> {
  const { rows } = await sql<{ version: number }>`select coalesce(max(version), 0)::int as version from rs_history where tbl = ${table} and record_id = ${id}`.execute(db)
  return rows[0].version
}

/** The current version of the record `"t"` as a column of a select (byIdJson). */
export const versionColumn = (table: string, id: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`(select coalesce(max(h.version), 0)::int from rs_history h where h.tbl = ${sql.lit(table)} and h.record_id = ${id})`

/**
 * A statement that writes its rows' versions itself (a CTE inserting into rs_history) sets this, as a column of a
 * select it runs: the table's history triggers then write nothing for the rest of the transaction (migration 0012).
 */
export const writtenInline = (table: string): RawBuilder<string> => sql<string>`set_config('rs.written', ${sql.lit(table)}, true)`

/** The columns an update changed, {column: {from, to}}, from the rows as JSON before (`before`) and after (`after`), as the triggers write them. */
export const changedColumns = (after: RawBuilder<unknown>, before: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(select jsonb_object_agg(e.key, jsonb_build_object('from', ${before} -> e.key, 'to', e.value)) from jsonb_each(${after}) e where e.value is distinct from ${before} -> e.key)`

/**
 * The value a version left a column with, as SQL over a row `version` of rs_history and one `change` of its changes
 * (jsonb_each): an update's new value; a create's or a baseline's value (they keep values, not changes); a deletion's
 * null. Folding a record's versions up to one (the latest that touched each column) gives the record then.
 */
export const foldedValue = (version: string, change: string): RawBuilder<unknown> =>
  sql.raw(`case ${version}.op when 'u' then ${change}.value -> 'to' when 'd' then 'null'::jsonb else ${change}.value end`)

/** A change of a value that is no column of the record's row, as a version keeps it. */
export interface SideChange { from: unknown, to: unknown }

/**
 * Changes of record `id` that are no columns of its row (its n:m links, files assigned to it), {column: {from, to}}:
 * part of the version this transaction wrote for the record (its create or update), else a version of their own —
 * `action`, or the actor's (setActor), or update — taken under the record's lock so that numbers do not collide.
 */
export async function addSideChanges (trx: Kysely<any>, table: string, id: number, changes: Record<string, SideChange>, action?: string): Promise<void> {
  if (Object.keys(changes).length === 0) return
  // (a record that is gone has no versions to add)
  const { rows: here } = await sql`select 1 from ${sql.table(assertIdentifier(table))} where id = ${id} for no key update`.execute(trx)
  if (here.length === 0) return
  const { rows: [last] } = await sql<{ id: string, op: string, version: number, mine: boolean }>`select id, op, version, xmin = pg_current_xact_id()::xid as mine
    from rs_history where tbl = ${table} and record_id = ${id} order by version desc limit 1`.execute(trx)
  if (last?.mine === true) {
    // (a create keeps values, not changes: migration 0011)
    const added = last.op === 'u' ? changes : Object.fromEntries(Object.entries(changes).map(([column, change]) => [column, change.to]))
    await sql`update rs_history set changes = changes || ${JSON.stringify(added)}::jsonb where id = ${last.id}`.execute(trx)
    return
  }
  await sql`insert into rs_history (tbl, record_id, version, op, action, user_id, username, changes)
    values (${table}, ${id}, ${(last?.version ?? 0) + 1}, 'u', coalesce(${action ?? null}, nullif(current_setting('rs.action', true), ''), 'update'),
      nullif(current_setting('rs.user_id', true), '')::integer, nullif(current_setting('rs.username', true), ''), ${JSON.stringify(changes)}::jsonb)`.execute(trx)
}
