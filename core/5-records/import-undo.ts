import { sql, type Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { Conflict, RecordNotFound, StaleWrite, ValidationFailed, type FieldError } from '../shared/errors.js'
import { setActor, type Actor } from '../database/record-history.js'
import { stored } from './history.js'
import { restoredValues } from './restore.js'
import { removeIn } from './delete.js'
import { findImport, type ImportLog } from './import-log.js'
import { updateIn } from './update.js'
import { takeLinks } from './relation-writes.js'
import { checkValues } from './write-checks.js'
import type { RecordsDeps } from './deps.js'

// An import undone as a whole (issue 29): a commit keeps the import, the records of its model it created and those it
// updated, with the first and last version its transaction wrote (import-log.ts). An undo deletes the records it
// created and gives those it updated back the values they had before it, in one transaction, each through the rules
// of a delete or an update — and only while nothing changed them since (409 names the record).

interface Written { record_id: number, op: string, first_version: number, last_version: number }

/** Undoes import `id` of `model` (findImport's), all or nothing; answers it undone. */
export async function undoImport (deps: RecordsDeps, model: CompiledModel, log: ImportLog, actor: Actor): Promise<ImportLog> {
  if (log.mode !== 'commit' || log.state !== 'done') throw new Conflict(`Import ${log.id} ${log.state === 'running' ? 'is still running' : 'wrote nothing'}: there is nothing to undo.`)
  if (log.undoneAt !== null) throw new Conflict(`Import ${log.id} was undone at ${log.undoneAt} by ${log.undoneBy}.`)
  const { rows: written } = await sql<Written>`select record_id, op, first_version, last_version from rs_import_record where import_id = ${log.id}
    union all select record_id, 'c', 1, 1 from rs_import, unnest(created_records) as c (record_id) where id = ${log.id}
    order by record_id desc`.execute(deps.db)
  // the values the updated records had before, checked as an update's (read first: on the embedded database the
  // transaction holds its one session)
  const before = new Map<number, Values>()
  const problems: FieldError[] = []
  for (const [id, row] of await valuesBefore(deps.db, model, log.id)) {
    const { values, errors } = model.input.update(row)
    await checkValues(deps.lists, model, values, errors)
    problems.push(...errors.map(e => ({ field: e.field, message: `${model.name} ${id}: ${e.message}` })))
    before.set(id, values)
  }
  if (problems.length > 0) throw new ValidationFailed(problems)
  await deps.db.transaction().execute(async trx => {
    await setActor(trx, { ...actor, action: 'undo import' })
    for (const record of written) {
      const id = record.record_id
      try {
        if (record.op === 'c') await removeIn(deps, trx, model, id, [record.last_version])
        else await updateIn(deps, trx, model, id, before.get(id)!, [], takeLinks(model, before.get(id)!), [record.last_version])
      } catch (error) {
        if (!(error instanceof StaleWrite || error instanceof Conflict || error instanceof RecordNotFound)) throw error
        throw new Conflict(`Import ${log.id} cannot be undone: ${model.name} ${id}: ${(error as Error).message}`)
      }
    }
    await sql`update rs_import set undone_at = now() at time zone 'utc', undone_by = ${actor.user.username} where id = ${log.id}`.execute(trx)
  })
  return await findImport(deps.db, log.id)
}

/**
 * The records import `id` updated, each with the columns it changed and the value each had before (the first
 * change's "from"): one query for all of them.
 */
async function valuesBefore (db: Kysely<any>, model: CompiledModel, id: number): Promise<Map<number, Record<string, unknown>>> {
  // (the model's columns: a column dropped since has no value to give back)
  const columns = new Map(model.definition.columns.map(c => [c.name, c]))
  const { rows } = await sql<{ record_id: number, key: string, value: unknown }>`select distinct on (h.record_id, e.key) h.record_id, e.key, e.value -> 'from' as value
    from rs_import_record r join rs_history h on h.tbl = ${model.definition.table} and h.record_id = r.record_id
      and h.version between r.first_version and r.last_version
    cross join jsonb_each(h.changes) e
    where r.import_id = ${id} and r.op = 'u' and e.key = any(${[...columns.keys()]}) order by h.record_id, e.key, h.version`.execute(db)
  const rowsBefore = new Map<number, Record<string, unknown>>()
  for (const { record_id: record, key, value } of rows) {
    const row = rowsBefore.get(record) ?? { id: record }
    row[key] = stored(columns.get(key)!, value)
    rowsBefore.set(record, row)
  }
  // (as a restore gives them, restore.ts: the stored columns and n:m links, of these only)
  return new Map([...rowsBefore].map(([record, row]) => [record, Object.fromEntries(Object.entries(restoredValues(model, row)).filter(([name]) => name in row))]))
}
