import type { Kysely } from 'kysely'
import { ValidationFailed, type FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { refersTo } from '../1-templates/names.js'
import { isCoreboxModel } from '../1-templates/behavior-rules.js'
import { checkValues, fail, type Identity } from './write-checks.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// The template behaviors that make records of another model, inside the write's transaction: a new section's
// whole-round split and the core box a record names. They make them as any create does, through `create` (passed
// in: it is create-locked.ts createIn, which runs these behaviors in turn); apply-behaviors.ts fills and limits values.

/** A create inside a transaction (create-locked.ts createIn). */
export type CreateIn = (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, values: Values, errors: FieldError[]) => Promise<ApiRecord>

/**
 * SplittableSection: a new section's whole-round split (type WR, 100 percent, still there, not sampleable, the
 * section's curator), made as any create of the splits model. Until that model is there, sections have none.
 */
export async function wholeRoundSplit (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, id: number, values: Values, create: CreateIn): Promise<void> {
  const name = model.definition.behaviors.splitsModel
  const splits = name === null ? undefined : deps.registry.children(model.name).find(m => refersTo(name, m.definition))
  if (splits === undefined) return
  const given: Values = { [splits.definition.parentColumn!]: id, type: 'WR', percent: 100, still_exists: 1, sampleable: 0 }
  if (splits.queries.fields.has('curator') && !(values.curator === undefined || values.curator === null)) given.curator = values.curator
  const split = splits.input.create(given)
  await checkValues(deps.lists, splits, split.values, split.errors)
  // (the splits model's template asks more than a whole-round split has)
  if (split.errors.length > 0) throw new ValidationFailed(split.errors.map(e => ({ field: `${splits.name}.${e.field}`, message: e.message })))
  await create(deps, trx, splits, split.values, [])
}

/**
 * CreateUpdateCorebox: a record saved with a core box name refers to the box of that name among those of its hole
 * (the core box model's parent, an ancestor of the record), made as any create of that model when there is none;
 * an empty name clears the reference. Boxes of one hole and name are made one at a time.
 */
export async function corebox (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, values: Values, parent: Identity | null, create: CreateIn): Promise<void> {
  const rule = model.definition.behaviors.corebox
  if (rule === null || values[rule.nameColumn] === undefined) return
  const name = values[rule.nameColumn]
  if (name === null) { values[rule.idColumn] = null; return }
  // (the template check found the core box model among the record's ancestors' children, and it cannot be dropped
  // while a model uses it, nor its parent change)
  const box = deps.registry.list().find(m => isCoreboxModel(m.definition))!
  const ancestor = model.ancestors.find(a => a.model.name === box.definition.parent)!
  const holeId = ancestor.key === model.definition.parentColumn ? values[ancestor.key] : parent![ancestor.key]
  const where = { [box.definition.parentColumn!]: holeId, corebox: name }
  await box.writes.lockScope(trx, ['corebox', holeId, name])
  let id = await box.writes.idWhere(trx, where)
  if (id === undefined) {
    const made = box.input.create(where)
    await checkValues(deps.lists, box, made.values, made.errors)
    if (made.errors.length > 0) {
      fail(model, [{ field: rule.nameColumn, message: `Could not create new core box "${String(name)}": ${made.errors.map(e => e.message).join(' ')}` }])
    }
    id = (await create(deps, trx, box, made.values, [])).id as number
  }
  values[rule.idColumn] = id
}
