import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import type { Database } from './database.js'
import { EngineThread, type EngineOptions } from './pglite-engine.js'

export interface PgliteOptions extends EngineOptions {
  /** an initialised data directory to start from (tests use it to skip initdb) */
  loadDataDir?: Blob
}

/**
 * Embedded PostgreSQL (PGlite, WebAssembly) in a thread of its own (pglite-engine.ts). One connection; the
 * dialect queues concurrent users.
 */
export async function openPglite (options: PgliteOptions): Promise<Database> {
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true })
  // the engine's thread starts before the query builder's modules load (a start has the thread's work to wait for)
  const [engine, { Kysely }, { PGliteDialect }] = await Promise.all([
    EngineThread.open(options, await options.loadDataDir?.arrayBuffer()), import('kysely'), import('kysely-pglite-dialect')
  ])
  return {
    kind: 'pglite',
    cacheMs: 10 * 60_000,
    // the dialect asks only query() and close() of its engine
    db: new Kysely<any>({ dialect: new PGliteDialect(engine as unknown as PGlite) }),
    listen: async (channel, handler) => await engine.listen(channel, handler),
    // One engine in this process: the notification path cannot break, so there is never a reconnect.
    onReconnect: () => {},
    close: async () => { await engine.close() }
  }
}
