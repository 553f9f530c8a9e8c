import type { Kysely, Migration } from 'kysely'
import { templateHash, templateJson } from '../../lifecycle/store.js'

// The versions each model's database copy has had, by hash (core/lifecycle/store.ts, templateHash): a template file
// that holds one of them is behind the fleet, not an edit. Seeded with the copies as they are.
export const templateVersions: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_model_template_version')
      .addColumn('name', 'text', c => c.notNull())
      .addColumn('hash', 'text', c => c.notNull())
      .addPrimaryKeyConstraint('rs_model_template_version_pkey', ['name', 'hash'])
      .execute()
    const rows = await db.selectFrom('rs_model_template').select(['name', 'source']).execute() as Array<{ name: string, source: string }>
    for (const { name, source } of rows) {
      await db.insertInto('rs_model_template_version').values({ name, hash: templateHash(templateJson(source)) }).execute()
    }
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_model_template_version').execute()
  }
}
