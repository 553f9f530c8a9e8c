import { sql, type Kysely } from 'kysely'
import { ValidationFailed } from '../../shared/errors.js'
import { requirePermission } from '../../auth/roles.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { ModelRegistry } from '../../3-registry/model-registry.js'
import { MAX_ACTION_RECORDS } from '../../../schemas/report-actions.js'
import { targetOf, targetsQuery, type Target } from './selection.js'

// The descendants of records (a recursive delete): the records of every model below theirs, reached through the
// models' parent relations (model.ancestors: a core section's ancestors are its core, hole, site...), the deepest
// models first, so that deleted in this order every record goes after its children.

export interface Generation { model: CompiledModel, records: Target[] }

/**
 * The descendants of records `ids` of `model`, by model, the deepest first. `taken`: the records the run touches
 * besides (422 when together they exceed what one run may touch); `permissions`: the caller's (403 for a model
 * with descendants that the caller may not edit).
 */
export async function descendantsOf (db: Kysely<any>, registry: ModelRegistry, model: CompiledModel, ids: number[],
  taken: number, permissions: readonly string[]): Promise<Generation[]> {
  const below = registry.list()
    .map(other => ({ other, depth: other.ancestors.findIndex(a => a.model.name === model.name) }))
    .filter(b => b.depth >= 0)
    .sort((a, b) => b.depth - a.depth)
  const generations: Generation[] = []
  let count = taken
  for (const { other, depth } of below) {
    const rows = await targetsQuery(db, other).where(sql.ref(other.ancestors[depth].ref), 'in', ids)
      .orderBy('t.id').limit(MAX_ACTION_RECORDS - count + 1).execute()
    count += rows.length
    if (count > MAX_ACTION_RECORDS) {
      throw new ValidationFailed([{ field: 'recursive', message: `With their descendants the records are more than ${MAX_ACTION_RECORDS}; one run deletes at most ${MAX_ACTION_RECORDS}: choose fewer records.` }])
    }
    if (rows.length === 0) continue
    requirePermission(permissions, other.name, 'edit')
    generations.push({ model: other, records: rows.map(row => targetOf(other, row)) })
  }
  return generations
}
