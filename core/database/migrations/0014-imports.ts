import { sql, type Kysely, type Migration } from 'kysely'

// The imports (issue 29): one row per committed import or import job — the model and its table, who and when, its
// counts, a job's state (running, done, failed), mode, the instance that runs it, its progress and problems, and once
// it is undone who undid it and when, and the records a commit created (at their first version) — and one row per
// record a commit updated, with the versions it wrote (the first and the last: an undo finds the values before the
// first and refuses a record changed after the last).

export const imports: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_import')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('model', 'text', c => c.notNull())
      .addColumn('tbl', 'text', c => c.notNull())
      .addColumn('at', 'timestamp(0)', c => c.notNull().defaultTo(sql`(now() at time zone 'utc')`))
      .addColumn('user_id', 'integer', c => c.notNull())
      .addColumn('username', 'text', c => c.notNull())
      .addColumn('rows', 'integer', c => c.notNull())
      .addColumn('created', 'integer', c => c.notNull())
      .addColumn('updated', 'integer', c => c.notNull())
      .addColumn('state', 'text', c => c.notNull().defaultTo('done'))
      .addColumn('mode', 'text', c => c.notNull().defaultTo('commit'))
      .addColumn('instance', 'text')
      .addColumn('rows_done', 'integer', c => c.notNull().defaultTo(0))
      .addColumn('errors', 'jsonb', c => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('failure', 'text')
      .addColumn('finished_at', 'timestamp(0)')
      .addColumn('undone_at', 'timestamp(0)')
      .addColumn('undone_by', 'text')
      .addColumn('created_records', sql`integer[]`, c => c.notNull().defaultTo(sql`'{}'`))
      .execute()
    await db.schema.createTable('rs_import_record')
      .addColumn('import_id', 'integer', c => c.notNull().references('rs_import.id').onDelete('cascade'))
      .addColumn('record_id', 'integer', c => c.notNull())
      .addColumn('op', 'char(1)', c => c.notNull())
      .addColumn('first_version', 'integer', c => c.notNull())
      .addColumn('last_version', 'integer', c => c.notNull())
      .addPrimaryKeyConstraint('rs_import_record_pkey', ['import_id', 'record_id'])
      .execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_import_record').execute()
    await db.schema.dropTable('rs_import').execute()
  }
}
