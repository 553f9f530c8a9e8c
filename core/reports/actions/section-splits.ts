import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { requirePermission } from '../../auth/roles.js'
import { NotFound, RecordNotFound } from '../../shared/errors.js'
import { refersTo } from '../../1-templates/names.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { ModelRegistry } from '../../3-registry/model-registry.js'
import { parseFilters } from '../../5-records/model-list-query.js'
import type { ReportInput } from '../report.js'

// What the curation actions share (mDIS SplitSection, UndoSplitSection, CreateSampleSeries, UndoSampleSeries,
// CreateCrates): the models they write, checked as mDIS's reports check theirs (a model without a column the
// action reads or writes makes it unavailable: 404 naming them), the splits model (mDIS CurationSectionSplit), the
// splits of the records a report names (a core's, a section's, a hole's... or splits themselves), and the samples
// taken of a split.

/** mDIS: archive halves (A, A1, A2...), which are kept rather than sampled. */
export const ARCHIVE_SPLIT = /^A[1-9]*$/
/** mDIS: working halves (W, W1...), the splits sampled by default. */
export const WORKING_SPLIT = /^W[1-9]*$/
/** The models of samples taken of splits (mDIS CurationSample; an installation may number several). */
export const SAMPLE_MODELS = 'curation_sample\\d*'
const SAMPLE_MODEL = new RegExp(`^(?:${SAMPLE_MODELS})$`)

type Rows = SelectQueryBuilder<any, any, any>

/**
 * `model` once it has `columns` (404 naming those it lacks) and the caller may `permission` it (403); a model the
 * installation does not have (undefined, `what` says which) is a 404.
 */
export function useModel ({ principal }: Pick<ReportInput, 'principal'>, report: string, model: CompiledModel | undefined, what: string,
  columns: readonly string[], permission: 'view' | 'edit'): CompiledModel {
  if (model === undefined) throw new NotFound(`Report "${report}" works on ${what}, which does not exist.`)
  const missing = columns.filter(c => !model.queries.fields.has(c))
  if (missing.length > 0) {
    throw new NotFound(`Report "${report}" reads the columns ${missing.join(', ')} of the model "${model.name}", which it does not have.`)
  }
  requirePermission(principal.permissions, model.name, permission)
  return model
}

/** The splits model (mDIS CurationSectionSplit, table curation_section_split), if the installation has it. */
export function splitsModel (registry: ModelRegistry): CompiledModel | undefined {
  return registry.list().find(m => refersTo('CurationSectionSplit', m.definition) || refersTo('curation_section_split', m.definition))
}

/** The splits model described for useModel. */
export const SPLITS = 'the model "curation_section_split"'

/** The model whose children `model`'s records are (the splits' sections), if there is one. */
export function parentOf (registry: ModelRegistry, model: CompiledModel): CompiledModel | undefined {
  return registry.list().find(m => m.name === model.definition.parent)
}

/**
 * The ids of the records the report names: the one of id= (404 when there is none), else those of the list's
 * filter[...], as a subquery.
 */
export async function namedIds (db: Kysely<any>, { model, id, query }: Pick<ReportInput, 'model' | 'id' | 'query'>): Promise<Rows> {
  const ids = model.queries.selectColumns(db).clearSelect().select('t.id')
  if (id === undefined) return model.queries.where(ids, parseFilters(query, model.queries.fields))
  if (await model.queries.identity(db, id).executeTakeFirst() === undefined) throw new RecordNotFound(model.name, id)
  return ids.where('t.id', '=', id)
}

/**
 * The rows of `below`'s records among or under those the report names (a split is under its section, core,
 * hole...): its columns and ancestor ids. 404 when `below` is not the named model nor one of its descendants.
 */
export async function recordsUnder (db: Kysely<any>, input: Pick<ReportInput, 'model' | 'id' | 'query'>, report: string, below: CompiledModel): Promise<Rows> {
  const ref = below.name === input.model.name ? 't.id' : below.ancestors.find(a => a.model.name === input.model.name)?.ref
  if (ref === undefined) throw new NotFound(`Report "${report}" works on the ${below.name} records below ${input.model.name}; there are none below it.`)
  return below.queries.selectColumns(db).where(sql.ref(ref), 'in', await namedIds(db, input))
}

/** The sample models of the installation: the children of the splits model that mDIS's name pattern names. */
export function sampleModels (registry: ModelRegistry, splits: CompiledModel): CompiledModel[] {
  return registry.children(splits.name).filter(m => SAMPLE_MODEL.test(m.name))
}

/** Whether samples were taken of the split `id` (records of a sample model refer to it). */
export async function sampled (db: Kysely<any>, samples: CompiledModel[], id: number): Promise<boolean> {
  for (const model of samples) if (await model.writes.childOf(db, id).executeTakeFirst() !== undefined) return true
  return false
}
