import { BadRequest } from '../shared/errors.js'
import type { Field, Sort } from '../2-model/query-types.js'
import { WIRE_FORMATS } from '../../schemas/formats.js'

// Keyset paging of model lists: the `next` link carries `cursor`, the sort values and id of the page's last row,
// so the next page starts right after that row instead of counting past `offset` rows (which grows with the
// page number). The cursor names its sort; with another sort, or with a value that is not of its field's type
// (a cursor made by hand: the database would fail on it), it is refused.

const sortText = (sort: Sort[]): string => sort.map(s => `${s.desc ? '-' : ''}${s.field}`).join(',')
const WIRE = { dateTime: new RegExp(WIRE_FORMATS.dateTime), date: new RegExp(WIRE_FORMATS.date), time: new RegExp(WIRE_FORMATS.time) }

/** Whether a cursor's sort value is one the list gives for a field of this type (a record's value, or null). */
function fits (type: Field['type'], value: unknown): boolean {
  if (value === null) return true
  switch (type) {
    case 'double': return Number.isFinite(value)
    case 'string': case 'text': case 'string_multiple': return typeof value === 'string'
    case 'dateTime': case 'date': case 'time': return typeof value === 'string' && WIRE[type].test(value)
    // integer, one_to_many, boolean (stored as 0/1) and ancestor ids
    default: return Number.isSafeInteger(value)
  }
}

/** The keyset position of `row` (a list row with its sort keys __s0, __s1... and id): its sort values, then its id. */
export function keysetPosition (sort: Sort[], row: Record<string, unknown>): unknown[] {
  return [...sort.map((_, i) => row[`__s${i}`] ?? null), row.id]
}

/** The cursor after `row`. */
export function cursorAfter (sort: Sort[], row: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify([sortText(sort), ...keysetPosition(sort, row)])).toString('base64url')
}

/** The sort values and id a cursor starts after, checked against the request's sort and its fields' types. */
export function readCursor (cursor: unknown, sort: Sort[], fields: ReadonlyMap<string, Field>): unknown[] | undefined {
  if (cursor === undefined || cursor === '') return undefined
  const refuse = (): never => { throw new BadRequest('cursor is not a cursor of this list and sort; follow the links of a page, or use page.') }
  // (the route schema makes it one string of at most 4096 characters)
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(cursor as string, 'base64url').toString('utf8'))
  } catch {
    return refuse()
  }
  if (!Array.isArray(decoded) || decoded.length !== sort.length + 2 || decoded[0] !== sortText(sort)) return refuse()
  const keys = decoded.slice(1)
  const id = keys.at(-1)
  // (the sort's fields are the model's: parseSort refused any other)
  if (!sort.every((s, i) => fits(fields.get(s.field)!.type, keys[i])) || !Number.isSafeInteger(id) || (id as number) < 1) return refuse()
  return keys
}
