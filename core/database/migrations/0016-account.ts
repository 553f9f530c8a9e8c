import { sql, type Kysely, type Migration } from 'kysely'

// The caller's own account (core/auth/account.ts, password-reset.ts): a display name for each user, and the
// password reset tokens mailed to them, of which only a hash is kept; each is single-use, ends at expires_at and
// goes with its user.

export const account: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.alterTable('rs_user').addColumn('name', 'varchar(255)').execute()
    await db.schema.createTable('rs_password_reset')
      .addColumn('token_hash', 'varchar(64)', c => c.primaryKey())
      .addColumn('user_id', 'integer', c => c.notNull().references('rs_user.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', c => c.notNull())
      .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('rs_password_reset_user').on('rs_password_reset').column('user_id').execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_password_reset').execute()
    await db.schema.alterTable('rs_user').dropColumn('name').execute()
  }
}
