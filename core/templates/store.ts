import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type { Kysely } from 'kysely'
import { IDENTIFIER } from '../../schemas/template.js'
import type { ModelFailure } from '../registry.js'

// The template area (TEMPLATE_DIR) and its database copy (rs_model_template). Files are written to a
// temporary name, flushed and renamed, so a crash never leaves half a template. The database copy lets every
// instance sharing the database see the same models; a dropped model leaves a tombstone there.

export interface TemplateSource {
  /** file name inside the template area */
  file: string
  /** the API name the template declares, when it can be read */
  name: string | null
  raw: unknown
  /** the JSON text as found */
  text: string
  /** true when the database copy must be written once the model loads */
  persist: boolean
}

/** A row of the database copy: the template text, its file name, an uploaded form, the tombstone. */
export interface StoredRow { name: string, source: string, file: string, form: string | null, deleted: boolean, updated_at: Date }

const identifier = new RegExp(IDENTIFIER)

/** The API name a raw template declares: `name`, or `table` for mDIS templates (PascalCase names). */
export function templateName (raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object') return null
  const { name, table } = raw as { name?: unknown, table?: unknown }
  if (typeof name === 'string' && identifier.test(name)) return name
  return typeof table === 'string' && identifier.test(table) ? table : null
}

/** A file written and flushed under a temporary name: `commit` puts it in place (rename), `discard` drops it. */
export interface StagedFile { commit (): Promise<void>, discard (): Promise<void> }

/** The slow half of an atomic write (write, fsync), so that the rename can happen later, e.g. inside a transaction. */
export async function stageFile (path: string, text: string): Promise<StagedFile> {
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  const handle = await open(temp, 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  return {
    commit: async () => { await rename(temp, path) },
    discard: async () => { await rm(temp, { force: true }) }
  }
}

/** Writes a file atomically: temp file in the same directory, fsync, rename. */
export async function writeFileAtomic (path: string, text: string): Promise<void> {
  await (await stageFile(path, text)).commit()
}

export async function stageTemplateFile (dir: string, file: string, text: string): Promise<StagedFile> {
  await mkdir(dir, { recursive: true })
  return await stageFile(join(dir, file), text)
}

export async function writeTemplateFile (dir: string, file: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await writeFileAtomic(join(dir, file), text)
}

/** The text of a file in the template area, or null when there is none. */
export async function readTemplateText (dir: string, file: string): Promise<string | null> {
  return await readFile(join(dir, file), 'utf8').catch(() => null)
}

export async function removeTemplateFile (dir: string, file: string): Promise<void> {
  await rm(join(dir, file), { force: true })
}

export async function saveTemplateCopy (db: Kysely<any>, name: string, file: string, text: string): Promise<void> {
  await db.insertInto('rs_model_template').values({ name, file, source: text, deleted: false })
    .onConflict(oc => oc.column('name').doUpdateSet({ file, source: text, deleted: false, updated_at: new Date() }))
    .execute()
}

/** Marks the copy of a dropped model (its form goes with it). */
export async function buryTemplateCopy (db: Kysely<any>, name: string): Promise<void> {
  await db.updateTable('rs_model_template').set({ deleted: true, form: null, updated_at: new Date() }).where('name', '=', name).execute()
}

export async function readTemplateCopies (db: Kysely<any>): Promise<StoredRow[]> {
  return await db.selectFrom('rs_model_template').selectAll().orderBy('name').execute() as StoredRow[]
}

export async function readTemplateCopy (db: Kysely<any>, name: string): Promise<StoredRow | undefined> {
  return await db.selectFrom('rs_model_template').selectAll().where('name', '=', name).executeTakeFirst() as StoredRow | undefined
}

interface ReadFile { file: string, mtimeMs: number, text?: string, raw?: unknown, error?: string }

async function readTemplateFiles (dir: string, limit: number): Promise<ReadFile[]> {
  await mkdir(dir, { recursive: true })
  const files = (await readdir(dir, { withFileTypes: true }))
    .filter(e => e.isFile() && e.name.endsWith('.json')).map(e => e.name).sort()
  return await Promise.all(files.map(async file => {
    const path = join(dir, file)
    const { size, mtimeMs } = await stat(path)
    if (size > limit) return { file, mtimeMs, error: `the file has ${size} bytes; templates may have at most ${limit}` }
    const text = await readFile(path, 'utf8')
    try {
      return { file, mtimeMs, text, raw: JSON.parse(text) as unknown }
    } catch (e) {
      return { file, mtimeMs, error: `not valid JSON: ${(e as Error).message}` }
    }
  }))
}

/**
 * Decides which templates to load at start-up and brings the template area and the database copy together:
 * - a file the database does not know is new (loaded, then copied to the database);
 * - a file that differs from its copy wins when it was changed after the copy, else the copy is written back;
 * - a file of a model dropped later than the file was written is stale and removed;
 * - a copy without a file (written by another instance, or the file was lost) is restored as a file.
 */
export async function reconcileTemplates (db: Kysely<any>, dir: string, limit: number,
  log: (message: string) => void): Promise<{ sources: TemplateSource[], failures: ModelFailure[] }> {
  const rows = await readTemplateCopies(db)
  const stored = new Map(rows.map(r => [r.name, r]))
  const sources: TemplateSource[] = []
  const failures: ModelFailure[] = []
  const seen = new Map<string, string>()
  for (const f of await readTemplateFiles(dir, limit)) {
    if (f.error !== undefined) {
      failures.push({ source: f.file, name: null, problems: [{ field: '/', message: f.error }] })
      continue
    }
    const name = templateName(f.raw)
    const row = name === null ? undefined : stored.get(name)
    if (name !== null && seen.has(name)) {
      failures.push({ source: f.file, name: null, problems: [{ field: '/name', message: `model "${name}" is already defined in ${seen.get(name)!}` }] })
      continue
    }
    if (name !== null) seen.set(name, f.file)
    const changedLater = row !== undefined && f.mtimeMs > row.updated_at.getTime()
    if (row === undefined || (row.deleted && changedLater)) {
      sources.push({ file: f.file, name, raw: f.raw, text: f.text!, persist: true })
    } else if (row.deleted) {
      log(`removing ${f.file}: model "${row.name}" was dropped after the file was written`)
      await removeTemplateFile(dir, f.file)
    } else if (isDeepStrictEqual(JSON.parse(row.source), f.raw)) {
      sources.push({ file: f.file, name, raw: f.raw, text: f.text!, persist: false })
    } else if (changedLater) {
      sources.push({ file: f.file, name, raw: f.raw, text: f.text!, persist: true })
    } else {
      log(`restoring ${f.file} from the database copy of model "${row.name}"`)
      await writeTemplateFile(dir, f.file, row.source)
      sources.push({ file: f.file, name, raw: JSON.parse(row.source), text: row.source, persist: false })
    }
  }
  for (const row of rows) {
    if (row.deleted || seen.has(row.name)) continue
    log(`restoring ${row.file} from the database copy of model "${row.name}"`)
    await writeTemplateFile(dir, row.file, row.source)
    sources.push({ file: row.file, name: row.name, raw: JSON.parse(row.source), text: row.source, persist: false })
  }
  return { sources, failures }
}
