import { sql } from 'kysely'
import { ValidationFailed, type FieldError } from '../../shared/errors.js'
import { ConfigStore } from '../../app-config/store.js'
import { listsOf } from '../../5-records/import.js'
import type { ApiRecord } from '../../5-records/deps.js'
import { CreateCratesBodySchema } from '../../../schemas/curation-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { Changes } from './record-changes.js'
import { actorOf, runAction } from './run.js'
import { recordsUnder, SPLITS, splitsModel, useModel } from './section-splits.js'
import { targetOf } from './selection.js'

// "Fill crates" (mDIS CreateCratesReport), of expeditions, sites or holes: the splits chosen (splitIds) among those
// below the records the report names go in the crate `crateName` (their crate_name): one of the crates those splits
// are in, whose splits and weight count, or a new one. The crate may weigh at most crateMaxWeight kg: given, it is
// kept (the installation's configuration, as mDIS keeps it) for the next runs; else the one kept, else 500. As mDIS
// offers only splits that still exist and are in no crate, others are refused with the reason, and so is an
// overweight crate.

const NAME = 'CreateCrates'
const read = bodyReader(CreateCratesBodySchema)
/** where the most a crate may weigh is kept (mDIS app config crateMaxWeight) */
export const CRATE_MAX_WEIGHT = 'crates.max-weight'
const DEFAULT_MAX_WEIGHT = 500

export const createCrates: Report = {
  name: NAME,
  title: 'Fill crates',
  model: 'expeditions|sites|holes',
  showInMenu: true,
  singleRecord: 'either',
  type: 'action',
  confirmationMessage: 'Put the chosen section splits in the crate?',
  parameters: CreateCratesBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = read(input.body)
    const problems: FieldError[] = []
    if (body.crateName.trim() === '') problems.push({ field: 'crateName', message: 'Please select a crate' })
    if (body.splitIds.length === 0) problems.push({ field: 'splitIds', message: 'Please select the section splits to put in the crate.' })
    if (problems.length > 0) throw new ValidationFailed(problems)
    const splits = useModel(input, NAME, splitsModel(input.registry), SPLITS, ['combined_id', 'still_exists', 'weight', 'crate_name'], 'edit')
    const config = new ConfigStore(input.db)
    const kept = Number((await config.read(null))[CRATE_MAX_WEIGHT])
    const maxWeight = body.crateMaxWeight ?? (kept > 0 ? kept : DEFAULT_MAX_WEIGHT)
    const preview = body.preview === true
    const lists = await listsOf(input.records.deps, splits)
    const chosen = [...new Set(body.splitIds)]
    const outcome = await runAction(input.db, actorOf(input.principal, 'fill crates'), preview, async run => {
      const changes = new Changes(run, input.records.deps, lists)
      const load = await (await recordsUnder(run.trx, input, NAME, splits)).clearSelect()
        .select([sql<number>`count(*)::int`.as('splits'), sql<number>`coalesce(sum(t.weight), 0)::float8`.as('weight')])
        .where('t.crate_name', '=', body.crateName).executeTakeFirstOrThrow()
      const rows = await (await recordsUnder(run.trx, input, NAME, splits)).where('t.id', 'in', chosen)
        .orderBy('t.combined_id').orderBy('t.id').forUpdate('t').execute()
      const found = new Set(rows.map(row => row.id as number))
      const strangers = chosen.filter(id => !found.has(id))
      if (strangers.length > 0) {
        throw new ValidationFailed([{ field: 'splitIds', message: `${splits.name} ${strangers.join(', ')}: not among the splits below the records the report names.` }])
      }
      const fitting: ApiRecord[] = []
      for (const split of rows.map(row => splits.toRecord(row))) {
        const refuse = (message: string) => run.refused.push({ model: splits.name, ...targetOf(splits, split), field: 'splitIds', message })
        if (split.still_exists !== 1) refuse('It no longer exists: it was split.')
        else if (split.crate_name !== null && split.crate_name !== '') refuse(`It is in the crate "${String(split.crate_name)}" already.`)
        else fitting.push(split)
      }
      // (to the gram: sums of decimal weights carry binary noise)
      const weight = Math.round(fitting.reduce((sum, split) => sum + Number(split.weight), load.weight) * 1000) / 1000
      if (weight > maxWeight) {
        throw new ValidationFailed([{ field: 'splitIds', message: `Overweight! Please select less section splits: the crate would weigh ${weight} kg, more than ${maxWeight} kg.` }])
      }
      for (const split of fitting) {
        const target = targetOf(splits, split)
        await changes.attempt(splits, target, async () => { await changes.update(splits, target, { crate_name: body.crateName }) })
      }
      return { preview, ...changes.answer(splits, preview), crate: { name: body.crateName, splits: load.splits + fitting.length, weight, maxWeight } }
    })
    if (!preview && body.crateMaxWeight !== undefined) await config.write(null, { [CRATE_MAX_WEIGHT]: body.crateMaxWeight })
    return { type: 'json', body: outcome }
  }
}
