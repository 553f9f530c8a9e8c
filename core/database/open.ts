import type { ResolvedConfig } from '../shared/config.js'
import type { Database } from './database.js'

/**
 * PostgreSQL when DATABASE_URL is set, embedded PGlite under DATA_DIR otherwise. The driver module is imported
 * only when used, so a PGlite deployment never loads pg and vice versa.
 */
export async function openDatabase (config: ResolvedConfig, onError: (error: Error) => void): Promise<Database> {
  if (config.DATABASE_URL) {
    const { openPostgres } = await import('./postgres.js')
    return await openPostgres({
      url: config.DATABASE_URL,
      poolSize: config.DB_POOL_SIZE,
      poolTimeoutMs: config.DB_POOL_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      onError
    })
  }
  const { openPglite } = await import('./pglite.js')
  return await openPglite({
    dataDir: config.PGLITE_DIR,
    durable: config.EMBEDDED_DURABILITY === 'full',
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    onError
  })
}
