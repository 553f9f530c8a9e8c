import { sql, type Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { assertIdentifier } from '../shared/sql-names.js'
import { ARCHIVE_LEVELS } from '../1-templates/definition.js'

// What follows a record's change down to its descendants and files, inside the transaction of the change
// (update.ts): a new combined_id reaches every descendant's and the files' parent combined id; a move to
// another parent reaches the files' ancestor ids, so that the new parent lists them and the old one does not.

/** After records' combined_id changed: every descendant's follows, and so do the files assigned at each level. */
export async function cascade (trx: Kysely<any>, registry: ModelRegistry, model: CompiledModel, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  if (model.archiveLevel !== null) await model.writes.filesFollow(trx, ids)
  for (const child of registry.children(model.name)) {
    if (!child.queries.fields.has('combined_id')) continue
    await cascade(trx, registry, child, await child.writes.combinedIdsFollow(trx, model.definition.table, ids))
  }
}

/**
 * After record `id` moved to another parent: the files of it and of its descendants take the ids of the levels above
 * it from its new place (those at and below it stay). Each model with files in the moved subtree updates the files
 * assigned at its own level, found through its ancestor joins, so a model without files in between is no gap.
 */
export async function filesFollowMove (trx: Kysely<any>, registry: ModelRegistry, moved: CompiledModel, id: number): Promise<void> {
  const place = await moved.queries.identity(trx, id).executeTakeFirstOrThrow()
  const above: Record<string, unknown> = {}
  for (const ancestor of moved.ancestors) {
    const level = registry.get(ancestor.model.name)!.archiveLevel
    if (level !== null) above[assertIdentifier(`${level}_id`)] = place[ancestor.key]
  }
  // (files carry no level above the moved record: nothing of theirs changes)
  if (Object.keys(above).length === 0) return
  for (const model of registry.list()) {
    const under = model.name === moved.name ? 't.id' : model.ancestors.find(a => a.model.name === moved.name)?.ref
    if (model.archiveLevel === null || under === undefined) continue
    const records = model.queries.selectColumns(trx).clearSelect().select('t.id').where(sql.ref(under), '=', id)
    let files = trx.updateTable('rs_archive_file').set(above).where(assertIdentifier(`${model.archiveLevel}_id`), 'in', records)
    const deeper = ARCHIVE_LEVELS.slice(ARCHIVE_LEVELS.indexOf(model.archiveLevel as typeof ARCHIVE_LEVELS[number]) + 1)
    for (const level of deeper) files = files.where(`${level}_id`, 'is', null)
    await files.execute()
  }
}
