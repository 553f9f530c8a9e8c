import type { Kysely } from 'kysely'
import { NotFound, RecordNotFound } from '../../shared/errors.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { ApiRecord } from '../../5-records/deps.js'
import type { ReportInput } from '../report.js'
import { parentOf, SPLITS, splitsModel, useModel } from './section-splits.js'

// What "Create samples series" and "Undo samples series" share (mDIS CreateSampleSeriesReport and
// UndoSampleSeriesReport): the models from a sample up to its hole, and where a sample is. A sample lies at its
// section's top depth (m) plus its own top (cm) below it.

/** The models of a series: samples of splits of sections (of cores of a hole). */
export interface SeriesModels {
  samples: CompiledModel
  splits: CompiledModel
  sections: CompiledModel
  /** the key of a sample's section id (section_id) */
  sectionKey: string
}

/** A sample and its place: its section, and its depth in m (the section's top depth + its top). */
export interface SamplePlace { sample: ApiRecord, section: ApiRecord, depth: number }

/** The key of the hole of a sample or section (mDIS reads the core's hole_id). */
export const HOLE = 'hole_id'

/** The models of the report's sample model, checked as mDIS's reports check theirs (useModel). */
export function seriesModels (input: Pick<ReportInput, 'model' | 'registry' | 'principal'>, report: string, permission: 'view' | 'edit'): SeriesModels {
  const splits = useModel(input, report, splitsModel(input.registry), SPLITS, ['combined_id', 'type', 'still_exists'], 'view')
  if (input.model.definition.parent !== splits.name) {
    throw new NotFound(`Report "${report}" works on the samples of section splits; the records of ${input.model.name} are not samples of ${splits.name}.`)
  }
  const samples = useModel(input, report, input.model, 'samples', ['top', 'sample_length', HOLE], permission)
  const sections = useModel(input, report, parentOf(input.registry, splits), `the model above ${splits.name}`, ['combined_id', 'top_depth', 'bottom_depth', HOLE], 'view')
  return { samples, splits, sections, sectionKey: splits.definition.parentColumn! }
}

/** The sample `id` (404 when there is none), its section and its depth, as they are in the transaction `trx`. */
export async function placeOf (trx: Kysely<any>, input: Pick<ReportInput, 'records'>, models: SeriesModels, id: number): Promise<SamplePlace> {
  const sample = await input.records.find(models.samples, id, trx)
  if (sample === undefined) throw new RecordNotFound(models.samples.name, id)
  const section = (await input.records.find(models.sections, sample[models.sectionKey] as number, trx))!
  return { sample, section, depth: Number(section.top_depth) + Number(sample.top) / 100 }
}

/** PHP's round(): half away from zero, on the decimal the value is written as (1.005 to 2 digits is 1.01). */
export function round (value: number, digits = 0): number {
  const scaled = Number((Math.abs(value) * 10 ** digits).toPrecision(15))
  return Math.sign(value) * Math.round(scaled) / 10 ** digits
}
