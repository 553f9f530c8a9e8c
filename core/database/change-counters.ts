import { sql, type Kysely } from 'kysely'

// The change counters as the running service uses them: every write statement on a counted table adds one to the
// table's counter in rs_change (the table and its trigger function rs_note_change() are migration 0005's), and a
// list total or page is reused while the sum of the counters of the tables it reads stands still (core/5-records/
// counts.ts, pages.ts). Model and connection tables get their trigger when they are made (core/2-model/ddl.ts,
// connections.ts); the system tables below got theirs from migrations 0005 and 0010, which keep their own frozen
// copies of these names: a table added here, or a change to the trigger, needs a migration of its own that brings
// the existing databases along.

export const CHANGE_TRIGGER = 'rs_change'
/** the system tables a model list can read: `contains` on a list-backed column matches the list items' remarks */
export const VALUE_LIST_TABLES = ['rs_value_list', 'rs_value_list_item']
/** the files assigned to records, which a record's answer lists */
export const FILE_TABLE = 'rs_archive_file'

/** Installs the trigger on a table (idempotent). */
export async function countChanges (db: Kysely<any>, table: string): Promise<void> {
  await sql`create or replace trigger ${sql.id(CHANGE_TRIGGER)} after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function rs_note_change()`.execute(db)
}

/** Counts a change of a table that its trigger does not see (the table made or altered). */
export async function noteChange (db: Kysely<any>, table: string): Promise<void> {
  await sql`insert into rs_change (tbl, shard, n) values (${table}, 0, 1) on conflict (tbl, shard) do update set n = rs_change.n + 1`.execute(db)
}

/**
 * The change counters of every table (their shards summed), read by one statement for all who ask while one runs: a
 * caller gets the counts of a statement that began after it asked (the one running when it asks may have read them
 * before a write it already saw answered), so they are never older than its question.
 */
export class ChangeCounts {
  #running: Promise<ReadonlyMap<string, number>> | undefined
  #next: Promise<ReadonlyMap<string, number>> | undefined

  constructor (readonly db: Kysely<any>) {}

  read (): Promise<ReadonlyMap<string, number>> {
    if (this.#next !== undefined) return this.#next
    if (this.#running === undefined) return this.#run()
    const next = this.#running.then(() => this.#run(), () => this.#run())
    this.#next = next
    return next
  }

  #run (): Promise<ReadonlyMap<string, number>> {
    this.#next = undefined
    const running = sql<{ tbl: string, n: string | number }>`select tbl, sum(n)::bigint as n from rs_change group by tbl`.execute(this.db)
      .then(({ rows }) => new Map(rows.map(r => [r.tbl, Number(r.n)])))
    const done = (): void => { if (this.#running === running) this.#running = undefined }
    running.then(done, done)
    this.#running = running
    return running
  }
}
