import { BadRequest } from './errors.js'
import { suggest } from './templates/suggest.js'

// `sort` and `filter[<field>]` of list endpoints that are not model lists (list values, the upload directory):
// fixed field sets, unknown fields are a 400.

export interface SortKey { field: string, desc: boolean }

const MAX_SORT_FIELDS = 8

/** What to say about an unknown field: the likely one, or the choices when they are few. */
export function unknownField (what: string, field: string, fields: readonly string[]): Error {
  const hint = suggest(field, fields)
  const help = hint !== undefined ? `; did you mean "${hint}"?` : fields.length <= 12 ? `; use one of ${fields.join(', ')}.` : '.'
  return new BadRequest(`Unknown ${what} field "${field}"${help}`)
}

/** `sort=a,-b`: field names, `-` for descending (the list endpoints of models and of fixed records alike). */
export function readSort (value: string | undefined, fields: readonly string[], fallback: SortKey[]): SortKey[] {
  if (value === undefined || value === '') return fallback
  const parts = value.split(',').map(p => p.trim())
  if (parts.length > MAX_SORT_FIELDS) throw new BadRequest(`sort takes at most ${MAX_SORT_FIELDS} fields.`)
  return parts.map(part => {
    const desc = part.startsWith('-')
    const field = desc ? part.slice(1) : part
    if (!fields.includes(field)) throw unknownField('sort', field, fields)
    return { field, desc }
  })
}

const FILTER = /^filter\[(.*)\]$/

/** `filter[<field>]=<value>` parameters (exact match); other parameters are left to the caller. */
export function readFilters (query: Record<string, unknown>, fields: readonly string[]): Map<string, string> {
  const filters = new Map<string, string>()
  for (const [key, value] of Object.entries(query)) {
    const field = FILTER.exec(key)?.[1]
    if (field === undefined) continue
    if (!fields.includes(field)) throw unknownField('filter', field, fields)
    if (typeof value !== 'string') throw new BadRequest(`${key} must be given once.`)
    filters.set(field, value)
  }
  return filters
}
