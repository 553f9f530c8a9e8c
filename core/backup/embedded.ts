import { existsSync } from 'node:fs'
import { cp, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { sql } from 'kysely'
import { openPglite } from '../database/pglite.js'
import type { ResolvedConfig } from '../shared/config.js'
import { movingFiles, prepareBackup, type CaptureFn } from './backup.js'
import { askControl, ControlSocket, controlPath, holderOf, InstallationBusy } from './control.js'
import { captureFiles, countRecords, Refused, replaceContents } from './installation.js'
import type { RestoreTarget } from './restore.js'

// Backup and restore on the embedded database (PGlite). Its files are open in one process only: the running
// service takes a backup itself (asked through the control socket, control.ts); with no service running, the
// backup or restore opens the installation itself and holds the control socket meanwhile, so that no service
// starts on it.

/**
 * The embedded database's capture: while this process holds the engine's one connection, no statement runs, so
 * no transaction is open and no file move can begin or end (each begins and ends with a journal write). At a
 * moment without moves in progress, a CHECKPOINT writes every change into the data files, which are copied, and
 * the files are linked.
 */
export const captureEmbedded: CaptureFn = async ({ database, config }, dir, untilStill) => {
  const at = await untilStill(async () => await database.db.connection().execute(async db => {
    const moving = await movingFiles(db)
    if (moving.length > 0) return moving
    await sql`checkpoint`.execute(db)
    await cp(config.PGLITE_DIR, join(dir, 'database', 'pgdata'), { recursive: true })
    await captureFiles(config, dir)
    return []
  }))
  return { at }
}

/** The claim of a backup or restore run with the service stopped; Refused when a process holds the installation. */
async function claimForTool (config: ResolvedConfig, holder: string): Promise<ControlSocket> {
  try {
    await mkdir(config.DATA_DIR, { recursive: true })
    const control = await ControlSocket.claim(controlPath(config.DATA_DIR), holder)
    control.handle('backup', async () => { throw new Error(`${holder} holds the installation; try again when it is done`) })
    return control
  } catch (error) {
    if (error instanceof InstallationBusy) throw new Refused(`the service is running (${error.message}); stop it first`)
    throw error
  }
}

/** Refuses an embedded database that is not on disk. */
function checkOnDisk (config: ResolvedConfig): void {
  if (config.PGLITE_DIR === 'memory://') throw new Refused('the embedded database is in memory (PGLITE_DIR=memory://): it has nothing on disk to back up or restore')
}

/**
 * Writes a backup of the installation on the embedded database into `out`: taken by the running service, or,
 * when none runs, by this process. Answers which.
 */
export async function backupEmbedded (config: ResolvedConfig, out: Writable): Promise<string> {
  checkOnDisk(config)
  const asked = await askControl(controlPath(config.DATA_DIR), 'backup')
  if (asked !== undefined) {
    if (!asked.answer.ok) throw new Error(`${holderOf(asked.answer)} did not take the backup: ${asked.answer.error}`)
    await pipeline(asked.body, out).catch((error: Error) => {
      throw new Error(`the backup was not received whole: ${error.message}`)
    })
    return 'taken by the running service'
  }
  if (!existsSync(join(config.PGLITE_DIR, 'PG_VERSION'))) throw new Refused(`there is no embedded database at ${config.PGLITE_DIR}: nothing to back up`)
  const control = await claimForTool(config, 'a backup')
  try {
    const database = await openPglite({ dataDir: config.PGLITE_DIR })
    try {
      await (await prepareBackup({ database, config }, captureEmbedded)).write(out)
    } finally {
      await database.close()
    }
  } finally {
    await control.close()
  }
  return 'taken with the service stopped'
}

/** Reads and replaces an installation on the embedded database; the service must be stopped (Refused). */
export async function embeddedTarget (config: ResolvedConfig): Promise<RestoreTarget> {
  checkOnDisk(config)
  const control = await claimForTool(config, 'a restore')
  /** What `dir`'s database holds (0 when there is none); it must be one of the service's. */
  const read = async (dir: string): Promise<number> => {
    if (!existsSync(join(dir, 'PG_VERSION'))) return 0
    const database = await openPglite({ dataDir: dir })
    try {
      await database.db.selectFrom('rs_file_journal').select('file_id').limit(1).execute()
      return await countRecords(database.db)
    } finally {
      await database.close()
    }
  }
  return {
    engine: 'pglite',
    countRecords: async () => await read(config.PGLITE_DIR),
    check: async (staged: string) => {
      if (!existsSync(join(staged, 'pgdata', 'PG_VERSION'))) throw new Error('it holds no embedded database')
      await read(join(staged, 'pgdata'))
    },
    apply: async (staged: string) => { await replaceContents(config.PGLITE_DIR, join(staged, 'pgdata')) },
    close: async () => { await control.close() }
  }
}
