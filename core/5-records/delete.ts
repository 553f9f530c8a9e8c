import type { Kysely } from 'kysely'
import { Conflict, RecordNotFound } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { referredBy } from './relation-writes.js'
import { checkVersion } from './history.js'
import { setActor, type Actor } from '../database/record-history.js'
import type { RecordsDeps } from './deps.js'

// Deleting a record (DELETE): refused (409) while anything refers to it, child records, a 1:n relation or assigned
// files, so that no record or file is left pointing at nothing.

/** `expected`: the versions the client names (If-Match; undefined: any). */
export async function removeRecord (deps: RecordsDeps, model: CompiledModel, id: number, actor: Actor, expected?: readonly number[]): Promise<void> {
  await deps.db.transaction().execute(async trx => {
    await setActor(trx, { ...actor, target: { table: model.definition.table, id } })
    await removeIn(deps, trx, model, id, expected)
  })
}

/** The delete in the transaction `trx` (an undone import's creates: import-undo.ts). */
export async function removeIn (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, id: number, expected: readonly number[] | undefined): Promise<void> {
  const row = await model.writes.locked(trx, id).executeTakeFirst()
  if (row === undefined) throw new RecordNotFound(model.name, id)
  await checkVersion(trx, model, id, expected)
  for (const child of deps.registry.children(model.name)) {
    const used = await child.writes.childOf(trx, id).executeTakeFirst()
    if (used !== undefined) throw new Conflict(`The record cannot be deleted: ${child.name} records refer to it.`)
  }
  const referrer = await referredBy(trx, model, deps.registry, id)
  if (referrer !== undefined) throw new Conflict(`The record cannot be deleted: ${referrer}.`)
  if (model.archiveLevel !== null && await model.writes.assignedFile(trx, id).executeTakeFirst() !== undefined) {
    throw new Conflict('The record cannot be deleted: files are assigned to it.')
  }
  await model.writes.delete(trx, id).execute()
}
