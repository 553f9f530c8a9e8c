import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import { asNumber, asText, INT8, TEXT_TYPES, type Database } from './database.js'

export interface PgliteOptions {
  /** a directory, or memory:// */
  dataDir: string
  /** an initialised data directory to start from (tests use it to skip initdb) */
  loadDataDir?: Blob
}

const parsers = {
  [TEXT_TYPES.DATE]: asText,
  [TEXT_TYPES.TIME]: asText,
  [TEXT_TYPES.TIMESTAMP]: asText,
  [INT8]: asNumber
}

/** Embedded PostgreSQL (WebAssembly, in-process). One connection; the dialect queues concurrent users. */
export async function openPglite (options: PgliteOptions): Promise<Database> {
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const pg = new PGlite(options.dataDir, { parsers, loadDataDir: options.loadDataDir })
  await pg.waitReady
  return {
    kind: 'pglite',
    db: new Kysely<any>({ dialect: new PGliteDialect(pg) }),
    listen: async (channel, handler) => {
      const stop = await pg.listen(channel, handler)
      return async () => { await stop() }
    },
    // One in-process engine: the notification path cannot break, so there is never a reconnect.
    onReconnect: () => {},
    close: async () => { if (!pg.closed) await pg.close() }
  }
}
