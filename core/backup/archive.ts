import { lstat, readdir, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { create, extract, list, type ReadEntry } from 'tar'

// The backup archive: a gzip-compressed tar (node-tar) of a snapshot directory (snapshot.ts), manifest first:
//
//   manifest.json   format, version, time, engine and every other file with its size
//   database/       pgdata/ (the embedded database's directory) or postgres.dump (pg_dump, custom format)
//   upload/         the upload directory
//   archive/        the archive of assigned files
//   templates/      the template area
//   jwt-secret      the generated JWT secret, when there is one
//
// Reading checks everything before anything is used: gzip's checksum and tar's header checksums, the entry types
// (files, directories and hard links to files before them only), the manifest, and that the files are exactly those
// it lists, with its sizes. So a damaged, truncated or foreign archive is refused as a whole.

export const FORMAT = 'record-service-backup'
export const FORMAT_VERSION = 1
export const MANIFEST = 'manifest.json'
export const ROOTS = ['database', 'upload', 'archive', 'templates', 'jwt-secret'] as const

export type Engine = 'pglite' | 'postgres'

export interface Manifest {
  format: typeof FORMAT
  version: number
  /** when the snapshot was taken (ISO 8601) */
  created: string
  engine: Engine
  /** PostgreSQL: the schema the dump holds */
  schema?: string
  /** every file but the manifest, by path in the archive, with its size */
  files: Record<string, number>
}

/** An archive that cannot be restored: nothing of it was used. */
export class DamagedArchive extends Error {}

/** Every regular file below `dir`, as archive paths (`/`) with their sizes. */
export async function filesOf (dir: string): Promise<Record<string, number>> {
  const files: Record<string, number> = {}
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files[relative(dir, path).split(sep).join('/')] = (await lstat(path)).size
  }
  return files
}

/** Writes the manifest of the snapshot in `dir` (every file in it) and answers it. */
export async function writeManifest (dir: string, fields: Omit<Manifest, 'format' | 'version' | 'files'>): Promise<Manifest> {
  const files = await filesOf(dir)
  delete files[MANIFEST]
  const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, ...fields, files }
  await writeFile(join(dir, MANIFEST), JSON.stringify(manifest))
  return manifest
}

/** The snapshot in `dir` as a gzip'd tar, manifest first, into `out` (which is ended). */
export async function packArchive (dir: string, out: Writable): Promise<void> {
  const roots = (await readdir(dir)).filter(name => name !== MANIFEST).sort()
  await pipeline(create({ gzip: true, cwd: dir, portable: true }, [MANIFEST, ...roots]), out)
}

/** What the entries of an archive were, to be held against its manifest. */
class Inventory {
  readonly files = new Map<string, number>()
  readonly problems: string[] = []
  first: string | undefined

  /** Whether to take the entry (extraction skips the others). */
  add (entry: ReadEntry): boolean {
    const path = entry.path.replace(/\/$/, '')
    this.first ??= path
    const root = path.split('/')[0]
    if (path !== MANIFEST && !(ROOTS as readonly string[]).includes(root)) return this.#refuse(`${path}: not part of a backup`)
    if (entry.type === 'Directory') return true
    if (entry.type === 'File') {
      this.files.set(path, entry.size)
      return true
    }
    const target = entry.type === 'Link' ? this.files.get(entry.linkpath!) : undefined
    if (target === undefined) return this.#refuse(`${path}: a ${entry.type} entry`)
    this.files.set(path, target)
    return true
  }

  #refuse (problem: string): false {
    this.problems.push(problem)
    return false
  }

  /** The problems of the entries against the manifest (none: the archive is whole). */
  check (text: string | undefined): { manifest?: Manifest, problems: string[] } {
    if (this.first !== MANIFEST || text === undefined) return { problems: [`it does not begin with ${MANIFEST}: not a backup of this service`] }
    let manifest: Manifest
    try {
      manifest = JSON.parse(text) as Manifest
    } catch {
      return { problems: [`its ${MANIFEST} is not JSON`] }
    }
    if (manifest.format !== FORMAT) return { problems: [`its ${MANIFEST} is not that of a backup of this service`] }
    if (manifest.version !== FORMAT_VERSION) return { problems: [`it is of format version ${manifest.version}; this version reads ${FORMAT_VERSION}`] }
    const problems = [...this.problems]
    this.files.delete(MANIFEST)
    for (const [path, size] of Object.entries(manifest.files)) {
      const found = this.files.get(path)
      if (found === undefined) problems.push(`${path} is missing`)
      else if (found !== size) problems.push(`${path} has ${found} bytes instead of ${size}`)
    }
    for (const path of this.files.keys()) if (!Object.hasOwn(manifest.files, path)) problems.push(`${path} is not in the manifest`)
    return { manifest, problems }
  }
}

/** The manifest of a whole, sound archive; DamagedArchive otherwise. */
function accept (file: string, inventory: Inventory, text: string | undefined): Manifest {
  const { manifest, problems } = inventory.check(text)
  if (problems.length > 0) {
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more problems)` : ''
    throw new DamagedArchive(`${file} is not a usable backup: ${problems.slice(0, 5).join('; ')}${more}`)
  }
  return manifest!
}

const damaged = (file: string) => (error: Error): never => {
  throw new DamagedArchive(`${file} is not a usable backup: ${error.message}`)
}

/** Reads the whole archive without writing anything: its manifest once everything checks. */
export async function checkArchive (file: string): Promise<Manifest> {
  const inventory = new Inventory()
  let text: string | undefined
  await list({
    file,
    strict: true,
    onReadEntry: entry => {
      if (inventory.add(entry) && entry.path === MANIFEST) {
        let data = ''
        entry.on('data', (chunk: Buffer) => { data += chunk.toString('utf8') })
        entry.on('end', () => { text = data })
      }
    }
  }).catch(damaged(file))
  return accept(file, inventory, text)
}

/**
 * Extracts the archive into the empty directory `dir`: its manifest. The archive is read whole and checked first
 * (checkArchive), so that nothing is written from a damaged one.
 */
export async function extractArchive (file: string, dir: string): Promise<Manifest> {
  const manifest = await checkArchive(file)
  const inventory = new Inventory()
  await extract({ file, cwd: dir, strict: true, filter: (_, entry) => inventory.add(entry as ReadEntry) }).catch(damaged(file))
  return accept(file, inventory, JSON.stringify(manifest))
}
