import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { copyDefaults } from './apply-behaviors.js'
import { bodyValues, checkValues } from './write-checks.js'
import { createLocked } from './create-locked.js'
import type { CreatesAtOnce } from './create-at-once.js'
import type { Actor } from '../database/record-history.js'
import type { RecordsDeps } from './deps.js'

// Creating a record (POST): the values checked, then one of the two ways to write them, the one-statement create
// (create-at-once.ts) where it can do what the create needs, else the create in a transaction (create-locked.ts).

/** Creates a record and answers it as JSON text, built by the database where it can be (as read.ts JsonReads). */
export async function createJson (deps: RecordsDeps, atOnce: CreatesAtOnce, model: CompiledModel, input: unknown, actor: Actor): Promise<string> {
  const { values, errors } = model.input.create(bodyValues(input))
  copyDefaults(model, values)
  await checkValues(deps.lists, model, values, errors)
  if (errors.length === 0 && runsAtOnce(model, values)) return await atOnce.create(model, values, actor)
  return JSON.stringify(await createLocked(deps, model, values, errors, actor))
}

/**
 * Whether a valid create can run as one statement: the model allows it (CompiledModel.createPlan), the running number is
 * the server's to give, and every scope value is given (the unique index does not compare nulls). (The parent
 * column is required: a request without it has failed validation already.)
 */
function runsAtOnce (model: CompiledModel, values: Values): boolean {
  const rule = model.definition.runningNumber
  if (model.createPlan === null) return false
  return rule === null || ((values[rule.column] === undefined || values[rule.column] === null) &&
    rule.scope.every(s => values[s] !== undefined && values[s] !== null))
}
