import { sql, type Kysely, type Migration } from 'kysely'

// A list page is reused while the change counters of every table it reads stand still (core/5-records/pages.ts), so
// the tables a record's answer reads beside its own must count their changes too: the assigned files
// (rs_archive_file) and the connection tables of n:m relations (those made from now on get the trigger when they are
// made, core/2-model/connections.ts). Frozen copies of the names, as in migration 0005.
const TRIGGER = 'rs_change'
const CONNECTION_COMMENT = 'record-service: connection table of an n:m relation'

async function connectionTables (db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select c.relname as name from pg_class c
    where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace and obj_description(c.oid, 'pg_class') = ${CONNECTION_COMMENT}`.execute(db)
  return ['rs_archive_file', ...rows.map(r => r.name)]
}

export const countedFilesAndLinks: Migration = {
  async up (db: Kysely<any>) {
    for (const table of await connectionTables(db)) {
      await sql`create or replace trigger ${sql.id(TRIGGER)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function rs_note_change()`.execute(db)
    }
  },
  async down (db: Kysely<any>) {
    for (const table of await connectionTables(db)) await sql`drop trigger if exists ${sql.id(TRIGGER)} on ${sql.table(table)}`.execute(db)
  }
}
