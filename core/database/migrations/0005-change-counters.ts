import { sql, type Kysely, type Migration } from 'kysely'

// Change counters: every write statement on a model table (and on value lists and their items, which `contains`
// filters read) adds one to a counter of that table, in the writer's transaction. A list total counted in a snapshot
// stays exact for every later snapshot that sees the same sum of counters, so it is counted once and reused
// (core/5-records/counts.ts). Counters are spread over shards by backend, so concurrent writers of one table do
// not queue on one row.
//
// A released migration does what it did when it was released, whatever the live code becomes: the names and the
// trigger below are this migration's own frozen copy, not imports. The running service's side (model tables'
// triggers, the tables a list reads) is core/database/change-counters.ts.
const CHANGE_SHARDS = 256
const CHANGE_TRIGGER = 'rs_change'
const VALUE_LIST_TABLES = ['rs_value_list', 'rs_value_list_item']

export const changeCounters: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_change')
      .addColumn('tbl', 'text', c => c.notNull())
      .addColumn('shard', 'integer', c => c.notNull())
      .addColumn('n', 'bigint', c => c.notNull())
      .addPrimaryKeyConstraint('rs_change_pkey', ['tbl', 'shard'])
      .execute()
    await sql`create or replace function rs_note_change() returns trigger language plpgsql as $$
      begin
        insert into rs_change (tbl, shard, n) values (tg_table_name, pg_backend_pid() % ${sql.lit(CHANGE_SHARDS)}, 1)
          on conflict (tbl, shard) do update set n = rs_change.n + 1;
        return null;
      end $$`.execute(db)
    for (const table of VALUE_LIST_TABLES) {
      await sql`create or replace trigger ${sql.id(CHANGE_TRIGGER)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function rs_note_change()`.execute(db)
    }
  },
  async down (db: Kysely<any>) {
    for (const table of VALUE_LIST_TABLES) await sql`drop trigger if exists ${sql.id(CHANGE_TRIGGER)} on ${sql.table(table)}`.execute(db)
    await sql`drop function rs_note_change() cascade`.execute(db)
    await db.schema.dropTable('rs_change').execute()
  }
}
