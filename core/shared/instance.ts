import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// This process among the instances that share a database and directories. Its id marks what it leaves while it
// works (file journal rows, temporary files) and names its PostgreSQL connections (application_name), so that
// the start-up repair of another process can tell work of a live instance from what a crashed one left behind.

export const INSTANCE_ID = randomBytes(8).toString('hex')
export const APPLICATION_NAME_PREFIX = 'record-service/'
/** application_name of this process's PostgreSQL connections */
export const APPLICATION_NAME = `${APPLICATION_NAME_PREFIX}${INSTANCE_ID}`

/**
 * The instances that have a connection to this database now (PostgreSQL's application_name), this process
 * included. What an instance missing from it left is abandoned: it crashed or was killed. Services of other
 * installations on the same server (other databases) are not among them.
 */
export async function liveInstances (db: Kysely<any>): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select application_name as name from pg_stat_activity
    where datname = current_database() and starts_with(application_name, ${APPLICATION_NAME_PREFIX})`.execute(db)
  return new Set([INSTANCE_ID, ...rows.map(r => r.name.slice(APPLICATION_NAME_PREFIX.length))])
}

/** Work of an instance that is gone; work of unknown owner (earlier versions) waits for a grace period instead. */
export const abandoned = (owner: string | null, live: Set<string>): boolean => owner !== null && !live.has(owner)
