import { BatchDeleteBodySchema } from '../../../schemas/report-actions.js'
import { removeIn } from '../../5-records/delete.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { descendantsOf } from './descendants.js'
import { actorOf, runAction } from './run.js'
import { selectTargets, type Target } from './selection.js'

// "Batch delete / Recursive delete" (mDIS BatchDeleteReport): deletes the record id=, or the records of the filtered
// list (`ids` picks among them), each through the rules of a delete through the data API (core/5-records/delete.ts
// removeIn: refused while child records, references from other models' records or assigned files remain), all or
// nothing (run.ts; mDIS deleted what it could unless recursive). `recursive`: each with all its descendants, the
// deepest first (descendants.ts), each of them through the same rules: a descendant with files, or one another
// record refers to, refuses the run, with the reason. Body: {recursive?, ids?, preview?}; the answer:
// {preview, model, recursive, count, counts: {model: n}, records: [{model, id, combined_id}] in the order deleted, refused}.

const readBody = bodyReader(BatchDeleteBodySchema)

export const batchDelete: Report = {
  name: 'BatchDelete',
  title: 'Batch delete / Recursive delete',
  model: '.*',
  showInMenu: true,
  singleRecord: 'either',
  type: 'action',
  confirmationMessage: 'Delete the selected records? This cannot be undone.',
  parameters: BatchDeleteBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = readBody(input.body)
    const { model, principal, records: { deps } } = input
    const recursive = body.recursive === true
    const preview = body.preview === true
    const outcome = await runAction(deps.db, actorOf(principal, recursive ? 'recursive delete' : 'batch delete'), preview, async run => {
      const targets = await selectTargets(run.trx, model, input, body.ids)
      const generations = recursive ? await descendantsOf(run.trx, deps.registry, model, targets.map(t => t.id), targets.length, principal.permissions) : []
      const deleted: Array<{ model: string } & Target> = []
      for (const generation of [...generations, { model, records: targets }]) {
        for (const target of generation.records) {
          await run.attempt(generation.model.name, target, async () => {
            await removeIn(deps, run.trx, generation.model, target.id, undefined)
            deleted.push({ model: generation.model.name, ...target })
          })
        }
      }
      const counts: Record<string, number> = {}
      for (const record of deleted) counts[record.model] = (counts[record.model] ?? 0) + 1
      return { preview, model: model.name, recursive, count: deleted.length, counts, records: deleted }
    })
    return { type: 'json', body: outcome }
  }
}
