import type { FastifyInstance } from 'fastify'
import { as } from './auth.js'
import { bundledTemplate } from './models.js'
import { hierarchy, post, type Hierarchy } from './hierarchy.js'

// A drilling site to curate, for the tests of the curation actions (core/reports/actions): the value list of split
// types, a core of 3 m in three sections of 1 m (each with its whole-round split), the actions run by POST, and the
// models an installation adds (a sample model, columns of the splits model) made through the cg API.

export const SPLIT_TYPES = ['WR', 'A', 'W', 'A1', 'A2', 'W1', 'W2']

export interface Site extends Hierarchy {
  core: Record<string, any>
  sections: Array<Record<string, any>>
  /** the whole-round split of each section */
  wholeRounds: Array<Record<string, any>>
}

export interface Answer { status: number, body: any }

export async function call (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer> {
  const response = await app.inject({ method, url, headers: headers ?? await as(app, 'operator'), payload: payload as Record<string, unknown> })
  return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() }
}

/** Runs the action `report` on `name` (query: id=, filter[...]) with `body`. */
export async function action (app: FastifyInstance, report: string, query: string, body: unknown, headers?: Record<string, string>): Promise<Answer> {
  return await call(app, 'POST', `/api/v1/report/${report}?${query}`, body, headers)
}

/** The records of a model the filter selects, by id. */
export async function records (app: FastifyInstance, name: string, filter = ''): Promise<Array<Record<string, any>>> {
  const answer = await call(app, 'GET', `/api/v1/form?name=${name}&per-page=1000&sort=id${filter}`)
  return answer.body.items
}

export async function splitTypes (app: FastifyInstance): Promise<void> {
  for (const display of SPLIT_TYPES) await call(app, 'POST', '/api/v1/list-values', { listname: 'SPLIT_TYPE', display })
}

/** A core from `top` m, of three sections of 1 m, in the hole of `h` (the split types listed first). */
export async function curationSite (app: FastifyInstance, h?: Hierarchy, top = 0): Promise<Site> {
  if (h === undefined) {
    h = await hierarchy(app)
    await splitTypes(app)
  }
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: top, bottom_depth: top + 3 })
  const sections: Array<Record<string, any>> = []
  for (let i = 0; i < 3; i++) sections.push(await post(app, 'core_section', { core_id: core.id, top_depth: top + i, section_length: 1, analyst: 'CK' }))
  const wholeRounds = []
  for (const section of sections) wholeRounds.push((await records(app, 'curation_section_split', `&filter[section_id]=${section.id as number}`))[0])
  return { ...h, core, sections, wholeRounds }
}

/** Makes a model through the cg API (a developer's). */
export async function createModel (app: FastifyInstance, template: Record<string, unknown>): Promise<void> {
  const answer = await call(app, 'POST', '/cg/api/create-model', { template }, await as(app, 'developer'))
  if (answer.status !== 201) throw new Error(`creating ${String(template.name)} failed: ${JSON.stringify(answer.body)}`)
}

/** Adds columns to the bundled splits model (as an installation's template has them: mDIS CurationSectionSplit). */
export async function splitColumns (app: FastifyInstance, columns: Record<string, unknown>): Promise<void> {
  const template = bundledTemplate('curation_section_split')
  const answer = await call(app, 'POST', '/cg/api/update-model?name=curation_section_split', { template: { ...template, columns: { ...template.columns, ...columns } } }, await as(app, 'developer'))
  if (answer.status !== 200) throw new Error(`changing curation_section_split failed: ${JSON.stringify(answer.body)}`)
}

/** A sample model as mDIS's CurationSample has the columns the sample actions read and write. */
export function sampleTemplate (name = 'curation_sample', top: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    module: 'Curation',
    parentModel: 'curation_section_split',
    nameAttribute: 'top',
    columns: {
      id: { name: 'id', type: 'integer', primaryKey: true, autoInc: true },
      section_split_id: { type: 'integer', required: true, label: 'Section Split' },
      combined_id: { type: 'string', size: 255, label: 'Combined ID' },
      igsn: { type: 'string', size: 32, defaultValue: 'X' },
      top: { type: 'double', label: 'Sample Top', unit: 'cm', ...top },
      sample_length: { type: 'double', label: 'Sample Length', unit: 'cm' },
      bottom: { type: 'pseudo', label: 'Sample Bottom', calculate: '[top] + [sample_length]' },
      sample_date: { type: 'date', label: 'Sample Date' },
      analyst: { type: 'string', size: 100, label: 'Analyst', selectListName: 'ANALYST' },
      sample_type: { type: 'string', size: 20, label: 'Sample Type' },
      request_no: { type: 'string', size: 20, label: 'Request No' },
      amount: { type: 'double', label: 'Amount' },
      amount_unit: { type: 'string', size: 10, label: 'Amount Unit' },
      scientist: { type: 'string', size: 100, label: 'Scientist' },
      comment: { type: 'text', label: 'Comment' }
    },
    relations: {
      parent: { name: 'parent', foreignTable: 'curation_section_split', localColumns: ['section_split_id'], foreignColumns: ['id'] }
    }
  }
}
