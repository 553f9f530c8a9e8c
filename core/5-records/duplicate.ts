import type { CompiledModel } from '../2-model/compile.js'
import { draftRules } from './defaults.js'
import { getRecord } from './read.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// Duplicating a record (POST /api/v1/form/duplicate): an unsaved copy the client edits and creates; nothing is
// written here.

/**
 * An unsaved copy for the client to edit and POST: no id, combined_id or igsn; the next free running number;
 * columns marked copyOnDuplicate: false left empty; no assigned files.
 */
export async function duplicate (deps: RecordsDeps, model: CompiledModel, id: number): Promise<ApiRecord> {
  const source = await getRecord(deps.db, model, id)
  const def = model.definition
  const writable = new Set(model.writable.map(c => c.name))
  const draft: ApiRecord = {}
  for (const c of def.columns) {
    if (c.name === 'id' || c.name === 'combined_id' || c.name === 'igsn') continue
    draft[c.name] = writable.has(c.name) && !c.copyOnDuplicate ? null : source[c.name]
  }
  for (const a of model.ancestors) draft[a.key] = source[a.key]
  if (def.runningNumber !== null) {
    draft[def.runningNumber.column] = await model.writes.nextRunningNumber(deps.db, draft)
  }
  await draftRules(deps, model, draft, true)
  if (model.archiveLevels.length > 0) {
    const { filter } = source.archive_files as { filter: Record<string, unknown> }
    draft.archive_files = { filter: { ...filter, [model.archiveLevel!]: null }, files: [] }
  }
  return draft
}
