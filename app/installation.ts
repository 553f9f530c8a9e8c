import type { ControlSocket } from '../core/backup/control.js'
import { claimForService } from '../core/backup/service-claim.js'
import type { Database } from '../core/database/database.js'
import { openDatabase } from '../core/database/open.js'
import type { ResolvedConfig } from '../core/shared/config.js'
import type { Logger } from '../core/shared/logger.js'

// What a start holds before its app exists: the claim of the installation (core/backup/control.ts) and its open
// database. `npm start` opens it first, so that PGlite's engine loads in its thread while the service's modules
// load; what it has to log before the app's logger exists waits for it.

export interface Installation {
  database: Database
  /** none on PostgreSQL, in memory, or when DATA_DIR is too long for a socket path */
  control: ControlSocket | undefined
  /** passes what was logged so far to `log`, and from now on everything */
  useLog: (log: Pick<Logger, 'warn'>) => void
}

/** Claims the installation and opens its database; a database that does not open gives the claim back. */
export async function openInstallation (config: ResolvedConfig): Promise<Installation> {
  const log = new HeldLog()
  const control = await claimForService(config, log)
  try {
    const database = await openDatabase(config, error => { log.warn({ err: error }, 'database connection error') })
    return { database, control, useLog: target => { log.pass(target) } }
  } catch (error) {
    await control?.close()
    throw error
  }
}

type Line = Parameters<Logger['warn']>

/** Warnings kept until the real logger is known, then passed on; after that, the real logger's own. */
class HeldLog {
  readonly #held: Line[] = []
  warn: Logger['warn'] = (...line: Line) => { this.#held.push(line) }

  pass (target: Pick<Logger, 'warn'>): void {
    for (const line of this.#held.splice(0)) target.warn(...line)
    this.warn = target.warn.bind(target)
  }
}
