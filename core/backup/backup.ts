import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../database/database.js'
import type { ResolvedConfig } from '../shared/config.js'
import { abandoned, INSTANCE_ID, liveInstances } from '../shared/instance.js'
import { packArchive, writeManifest, type Manifest } from './archive.js'
import { checkLayout } from './installation.js'

// A backup is taken in two steps. First a snapshot directory in DATA_DIR is filled at one moment at which no file
// is on its way between the upload directory and the archive: the database as of that moment (engine-specific:
// embedded.ts, postgres.ts) and the files, hard-linked (so a file that moves or goes afterwards keeps its bytes
// in the snapshot). Then, with the service running normally again, the snapshot is written as the archive
// (archive.ts) and removed.
//
// Why the moment matters: every move of a file between the upload directory and the archive is journalled
// (core/files/assignments.ts) — a row in rs_file_journal is committed before the file moves and removed only after
// it arrived (in the transaction that records an assignment). So at a moment when the journal holds no row of a
// move in progress, and none can be added, every file is where the database says it is: the database and the
// files match. Rows that a crashed process left (its instance is gone, or older than the start-up repair's grace)
// are not moves in progress: nothing moves those files, and the restored installation's start-up repair
// (core/files/repair.ts) finishes or undoes them as after that crash.

/** A backup waits at most this long for a moment without file moves in progress (then fails: try again). */
export const WAIT_MS = 60_000
const RETRY_MS = 20
/** As core/files/repair.ts on PostgreSQL: journal rows older than this are left over by a crash. */
const JOURNAL_GRACE_SECONDS = 600
const SNAPSHOT_PREFIX = '.rs-backup-'

export interface Installation { database: Database, config: ResolvedConfig }

/** What a capture took: when, and (PostgreSQL) the schema it dumped. */
export interface Capture { at: Date, schema?: string }

/**
 * Runs `attempt` until it finds no file move in progress (it answers the file ids of the moves it found, none when
 * it did its work); resolves to when the successful attempt began.
 */
export type UntilStill = (attempt: () => Promise<number[]>) => Promise<Date>

/** Fills the snapshot `dir` with the database and the files at one moment without moves in progress. */
export type CaptureFn = (installation: Installation, dir: string, untilStill: UntilStill) => Promise<Capture>

/** File moves did not pause within the wait. */
export class FilesKeptMoving extends Error {}

export function untilStill (waitMs: number): UntilStill {
  return async attempt => {
    const deadline = Date.now() + waitMs
    for (;;) {
      const at = new Date()
      const moving = await attempt()
      if (moving.length === 0) return at
      if (Date.now() >= deadline) {
        throw new FilesKeptMoving(`files kept moving for ${Math.round(waitMs / 1000)} s (still on their way: file ${moving.join(', ')}); nothing was backed up, try again`)
      }
      await sleep(RETRY_MS)
    }
  }
}

/** The file ids of journal rows of moves in progress: of a live instance, and younger than the repair's grace. */
export async function movingFiles (db: Kysely<any>): Promise<number[]> {
  const live = await liveInstances(db)
  const rows = await db.selectFrom('rs_file_journal').select(['file_id', 'owner'])
    .select(sql<boolean>`created_at > now() - make_interval(secs => ${JOURNAL_GRACE_SECONDS})`.as('young'))
    .orderBy('file_id').execute()
  return rows.filter(r => r.young && !abandoned(r.owner, live)).map(r => r.file_id as number)
}

export interface PreparedBackup {
  manifest: Manifest
  /** writes the archive into `out` (ended), then removes the snapshot */
  write (out: Writable): Promise<void>
  /** removes the snapshot unwritten */
  discard (): Promise<void>
}

/** Takes the snapshot; writing it is the second step. */
export async function prepareBackup (installation: Installation, capture: CaptureFn, waitMs = WAIT_MS): Promise<PreparedBackup> {
  const { config, database } = installation
  checkLayout(config)
  await mkdir(config.DATA_DIR, { recursive: true })
  await removeAbandonedSnapshots(installation)
  const dir = join(config.DATA_DIR, `${SNAPSHOT_PREFIX}${INSTANCE_ID}-${randomBytes(4).toString('hex')}`)
  await mkdir(dir, { mode: 0o700 })
  const discard = async (): Promise<void> => { await rm(dir, { recursive: true, force: true }) }
  try {
    const { at, schema } = await capture(installation, dir, untilStill(waitMs))
    const manifest = await writeManifest(dir, { created: at.toISOString(), engine: database.kind, schema })
    return {
      manifest,
      discard,
      write: async out => {
        try {
          await packArchive(dir, out)
        } finally {
          await discard()
        }
      }
    }
  } catch (error) {
    await discard()
    throw error
  }
}

/** Snapshots a crashed process left (its instance is gone). */
async function removeAbandonedSnapshots ({ config, database }: Installation): Promise<void> {
  const live = await liveInstances(database.db)
  for (const name of await readdir(config.DATA_DIR)) {
    const owner = new RegExp(`^\\${SNAPSHOT_PREFIX}([0-9a-f]{16})-`).exec(name)?.[1]
    if (owner !== undefined && abandoned(owner, live)) await rm(join(config.DATA_DIR, name), { recursive: true, force: true })
  }
}
