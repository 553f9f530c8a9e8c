import type { Kysely } from 'kysely'
import type { FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { combinedId, igsn, igsnTag } from '../2-model/identifiers.js'
import { checkCumulativeLength, checkSiblingsLimits, checkSplitOrigin, copyDefaults, siblingDefaults } from './apply-behaviors.js'
import { checkRelations, takeLinks, writeLinks } from './relation-writes.js'
import { corebox, wholeRoundSplit } from './behavior-creates.js'
import { calculate, fail, lockedParent, taken, type Identity } from './write-checks.js'
import { findRecord, getRecord } from './read.js'
import { setActor, type Actor } from '../database/record-history.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// The create in a transaction, for what the one-statement create cannot do (create.ts): the parent, relations and
// behaviors checked under locks, the running number given or checked under its scope's lock, the records the
// behaviors make (behavior-creates.ts) in the same transaction.

export async function createLocked (deps: RecordsDeps, model: CompiledModel, values: Values, errors: FieldError[], actor: Actor): Promise<ApiRecord> {
  return await deps.db.transaction().execute(async trx => {
    await setActor(trx, actor)
    return await createIn(deps, trx, model, values, errors)
  })
}

/** A create inside the transaction `trx` (a split made for a new section joins the section's). */
export async function createIn (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, values: Values, errors: FieldError[]): Promise<ApiRecord> {
  const def = model.definition
  const links = takeLinks(model, values)
  const parent = await lockedParent(trx, deps.registry, model, values, errors)
  await checkRelations(trx, model, deps.registry, values, links, errors)
  await checkSiblingsLimits(trx, model, deps.registry, values, errors)
  await checkSplitOrigin(trx, model, values, errors)
  await checkCumulativeLength(trx, model, deps.registry, values, errors)
  const rule = def.runningNumber
  if (rule !== null && !errors.some(e => [rule.column, ...rule.scope].includes(e.field))) {
    await model.writes.lockScope(trx, rule.scope.map(s => values[s]))
    if (values[rule.column] === undefined || values[rule.column] === null) {
      values[rule.column] = await model.writes.nextRunningNumber(trx, values)
    } else if (await model.writes.runningNumberTaken(trx, values, null)) {
      errors.push(taken(model, rule.column, values[rule.column]))
    }
  }
  fail(model, errors)
  await corebox(deps, trx, model, values, parent, createIn)
  await siblingDefaults(trx, model, values, async id => await findRecord(trx, model, id))
  copyDefaults(model, values)
  calculate(model, values)
  const id = await model.writes.nextId(trx)
  if (model.queries.fields.has('combined_id') && def.nameAttribute !== null) values.combined_id = combinedId(def, parent?.combined_id ?? null, values[def.nameAttribute])
  if (model.queries.fields.has('igsn')) values.igsn = await igsnOf(deps, trx, model, parent, id)
  await model.writes.insert(trx, { id, ...values }).execute()
  await writeLinks(trx, model, id, links)
  await wholeRoundSplit(deps, trx, model, id, values, createIn)
  return await getRecord(trx, model, id)
}

/** program + expedition codes of the record's ancestors, object tag, code from the id. */
async function igsnOf (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, parent: Identity | null, id: number): Promise<string> {
  const code = async (level: string): Promise<unknown> => {
    const ancestor = model.ancestors.find(a => a.model.nameAttribute === level)
    // parent is set whenever the model has ancestors (the parent column is required)
    if (ancestor === undefined) return undefined
    const ancestorId = ancestor.key === model.definition.parentColumn ? parent!.id : parent![ancestor.key] as number
    return await model.writes.ancestorName(trx, ancestor, ancestorId)
  }
  return igsn(await code('program') ?? deps.igsnPrefix, await code('expedition'), igsnTag(model.definition)!, id)
}
