import type { Kysely } from 'kysely'
import { allows } from '../auth/roles.js'
import { RecordNotFound } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { ARCHIVE_LEVELS } from '../1-templates/definition.js'

// Whose a file is: the record it is assigned to, named by the deepest of its level ids (a core's file carries the
// ids of the core's hole, site and expedition as well, which list it too). Permissions on a file are those on the
// model of that record: view to read it, edit to assign or unassign it. Files in the upload directory belong to
// no record; their routes check the role only.

type Levels = Readonly<Record<string, unknown>>
/** The level columns of a file record (expedition_id ... section_id). */
export const LEVEL_IDS = ARCHIVE_LEVELS.map(level => `${level}_id`)

/** The deepest level given: keys `<level>` (assignIds) or, with the suffix `_id`, of a file record. */
export function deepestLevel (ids: Levels, suffix: '' | '_id'): string | undefined {
  return ARCHIVE_LEVELS.filter(level => ids[level + suffix] !== undefined && ids[level + suffix] !== null).at(-1)
}

/** The model whose records take files at `level`. */
export function levelModel (registry: ModelRegistry, level: string | undefined): CompiledModel | undefined {
  return registry.list().find(m => m.archiveLevel === level)
}

/** The model of the record a file is assigned to; '*' (every model) when that model is gone. */
export function fileModel (registry: ModelRegistry, file: Levels): string {
  return levelModel(registry, deepestLevel(file, '_id'))?.name ?? '*'
}

/** The model of the record file `id` is assigned to (404 when there is no such file). */
export async function modelOfFile (db: Kysely<any>, registry: ModelRegistry, id: number): Promise<string> {
  const row = await db.selectFrom('rs_archive_file').select(LEVEL_IDS).where('id', '=', id).executeTakeFirst()
  if (row === undefined) throw new RecordNotFound('file', id)
  return fileModel(registry, row)
}

export interface FileFilter {
  /** the record with only the files the caller may view left in archive_files.files (changed in place) */
  record: <T extends Record<string, unknown>>(record: T) => T
  /** the same, for a record as JSON text */
  json: (text: string) => string
}

/**
 * What the holder of `permissions` sees of a record's files: a record lists its descendants' files too, which may
 * be of models the caller may not view. A viewer of every model sees all of them, and the text is passed on as it is.
 */
export function fileFilter (registry: ModelRegistry, permissions: readonly string[]): FileFilter {
  if (allows(permissions, '*', 'view')) return { record: record => record, json: text => text }
  const visible = (file: Levels): boolean => allows(permissions, fileModel(registry, file), 'view')
  const record = <T extends Record<string, unknown>>(record: T): T => {
    const archive = record.archive_files as { files: Levels[] } | undefined
    if (archive !== undefined) archive.files = archive.files.filter(visible)
    return record
  }
  return { record, json: text => JSON.stringify(record(JSON.parse(text) as Record<string, unknown>)) }
}
