import { RecordNotFound, type FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { currentVersion, setActor, type Actor } from '../database/record-history.js'
import { checkVersion, storedAt, versionRow } from './history.js'
import { updateRecord, type UpdatedRecord } from './update.js'
import { findRecord, getRecord } from './read.js'
import { fail, lockedParent } from './write-checks.js'
import { takeLinks, writeLinks } from './relation-writes.js'
import type { RecordsDeps } from './deps.js'

// Bringing back what a record was (issue 28): the values of one of its versions as a new version of the live record,
// through the checks of an update; a deleted record with its id and its last values (or those of a version). A
// version of its own records either (action `restore`). The n:m links come back as the history has them (links
// written before their changes were versions are not in it: they stay as they are); of a deleted record, those to
// records that are still there.

/** The columns a restore gives back: those stored in the record's row (computed values are not). */
const restorable = (model: CompiledModel) => model.writable.filter(c => c.stored && c.type !== 'many_to_many')

/** The values a restore of version `row` (versionRow) writes: its stored columns, and its n:m links as far as the history has them. */
export function restoredValues (model: CompiledModel, row: Record<string, unknown>): Record<string, unknown> {
  const then = model.toRecord({ ...row })
  return Object.fromEntries([
    ...restorable(model).map(c => [c.name, then[c.name]]),
    ...model.definition.links.filter(l => row[l.column] !== undefined).map(l => [l.column, row[l.column]])
  ])
}

export async function restoreRecord (deps: RecordsDeps, model: CompiledModel, id: number, version: number | undefined, actor: Actor,
  expected?: readonly number[]): Promise<UpdatedRecord> {
  const table = model.definition.table
  const live = await findRecord(deps.db, model, id)
  if (live !== undefined) {
    // nothing to bring back without a version; the current one changes nothing (no version)
    if (version === undefined) return { record: live, version: await currentVersion(deps.db, table, id) }
    const input = restoredValues(model, await versionRow(deps, model, id, version))
    return await updateRecord(deps, model, id, input, { ...actor, action: 'restore', target: { table, id } }, expected)
  }
  const deleted = await deps.db.selectFrom('rs_history').select(['version', 'op']).where('tbl', '=', table).where('record_id', '=', id)
    .orderBy('version', 'desc').limit(1).executeTakeFirst()
  if (deleted === undefined || deleted.op !== 'd') throw new RecordNotFound(model.name, id)
  const row = version === undefined ? await storedAt(deps, model, id, (deleted.version as number) - 1) : await versionRow(deps, model, id, version)
  return await deps.db.transaction().execute(async trx => {
    await setActor(trx, { ...actor, action: 'restore', target: { table, id } })
    await checkVersion(trx, model, id, expected)
    // its parent must still be there (422), and stays while the record comes back
    const errors: FieldError[] = []
    await lockedParent(trx, deps.registry, model, row, errors)
    fail(model, errors)
    const links = takeLinks(model, row)
    // (unique values another record took meanwhile: the unique index refuses them, 409)
    await model.writes.insert(trx, row).execute()
    for (const [link, ids] of links) {
      // (links in the history were written while the related model was there, and it stays while a relation names it)
      const gone = new Set(await model.relations.missing(trx, link.relatedTable, ids))
      links.set(link, ids.filter(i => !gone.has(i)))
    }
    await writeLinks(trx, model, id, links)
    return { record: await getRecord(trx, model, id), version: await currentVersion(trx, table, id) }
  })
}
