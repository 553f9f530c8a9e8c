import { sql, type Kysely, type Migration } from 'kysely'

// Login attempts counted in the database (core/auth/login-attempts.ts), so that every instance sharing it counts
// against one limit.
export const loginAttempts: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_login_attempt')
      .addColumn('key', 'text', c => c.primaryKey())
      .addColumn('hits', 'integer', c => c.notNull())
      .addColumn('resets_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_login_attempt').execute()
  }
}
