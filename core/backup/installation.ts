import { copyFile, cp, link, mkdir, readdir, rename, rm } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { ResolvedConfig } from '../shared/config.js'
import { isTempName } from '../files/names.js'

// The parts of an installation a backup holds, and how they are read and replaced.

/** The generated JWT secret in DATA_DIR (core/auth/secret.ts). */
export const SECRET_FILE = 'jwt-secret'

/** A backup or restore that must not run: nothing was changed. */
export class Refused extends Error {}

/** Template files being written (core/4-lifecycle/store.ts names them `<file>.<...>.tmp`). */
const isTemplateTemp = (name: string): boolean => name.endsWith('.tmp')

/** The directories a backup holds and a restore replaces, by their place in the archive. */
export function directoriesOf (config: ResolvedConfig): Record<'upload' | 'archive' | 'templates', string> {
  return { upload: config.UPLOAD_DIR, archive: config.ARCHIVE_DIR, templates: config.TEMPLATE_DIR }
}

/** `path` is `dir` or below it. */
const inside = (dir: string, path: string): boolean => relative(dir, path).split(sep)[0] !== '..'

/**
 * Refuses a layout in which a restore would replace one part by another: the directories (and the embedded
 * database's) must be apart, and none may hold DATA_DIR, where snapshots, the secret and the control socket live.
 */
export function checkLayout (config: ResolvedConfig): void {
  const dirs: Array<[string, string]> = Object.entries(directoriesOf(config)).map(([part, dir]) => [`${part} (${dir})`, dir])
  if (!config.DATABASE_URL) dirs.push([`embedded database (${config.PGLITE_DIR})`, config.PGLITE_DIR])
  for (const [i, [name, dir]] of dirs.entries()) {
    if (inside(dir, config.DATA_DIR)) throw new Refused(`the ${name} directory holds DATA_DIR (${config.DATA_DIR}): a backup needs them apart`)
    const other = dirs.find(([, d], j) => j > i && (inside(dir, d) || inside(d, dir)))
    if (other !== undefined) throw new Refused(`the ${name} and the ${other[0]} directories overlap: a backup needs them apart`)
  }
}

/**
 * Hard-links every regular file below `from` into `to` (a snapshot: a file renamed or removed later keeps its
 * bytes here), except names `skip` refuses; copies when `copy` says so or linking is impossible (another file
 * system). A missing `from` is an empty one; a file gone meanwhile is skipped.
 */
export async function linkTree (from: string, to: string, skip: (name: string) => boolean, copy = false): Promise<void> {
  await mkdir(to, { recursive: true })
  for (const entry of await readdir(from, { withFileTypes: true }).catch(ignoreMissing([]))) {
    if (skip(entry.name)) continue
    if (entry.isDirectory()) await linkTree(join(from, entry.name), join(to, entry.name), skip, copy)
    else if (entry.isFile()) await linkFile(join(from, entry.name), join(to, entry.name), copy)
  }
}

/** Links (or copies) one file; a missing one is skipped. */
export async function linkFile (from: string, to: string, copy = false, linkFn = link): Promise<void> {
  try {
    if (copy) await copyFile(from, to)
    else await linkFn(from, to)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return
    if (copy || !['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP'].includes(code!)) throw error
    await copyFile(from, to)
  }
}

function ignoreMissing<T> (value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value
    throw error
  }
}

/** Copies the upload directory, the archive, the template area and the generated secret into the snapshot `dir`. */
export async function captureFiles (config: ResolvedConfig, dir: string): Promise<void> {
  // temporary files are writes in progress; staging and return files are moves a crash interrupted (the restored
  // installation's start-up repair finishes them) and are kept
  await linkTree(config.UPLOAD_DIR, join(dir, 'upload'), isTempName)
  await linkTree(config.ARCHIVE_DIR, join(dir, 'archive'), isTempName)
  // small, and an operator may edit one in place: copied
  await linkTree(config.TEMPLATE_DIR, join(dir, 'templates'), isTemplateTemp, true)
  await linkFile(join(config.DATA_DIR, SECRET_FILE), join(dir, SECRET_FILE), true)
}

/** Regular files in the upload directory and the archive (temporary ones aside). */
export async function countFiles (config: ResolvedConfig): Promise<number> {
  let count = 0
  for (const dir of [config.UPLOAD_DIR, config.ARCHIVE_DIR]) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(ignoreMissing([]))
    count += entries.filter(e => e.isFile() && !isTempName(e.name)).length
  }
  return count
}

/** Records in the database: rows of every model table (and connection table) and File records. */
export async function countRecords (db: Kysely<any>): Promise<number> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and (table_name not like 'rs\\_%' or table_name = 'rs_archive_file')`.execute(db)
  let count = 0
  for (const { name } of tables.rows) {
    count += (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)).rows[0].n
  }
  return count
}

/** Replaces what `target` holds by what `source` holds (moved; copied across file systems). */
export async function replaceContents (target: string, source: string): Promise<void> {
  await mkdir(target, { recursive: true })
  for (const name of await readdir(target)) await rm(join(target, name), { recursive: true, force: true })
  for (const name of await readdir(source).catch(ignoreMissing([]))) await move(join(source, name), join(target, name))
}

/** Renames `from` to `to`; across file systems copies, then removes `from`. */
export async function move (from: string, to: string, renameFile = rename): Promise<void> {
  try {
    await renameFile(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await cp(from, to, { recursive: true, preserveTimestamps: true })
    await rm(from, { recursive: true, force: true })
  }
}
