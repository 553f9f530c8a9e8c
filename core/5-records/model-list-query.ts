import { BadRequest } from '../shared/errors.js'
import { formats, normalDateTime } from '../2-model/formats.js'
import type { Condition, Field, Operator, Sort } from '../2-model/query-types.js'
import { INT32_MAX, INT32_MIN } from '../../schemas/bounds.js'
import { filterField, readSort } from '../shared/list-params.js'

// `filter[<field>]=<value>` and `sort=a,-b` of the list endpoints, checked against the model's fields (stored
// columns and ancestor ids) by the parameter readers of every list (core/shared/list-params.ts); what a filter's
// value means is this file's. Value prefixes (mDIS): ==v exact, !==v not equal, =v contains (case-insensitive),
// !=v does not contain, <v <=v >v >=v, ==NULL, !==NULL. A plain value is equality (exact for text).
// Anything unknown or of the wrong type is a 400 that says what was expected. The number of filters and the
// length of their values are bounded (400 beyond), so that no request can ask for more work than a page is worth:
// a contains filter is a scan of every matching row, and its cost grows with its length.

const PREFIXES: Array<[string, Operator]> = [
  ['!==', 'ne'], ['==', 'eq'], ['!=', 'not_contains'], ['<=', 'le'], ['>=', 'ge'], ['<', 'lt'], ['>', 'gt'], ['=', 'contains']
]
const TRUE = new Set(['1', 'true', 'yes', 'y'])
const FALSE = new Set(['0', 'false', 'no', 'n'])
export const MAX_FILTER_LENGTH = 1000
export const MAX_CONTAINS_LENGTH = 100
export const MAX_FILTERS = 20

function typed (field: Field, text: string): string | number {
  const fail = (what: string): never => { throw new BadRequest(`The filter on "${field.name}" must be ${what}; got "${text}".`) }
  switch (field.type) {
    case 'integer': {
      const n = Number(text)
      return /^[+-]?\d+$/.test(text) && n >= INT32_MIN && n <= INT32_MAX ? n : fail('an integer')
    }
    case 'double': {
      const n = Number(text)
      return text.trim() !== '' && Number.isFinite(n) ? n : fail('a number')
    }
    case 'boolean': {
      const lower = text.toLowerCase()
      return TRUE.has(lower) ? 1 : FALSE.has(lower) ? 0 : fail('yes/no, true/false or 1/0')
    }
    case 'date': return formats['rs-date'](text) ? text : fail('a date YYYY-MM-DD')
    case 'time': return formats['rs-time'](text) ? text : fail('a time HH:MM[:SS]')
    case 'dateTime': return normalDateTime(text) ?? (formats['rs-date'](text) ? `${text} 00:00:00` : fail('a date-time YYYY-MM-DD HH:MM[:SS]'))
    default: return text
  }
}

/** One filter value → a condition. */
export function parseFilter (field: Field, raw: string): Condition {
  if (raw.length > MAX_FILTER_LENGTH) throw new BadRequest(`The filter on "${field.name}" is longer than ${MAX_FILTER_LENGTH} characters.`)
  if (raw === '==NULL') return { field: field.name, op: 'null' }
  if (raw === '!==NULL') return { field: field.name, op: 'not_null' }
  const [prefix, op] = PREFIXES.find(([p]) => raw.startsWith(p)) ?? ['', 'eq']
  const text = raw.slice(prefix.length)
  if (op === 'contains' || op === 'not_contains') {
    if (text === '') throw new BadRequest(`The filter on "${field.name}" needs a value after "${prefix}".`)
    if (text.length > MAX_CONTAINS_LENGTH) {
      throw new BadRequest(`The contains filter on "${field.name}" is longer than ${MAX_CONTAINS_LENGTH} characters; filter on a shorter part.`)
    }
    return { field: field.name, op, value: text }
  }
  if (field.type === 'string_multiple' && op !== 'eq' && op !== 'ne') {
    throw new BadRequest(`The filter on "${field.name}" (a list of values) accepts only equality and contains.`)
  }
  return { field: field.name, op, value: typed(field, text) }
}

/**
 * Filters from a query object as Fastify parses it (`filter[core]` is a key of its own; a repeated key is an
 * array, whose conditions all apply).
 */
export function parseFilters (query: Record<string, unknown>, fields: ReadonlyMap<string, Field>): Condition[] {
  const conditions: Condition[] = []
  for (const [key, value] of Object.entries(query)) {
    const name = filterField(key, fields)
    if (name === undefined) continue
    const field = fields.get(name)!
    for (const one of Array.isArray(value) ? value : [value]) conditions.push(parseFilter(field, String(one)))
    if (conditions.length > MAX_FILTERS) throw new BadRequest(`A request takes at most ${MAX_FILTERS} filters.`)
  }
  return conditions
}

/** `sort=a,-b` → sort fields of the model (stored columns and ancestor ids). */
export function parseSort (sort: string | undefined, fields: ReadonlyMap<string, Field>): Sort[] {
  return readSort(sort, fields, [])
}
