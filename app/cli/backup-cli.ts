import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { open, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import type { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { checkArchive, DamagedArchive, type Manifest } from '../../core/backup/archive.js'
import { FilesKeptMoving } from '../../core/backup/backup.js'
import { backupEmbedded } from '../../core/backup/embedded.js'
import { Refused } from '../../core/backup/installation.js'
import { ConfigError, loadConfig, type ResolvedConfig } from '../../core/shared/config.js'

// `npm run backup -- <file>`: one archive of the installation (core/backup/), consistent while the service runs.
// The shared frame of it and `npm run restore` (restore-cli.ts): arguments, messages and exit codes
// (0 done, 1 failed, 2 wrong usage, 3 refused: nothing was changed).

export const USAGE = `Usage: npm run backup -- <file> [--force]
Writes one archive (gzip'd tar) of the installation: the database, the upload directory, the archive of assigned
files, the template area and the generated JWT secret (DATA_DIR/jwt-secret, when there is one). It is consistent
while the service runs; file assignments pause for a moment while it is taken. Keep it private: it holds the
database (password hashes included) and the secret.
  --force   replace <file> when it exists
Exit codes: 0 written, 1 failed, 2 wrong usage, 3 refused (nothing written).
`

export interface ToolIo {
  env: Record<string, string | undefined>
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream
}

export const EXIT = { done: 0, failed: 1, usage: 2, refused: 3 } as const

/** A failure the user can act on: its message is enough. */
export class Failure extends Error {}

/**
 * Runs `work` on the file the arguments name (resolved against the directory npm was started in) and prints what it
 * answers; maps what goes wrong to a message and an exit code.
 */
export async function runTool (argv: string[], io: ToolIo, usage: string,
  work: (file: string, force: boolean, config: ResolvedConfig) => Promise<string>): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } })
    if (parsed.values.help !== true && parsed.positionals.length !== 1) throw new Error('name one archive file')
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${usage}`)
    return EXIT.usage
  }
  if (parsed.values.help === true) {
    io.stdout.write(usage)
    return EXIT.done
  }
  try {
    const config = loadConfig(io.env)
    const file = resolve(io.env.INIT_CWD ?? process.cwd(), parsed.positionals[0])
    io.stdout.write(`${await work(file, parsed.values.force === true, config)}\n`)
    return EXIT.done
  } catch (error) {
    if (error instanceof Refused) {
      io.stderr.write(`refused: ${error.message}; nothing was changed\n`)
      return EXIT.refused
    }
    const expected = [Failure, ConfigError, DamagedArchive, FilesKeptMoving].some(kind => error instanceof kind)
    io.stderr.write(`${expected ? '' : 'failed: '}${(error as Error).message}\n`)
    return EXIT.failed
  }
}

/** What a backup holds, in a line. */
export function describe (manifest: Manifest): string {
  const paths = Object.keys(manifest.files)
  const count = (root: string): number => paths.filter(p => p.startsWith(`${root}/`)).length
  const database = manifest.engine === 'pglite' ? 'the embedded database' : `PostgreSQL (schema ${manifest.schema})`
  const secret = paths.includes('jwt-secret') ? ', the generated JWT secret' : ''
  return `${database} as of ${manifest.created}, ${count('upload')} files of the upload directory, ${count('archive')} of the archive, ` +
    `${count('templates')} of the template area${secret}`
}

/** Writes the backup of the installation `config` names into `out`; answers how it was taken. */
export async function writeBackup (config: ResolvedConfig, out: Writable): Promise<string> {
  if (config.DATABASE_URL) return await (await import('../../core/backup/postgres.js')).backupPostgres(config, out)
  return await backupEmbedded(config, out)
}

/** The backup into `file`: written under a temporary name, read back whole, then renamed into place (mode 0600). */
export async function backup (file: string, force: boolean, config: ResolvedConfig): Promise<string> {
  if (!force && existsSync(file)) throw new Refused(`${file} exists; --force replaces it`)
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.part`)
  const handle = await open(temp, 'wx', 0o600).catch((error: Error) => { throw new Failure(`cannot write ${file}: ${error.message}`) })
  // flushed to disk before it is closed
  const out = handle.createWriteStream({ flush: true })
  try {
    const how = await writeBackup(config, out)
    // the archive as it is on disk restores (one cut short, the service failing half-way, does not)
    const manifest = await checkArchive(temp).catch((error: Error) => {
      throw new Failure(`the backup was not written whole (${error.message.replace(`${temp} is not a usable backup: `, '')}); nothing was kept (see the service's log)`)
    })
    const { size } = await stat(temp)
    await rename(temp, file)
    return `backup written to ${file} (${size} bytes, ${how}): ${describe(manifest)}`
  } finally {
    // (closed already unless the backup failed)
    out.destroy()
    await handle.close()
    await rm(temp, { force: true })
  }
}

export async function runBackupCli (argv: string[], io: ToolIo): Promise<number> {
  return await runTool(argv, io, USAGE, backup)
}
