import { sql, type Kysely, type Migration } from 'kysely'

// Files: where an archived file lives, and the journal that makes moving files between the upload directory
// and the archive crash-safe (core/files/assignments.ts). A journal row exists exactly while a file is on its way;
// the start-up repair (core/files/repair.ts) finishes or undoes what a crash left.
export const fileJournal: Migration = {
  async up (db: Kysely<any>) {
    // path of the stored file relative to ARCHIVE_DIR (`<type folder>/<stored name>`); null for rows that
    // came without a stored file (imports)
    await db.schema.alterTable('rs_archive_file').addColumn('path', 'text').execute()
    await db.schema.createIndex('rs_archive_file_path').on('rs_archive_file').column('path').unique().execute()

    await db.schema.createTable('rs_file_journal')
      // the rs_archive_file id the operation creates (assign) or removes (unassign); one operation per file
      .addColumn('file_id', 'integer', c => c.primaryKey())
      .addColumn('op', 'varchar(16)', c => c.notNull().check(sql`op in ('assign', 'unassign')`))
      // assign: the file's name in the upload directory; unassign: the name it should get back
      .addColumn('upload_name', 'text', c => c.notNull())
      .addColumn('archive_path', 'text', c => c.notNull())
      // assign: the rs_archive_file row to insert once the file is in place
      .addColumn('record', 'jsonb')
      .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    // one assignment of the same uploaded file at a time
    await db.schema.createIndex('rs_file_journal_upload').on('rs_file_journal').column('upload_name').unique()
      .where(sql.ref('op'), '=', 'assign').execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_file_journal').execute()
    await db.schema.alterTable('rs_archive_file').dropColumn('path').execute()
  }
}
