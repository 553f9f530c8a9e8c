import { isDeepStrictEqual } from 'node:util'
import type { Kysely } from 'kysely'
import type { ModelFailure } from '../3-registry/model-registry.js'
import { declaredName } from '../1-templates/names.js'
import { readTemplateCopies, readTemplateFiles, templateHash, templateJson, type StoredRow } from './store.js'
import { readTemplateVersions } from './template-history.js'

// What a start-up does with each template, decided from the template area and the database copy (the fleet's
// truth) before anything is applied. File times play no part: a fresh clone or copy gives every file a new one.

export type StartupStep =
  /** load the database copy; `write` puts it in the template area (the file is missing, or holds an older version) */
  | { kind: 'copy', name: string, file: string, row: StoredRow, write: 'missing' | 'behind' | null }
  /** a template the fleet has not had: a new model, or a change applied only if update-model would accept it */
  | { kind: 'file', name: string | null, file: string, raw: unknown, text: string, row: StoredRow | null }
  /** the file of a model dropped since (it holds a version the copy had): removed */
  | { kind: 'stale', name: string, file: string }

export async function planStartup (db: Kysely<any>, dir: string, limit: number): Promise<{ steps: StartupStep[], failures: ModelFailure[] }> {
  const rows = await readTemplateCopies(db)
  const stored = new Map(rows.map(r => [r.name, r]))
  const versions = await readTemplateVersions(db)
  const steps: StartupStep[] = []
  const failures: ModelFailure[] = []
  const seen = new Map<string, string>()
  for (const f of await readTemplateFiles(dir, limit)) {
    if (f.error !== undefined) {
      failures.push({ source: f.file, name: null, problems: [{ field: '/', message: f.error }] })
      continue
    }
    const name = declaredName(f.raw)
    if (name !== null && seen.has(name)) {
      failures.push({ source: f.file, name: null, problems: [{ field: '/name', message: `model "${name}" is already defined in ${seen.get(name)!}` }] })
      continue
    }
    if (name !== null) seen.set(name, f.file)
    const row = name === null ? undefined : stored.get(name)
    const known = row !== undefined && versions.get(row.name)?.has(templateHash(f.raw)) === true
    if (row === undefined) steps.push({ kind: 'file', name, file: f.file, raw: f.raw, text: f.text!, row: null })
    else if (row.deleted) steps.push(known ? { kind: 'stale', name: row.name, file: f.file } : { kind: 'file', name, file: f.file, raw: f.raw, text: f.text!, row: null })
    else if (isDeepStrictEqual(templateJson(row.source), f.raw)) steps.push({ kind: 'copy', name: row.name, file: f.file, row, write: null })
    else if (known) steps.push({ kind: 'copy', name: row.name, file: f.file, row, write: 'behind' })
    else steps.push({ kind: 'file', name, file: f.file, raw: f.raw, text: f.text!, row })
  }
  for (const row of rows) {
    if (!row.deleted && !seen.has(row.name)) steps.push({ kind: 'copy', name: row.name, file: row.file, row, write: 'missing' })
  }
  return { steps, failures }
}
