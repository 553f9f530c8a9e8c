import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { ValidationFailed } from '../../shared/errors.js'
import { assertIdentifier } from '../../shared/sql-names.js'
import { listsOf } from '../../5-records/import.js'
import { MAX_ACTION_RECORDS } from '../../../schemas/report-actions.js'
import { UndoSampleSeriesBodySchema } from '../../../schemas/curation-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { Changes } from './record-changes.js'
import { actorOf, runAction } from './run.js'
import { HOLE, placeOf, seriesModels, type SamplePlace, type SeriesModels } from './sample-series.js'
import { SAMPLE_MODELS } from './section-splits.js'
import { targetOf, type Target } from './selection.js'

// "Undo samples series" (mDIS UndoSampleSeriesReport), of one sample: the samples of its series are those of its
// hole below it (deeper than it) that have its values of sample_date, analyst, sample_type, request_no, amount,
// amount_unit and scientist (those of them the model has; none equals none). A preview lists them (at most a run's
// worth, the shallowest first); the run deletes those chosen (sampleIds), all or none, each as the data API deletes
// a record. A sample not of the series is refused (mDIS offers only those).

const NAME = 'UndoSampleSeries'
const read = bodyReader(UndoSampleSeriesBodySchema)
/** the values the samples of a series share (mDIS) */
const SHARED = ['sample_date', 'analyst', 'sample_type', 'request_no', 'amount', 'amount_unit', 'scientist']

/** The samples of the series of `place`'s sample (its columns and ancestor ids), the shallowest first. */
function seriesOf (trx: Kysely<any>, { samples, sections, sectionKey }: SeriesModels, { sample, depth }: SamplePlace): SelectQueryBuilder<any, any, any> {
  const table = sql.table(assertIdentifier(samples.definition.table))
  const sectionTop = sql<number>`(select s.top_depth from ${sql.table(assertIdentifier(sections.definition.table))} as s where s.id = ${sql.ref(samples.queries.fields.get(sectionKey)!.ref)})`
  const at = sql<number>`${sectionTop} + ${sql.ref('t.top')} / 100.0`
  let query = samples.queries.selectColumns(trx).where(sql.ref(samples.queries.fields.get(HOLE)!.ref), '=', sample[HOLE]).where('t.id', '<>', sample.id)
    .where(at, '>', depth)
  for (const column of SHARED.filter(c => samples.queries.fields.has(c)).map(assertIdentifier)) {
    query = query.where(sql<SqlBool>`${sql.ref(`t.${column}`)} is not distinct from (select o.${sql.ref(column)} from ${table} as o where o.id = ${sample.id})`)
  }
  return query.orderBy(at).orderBy('t.id')
}

export const undoSampleSeries: Report = {
  name: NAME,
  title: 'Undo samples series',
  model: SAMPLE_MODELS,
  showInMenu: true,
  singleRecord: true,
  type: 'action',
  confirmationMessage: 'Delete the chosen samples of the series of this sample?',
  parameters: UndoSampleSeriesBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = read(input.body)
    const preview = body.preview === true
    const chosen = [...new Set(body.sampleIds ?? [])]
    // (a preview without samples to delete lists the series: mDIS's first step)
    if (chosen.length === 0 && !(preview && body.sampleIds === undefined)) {
      throw new ValidationFailed([{ field: 'sampleIds', message: 'Please select at least one sample to delete.' }])
    }
    const models = seriesModels(input, NAME, 'edit')
    const { samples } = models
    const lists = await listsOf(input.records.deps, samples)
    const outcome = await runAction(input.db, actorOf(input.principal, 'undo samples series'), preview, async run => {
      const changes = new Changes(run, input.records.deps, lists)
      const place = await placeOf(run.trx, input, models, input.id!)
      const series: Target[] = (await seriesOf(run.trx, models, place).limit(MAX_ACTION_RECORDS).execute()).map(row => targetOf(samples, row))
      const found = chosen.length === 0 ? [] : (await seriesOf(run.trx, models, place).where('t.id', 'in', chosen).execute()).map(row => targetOf(samples, row))
      const strangers = chosen.filter(id => !found.some(t => t.id === id))
      if (strangers.length > 0) {
        throw new ValidationFailed([{ field: 'sampleIds', message: `${samples.name} ${strangers.join(', ')}: not of the series of sample ${input.id!}.` }])
      }
      for (const target of found) await changes.attempt(samples, target, async () => { await changes.remove(samples, target) })
      return { preview, ...changes.answer(samples, preview), series }
    })
    return { type: 'json', body: outcome }
  }
}
