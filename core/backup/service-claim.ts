import { mkdir } from 'node:fs/promises'
import type { ResolvedConfig } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'
import { ControlSocket, controlPath, unusablePath } from './control.js'

// The running service's side of the control socket: its claim at start-up. Apart from the backup and restore
// runs (embedded.ts), so that a start loads only this before it opens its database.

/** Whether the installation keeps an embedded database on disk (the only kind with a control socket). */
const onDisk = (config: ResolvedConfig): boolean => !config.DATABASE_URL && config.PGLITE_DIR !== 'memory://'

/**
 * The service's claim of its installation, before it opens the embedded database: another process holding it (a
 * service, a backup or a restore) stops the start (InstallationBusy). None on PostgreSQL or in memory; none, with
 * a warning, when DATA_DIR is too long for a socket path (backup and restore then refuse to run).
 */
export async function claimForService (config: ResolvedConfig, log: Pick<Logger, 'warn'>): Promise<ControlSocket | undefined> {
  if (!onDisk(config)) return undefined
  const path = controlPath(config.DATA_DIR)
  const problem = unusablePath(path)
  if (problem !== undefined) {
    log.warn(`${problem}: no control socket, so npm run backup and restore cannot tell that the service runs and refuse to; use a shorter DATA_DIR`)
    return undefined
  }
  await mkdir(config.DATA_DIR, { recursive: true })
  return await ControlSocket.claim(path, 'the service')
}
