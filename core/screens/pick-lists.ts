import type { Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import { fieldType, pickListStatements } from '../2-model/pick-list.js'
import { didYouMean } from '../shared/suggest.js'
import { ValidationFailed, type FieldError } from '../shared/errors.js'

// mDIS's async-lists (its AsyncListAction): the choices of a select over a large table, searched as the user types.
// `fields=text,value` (or one field for both), `q` the start of the text (any letter case; mDIS's MySQL matched
// so), `value` the values already chosen (comma-separated) which come first whatever `q` is, `sort` the field to
// order by (the text when not given). At most PICK_LIST_LIMIT records besides the chosen ones; `totalCount` only
// when that cut the list off, as mDIS answers it (estimated beyond LIST_EXACT_COUNT_LIMIT: `totalCountEstimated`). A field is a stored column of the model or id (a pseudo column is
// computed per record and cannot be searched in the database).

export const PICK_LIST_LIMIT = 100
/** chosen values at most (a multiple select's) */
export const PICK_LIST_CHOSEN = 1000

export interface PickListRequest { fields: string, q?: string, value?: string, sort?: string }
export interface PickList { items: Array<Record<string, unknown>>, totalCount?: number, totalCountEstimated?: true }

/** The request checked against the model: every problem named by its parameter (422). */
function parse (model: CompiledModel, request: PickListRequest): { text: string, value: string, typed: string, chosen: Array<string | number>, sort: string } {
  const problems: FieldError[] = []
  const searchable = ['id', ...model.definition.columns.filter(c => c.stored && c.name !== 'id').map(c => c.name)]
  const known = (parameter: string, name: string): string => {
    if (!searchable.includes(name)) problems.push({ field: parameter, message: `${model.name} has no stored field "${name}"${didYouMean(name, searchable) || '.'}` })
    return name
  }
  const names = request.fields.split(',').map(f => f.trim())
  if (names.length > 2 || names.some(n => n === '')) problems.push({ field: 'fields', message: 'fields is the text field, or the text field and the value field, separated by a comma (e.g. combined_id,id).' })
  const [text, value = text] = names.map(n => known('fields', n))
  const sort = request.sort === undefined ? text : known('sort', request.sort)
  const chosen: Array<string | number> = request.value === undefined || request.value === '' || request.value === 'null' ? [] : request.value.split(',')
  if (chosen.length > PICK_LIST_CHOSEN) problems.push({ field: 'value', message: `value names at most ${PICK_LIST_CHOSEN} chosen values.` })
  if (searchable.includes(value) && fieldType(model.definition, value) === 'integer' && chosen.some(v => !/^-?\d{1,15}$/.test(String(v)))) problems.push({ field: 'value', message: `value takes the chosen values of ${value}, whole numbers separated by commas.` })
  if (problems.length > 0) throw new ValidationFailed(problems)
  // (mDIS's client sends "null" for nothing typed)
  return { text, value, typed: request.q === undefined || request.q === 'null' ? '' : request.q, chosen, sort }
}

/**
 * The pick list of `model` (the caller may view it: checked by the route); how many matched counted exactly up to
 * `countLimit` (LIST_EXACT_COUNT_LIMIT, as the data API's totals), the planner's estimate above: a million
 * records counted at every key typed took the answer from milliseconds to most of a second.
 */
export async function pickList (db: Kysely<any>, model: CompiledModel, request: PickListRequest, countLimit: number): Promise<PickList> {
  const query = { ...parse(model, request), limit: PICK_LIST_LIMIT, countLimit }
  const statements = pickListStatements(model.definition, query)
  const chosen = statements.chosen === null ? [] : (await db.executeQuery(statements.chosen)).rows
  const { rows } = await db.executeQuery(statements.matching)
  const item = (row: Record<string, unknown>): Record<string, unknown> => ({ [query.value]: row.value, [query.text]: row.text })
  const list: PickList = { items: [...chosen, ...rows.slice(0, PICK_LIST_LIMIT)].map(item) }
  if (rows.length <= PICK_LIST_LIMIT) return list
  const counted = (await db.executeQuery(statements.count)).rows[0].count
  if (counted <= countLimit) return { ...list, totalCount: counted }
  const [{ Plan: plan }] = (await db.executeQuery(statements.estimate)).rows[0]['QUERY PLAN']
  return { ...list, totalCount: Math.max(countLimit + 1, Math.round(plan['Plan Rows'])), totalCountEstimated: true }
}
