import { sql } from 'kysely'
import { ValidationFailed, type FieldError } from '../../shared/errors.js'
import { assertIdentifier } from '../../shared/sql-names.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { Values } from '../../2-model/input.js'
import { listsOf } from '../../5-records/import.js'
import type { ApiRecord } from '../../5-records/deps.js'
import { SplitSectionBodySchema } from '../../../schemas/curation-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { Changes } from './record-changes.js'
import { actorOf, runAction } from './run.js'
import { ARCHIVE_SPLIT, recordsUnder, SPLITS, splitsModel, useModel } from './section-splits.js'
import { targetOf } from './selection.js'

// "Split sections" (mDIS SplitSectionReport): each split chosen (splitIds) among those of the records the report
// names (cores, sections, or splits themselves) becomes two new splits of its section, of the two types given
// (value list SPLIT_TYPE, not WR): each takes its share (50 % unless given; both add up to 100) of the split's
// percent, copies the split's other values, is sampleable unless an archive half (A, A1...), and names the split
// it comes from (origin_split_type, and origin_split_id where the model has it). The split itself then no longer
// exists (still_exists 0) and is not sampleable. Refused, each with its reason: a split into its own type (as
// mDIS), a split that was split already and a type its section has already (one split of a type per section).

const NAME = 'SplitSection'
const read = bodyReader(SplitSectionBodySchema)
/** the value list of split types (mDIS SplitForm) */
const SPLIT_TYPES = 'SPLIT_TYPE'
/** what the action reads and writes of a split */
const COLUMNS = ['combined_id', 'type', 'percent', 'still_exists', 'sampleable', 'origin_split_type']
/** what a new split does not copy of the split it comes from */
const OWN = new Set(['type', 'percent', 'sampleable', 'origin_split_type', 'origin_split_id'])

/** The values a new split copies of `split`: those of every stored column a client writes, but its own. */
function copied (splits: CompiledModel, split: ApiRecord): Values {
  return Object.fromEntries(splits.writable.filter(c => c.stored && !OWN.has(c.name)).map(c => [c.name, split[c.name]]))
}

export const splitSection: Report = {
  name: NAME,
  title: 'Split sections',
  model: 'cores|core_section|curation_section_split',
  showInMenu: true,
  singleRecord: 'either',
  type: 'action',
  confirmationMessage: 'Split the chosen section splits in two?',
  parameters: SplitSectionBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = read(input.body)
    const splits = useModel(input, NAME, splitsModel(input.registry), SPLITS, COLUMNS, 'edit')
    const halves = [
      { type: body.firstSplitType, percent: body.firstSplitPercent ?? 50 },
      { type: body.secondSplitType, percent: body.secondSplitPercent ?? 50 }
    ]
    const types = await input.records.deps.lists.displays(SPLIT_TYPES)
    const problems: FieldError[] = []
    for (const [i, field] of ['firstSplitType', 'secondSplitType'].entries()) {
      const type = halves[i].type
      if (type === 'WR' || !types.has(type)) problems.push({ field, message: `The split type "${type}" is not one of the value list ${SPLIT_TYPES} (but WR).` })
    }
    if (halves[0].type === halves[1].type) problems.push({ field: 'secondSplitType', message: 'The two new splits must be of two types.' })
    if (Math.abs(halves[0].percent + halves[1].percent - 100) > 1e-9) problems.push({ field: 'firstSplitPercent', message: 'Percents must add up to 100' })
    if (body.splitIds.length === 0) problems.push({ field: 'splitIds', message: 'No split was selected' })
    if (problems.length > 0) throw new ValidationFailed(problems)

    const preview = body.preview === true
    const lists = await listsOf(input.records.deps, splits)
    const section = assertIdentifier(splits.definition.parentColumn!)
    const chosen = [...new Set(body.splitIds)]
    const outcome = await runAction(input.db, actorOf(input.principal, 'split sections'), preview, async run => {
      const changes = new Changes(run, input.records.deps, lists)
      const rows = await (await recordsUnder(run.trx, input, NAME, splits)).where('t.id', 'in', chosen)
        .orderBy(sql.ref(`t.${section}`)).orderBy('t.id').forUpdate('t').execute()
      const found = new Set(rows.map(row => row.id as number))
      const strangers = chosen.filter(id => !found.has(id))
      if (strangers.length > 0) {
        throw new ValidationFailed([{ field: 'splitIds', message: `${splits.name} ${strangers.join(', ')}: not among the splits of the records the report names.` }])
      }
      for (const split of rows.map(row => splits.toRecord(row))) {
        const target = targetOf(splits, split)
        const refuse = (message: string) => run.refused.push({ model: splits.name, ...target, field: 'splitIds', message })
        if (split.still_exists !== 1) { refuse('It was split already: it no longer exists.'); continue }
        if (halves.some(h => h.type === split.type)) { refuse(`It cannot be split into the same split type "${String(split.type)}".`); continue }
        const taken = await splits.writes.columnValues(run.trx, section, split[section], 'type', null)
        const clash = halves.find(h => taken.includes(h.type))
        if (clash !== undefined) { refuse(`Its section has a split of type "${clash.type}" already.`); continue }
        await changes.attempt(splits, target, async () => {
          for (const half of halves) {
            await changes.create(splits, {
              ...copied(splits, split),
              type: half.type,
              percent: half.percent * Number(split.percent) / 100,
              sampleable: ARCHIVE_SPLIT.test(half.type) ? 0 : 1,
              origin_split_type: split.type,
              ...(splits.queries.fields.has('origin_split_id') ? { origin_split_id: split.id } : {})
            })
          }
          await changes.update(splits, target, { still_exists: 0, sampleable: 0 })
        })
      }
      return { preview, ...changes.answer(splits, preview) }
    })
    return { type: 'json', body: outcome }
  }
}
