import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ResolvedConfig } from '../shared/config.js'
import { DamagedArchive, extractArchive, type Engine, type Manifest } from './archive.js'
import { checkLayout, countFiles, directoriesOf, move, Refused, replaceContents, SECRET_FILE } from './installation.js'

// A restore replaces an installation (service stopped) by a backup: the database, the upload directory, the
// archive, the template area and the generated JWT secret (when the backup has one). Everything is checked before
// anything is replaced: the installation must be empty (no records, no files) unless forced, and the archive must be
// whole and its database readable (archive.ts; the engine's check). The restored installation is like one after a
// crash at the moment of the backup: its first start's file repair (core/files/repair.ts) finishes the moves that
// were left over by a crash then, and its start-up plan (core/4-lifecycle) brings the template area in line with
// the database's copy of the templates.

/** The installation's database, as a restore reads and replaces it (embedded.ts, postgres.ts). */
export interface RestoreTarget {
  readonly engine: Engine
  /** records in the database (0 without one); rejects when it cannot be read */
  countRecords (): Promise<number>
  /** checks the database part of an extracted backup (its `database/` directory) without changing anything */
  check (staged: string, manifest: Manifest): Promise<void>
  /** replaces the database by the checked one */
  apply (staged: string, manifest: Manifest): Promise<void>
  close (): Promise<void>
}

export interface RestoreSummary {
  manifest: Manifest
  /** what the installation held before (records: undefined when its database could not be read) */
  replaced: { records?: number, files: number }
}

const ENGINES: Record<Engine, string> = { pglite: 'the embedded database', postgres: 'PostgreSQL' }
const STAGING_PREFIX = '.rs-restore-'

export async function restoreArchive (config: ResolvedConfig, file: string, target: RestoreTarget, force: boolean): Promise<RestoreSummary> {
  checkLayout(config)
  let records: number | undefined
  try {
    records = await target.countRecords()
  } catch (error) {
    if (!force) throw new Refused(`the installation's database cannot be read (${(error as Error).message}); restore --force replaces it`)
  }
  const files = await countFiles(config)
  if (!force && (records! > 0 || files > 0)) {
    throw new Refused(`the installation is not empty: it holds ${records} records and ${files} files (upload directory and archive); restore --force replaces them`)
  }
  await mkdir(config.DATA_DIR, { recursive: true })
  // (a restore has the installation to itself: what an interrupted one left goes)
  for (const name of await readdir(config.DATA_DIR)) {
    if (name.startsWith(STAGING_PREFIX)) await rm(join(config.DATA_DIR, name), { recursive: true, force: true })
  }
  const staging = join(config.DATA_DIR, `${STAGING_PREFIX}${randomBytes(4).toString('hex')}`)
  await mkdir(staging, { mode: 0o700 })
  try {
    const manifest = await extractArchive(file, staging)
    if (manifest.engine !== target.engine) {
      throw new DamagedArchive(`${file} holds ${ENGINES[manifest.engine]}, this installation runs on ${ENGINES[target.engine]} (${target.engine === 'pglite' ? 'set DATABASE_URL' : 'unset DATABASE_URL'} to restore it)`)
    }
    const database = join(staging, 'database')
    await target.check(database, manifest).catch((error: Error) => {
      throw new DamagedArchive(`the database in ${file} cannot be restored: ${error.message}`)
    })
    await target.apply(database, manifest)
    for (const [part, dir] of Object.entries(directoriesOf(config))) await replaceContents(dir, join(staging, part))
    if (existsSync(join(staging, SECRET_FILE))) await move(join(staging, SECRET_FILE), join(config.DATA_DIR, SECRET_FILE))
    return { manifest, replaced: { records, files } }
  } finally {
    await rm(staging, { recursive: true, force: true, maxRetries: 5 })
  }
}
