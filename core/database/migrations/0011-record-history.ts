import { sql, type Kysely, type Migration } from 'kysely'

// The history of every record (issue 28): one row per version of a record — its number, time (UTC), the user who
// caused it, the action and the columns it changed with their old and new values. Written by triggers on the model
// tables (core/database/record-history.ts installs them), in the statement and so the transaction of the change:
// no version without its change, no change without its version, whoever wrote it (the service, its cascades and
// behaviours, plain SQL). Who and why come from settings of the transaction (rs.user_id, rs.username, rs.action,
// rs.target: the record the request names; other records changed with it get the statement's own action).
// The rows are read whole (rs_new.*): a model may have a column of any name (and always its id). No index on the
// time: the recent changes go backwards by id, the order the versions were written in. Frozen here as released: a change to
// these functions needs a migration of its own.

// Who, why and on which record, read once per statement; a row's action: the request's for the record it names.
// (the table's name as text once: compared with tg_table_name, of type name, the version lookup scanned the table)
const declare = `declare
      tname text := tg_table_name;
      uid integer := nullif(current_setting('rs.user_id', true), '')::integer;
      uname text := nullif(current_setting('rs.username', true), '');
      act text := nullif(current_setting('rs.action', true), '');
      target text := coalesce(current_setting('rs.target', true), '');`
const action = (own: string) => `case when target in ('', tname || ':' || r.id) then coalesce(act, '${own}') else '${own}' end`
// the record's next version: one more than its last (a record restored with its id goes on from its deletion)
const next = 'coalesce((select max(h.version) from rs_history h where h.tbl = tname and h.record_id = r.id), 0) + 1'

// A create or a delete keeps the row's values (those not null) as they are, {column: value}; an update the columns
// it changed, {column: {from, to}} (op: c, u, d; core/5-records/history.ts reads both).
/**
 * A trigger function: one version per row of the statement, made by `select` (whose rows are `r`, and `changes`).
 * `guard`: plpgsql run first (migration 0012's; none here, as released).
 */
const writer = (guard: string) => (name: string, op: string, own: string, changes: string, rows: string) =>
  sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
    ${declare}
    begin${guard}
      insert into rs_history (tbl, record_id, version, op, action, user_id, username, changes)
      select tname, r.id, ${next}, '${op}', ${action(own)}, uid, uname, ${changes}
      from ${rows};
      return null;
    end $$`)

/**
 * The three trigger functions, each beginning with `guard`; `fence` ends the subqueries that turn rows into JSON
 * (migration 0012's " offset 0" keeps each row's JSON made once rather than once per column it is compared by).
 */
export const historyFunctions = (guard: string, fence = '') => [
  writer(guard)('rs_history_inserted', 'c', 'create', "jsonb_strip_nulls(r.j) - 'id'", `(select rs_new.id, to_jsonb(rs_new.*) as j from rs_new${fence}) r`),
  writer(guard)('rs_history_updated', 'u', 'update', 'd.changes', `(select rs_new.id, to_jsonb(rs_new.*) as j from rs_new${fence}) r
      join (select rs_old.id, to_jsonb(rs_old.*) as j from rs_old${fence}) o on o.id = r.id
      cross join lateral (select jsonb_object_agg(e.key, jsonb_build_object('from', o.j -> e.key, 'to', e.value)) as changes
        from jsonb_each(r.j) e where e.value is distinct from o.j -> e.key) d
      where d.changes is not null`),
  writer(guard)('rs_history_deleted', 'd', 'delete', "jsonb_strip_nulls(r.j) - 'id'", `(select rs_old.id, to_jsonb(rs_old.*) as j from rs_old${fence}) r`)
]

export const recordHistory: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_history')
      .addColumn('id', 'bigint', c => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('tbl', 'text', c => c.notNull())
      .addColumn('record_id', 'integer', c => c.notNull())
      .addColumn('version', 'integer', c => c.notNull())
      .addColumn('op', 'char(1)', c => c.notNull())
      .addColumn('action', 'text', c => c.notNull())
      .addColumn('at', 'timestamp(0)', c => c.notNull().defaultTo(sql`(now() at time zone 'utc')`))
      .addColumn('user_id', 'integer')
      .addColumn('username', 'text')
      .addColumn('changes', 'jsonb', c => c.notNull())
      .addUniqueConstraint('rs_history_record_version', ['tbl', 'record_id', 'version'])
      .execute()
    for (const f of historyFunctions('')) await f.execute(db)
  },
  async down (db: Kysely<any>) {
    for (const name of ['rs_history_inserted', 'rs_history_updated', 'rs_history_deleted']) await sql`drop function ${sql.id(name)}() cascade`.execute(db)
    await db.schema.dropTable('rs_history').execute()
  }
}
