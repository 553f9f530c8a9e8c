import { mkdirSync } from 'node:fs'
import { setImmediate } from 'node:timers/promises'
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

/**
 * The engine as the dialect sees it, but every query first yields to the event loop. The dialect hands its one
 * connection to the next waiting request in a promise continuation, and PGlite runs queries synchronously on this
 * thread: under load a queue of queries would drain without the event loop ever turning — no HTTP I/O, no timers
 * for seconds, and the load-shedding monitor, seeing no sample, would answer every request 503.
 */
function yielding (pg: PGlite): PGlite {
  const query: PGlite['query'] = async (...args) => {
    await setImmediate()
    return await pg.query(...args)
  }
  return { query, close: async () => { await pg.close() } } as unknown as PGlite
}

/** Embedded PostgreSQL (WebAssembly, in-process). One connection; the dialect queues concurrent users. */
export async function openPglite (options: PgliteOptions): Promise<Database> {
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  const pg = new PGlite(options.dataDir, { parsers, loadDataDir: options.loadDataDir })
  await pg.waitReady
  return {
    kind: 'pglite',
    db: new Kysely<any>({ dialect: new PGliteDialect(yielding(pg)) }),
    listen: async (channel, handler) => {
      const stop = await pg.listen(channel, handler)
      return async () => { await stop() }
    },
    // One in-process engine: the notification path cannot break, so there is never a reconnect.
    onReconnect: () => {},
    close: async () => { if (!pg.closed) await pg.close() }
  }
}
