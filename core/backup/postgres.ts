import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { once } from 'node:events'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { setTimeout as delay } from 'node:timers/promises'
import { sql, type Kysely } from 'kysely'
import { openDatabase } from '../database/open.js'
import type { ResolvedConfig } from '../shared/config.js'
import { INSTANCE_ID, liveInstances } from '../shared/instance.js'
import type { Manifest } from './archive.js'
import { movingFiles, prepareBackup, type CaptureFn } from './backup.js'
import { captureFiles, countRecords, Refused } from './installation.js'
import type { RestoreTarget } from './restore.js'

// Backup and restore on PostgreSQL, with the client tools of the server's major version (or newer): pg_dump,
// pg_restore and psql on PATH. Instances on other machines may share the database and the directories, so the
// pause of file moves is a lock in the database, which every instance's moves respect (backup.ts).

const DUMP = 'postgres.dump'

/**
 * PostgreSQL's capture. Connection `pause` takes the models' and the file repair's advisory locks (a model change, or
 * an instance's start-up repair, waits) and then, in a transaction, an EXCLUSIVE lock on rs_file_journal: no
 * journal row can be added or removed, so no move begins or ends, while reads go on; it waits for the transactions
 * that wrote it to end. Connection `reader` then opens a REPEATABLE READ transaction whose snapshot (taken after
 * the lock was granted) is exported. Without moves in progress in it, the files are linked and the lock is
 * released: the service goes on while pg_dump dumps that snapshot (--snapshot), and the models' lock is held until
 * it is done, so that no table it dumps is dropped under it.
 */
export const capturePostgres: CaptureFn = async ({ database, config }, dir, untilStill) => {
  const { db } = database
  return await db.connection().execute(async pause => {
    await sql`select pg_advisory_lock(hashtext('record-service:models')), pg_advisory_lock(hashtext('record-service:files'))`.execute(pause)
    try {
      return await db.connection().execute(async reader => {
        let exported = { snapshot: '', schema: '' }
        try {
          const at = await untilStill(async () => {
            await sql`begin`.execute(pause)
            await sql`lock table rs_file_journal in exclusive mode`.execute(pause)
            await sql`begin isolation level repeatable read`.execute(reader)
            exported = (await sql<typeof exported>`select pg_export_snapshot() as snapshot, current_schema() as schema`.execute(reader)).rows[0]
            const moving = await movingFiles(reader)
            if (moving.length === 0) await captureFiles(config, dir)
            else await sql`rollback`.execute(reader)
            await sql`rollback`.execute(pause)
            return moving
          })
          await sql`select pg_advisory_unlock(hashtext('record-service:files'))`.execute(pause)
          await mkdir(join(dir, 'database'))
          await tool('pg_dump', ['--format=custom', `--snapshot=${exported.snapshot}`, `--schema=${exported.schema}`,
            '--lock-wait-timeout=60000', `--file=${join(dir, 'database', DUMP)}`], config.DATABASE_URL!)
          return { at, schema: exported.schema }
        } finally {
          await sql`rollback`.execute(reader)
        }
      })
    } finally {
      await sql`rollback`.execute(pause)
      await sql`select pg_advisory_unlock_all()`.execute(pause)
    }
  })
}

/** Writes a backup of the installation on PostgreSQL into `out`. */
export async function backupPostgres (config: ResolvedConfig, out: Writable): Promise<string> {
  // two connections, whatever the service's pool size
  const database = await openDatabase({ ...config, DB_POOL_SIZE: 2 }, () => {})
  try {
    await (await prepareBackup({ database, config }, capturePostgres)).write(out)
  } finally {
    await database.close()
  }
  return 'taken from PostgreSQL while the service may run'
}

/**
 * Instances of the service connected to the database, this process aside. A process that just ended leaves its
 * connections listed for a moment (PostgreSQL ends a backend after its client has gone), so a count above zero is
 * asked again for up to 2 s before it stands.
 */
async function otherInstances (db: Kysely<any>): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const others = [...await liveInstances(db)].filter(id => id !== INSTANCE_ID).length
    if (others === 0 || attempt === 20) return others
    await delay(100)
  }
}

/** Reads and replaces an installation on PostgreSQL; no instance of the service may be connected (Refused). */
export async function postgresTarget (config: ResolvedConfig): Promise<RestoreTarget> {
  const database = await openDatabase(config, () => {})
  const url = config.DATABASE_URL!
  try {
    const others = await otherInstances(database.db)
    if (others > 0) throw new Refused(`the service is running: instances connected to the database: ${others}; stop them first`)
  } catch (error) {
    await database.close()
    throw error
  }
  return {
    engine: 'postgres',
    countRecords: async () => await countRecords(database.db),
    check: async (staged: string) => { await tool('pg_restore', ['--list', join(staged, DUMP)]) },
    apply: async (staged: string, manifest: Manifest) => {
      // one transaction: the schema dropped and the dump's restored; committed only once pg_restore has given all of
      // it (psql ending without the COMMIT, or stopping at an error, leaves the database as it was)
      const { dbname, env } = connection(url)
      const restore = spawnTool('pg_restore', ['--no-owner', '--no-privileges', '--file=-', join(staged, DUMP)], env, ['ignore', 'pipe', 'pipe'])
      const psql = spawnTool('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-', `--dbname=${dbname}`], env, ['pipe', 'ignore', 'pipe'])
      const input = psql.child.stdin!
      input.on('error', () => {}) // psql stopped at an error: its exit code tells
      input.write(`BEGIN;\nDROP SCHEMA IF EXISTS "${manifest.schema!.replaceAll('"', '""')}" CASCADE;\n`)
      restore.child.stdout!.pipe(input, { end: false })
      const failed = await restore.done.then(() => undefined, (error: Error) => error)
      input.end(failed === undefined ? 'COMMIT;\n' : '')
      await psql.done
      if (failed !== undefined) throw failed
    },
    close: async () => { await database.close() }
  }
}

/** The URL without its password (which goes to the tools' environment, not their command line). */
function connection (url: string): { dbname: string, env: Record<string, string> } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password === '' ? {} : { PGPASSWORD: password } }
}

/** Runs a client tool on the database `url` (or none); rejects with its error output. */
async function tool (command: string, args: string[], url?: string): Promise<void> {
  const { dbname, env } = url === undefined ? { dbname: undefined, env: {} } : connection(url)
  await spawnTool(command, dbname === undefined ? args : [...args, `--dbname=${dbname}`], env, ['ignore', 'ignore', 'pipe']).done
}

/** A client tool with its password in the environment (never prompting); `done` rejects with its error output. */
function spawnTool (command: string, args: string[], env: Record<string, string>, stdio: StdioOptions): { child: ChildProcess, done: Promise<void> } {
  const child = spawn(command, ['--no-password', ...args], { env: { ...process.env, ...env }, stdio })
  let errors = ''
  child.stderr!.on('data', (d: Buffer) => { errors += d.toString() })
  const done = (async () => {
    const [code] = await once(child, 'close').catch((error: NodeJS.ErrnoException) => {
      throw new Error(error.code === 'ENOENT'
        ? `${command} was not found: install PostgreSQL's client tools (of the server's major version or newer) on PATH`
        : `${command}: ${error.message}`)
    }) as [number | null]
    if (code !== 0) throw new Error(`${command} failed: ${errors.trim().split('\n').slice(0, 5).join(' / ') || `exit code ${code}`}`)
  })()
  // (a caller may await it only after another tool has ended: psql stopping at an error while pg_restore still
  // writes to it must not count as an unhandled rejection meanwhile; the caller still gets the error)
  void done.catch(() => {})
  return { child, done }
}
