import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { abandoned, INSTANCE_ID } from '../shared/instance.js'
import { depthMessage, tooDeep } from '../1-templates/limits.js'
import { ValidationFailed } from '../shared/errors.js'

// Where templates are kept: the template area (TEMPLATE_DIR), this instance's files, and the database copy
// (rs_model_template), the fleet's shared truth. Files are written under a temporary name, flushed and renamed, so
// a crash never leaves half a template; a temporary file a crash left behind is removed at the next start. Every
// version a model's copy has had is remembered with its hash (template-history.ts), so that a file holding an
// older version is recognised as behind, not taken for an operator's edit.

/** A row of the database copy: the template text, its file name, the tombstone. */
export interface StoredRow { name: string, source: string, file: string, deleted: boolean, updated_at: Date }

/** A file written and flushed under a temporary name: `commit` puts it in place (rename), `discard` drops it. */
export interface StagedFile { commit (): Promise<void>, discard (): Promise<void> }

// Temporary files are named <file>.<instance id>.<random>.tmp (core/shared/instance.ts): a start-up removes those of
// instances that are gone, and those of earlier versions (<file>.<random>.tmp, no owner) after a grace period.
const TEMPORARY = /\.(?:([0-9a-f]{16})\.)?[0-9a-f]{12}\.tmp$/
const UNOWNED_GRACE_MS = 10 * 60_000

/** The slow half of an atomic write (write, fsync), so that the rename can happen later, e.g. inside a transaction. */
async function stageFile (path: string, text: string): Promise<StagedFile> {
  const temp = `${path}.${INSTANCE_ID}.${randomBytes(6).toString('hex')}.tmp`
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

export async function stageTemplateFile (dir: string, file: string, text: string): Promise<StagedFile> {
  await mkdir(dir, { recursive: true })
  return await stageFile(join(dir, file), text)
}

export async function writeTemplateFile (dir: string, file: string, text: string): Promise<void> {
  await (await stageTemplateFile(dir, file, text)).commit()
}

/** The text of a file in the template area, or null when there is none. */
export async function readTemplateText (dir: string, file: string): Promise<string | null> {
  return await readFile(join(dir, file), 'utf8').catch(() => null)
}

export async function removeTemplateFile (dir: string, file: string): Promise<void> {
  await rm(join(dir, file), { force: true })
}

/**
 * Removes the temporary files that writers which are gone left in the template area (a process killed between
 * writing and renaming): `live` are the instances running now (liveInstances).
 */
export async function removeLeftovers (dir: string, live: Set<string>, now = Date.now()): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const removed: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const match = TEMPORARY.exec(entry.name)
    if (!entry.isFile() || match === null) continue
    const path = join(dir, entry.name)
    const owner = match[1] ?? null
    if (abandoned(owner, live) || (owner === null && now - (await stat(path)).mtimeMs > UNOWNED_GRACE_MS)) {
      await rm(path, { force: true })
      removed.push(entry.name)
    }
  }
  return removed
}

/** A template text as JSON (a byte order mark, which editors on Windows write, is fine). */
export const templateJson = (text: string): unknown => JSON.parse(text.replace(/^\uFEFF/, ''))

/** A template file's text as JSON; a syntax error is a template problem (422), not a crash. */
export function parseTemplateText (text: string): unknown {
  try {
    return templateJson(text)
  } catch (error) {
    throw new ValidationFailed([{ field: '/', message: `not valid JSON: ${(error as Error).message}` }])
  }
}

/** A template's identity across formatting and member order: the hash of its JSON with sorted keys. */
export function templateHash (raw: unknown): string {
  const canonical = (value: unknown): unknown => Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map(k => [k, canonical((value as Record<string, unknown>)[k])]))
      : value
  return createHash('sha256').update(JSON.stringify(canonical(raw))).digest('hex')
}

/** Writes the database copy of a model's template (its version: template-history.ts). */
export async function saveTemplateCopy (db: Kysely<any>, name: string, file: string, text: string): Promise<void> {
  await db.insertInto('rs_model_template').values({ name, file, source: text, deleted: false })
    .onConflict(oc => oc.column('name').doUpdateSet({ file, source: text, deleted: false, updated_at: new Date() }))
    .execute()
}

/** Marks the copy of a dropped model. */
export async function buryTemplateCopy (db: Kysely<any>, name: string): Promise<void> {
  await db.updateTable('rs_model_template').set({ deleted: true, updated_at: new Date() }).where('name', '=', name).execute()
}

export async function readTemplateCopies (db: Kysely<any>): Promise<StoredRow[]> {
  return await db.selectFrom('rs_model_template').selectAll().orderBy('name').execute() as StoredRow[]
}

export async function readTemplateCopy (db: Kysely<any>, name: string): Promise<StoredRow | undefined> {
  return await db.selectFrom('rs_model_template').selectAll().where('name', '=', name).executeTakeFirst() as StoredRow | undefined
}

export interface TemplateFile { file: string, text?: string, raw?: unknown, error?: string }

/** The .json files of the template area, read and parsed (a file too large, not JSON or nested too deep carries its error). */
export async function readTemplateFiles (dir: string, limit: number): Promise<TemplateFile[]> {
  await mkdir(dir, { recursive: true })
  const files = (await readdir(dir, { withFileTypes: true }))
    .filter(e => e.isFile() && e.name.endsWith('.json')).map(e => e.name).sort()
  return await Promise.all(files.map(async file => {
    const path = join(dir, file)
    const { size } = await stat(path)
    if (size > limit) return { file, error: `the file has ${size} bytes; templates may have at most ${limit}` }
    const text = await readFile(path, 'utf8')
    let raw: unknown
    try {
      raw = templateJson(text)
    } catch (e) {
      return { file, error: `not valid JSON: ${(e as Error).message}` }
    }
    // (a file edited by hand: planning compares and hashes templates recursively)
    const deep = tooDeep(raw)
    return deep === null ? { file, text, raw } : { file, error: `${deep}: ${depthMessage}` }
  }))
}
