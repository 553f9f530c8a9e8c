import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { ToolIo } from '../../app/cli/backup-cli.js'
import { openPglite } from '../../core/database/pglite.js'
import { countRecords } from '../../core/backup/installation.js'
import { capturedStreams, type ToolRun } from './cli.js'

// Running the backup and restore tools in the test process (so that their coverage counts) and looking at
// installations from outside.

/** Runs a tool's `run*Cli` with `env` as its whole environment; its exit code and output. */
export async function runTool (run: (argv: string[], io: ToolIo) => Promise<number>, args: string[], env: Record<string, string>): Promise<ToolRun> {
  const { stdout, stderr, output } = capturedStreams()
  const code = await run(args, { env, stdout, stderr })
  return { code, ...output() }
}

export const md5 = (data: Buffer): string => createHash('md5').update(data).digest('hex')

/** Every file below `dir` (relative paths), with the MD5 of its bytes; `skip` leaves names out. */
export async function fingerprint (dir: string, skip: (name: string) => boolean = () => false): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (!entry.isFile() || skip(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    files[relative(dir, path)] = md5(await readFile(path))
  }
  return files
}

/** Records (core/backup/installation.ts's count) of the installation `env` names, read with no service running. */
export async function recordsOf (env: Record<string, string>): Promise<number> {
  const database = env.DATABASE_URL
    ? await (await import('../../core/database/postgres.js')).openPostgres({ url: env.DATABASE_URL, poolSize: 1, poolTimeoutMs: 5000, statementTimeoutMs: 0, onError: () => {} })
    : await openPglite({ dataDir: env.PGLITE_DIR ?? join(env.DATA_DIR, 'pgdata') })
  try {
    return await countRecords(database.db)
  } finally {
    await database.close()
  }
}
