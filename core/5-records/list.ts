import type { CompiledModel } from '../2-model/compile.js'
import { INT32_MAX } from '../../schemas/bounds.js'
import type { Page } from '../shared/paging.js'
import type { ListTotals } from './counts.js'
import type { ListPages } from './pages.js'
import { cursorAfter, readCursor } from './keyset.js'
import { parseFilters, parseSort } from './model-list-query.js'
import { pick, readFields } from './list-options.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// A page of a model's records (GET /api/v1/form, the per-model lists, the screens' filter lists): filters, sort,
// keyset cursor and fields read from the query, one statement for the page and its total.

export interface ListPage<Item = ApiRecord> {
  items: Item[]
  total: number
  /** the total is the planner's estimate (more than exactCountLimit records match) */
  estimated: boolean
  hasNext: boolean
  /** keyset cursor of the next page */
  nextCursor?: string
}

/** One page of records as objects (the screens' lists; `fields` picks some of each record's). */
export async function listPage (deps: RecordsDeps, totals: ListTotals, model: CompiledModel, query: Record<string, unknown>, page: Page): Promise<ListPage> {
  const fields = readFields(model, query.fields)
  const { items, version, ...facts } = await listRows(deps, totals, model, readList(deps, model, query, page), false)
  return { ...facts, items: items.map(row => fields === undefined ? model.toRecord(row) : pick(model.toRecord(row), fields)) }
}

/**
 * One page of records as the JSON text of each (the data API's answer), built by the database as for a by-id read
 * (queries.byIdJson): no column parsed and no record serialised again. A page read before is answered again while
 * nothing it read has changed (pages.ts): one small statement instead of the page's. Where a formula is computed on
 * read (in JavaScript) or `fields` picks some of each record's, the records are made as objects and serialised.
 */
export async function listJsonPage (deps: RecordsDeps, totals: ListTotals, pages: ListPages<ListPage<string>>, model: CompiledModel, query: Record<string, unknown>, page: Page): Promise<ListPage<string>> {
  if (query.fields !== undefined || !model.queries.shape.jsonReads) {
    const { items, ...facts } = await listPage(deps, totals, model, query, page)
    return { ...facts, items: items.map(record => JSON.stringify(record)) }
  }
  const list = readList(deps, model, query, page)
  const key = JSON.stringify([list.conditions, list.sort, list.after, list.limit, list.offset, list.countLimit])
  const held = await pages.current(model, key)
  if (held !== undefined) return held
  const { items, version, ...facts } = await listRows(deps, totals, model, list, true)
  const answer = { ...facts, items: items.map(row => row.body as string) }
  if (version !== undefined) pages.set(model, key, { version, page: answer })
  return answer
}

/** What a list request asks for, read from its query: filters, sort, keyset position, page and count rule. */
interface ListRequest {
  conditions: ReturnType<typeof parseFilters>
  sort: ReturnType<typeof parseSort>
  after: unknown[] | undefined
  limit: number
  offset: number
  countLimit: number
}

function readList (deps: RecordsDeps, model: CompiledModel, query: Record<string, unknown>, page: Page): ListRequest {
  // (the route schema makes sort, cursor and count single strings)
  const sort = parseSort(query.sort as string | undefined, model.queries.fields)
  const after = readCursor(query.cursor, sort, model.queries.fields)
  return {
    conditions: parseFilters(query, model.queries.fields),
    sort,
    after,
    limit: page.limit!,
    offset: after === undefined ? page.offset : 0,
    countLimit: query.count === 'exact' ? INT32_MAX : deps.exactCountLimit + 1
  }
}

/**
 * The rows of one page and the change version they were read at (none for a page past the end). The total is
 * exact up to `exactCountLimit` matching records (or always, with `count=exact`); above it, counting would read
 * every matching row on every request, so the planner's estimate is given instead and `estimated` says so. Whether
 * another page follows is always exact (one row more is read). `totals` are the ones this service knows (counts.ts).
 */
async function listRows (deps: RecordsDeps, totals: ListTotals, model: CompiledModel, list: ListRequest, json: boolean): Promise<ListPage<Record<string, unknown>> & { version?: number }> {
  const { conditions, sort, after, limit, offset, countLimit } = list
  const db = deps.db
  const totalKey = JSON.stringify([conditions, countLimit])
  const known = totals.get(model, totalKey)
  const { rows } = await db.executeQuery(model.queries.list({ conditions, sort, after, limit: limit + 1, offset, countLimit, known, json }))
  const hasNext = rows.length > limit
  const items = hasNext ? rows.slice(0, limit) : rows
  // The count and the version ride on every row; a page past the end has no row to carry them.
  const version = rows.length > 0 ? Number(rows[0].__version) : undefined
  let total = rows.length > 0
    ? Number(rows[0].__total)
    : offset === 0 && after === undefined ? 0 : (await db.executeQuery(model.queries.count(conditions, countLimit))).rows[0].total
  if (version !== undefined) totals.set(model, totalKey, { version, total })
  const estimated = total >= countLimit
  if (estimated) {
    const plan = (await db.executeQuery(model.queries.estimate(conditions))).rows[0]['QUERY PLAN'][0].Plan
    // never fewer than the rows known to exist
    total = Math.max(Math.round(plan['Plan Rows']), countLimit, offset + items.length + (hasNext ? 1 : 0))
  }
  return { items, total, estimated, hasNext, nextCursor: hasNext ? cursorAfter(sort, items.at(-1)!) : undefined, version }
}
