import { BadRequest, ModelForbidden } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { Records } from '../5-records/records.js'
import { MAX_CHOICES } from '../../schemas/screens.js'

// mDIS's filter-lists: the choices of a form's cascading filter bar (expedition → site → hole → core). Each asked
// model answers its records as {value: id, text: its name, <parent column>: parent id}, sorted by name, narrowed by
// `require` (e.g. the sites of the chosen expedition) through the list's own filters.

export const MAX_LISTS = 20

export interface FilterListRequest { model: string, require: { as: string, value: number } | null }
export type Choice = Record<string, unknown> & { value: number, text: string | null }

/** `models=[{"model":"sites","require":{"as":"expedition_id","value":1}}, ...]` → the requests, or a 400 saying why. */
export function parseFilterLists (text: string): FilterListRequest[] {
  const fail = (why: string): never => { throw new BadRequest(`models must be a JSON array of {"model": <name>, "require": null or {"as": <field>, "value": <id>}}: ${why}.`) }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return fail('it is not JSON')
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_LISTS) return fail(`it is not an array of 1 to ${MAX_LISTS} entries`)
  return parsed.map((entry: unknown, i): FilterListRequest => {
    const { model, require } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    if (typeof model !== 'string') return fail(`entry ${i} has no model name`)
    if (require === null || require === undefined) return { model, require: null }
    const { as, value } = (typeof require === 'object' ? require : {}) as Record<string, unknown>
    const id = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value
    if (typeof as !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id)) return fail(`the require of entry ${i} needs "as" (a field) and "value" (an id)`)
    return { model, require: { as, value: id } }
  })
}

/** The choices of each asked model, keyed by model name; a model the caller may not view is a 403. */
export async function filterLists (registry: ModelRegistry, records: Records, requests: FilterListRequest[],
  canView: (model: string) => boolean): Promise<Record<string, Choice[]>> {
  const lists: Record<string, Choice[]> = {}
  for (const request of requests) {
    const model = registry.require(request.model)
    if (!canView(model.name)) throw new ModelForbidden('view', model.name)
    lists[model.name] = await choices(records, model, request.require)
  }
  return lists
}

async function choices (records: Records, model: CompiledModel, require: FilterListRequest['require']): Promise<Choice[]> {
  const { nameAttribute, parentColumn } = model.definition
  const name = nameAttribute !== null && model.queries.fields.has(nameAttribute) ? nameAttribute : 'id'
  const query = { sort: name === 'id' ? 'id' : `${name},id`, ...(require === null ? {} : { [`filter[${require.as}]`]: String(require.value) }) }
  const { items } = await records.list(model, query, { page: 1, perPage: MAX_CHOICES, limit: MAX_CHOICES, offset: 0 })
  return items.map(record => ({
    value: record.id as number,
    text: record[name] === null ? null : String(record[name]),
    ...(parentColumn === null ? {} : { [parentColumn]: record[parentColumn] })
  }))
}
