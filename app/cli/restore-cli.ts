import { existsSync } from 'node:fs'
import { embeddedTarget } from '../../core/backup/embedded.js'
import { restoreArchive, type RestoreTarget } from '../../core/backup/restore.js'
import type { ResolvedConfig } from '../../core/shared/config.js'
import { describe, Failure, runTool, type ToolIo } from './backup-cli.js'

// `npm run restore -- <file> [--force]`: replaces the installation (the service stopped) by a backup
// (core/backup/restore.ts). Exit codes as `npm run backup`.

export const USAGE = `Usage: npm run restore -- <file> [--force]
Replaces the installation's database, upload directory, archive of assigned files and template area (and the
generated JWT secret, when the backup holds one) by those of a backup made with npm run backup. Stop the service
first. The installation must be empty (no records, no files) unless --force is given; the archive is checked whole
before anything is replaced, so a damaged one changes nothing.
  --force   replace an installation that holds records or files
Exit codes: 0 restored, 1 failed, 2 wrong usage, 3 refused (nothing changed).
`

/** The installation's database as a restore reads and replaces it. */
export async function targetOf (config: ResolvedConfig): Promise<RestoreTarget> {
  if (config.DATABASE_URL) return await (await import('../../core/backup/postgres.js')).postgresTarget(config)
  return await embeddedTarget(config)
}

export async function restore (file: string, force: boolean, config: ResolvedConfig): Promise<string> {
  if (!existsSync(file)) throw new Failure(`${file} does not exist`)
  const target = await targetOf(config)
  try {
    const { manifest, replaced } = await restoreArchive(config, file, target, force)
    const before = replaced.records === undefined ? 'an unreadable database' : `${replaced.records} records`
    return `restored ${file}: ${describe(manifest)} (replaced ${before} and ${replaced.files} files). ` +
      'Start the service: its first start finishes the file moves that were under way when the backup was taken.'
  } finally {
    await target.close()
  }
}

export async function runRestoreCli (argv: string[], io: ToolIo): Promise<number> {
  return await runTool(argv, io, USAGE, restore)
}
