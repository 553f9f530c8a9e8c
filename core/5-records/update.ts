import type { Kysely } from 'kysely'
import { RecordNotFound, type FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { combinedId } from '../2-model/identifiers.js'
import { checkSiblingsLimits, checkSplitOrigin, copyDefaultsOnUpdate } from './apply-behaviors.js'
import { checkRelations, takeLinks, writeLinks } from './relation-writes.js'
import { corebox } from './behavior-creates.js'
import { createIn } from './create-locked.js'
import { cascade, filesFollowMove } from './cascade.js'
import { bodyValues, checkValues, fail, lockedParent, taken } from './write-checks.js'
import { getRecord } from './read.js'
import type { UpdatesAtOnce } from './update-at-once.js'
import { checkVersion } from './history.js'
import { currentVersion } from '../database/record-history.js'
import { setActor, type Actor } from '../database/record-history.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// Updating a record (PUT/PATCH) in one transaction over the locked row: only what changes is checked again, and a
// new name or parent reaches the combined ids of the descendants and the files (cascade.ts).

/** A changed record and its new version: the record, or its JSON text as the response carries it. */
export type UpdatedRecord = { version: number } & ({ record: ApiRecord } | { body: string })

/**
 * `expected`: the versions the client names (If-Match; undefined: any). Answers the record and its new version.
 * Valid values of the columns no rule follows change in one statement (`atOnce`, update-at-once.ts) where they can.
 */
export async function updateRecord (deps: RecordsDeps, model: CompiledModel, id: number, input: unknown, actor: Actor,
  expected?: readonly number[], atOnce?: UpdatesAtOnce): Promise<UpdatedRecord> {
  const { values, errors } = model.input.update(bodyValues(input))
  await checkValues(deps.lists, model, values, errors)
  const links = takeLinks(model, values)
  if (atOnce !== undefined && errors.length === 0 && links.size === 0) {
    const done = await atOnce.update(model, id, values, actor, expected)
    if (done !== undefined) return done
  }
  const table = model.definition.table
  return await deps.db.transaction().execute(async trx => {
    await setActor(trx, { ...actor, target: { table, id } })
    const record = await updateIn(deps, trx, model, id, values, errors, links, expected)
    return { record, version: await currentVersion(trx, table, id) }
  })
}

/**
 * An update inside the transaction `trx` (an import runs many in one) over the locked row; `links` the n:m ids
 * taken from the values (takeLinks). 404 when the record does not exist, 412 when it is not at a version `expected`.
 */
export async function updateIn (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, id: number, values: Values, errors: FieldError[],
  links: ReturnType<typeof takeLinks>, expected?: readonly number[]): Promise<ApiRecord> {
  const def = model.definition
  const current = await model.writes.locked(trx, id).executeTakeFirst()
  if (current === undefined) throw new RecordNotFound(model.name, id)
  await checkVersion(trx, model, id, expected)
  copyDefaultsOnUpdate(model, current, values)
  const changed = (column: string | null) => column !== null && values[column] !== undefined && values[column] !== current[column]
  const merged: Values = { ...current, ...values }
  const rule = def.runningNumber
  const renamed = changed(def.nameAttribute) || changed(def.parentColumn)
  // (read once: a rename builds the combined_id from it, a core box name finds its hole through it)
  const boxNamed = def.behaviors.corebox !== null && values[def.behaviors.corebox.nameColumn] !== undefined
  const parent = renamed || boxNamed ? await lockedParent(trx, deps.registry, model, merged, errors) : null
  if (rule !== null && [rule.column, ...rule.scope].some(changed) && merged[rule.column] !== null &&
    !errors.some(e => [rule.column, ...rule.scope].includes(e.field))) {
    await model.writes.lockScope(trx, rule.scope.map(s => merged[s]))
    if (await model.writes.runningNumberTaken(trx, merged, id)) errors.push(taken(model, rule.column, merged[rule.column]))
  }
  await checkSiblingsLimits(trx, model, deps.registry, merged, errors, { id, changed })
  if (['type', 'origin_split_type', def.parentColumn].some(changed)) await checkSplitOrigin(trx, model, merged, errors, id)
  await checkRelations(trx, model, deps.registry, values, links, errors)
  fail(model, errors)
  await corebox(deps, trx, model, values, parent, createIn)
  for (const { column, formula } of model.calculated) values[column.name] = merged[column.name] = formula.evaluate(merged) ?? column.defaultValue
  if (renamed && model.queries.fields.has('combined_id')) values.combined_id = combinedId(def, parent?.combined_id ?? null, merged[def.nameAttribute!])
  if (Object.keys(values).length > 0) await model.writes.update(trx, id, values).execute()
  await writeLinks(trx, model, id, links)
  if (values.combined_id !== undefined && values.combined_id !== current.combined_id) await cascade(trx, deps.registry, model, [id])
  if (changed(def.parentColumn)) await filesFollowMove(trx, deps.registry, model, id)
  return await getRecord(trx, model, id)
}
