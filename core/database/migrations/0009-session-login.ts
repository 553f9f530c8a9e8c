import { sql, type Kysely, type Migration } from 'kysely'

// Every session names the login its chain began with (its own id for a login; a fresh token or a redeemed
// refresh token carries it on), so that logging out ends the whole chain: tokens refreshed from it included.
export const sessionLogin: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.alterTable('rs_session').addColumn('login', 'varchar(64)').execute()
    await sql`update rs_session set login = id`.execute(db)
    await db.schema.alterTable('rs_session').alterColumn('login', c => c.setNotNull()).execute()
    await db.schema.createIndex('rs_session_login').on('rs_session').column('login').execute()
  },
  async down (db: Kysely<any>) {
    await db.schema.dropIndex('rs_session_login').execute()
    await db.schema.alterTable('rs_session').dropColumn('login').execute()
  }
}
