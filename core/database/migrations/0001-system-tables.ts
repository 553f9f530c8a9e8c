import { sql, type Kysely, type Migration } from 'kysely'

// Templates (the database copy of the template area), value lists and archived files.
export const systemTables: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_model_template')
      .addColumn('name', 'text', c => c.primaryKey())
      // the exact JSON text, so a restored file reads as it was imported
      .addColumn('source', 'text', c => c.notNull())
      .addColumn('file', 'text', c => c.notNull())
      .addColumn('form', 'text')
      // a dropped model keeps a tombstone so that a stale file elsewhere does not bring it back
      .addColumn('deleted', 'boolean', c => c.notNull().defaultTo(false))
      .addColumn('updated_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()

    await db.schema.createTable('rs_value_list')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'varchar(64)', c => c.notNull().unique())
      .addColumn('locked', 'boolean', c => c.notNull().defaultTo(false))
      .addColumn('uri', 'text')
      .execute()
    await db.schema.createTable('rs_value_list_item')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('list_id', 'integer', c => c.notNull().references('rs_value_list.id').onDelete('cascade'))
      .addColumn('display', 'varchar(100)', c => c.notNull())
      .addColumn('remark', 'text', c => c.notNull().defaultTo(''))
      .addColumn('uri', 'text')
      .addColumn('sort', 'integer', c => c.notNull().defaultTo(0))
      .addUniqueConstraint('rs_value_list_item_display', ['list_id', 'display'])
      .execute()

    await db.schema.createTable('rs_archive_file')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('type', 'varchar(100)')
      .addColumn('number', 'varchar(64)')
      .addColumn('filename', 'text', c => c.notNull())
      .addColumn('original_filename', 'text', c => c.notNull())
      .addColumn('filesize', 'bigint', c => c.notNull())
      .addColumn('mime_type', 'text', c => c.notNull())
      .addColumn('checksum', 'varchar(32)', c => c.notNull())
      .addColumn('upload_date', sql`timestamp(0)`, c => c.notNull())
      .addColumn('parent_combined_id', 'text')
      .addColumn('expedition_id', 'integer')
      .addColumn('site_id', 'integer')
      .addColumn('hole_id', 'integer')
      .addColumn('core_id', 'integer')
      .addColumn('section_id', 'integer')
      .addColumn('analyst', 'varchar(100)')
      .addColumn('remarks', 'text')
      .addColumn('metadata', 'text', c => c.notNull().defaultTo(''))
      .execute()
    for (const level of ['expedition', 'site', 'hole', 'core', 'section']) {
      await db.schema.createIndex(`rs_archive_file_${level}`).on('rs_archive_file').column(`${level}_id`).execute()
    }
  },
  async down (db: Kysely<any>) {
    for (const table of ['rs_archive_file', 'rs_value_list_item', 'rs_value_list', 'rs_model_template']) {
      await db.schema.dropTable(table).execute()
    }
  }
}
