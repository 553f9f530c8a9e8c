import { BadRequest } from '../errors.js'
import type { Sort } from '../model/queries.js'

// Keyset paging of model lists: the `next` link carries `cursor`, the sort values and id of the page's last row,
// so the next page starts right after that row instead of counting past `offset` rows (which grows with the
// page number). The cursor names its sort; with another sort it is refused.

type Key = string | number | boolean | null

const sortText = (sort: Sort[]): string => sort.map(s => `${s.desc ? '-' : ''}${s.field}`).join(',')
const isKey = (v: unknown): v is Key => v === null || ['string', 'number', 'boolean'].includes(typeof v)

/** The keyset position of `row` (a list row with its sort keys __s0, __s1... and id): its sort values, then its id. */
export function keysetPosition (sort: Sort[], row: Record<string, unknown>): unknown[] {
  return [...sort.map((_, i) => row[`__s${i}`] ?? null), row.id]
}

/** The cursor after `row`. */
export function cursorAfter (sort: Sort[], row: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify([sortText(sort), ...keysetPosition(sort, row)])).toString('base64url')
}

/** The sort values and id a cursor starts after, checked against the request's sort. */
export function readCursor (cursor: unknown, sort: Sort[]): unknown[] | undefined {
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
  if (!keys.every(isKey) || !Number.isSafeInteger(id) || (id as number) < 1) return refuse()
  return keys
}
