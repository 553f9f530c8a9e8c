import { sql, type Kysely, type Migration } from 'kysely'

// The history of every record (issue 28): one row per version of a record — its number, time (UTC), the user who
// caused it, the action and the columns it changed with their old and new values. Written by triggers on the model
// tables (core/database/record-history.ts installs them), in the statement and so the transaction of the change:
// no version without its change, no change without its version, whoever wrote it (the service, its cascades and
// behaviours, plain SQL). Who and why come from settings of the transaction (rs.user_id, rs.username, rs.action,
// rs.target: the record the request names; other records changed with it get the statement's own action).
// The rows are read whole (rs_new.*): a model may have a column of any name. Frozen here as released: a change to
// these functions needs a migration of its own.

const functions = [
  sql`create or replace function rs_history_action(tbl text, id integer, own text) returns text language sql stable as $$
    select case when coalesce(current_setting('rs.target', true), '') in ('', tbl || ':' || id)
      then coalesce(nullif(current_setting('rs.action', true), ''), own) else own end
  $$`,
  sql`create or replace function rs_history_next(tbl text, id integer) returns integer language sql stable as $$
    select coalesce(max(h.version), 0) + 1 from rs_history h where h.tbl = $1 and h.record_id = $2
  $$`,
  sql`create or replace function rs_history_inserted() returns trigger language plpgsql as $$
    begin
      insert into rs_history (tbl, record_id, version, action, user_id, username, changes)
      select tg_table_name, r.id, rs_history_next(tg_table_name, r.id), rs_history_action(tg_table_name, r.id, 'create'),
        nullif(current_setting('rs.user_id', true), '')::integer, nullif(current_setting('rs.username', true), ''),
        coalesce((select jsonb_object_agg(e.key, jsonb_build_object('from', null, 'to', e.value)) from jsonb_each(r.j) e
          where e.key <> 'id' and e.value <> 'null'::jsonb), '{}')
      from (select (to_jsonb(rs_new.*) ->> 'id')::integer as id, to_jsonb(rs_new.*) as j from rs_new) r;
      return null;
    end $$`,
  sql`create or replace function rs_history_updated() returns trigger language plpgsql as $$
    begin
      insert into rs_history (tbl, record_id, version, action, user_id, username, changes)
      select tg_table_name, n.id, rs_history_next(tg_table_name, n.id), rs_history_action(tg_table_name, n.id, 'update'),
        nullif(current_setting('rs.user_id', true), '')::integer, nullif(current_setting('rs.username', true), ''), d.changes
      from (select (to_jsonb(rs_new.*) ->> 'id')::integer as id, to_jsonb(rs_new.*) as j from rs_new) n
      join (select (to_jsonb(rs_old.*) ->> 'id')::integer as id, to_jsonb(rs_old.*) as j from rs_old) o on o.id = n.id
      cross join lateral (select jsonb_object_agg(e.key, jsonb_build_object('from', o.j -> e.key, 'to', e.value)) as changes
        from jsonb_each(n.j) e where e.value is distinct from o.j -> e.key) d
      where d.changes is not null;
      return null;
    end $$`,
  sql`create or replace function rs_history_deleted() returns trigger language plpgsql as $$
    begin
      insert into rs_history (tbl, record_id, version, action, user_id, username, changes)
      select tg_table_name, r.id, rs_history_next(tg_table_name, r.id), rs_history_action(tg_table_name, r.id, 'delete'),
        nullif(current_setting('rs.user_id', true), '')::integer, nullif(current_setting('rs.username', true), ''),
        coalesce((select jsonb_object_agg(e.key, jsonb_build_object('from', e.value, 'to', null)) from jsonb_each(r.j) e
          where e.key <> 'id' and e.value <> 'null'::jsonb), '{}')
      from (select (to_jsonb(rs_old.*) ->> 'id')::integer as id, to_jsonb(rs_old.*) as j from rs_old) r;
      return null;
    end $$`
]

export const recordHistory: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_history')
      .addColumn('id', 'bigint', c => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('tbl', 'text', c => c.notNull())
      .addColumn('record_id', 'integer', c => c.notNull())
      .addColumn('version', 'integer', c => c.notNull())
      .addColumn('action', 'text', c => c.notNull())
      .addColumn('at', 'timestamp(0)', c => c.notNull().defaultTo(sql`(now() at time zone 'utc')`))
      .addColumn('user_id', 'integer')
      .addColumn('username', 'text')
      .addColumn('changes', 'jsonb', c => c.notNull())
      .addUniqueConstraint('rs_history_record_version', ['tbl', 'record_id', 'version'])
      .execute()
    await db.schema.createIndex('rs_history_at').on('rs_history').columns(['at', 'id']).execute()
    for (const f of functions) await f.execute(db)
  },
  async down (db: Kysely<any>) {
    for (const name of ['rs_history_inserted', 'rs_history_updated', 'rs_history_deleted']) await sql`drop function ${sql.id(name)}() cascade`.execute(db)
    await sql`drop function rs_history_next(text, integer)`.execute(db)
    await sql`drop function rs_history_action(text, integer, text)`.execute(db)
    await db.schema.dropTable('rs_history').execute()
  }
}
