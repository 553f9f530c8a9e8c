import { sql, type Kysely } from 'kysely'
import { ValidationFailed } from '../../shared/errors.js'
import { assertIdentifier } from '../../shared/sql-names.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { Values } from '../../2-model/input.js'
import { listsOf } from '../../5-records/import.js'
import type { ApiRecord } from '../../5-records/deps.js'
import { MAX_ACTION_RECORDS } from '../../../schemas/report-actions.js'
import { UndoSplitSectionBodySchema } from '../../../schemas/curation-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { Changes } from './record-changes.js'
import { actorOf, runAction } from './run.js'
import { recordsUnder, sampled, sampleModels, SPLITS, splitsModel, useModel } from './section-splits.js'
import { targetOf } from './selection.js'

// "Undo section splits" (mDIS UndoSplitSectionReport): each split chosen (splitIds) among those of the records the
// report names gets back what "Split sections" took: the splits made of it (origin_split_id where the model has it,
// else those of its section whose origin_split_type is its type: a section has one split of a type) are deleted,
// and it exists again (still_exists 1), sampleable unless mDIS's pattern /^WR|A[1-9]*$/ matches its type, in the
// storage (storage_id, where the model has it) of a split made of it (a sampleable one's first). As mDIS offers
// only such splits, it refuses, with the reason: a split of which samples were taken, one not split, one whose
// splits were split further or sampled.

const NAME = 'UndoSplitSection'
const read = bodyReader(UndoSplitSectionBodySchema)
const COLUMNS = ['combined_id', 'type', 'still_exists', 'sampleable', 'origin_split_type']
/** mDIS's types of splits that are not sampled once whole again (the whole round, archive halves) */
const NOT_SAMPLEABLE = /^WR|A[1-9]*$/

/** The splits made of `split` (locked), by id. */
async function madeOf (trx: Kysely<any>, splits: CompiledModel, split: ApiRecord): Promise<ApiRecord[]> {
  const section = assertIdentifier(splits.definition.parentColumn!)
  let query = splits.queries.selectColumns(trx)
  query = splits.queries.fields.has('origin_split_id')
    ? query.where('t.origin_split_id', '=', split.id)
    : query.where(sql.ref(`t.${section}`), '=', split[section]).where('t.origin_split_type', '=', split.type).where('t.id', '<>', split.id)
  return (await query.orderBy('t.id').forUpdate('t').execute()).map(row => splits.toRecord(row))
}

/** mDIS: the storage of the splits made of a split comes back to it, a sampleable one's before the others'. */
function storageOf (made: ApiRecord[]): unknown {
  let storage: unknown = null
  for (const split of made) if (split.storage_id !== null && (storage === null || split.sampleable === 1)) storage = split.storage_id
  return storage
}

export const undoSplitSection: Report = {
  name: NAME,
  title: 'Undo section splits',
  model: 'cores|core_section|curation_section_split',
  showInMenu: true,
  singleRecord: 'either',
  type: 'action',
  confirmationMessage: 'Undo the splitting of the chosen section splits (the splits made of them are deleted)?',
  parameters: UndoSplitSectionBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = read(input.body)
    if (body.splitIds.length === 0) throw new ValidationFailed([{ field: 'splitIds', message: 'No split was selected' }])
    const splits = useModel(input, NAME, splitsModel(input.registry), SPLITS, COLUMNS, 'edit')
    const samples = sampleModels(input.registry, splits)
    const preview = body.preview === true
    const lists = await listsOf(input.records.deps, splits)
    const chosen = [...new Set(body.splitIds)]
    const outcome = await runAction(input.db, actorOf(input.principal, 'undo section splits'), preview, async run => {
      const changes = new Changes(run, input.records.deps, lists)
      const rows = await (await recordsUnder(run.trx, input, NAME, splits)).clearSelect().select(['t.id', 't.combined_id'])
        .where('t.id', 'in', chosen).orderBy('t.combined_id').orderBy('t.id').execute()
      const found = new Set(rows.map(row => row.id as number))
      const strangers = chosen.filter(id => !found.has(id))
      if (strangers.length > 0) {
        throw new ValidationFailed([{ field: 'splitIds', message: `${splits.name} ${strangers.join(', ')}: not among the splits of the records the report names.` }])
      }
      let touched = 0
      for (const row of rows) {
        const target = targetOf(splits, row)
        const refuse = (message: string) => run.refused.push({ model: splits.name, ...target, field: 'splitIds', message })
        // (read as it is now: the undo of a split before it in this run may have deleted it)
        const split = await input.records.find(splits, target.id, run.trx)
        if (split === undefined) { refuse('It was deleted: a split chosen before it was made whole again.'); continue }
        if (await sampled(run.trx, samples, split.id as number)) { refuse('Samples were taken of it: its splitting cannot be undone.'); continue }
        const made = await madeOf(run.trx, splits, split)
        if (made.length === 0) { refuse('It was not split: there is nothing to undo.'); continue }
        touched += made.length + 1
        if (touched > MAX_ACTION_RECORDS) {
          throw new ValidationFailed([{ field: 'splitIds', message: `The run would change more than ${MAX_ACTION_RECORDS} splits; one run changes at most ${MAX_ACTION_RECORDS}: choose fewer.` }])
        }
        const further = made.find(m => m.still_exists !== 1)
        if (further !== undefined) { refuse(`Its split ${String(further.combined_id)} was split further: undo that first.`); continue }
        const taken: ApiRecord[] = []
        for (const m of made) if (await sampled(run.trx, samples, m.id as number)) taken.push(m)
        if (taken.length > 0) { refuse(`Samples were taken of its split ${taken.map(m => String(m.combined_id)).join(', ')}.`); continue }
        await changes.attempt(splits, target, async () => {
          for (const m of made) await changes.remove(splits, targetOf(splits, m))
          const whole: Values = { still_exists: 1, sampleable: NOT_SAMPLEABLE.test(String(split.type)) ? 0 : 1 }
          if (splits.queries.fields.has('storage_id')) whole.storage_id = storageOf(made)
          await changes.update(splits, target, whole)
        })
      }
      return { preview, ...changes.answer(splits, preview) }
    })
    return { type: 'json', body: outcome }
  }
}
