import { sql, type Kysely, type Migration } from 'kysely'

// The dashboard of the data-entry front ends (core/dashboard, mDIS WidgetsController and MessagesController): its
// widgets, and the messages of the day with their images. An image is an archived file (rs_archive_file) and goes
// with it, as mDIS's image_of_the_day goes with its archive_file. Seeded with mDIS's six widgets (its migration
// m190709_135452, SimpleChartWidget cloneable since m190809_124330); none of them deletable. A frozen copy of the
// types: migrations import nothing of the live code.

const SEEDED = [
  { type: 'ProjectInformationWidget', title: 'Project Information' },
  { type: 'InstructionsWidget', title: 'Instructions' },
  { type: 'MessageOfTheDayWidget', title: 'Message of the Day' },
  { type: 'PostBoxWidget', title: 'Post Box' },
  { type: 'SitesAndHolesMapWidget', title: 'Sites and Holes' },
  { type: 'SimpleChartWidget', title: 'Drilling Progress', cloneable: true }
]

export const dashboard: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_widget')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('type', 'varchar(128)', c => c.notNull())
      .addColumn('title', 'varchar(256)')
      .addColumn('subtitle', 'varchar(256)')
      .addColumn('active', 'boolean', c => c.notNull().defaultTo(true))
      // columns of a 12-column grid, by screen size (mDIS's defaults)
      .addColumn('xs_size', 'smallint', c => c.notNull().defaultTo(12))
      .addColumn('sm_size', 'smallint', c => c.notNull().defaultTo(6))
      .addColumn('md_size', 'smallint', c => c.notNull().defaultTo(4))
      .addColumn('lg_size', 'smallint', c => c.notNull().defaultTo(3))
      .addColumn('order', 'smallint', c => c.notNull().defaultTo(0))
      // json, not jsonb: a front end's settings read back as written, the order of their members included
      .addColumn('extra_settings', 'json', c => c.notNull().defaultTo(sql`'{}'::json`))
      .addColumn('color', 'varchar(50)')
      .addColumn('is_dark', 'boolean', c => c.notNull().defaultTo(true))
      .addColumn('deletable', 'boolean', c => c.notNull().defaultTo(false))
      .addColumn('cloneable', 'boolean', c => c.notNull().defaultTo(false))
      .addCheckConstraint('rs_widget_sizes', sql`xs_size between 1 and 12 and sm_size between 1 and 12 and md_size between 1 and 12 and lg_size between 1 and 12`)
      .addCheckConstraint('rs_widget_order', sql`"order" between 0 and 255`)
      .execute()
    await db.insertInto('rs_widget').values(SEEDED.map((widget, order) => ({ cloneable: false, ...widget, order }))).execute()

    await db.schema.createTable('rs_message')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('message', 'text', c => c.notNull())
      .addColumn('date', 'date', c => c.notNull())
      .addColumn('created_by', 'integer', c => c.references('rs_user.id').onDelete('set null'))
      .addColumn('updated_by', 'integer', c => c.references('rs_user.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('rs_message_date').on('rs_message').columns(['date', 'id']).execute()
    await db.schema.createTable('rs_message_image')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('message_id', 'integer', c => c.notNull().references('rs_message.id').onDelete('cascade'))
      .addColumn('position', 'smallint', c => c.notNull())
      .addColumn('image_id', 'integer', c => c.notNull().references('rs_archive_file.id').onDelete('cascade'))
      .addColumn('caption', 'text', c => c.notNull().defaultTo(''))
      .addUniqueConstraint('rs_message_image_position', ['message_id', 'position'])
      .addUniqueConstraint('rs_message_image_once', ['message_id', 'image_id'])
      .execute()
    // (an unassigned file's images go: found by the file)
    await db.schema.createIndex('rs_message_image_file').on('rs_message_image').column('image_id').execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_message_image').execute()
    await db.schema.dropTable('rs_message').execute()
    await db.schema.dropTable('rs_widget').execute()
  }
}
