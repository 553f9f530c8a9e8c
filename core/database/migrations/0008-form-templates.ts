import { sql, type Kysely, type Migration } from 'kysely'

// Form templates become objects of their own (mDIS create-form, update-form, rename-form, delete-form): any number
// per model, each named. The one uploaded form a model could hold until now moves over, under its own name.
export const formTemplates: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_form_template')
      .addColumn('name', 'text', c => c.primaryKey())
      .addColumn('model', 'text', c => c.notNull())
      .addColumn('source', 'text', c => c.notNull())
      .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('rs_form_template_model').on('rs_form_template').column('model').execute()
    await sql`insert into rs_form_template (name, model, source)
      select (form::json)->>'name', name, form from rs_model_template where form is not null and not deleted`.execute(db)
    await db.schema.alterTable('rs_model_template').dropColumn('form').execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.alterTable('rs_model_template').addColumn('form', 'text').execute()
    // (one form per model fits the old column: the first by name)
    await sql`update rs_model_template m set form = f.source
      from (select distinct on (model) model, source from rs_form_template order by model, name) f where f.model = m.name`.execute(db)
    await db.schema.dropTable('rs_form_template').execute()
  }
}
