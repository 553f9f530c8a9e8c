import { BadRequest } from './errors.js'
import { suggest } from './suggest.js'

// `sort=a,-b` and `filter[<field>]=<value>` of every list endpoint: model lists and their reports
// (core/5-records/model-list-query.ts), list values, the upload directory, users. Each passes the fields it
// allows; an unknown field is a 400 that names the likely one, or the choices when they are few. This file reads
// the parameters only: what a filter's value means (exact match here, operators for models) is the caller's.
//
// sort: field names separated by commas, `-` before a name for descending; at most MAX_SORT_FIELDS of them;
// spaces around a name are ignored; absent or empty gives the caller's default order; an empty name ("a,,b") is
// an unknown field.
// filter: a parameter `filter[<field>]`; any other parameter that starts with `filter` is a 400, so that a
// mistyped filter is never silently ignored.

export interface SortKey<F extends string = string> { field: F, desc: boolean }

/** The fields a list allows: their names, or a map keyed by them (a model's fields: looked up, never copied). */
export type ListFields<F extends string = string> = readonly F[] | ReadonlyMap<F, unknown>

export const MAX_SORT_FIELDS = 8

const FILTER = /^filter\[([^\]]*)\]$/

const isNames = <F extends string>(fields: ListFields<F>): fields is readonly F[] => Array.isArray(fields)

function isField<F extends string> (fields: ListFields<F>, name: string): name is F {
  return isNames(fields) ? (fields as readonly string[]).includes(name) : (fields as ReadonlyMap<string, unknown>).has(name)
}

/** What to say about an unknown field: the likely one, or the choices when they are few. */
export function unknownField (what: string, field: string, fields: ListFields): Error {
  const names = isNames(fields) ? fields : [...fields.keys()]
  const hint = suggest(field, names)
  const help = hint !== undefined ? `; did you mean "${hint}"?` : names.length <= 12 ? `; use one of ${names.join(', ')}.` : '.'
  return new BadRequest(`Unknown ${what} field "${field}"${help}`)
}

/** `sort=a,-b` → sort keys of the given fields, in order; `fallback` when the parameter is absent or empty. */
export function readSort<F extends string> (value: string | undefined, fields: ListFields<F>, fallback: Array<SortKey<F>>): Array<SortKey<F>> {
  if (value === undefined || value === '') return fallback
  const parts = value.split(',')
  if (parts.length > MAX_SORT_FIELDS) throw new BadRequest(`sort takes at most ${MAX_SORT_FIELDS} fields.`)
  return parts.map(part => {
    const name = part.trim()
    const desc = name.startsWith('-')
    const field = desc ? name.slice(1) : name
    if (!isField(fields, field)) throw unknownField('sort', field, fields)
    return { field, desc }
  })
}

/**
 * The field a query parameter filters on: `filter[<field>]` → the field, checked against the given fields;
 * undefined for a parameter that is not a filter.
 */
export function filterField<F extends string> (key: string, fields: ListFields<F>): F | undefined {
  if (!key.startsWith('filter')) return undefined
  const match = FILTER.exec(key)
  if (match === null) throw new BadRequest(`"${key}" is not a filter; write filter[<field>]=<value>.`)
  if (!isField(fields, match[1])) throw unknownField('filter', match[1], fields)
  return match[1]
}

/** The filters of a list of exact matches: one value per field (a repeated parameter is a 400). */
export function readFilters<F extends string> (query: Record<string, unknown>, fields: ListFields<F>): Map<F, string> {
  const filters = new Map<F, string>()
  for (const [key, value] of Object.entries(query)) {
    const field = filterField(key, fields)
    if (field === undefined) continue
    if (typeof value !== 'string') throw new BadRequest(`${key} must be given once.`)
    filters.set(field, value)
  }
  return filters
}
