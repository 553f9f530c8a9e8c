import { sql, type Kysely, type SqlBool } from 'kysely'
import { ValidationFailed, type FieldError } from '../../shared/errors.js'
import { assertIdentifier } from '../../shared/sql-names.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { Values } from '../../2-model/input.js'
import { listsOf } from '../../5-records/import.js'
import type { ApiRecord } from '../../5-records/deps.js'
import { MAX_ACTION_RECORDS } from '../../../schemas/report-actions.js'
import { CreateSampleSeriesBodySchema } from '../../../schemas/curation-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { Changes } from './record-changes.js'
import { actorOf, runAction } from './run.js'
import { HOLE, placeOf, round, seriesModels, type SeriesModels } from './sample-series.js'
import { ARCHIVE_SPLIT, SAMPLE_MODELS, WORKING_SPLIT } from './section-splits.js'
import { targetOf } from './selection.js'

// "Create samples series" (mDIS CreateSampleSeriesReport), of one sample: numberSamples copies of it below it in its
// hole, one every `interval` cm (the first one interval below it), each in the split chosen of the section at its
// depth (splitIds; by default the section's working half, W), `top` cm below the section's top, as long as the
// sample unless the section ends first. As mDIS, it refuses: an interval not longer than the sample by 1 cm, a
// section the series crosses without a split to sample, archive splits (A) unless forceSamplingArchive, a sample
// that would overlap one of its split's, and a series that does not fit in as many samples as asked for.

const NAME = 'CreateSampleSeries'
const read = bodyReader(CreateSampleSeriesBodySchema)
/** what a copy does not take of the sample */
const OWN = new Set(['top', 'bottom', 'igsn'])

interface Choice { section: ApiRecord, split: ApiRecord }

/** The splits to sample: one of each section from `top` to `bottom` (m), in depth order; 422 for a section without one. */
async function choose (trx: Kysely<any>, models: SeriesModels, hole: unknown, top: number, bottom: number, given: number[]): Promise<Choice[]> {
  const { sections, splits, sectionKey } = models
  const crossed = (await sections.queries.selectColumns(trx).where(sql.ref(sections.queries.fields.get(HOLE)!.ref), '=', hole)
    .where('t.bottom_depth', '>', top).where('t.top_depth', '<', bottom).orderBy('t.top_depth').orderBy('t.combined_id').orderBy('t.id')
    .limit(MAX_ACTION_RECORDS + 1).execute()).map(row => sections.toRecord(row))
  if (crossed.length > MAX_ACTION_RECORDS) {
    throw new ValidationFailed([{ field: 'numberSamples', message: `The series would cross more than ${MAX_ACTION_RECORDS} sections; ask for fewer samples.` }])
  }
  const inSections = sql<SqlBool>`${sql.ref(`t.${assertIdentifier(sectionKey)}`)} = any(${crossed.map(s => s.id)}::integer[])`
  const candidates = (await splits.queries.selectColumns(trx).where(inSections).where('t.still_exists', '=', 1)
    .orderBy('t.type').orderBy('t.id').execute()).map(row => splits.toRecord(row))
  const known = new Set(candidates.map(s => s.id))
  const strangers = given.filter(id => !known.has(id))
  if (strangers.length > 0) {
    throw new ValidationFailed([{ field: 'splitIds', message: `${splits.name} ${strangers.join(', ')}: not a split (still there) of a section the series crosses.` }])
  }
  const problems: FieldError[] = []
  const choices: Choice[] = []
  for (const section of crossed) {
    const own = candidates.filter(s => s[sectionKey] === section.id)
    const named = own.filter(s => given.includes(s.id as number))
    if (named.length > 1) problems.push({ field: 'splitIds', message: `Please select one split for section ${String(section.combined_id)}.` })
    const split = named.length > 0 ? named[0] : own.findLast(s => WORKING_SPLIT.test(String(s.type)))
    if (split === undefined) problems.push({ field: 'splitIds', message: `Please select a split for section ${String(section.combined_id)}.` })
    else choices.push({ section, split })
  }
  if (problems.length > 0) throw new ValidationFailed(problems)
  return choices
}

/** A sample of the split `split` from `top` to `bottom` (cm) would overlap: the first such. */
async function overlapped (trx: Kysely<any>, samples: CompiledModel, split: unknown, top: number, bottom: number): Promise<ApiRecord | undefined> {
  const parent = sql.ref(`t.${assertIdentifier(samples.definition.parentColumn!)}`)
  return await trx.selectFrom(`${assertIdentifier(samples.definition.table)} as t`).select(['t.id', 't.combined_id', 't.top', 't.sample_length'])
    .where(parent, '=', split).where(sql`${sql.ref('t.top')} + ${sql.ref('t.sample_length')}`, '>', top).where('t.top', '<=', bottom).orderBy('t.id').limit(1).executeTakeFirst()
}

export const createSampleSeries: Report = {
  name: NAME,
  title: 'Create samples series',
  model: SAMPLE_MODELS,
  showInMenu: true,
  singleRecord: true,
  type: 'action',
  confirmationMessage: 'Create a series of copies of this sample below it?',
  parameters: CreateSampleSeriesBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = read(input.body)
    const models = seriesModels(input, NAME, 'edit')
    const { samples, splits } = models
    const preview = body.preview === true
    const lists = await listsOf(input.records.deps, samples)
    const outcome = await runAction(input.db, actorOf(input.principal, 'create samples series'), preview, async run => {
      const changes = new Changes(run, input.records.deps, lists)
      const { sample, depth: top } = await placeOf(run.trx, input, models, input.id!)
      const length = Number(sample.sample_length)
      if (!(body.interval >= length + 1)) throw new ValidationFailed([{ field: 'interval', message: `Interval must be no less than ${length + 1}.` }])
      const step = body.interval / 100
      const choices = await choose(run.trx, models, sample[HOLE], top, top + body.numberSamples * step, body.splitIds ?? [])
      if (body.forceSamplingArchive !== true && choices.some(c => ARCHIVE_SPLIT.test(String(c.split.type)))) {
        throw new ValidationFailed([{ field: 'forceSamplingArchive', message: 'Please confirm to use archive splits for sampling.' }])
      }
      const parent = samples.definition.parentColumn!
      const copy: Values = Object.fromEntries(samples.writable.filter(c => c.stored && !OWN.has(c.name) && c.name !== parent).map(c => [c.name, sample[c.name]]))
      let made = 0
      let refused = 0
      let at = top + step
      for (const { section, split } of choices) {
        const splitTop = Number(section.top_depth)
        const splitBottom = Number(section.bottom_depth)
        const target = targetOf(splits, split)
        // (mDIS goes on until it has as many as asked for; once one is refused, the series is refused anyway)
        while (at >= splitTop && at < splitBottom && made + refused < body.numberSamples) {
          const values: Values = { ...copy, [parent]: split.id, top: round((at - splitTop) * 100) }
          let bottom = round((values.top as number) + length)
          at += step
          const existing = await overlapped(run.trx, samples, split.id, values.top as number, bottom)
          if (existing !== undefined) {
            refused++
            run.refused.push({
              model: splits.name, ...target, field: 'numberSamples',
              message: `A sample at ${String(values.top)} cm collides with an existing one: (${String(existing.combined_id)}, top: ${String(existing.top)}, bottom: ${round(Number(existing.top) + Number(existing.sample_length), 2)}).`
            })
            continue
          }
          if (round(splitTop + bottom / 100, 2) > round(splitBottom, 2)) {
            bottom = round((splitBottom - splitTop) * 100)
            values.sample_length = round(bottom - (values.top as number))
          }
          if (await changes.attempt(splits, target, async () => { await changes.create(samples, values) })) made++
          else refused++
        }
      }
      if (made + refused < body.numberSamples) {
        throw new ValidationFailed([{ field: 'numberSamples', message: `The requested number of samples cannot be created: ${made + refused} of ${body.numberSamples} fit in the sections below the sample.` }])
      }
      return { preview, ...changes.answer(samples, preview), splits: choices.map(c => targetOf(splits, c.split)) }
    })
    return { type: 'json', body: outcome }
  }
}
