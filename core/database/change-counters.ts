import { sql, type Kysely } from 'kysely'

// The change counters as the running service uses them: every write statement on a counted table adds one to the
// table's counter in rs_change (the table and its trigger function rs_note_change() are migration 0005's), and a
// list total is reused while the sum of the counters of the tables it reads stands still (core/5-records/counts.ts).
// Model tables get their trigger when their table is made (core/2-model/ddl.ts); the system tables below got theirs
// from migration 0005, which keeps its own frozen copy of these names: a table added here, or a change to the
// trigger, needs a migration of its own that brings the existing databases along.

export const CHANGE_TRIGGER = 'rs_change'
/** the system tables a model list can read: `contains` on a list-backed column matches the list items' remarks */
export const VALUE_LIST_TABLES = ['rs_value_list', 'rs_value_list_item']

/** Installs the trigger on a table (idempotent). */
export async function countChanges (db: Kysely<any>, table: string): Promise<void> {
  await sql`create or replace trigger ${sql.id(CHANGE_TRIGGER)} after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function rs_note_change()`.execute(db)
}
