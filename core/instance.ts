import { randomBytes } from 'node:crypto'

// This process among the instances that share a database and directories. Its id marks what it leaves while it
// works (file journal rows, temporary files) and names its PostgreSQL connections (application_name), so that
// the start-up repair of another process can tell work of a live instance from what a crashed one left behind.

export const INSTANCE_ID = randomBytes(8).toString('hex')
export const APPLICATION_NAME_PREFIX = 'record-service/'
/** application_name of this process's PostgreSQL connections */
export const APPLICATION_NAME = `${APPLICATION_NAME_PREFIX}${INSTANCE_ID}`
