import type { Kysely } from 'kysely'
import { BadRequest, RecordNotFound } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Page } from '../shared/paging.js'
import { unknownField } from '../shared/list-params.js'
import { keysetPosition } from './keyset.js'
import { parseFilters, parseSort } from './model-list-query.js'

// What mDIS list screens ask of a list beyond a page: `selected-record-id`, the page that holds a record (a form
// returning to its grid), and `fields`, a subset of each record's fields.

/**
 * The page of `page.perPage` records that holds record `id` in the list the query's filters and sort make. A
 * record that does not exist is a 404; one the filters leave out a 400.
 */
export async function pageHolding (db: Kysely<any>, model: CompiledModel, query: Record<string, unknown>, id: number, page: Page): Promise<Page> {
  if (query.cursor !== undefined) throw new BadRequest('selected-record-id finds its page by number; leave out cursor.')
  const conditions = parseFilters(query, model.queries.fields)
  const sort = parseSort(query.sort as string | undefined, model.queries.fields)
  const row = (await db.executeQuery(model.queries.keysOf(conditions, sort, id))).rows[0]
  if (row === undefined) {
    if ((await db.executeQuery(model.queries.keysOf([], [], id))).rows.length === 0) throw new RecordNotFound(model.name, id)
    throw new BadRequest(`Record ${id} of ${model.name} is not among the records the filters select.`)
  }
  const { total } = (await db.executeQuery(model.queries.upTo(conditions, sort, keysetPosition(sort, row)))).rows[0]
  // (at least 1: the record was there a moment ago, though a concurrent delete may have taken it since)
  const number = Math.max(1, Math.ceil(total / page.perPage))
  return { ...page, page: number, offset: (number - 1) * page.perPage }
}

/** `fields=a,b`: the record fields to answer with, in the record's order (undefined: all of them). */
export function readFields (model: CompiledModel, value: unknown): string[] | undefined {
  if (value === undefined) return undefined
  const known = Object.keys(model.schemas.record.properties)
  // (the route schema makes it one string)
  const wanted = new Set((value as string).split(',').map(f => f.trim()).filter(f => f !== ''))
  if (wanted.size === 0) throw new BadRequest('fields names at least one field, separated by commas.')
  for (const field of wanted) if (!known.includes(field)) throw unknownField('fields', field, known)
  return known.filter(f => wanted.has(f))
}

/** A record with only `fields` of it. */
export function pick (record: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map(f => [f, record[f]]))
}
