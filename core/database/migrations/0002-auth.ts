import { sql, type Kysely, type Migration } from 'kysely'

// Users, their roles and granted permissions, and sessions (one per issued token, so logout can revoke it).
export const auth: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_user')
      .addColumn('id', 'integer', c => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('username', 'varchar(64)', c => c.notNull())
      .addColumn('email', 'varchar(255)')
      .addColumn('password_hash', 'text', c => c.notNull())
      .addColumn('roles', sql`text[]`, c => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('permissions', sql`text[]`, c => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    // names and e-mails are unique regardless of case: either one logs in
    await sql`create unique index rs_user_username on rs_user (lower(username))`.execute(db)
    await sql`create unique index rs_user_email on rs_user (lower(email))`.execute(db)

    await db.schema.createTable('rs_session')
      .addColumn('id', 'varchar(64)', c => c.primaryKey())
      .addColumn('user_id', 'integer', c => c.notNull().references('rs_user.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', c => c.notNull())
      .addColumn('revoked', 'boolean', c => c.notNull().defaultTo(false))
      .addColumn('refresh_hash', 'varchar(64)')
      .addColumn('created_at', 'timestamptz', c => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema.createIndex('rs_session_user').on('rs_session').column('user_id').execute()
    await db.schema.createIndex('rs_session_refresh').on('rs_session').column('refresh_hash').unique().execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_session').execute()
    await db.schema.dropTable('rs_user').execute()
  }
}
