import { BadRequest } from './errors.js'

// The paged envelope every list endpoint answers with (spec "Paged envelope"): items, _links with absolute URLs
// that keep the request's other query parameters, and _meta. `next` and `last` appear only when more pages follow.

export interface Page {
  page: number
  /** -1 means "all" (list values only) */
  perPage: number
  limit: number | null
  offset: number
}

export interface PageOptions {
  defaultPerPage?: number
  maxPerPage?: number
  /** accept per-page=-1 (every item on one page) */
  allowAll?: boolean
}

export interface Envelope<T> {
  items: T[]
  _links: { self: { href: string }, next?: { href: string }, last?: { href: string } }
  _meta: { totalCount: number, pageCount: number, currentPage: number, perPage: number, totalCountEstimated?: true }
}

/** What a list knows beyond its total (model lists, core/5-records/list.ts). */
export interface PageFacts {
  /** the total is an estimate: `last` is left out, since its page number would be a guess */
  estimated?: boolean
  /** whether another page follows, known exactly (otherwise derived from the total) */
  hasNext?: boolean
  /** the keyset cursor of the next page, carried by the `next` link beside its page number */
  nextCursor?: string
}

function integer (value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  // (numbers once the route schema has coerced them, strings where a caller passes the raw query)
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^-?\d{1,9}$/.test(text)) throw new BadRequest(`${name} must be an integer.`)
  return Number(text)
}

/** Reads `page` and `per-page` from a query object; out-of-range values are a 400. */
export function readPage (query: Record<string, unknown>, { defaultPerPage = 20, maxPerPage = 1000, allowAll = false }: PageOptions = {}): Page {
  const perPage = integer(query['per-page'], 'per-page') ?? defaultPerPage
  const page = integer(query.page, 'page') ?? 1
  if (perPage === -1 && allowAll) return { page: 1, perPage: -1, limit: null, offset: 0 }
  if (perPage < 1 || perPage > maxPerPage) throw new BadRequest(`per-page must be between 1 and ${maxPerPage}${allowAll ? ', or -1 for all' : ''}.`)
  if (page < 1) throw new BadRequest('page must be 1 or more.')
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage }
}

/** `url` is the absolute URL of the request (see requestUrl in plugins); its other parameters are kept. */
export function envelope<T> (items: T[], totalCount: number, page: Page, url: URL, facts: PageFacts = {}): Envelope<T> {
  const hasNext = facts.hasNext ?? page.page < Math.ceil(totalCount / page.perPage)
  // (an estimate may be short of the pages that are known to exist)
  const pageCount = page.perPage === -1 ? 1 : Math.max(1, Math.ceil(totalCount / page.perPage), hasNext ? page.page + 1 : 0)
  const href = (n: number, cursor?: string) => {
    const target = new URL(url)
    target.searchParams.set('page', String(n))
    target.searchParams.set('per-page', String(page.perPage))
    if (cursor === undefined) target.searchParams.delete('cursor')
    else target.searchParams.set('cursor', cursor)
    return { href: target.toString() }
  }
  const _links: Envelope<T>['_links'] = { self: href(page.page, url.searchParams.get('cursor') ?? undefined) }
  if (hasNext) {
    _links.next = href(page.page + 1, facts.nextCursor)
    if (facts.estimated !== true) _links.last = href(pageCount)
  }
  const _meta: Envelope<T>['_meta'] = { totalCount, pageCount, currentPage: page.page, perPage: page.perPage }
  if (facts.estimated === true) _meta.totalCountEstimated = true
  return { items, _links, _meta }
}

/** The envelope's JSON text around items that are JSON text already (records built by the database). */
export function envelopeJson (items: string[], totalCount: number, page: Page, url: URL, facts: PageFacts = {}): string {
  const { _links, _meta } = envelope([], totalCount, page, url, facts)
  return `{"items":[${items.join(',')}],"_links":${JSON.stringify(_links)},"_meta":${JSON.stringify(_meta)}}`
}
