import type { Kysely, Migration } from 'kysely'

// The instance (core/shared/instance.ts) that wrote a file journal row: the start-up repair finishes the rows of an
// instance that no longer has a connection at once, instead of waiting out the grace period for shared databases.
export const fileJournalOwner: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.alterTable('rs_file_journal').addColumn('owner', 'text').execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.alterTable('rs_file_journal').dropColumn('owner').execute()
  }
}
