import { BadRequest, type FieldError } from '../shared/errors.js'
import { recordIdDigits } from '../shared/record-id.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { checkSiblingsLimits, copyDefaults, siblingDefaults } from './apply-behaviors.js'
import { bodyValues, calculate, fail, lockedParent } from './write-checks.js'
import { findRecord } from './read.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// Unsaved records for the client to fill in and create (POST /api/v1/form/defaults), and the behaviors every such
// draft gets, a duplicate's too (duplicate.ts): nothing is written, so the client can still change everything.

/**
 * A new, unsaved record to fill in (mDIS defaults): the template's default values, the next running number inside
 * the given parent, the parent's ancestry and the calculated values; no id, combined_id or IGSN yet (they are given
 * on create). The parent column is needed (400 without it) and must name a record (422, as on create).
 */
export async function defaults (deps: RecordsDeps, model: CompiledModel, input: unknown): Promise<ApiRecord> {
  const given = bodyValues(input)
  const def = model.definition
  const row: Values = {}
  if (def.parentColumn !== null) {
    // (any 1 to 10 digits go on: 0 names no parent, a 422 as on create; only a number or text can be digits — the
    // text of a deeply nested array would overflow the stack)
    const named = given[def.parentColumn]
    const parentId = typeof named === 'number' || typeof named === 'string' ? recordIdDigits(String(named)) : undefined
    if (parentId === undefined) throw new BadRequest(`The body must name the parent record: {"${def.parentColumn}": <id of a ${def.parent!} record>}.`)
    const errors: FieldError[] = []
    const parent = await lockedParent(deps.db, deps.registry, model, { [def.parentColumn]: parentId }, errors)
    fail(model, errors)
    const { id, combined_id: _, ...ancestry } = parent!
    Object.assign(row, ancestry, { [def.parentColumn]: id })
  }
  // (the defaults as create would store them; what else the body says does not matter here)
  const { values } = model.input.create({}, true)
  Object.assign(row, values)
  if (def.runningNumber !== null) row[def.runningNumber.column] = await model.writes.nextRunningNumber(deps.db, row)
  await draftRules(deps, model, row, false)
  const draft = model.toRecord(row)
  for (const name of ['id', 'combined_id', 'igsn']) delete draft[name]
  return draft
}

/**
 * The behaviors of a record about to be made (a duplicate's draft, defaults): the siblings limit (422 when the
 * parent is full), the sibling's and other columns' defaults, the calculated values.
 */
export async function draftRules (deps: RecordsDeps, model: CompiledModel, values: Values, override: boolean): Promise<void> {
  const errors: FieldError[] = []
  await checkSiblingsLimits(deps.db, model, deps.registry, values, errors)
  fail(model, errors)
  await siblingDefaults(deps.db, model, values, async id => await findRecord(deps.db, model, id), { override })
  copyDefaults(model, values)
  calculate(model, values)
}
