import { sql, type Kysely, type Migration } from 'kysely'

// The configuration mDIS front ends keep on the server (core/app-config/store.ts): the installation's keys, and
// each user's, which go with the user. Values are json rather than jsonb: they read back as written, the order of
// their members included.

export const appConfig: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_app_config')
      .addColumn('key', 'text', c => c.primaryKey())
      .addColumn('value', 'json', c => c.notNull())
      .addColumn('updated_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createTable('rs_user_config')
      .addColumn('user_id', 'integer', c => c.notNull().references('rs_user.id').onDelete('cascade'))
      .addColumn('key', 'text', c => c.notNull())
      .addColumn('value', 'json', c => c.notNull())
      .addColumn('updated_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('rs_user_config_pkey', ['user_id', 'key'])
      .execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_user_config').execute()
    await db.schema.dropTable('rs_app_config').execute()
  }
}
