import type { ReportInput, ReportOutput } from '../report.js'
import { getRecord } from '../../5-records/read.js'
import { updateIn } from '../../5-records/update.js'
import { takeLinks } from '../../5-records/relation-writes.js'
import { checkValues } from '../../5-records/write-checks.js'
import { listsOf } from '../../5-records/import.js'
import { applyEdits, type Edit } from './edit-operations.js'
import { actorOf, runAction } from './run.js'
import { selectTargets, type Target } from './selection.js'

// Edits of many records in one run (batch edit, the storage assignment of core boxes): each record's new values
// go through what an update through the data API applies (core/5-records/update.ts updateIn: types, value lists,
// validators, behaviours, running numbers, combined ids down to the descendants, history), all or nothing
// (run.ts). The answer names each record and what changed of it ({column: {from, to}}, the combined_id or a
// calculated value that followed included).

export interface EditedRecord extends Target { changes: Record<string, { from: unknown, to: unknown }> }

/** The parameters every edit takes. */
export interface EditParameters { ids?: number[], preview?: boolean }

/** `action`: the name the versions carry; `sort`: the order of the run when the action has its own. */
export async function editRecords (input: ReportInput, parameters: EditParameters, edits: Edit[], action: string, sort?: string): Promise<ReportOutput> {
  const { model, records: { deps } } = input
  const preview = parameters.preview === true
  // (read before the transaction, which on the embedded database holds its one session)
  const lists = await listsOf(deps, model)
  const outcome = await runAction(deps.db, actorOf(input.principal, action), preview, async run => {
    const targets = await selectTargets(run.trx, model, input, parameters.ids, sort)
    const edited: EditedRecord[] = []
    for (const target of targets) {
      const before = await getRecord(run.trx, model, target.id)
      const { values, errors } = model.input.update(applyEdits(before, edits))
      await checkValues(lists, model, values, errors)
      await run.attempt(model.name, target, async () => {
        const after = await updateIn(deps, run.trx, model, target.id, values, errors, takeLinks(model, values))
        edited.push({ ...target, changes: changesOf(before, after) })
      })
    }
    const changed = edited.filter(r => Object.keys(r.changes).length > 0).length
    return { preview, model: model.name, count: edited.length, changed, records: edited }
  })
  return { type: 'json', body: outcome }
}

/** The values of the record that differ after the change (its files aside). */
function changesOf (before: Record<string, unknown>, after: Record<string, unknown>): EditedRecord['changes'] {
  const changes: EditedRecord['changes'] = {}
  for (const [name, to] of Object.entries(after)) {
    if (name !== 'archive_files' && JSON.stringify(to) !== JSON.stringify(before[name])) changes[name] = { from: before[name], to }
  }
  return changes
}
