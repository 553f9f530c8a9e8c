import type { Readable } from 'node:stream'
import { sql, type Kysely } from 'kysely'
import { BadRequest } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { parseFilters, parseSort } from '../5-records/model-list-query.js'
import { didYouMean } from '../shared/suggest.js'
import { humanize } from '../shared/text.js'
import { openCursor } from './cursor.js'

// The records of a multiple-record report: the list endpoint's filter[...] and sort (the same parser, so they
// behave exactly alike), the columns chosen with columns=a,b,c, read through a cursor.

export interface ReportColumn { name: string, label: string, unit: string | null }

/**
 * The columns a report shows: by default the template's columns (as the API record shows them); `columns=a,b`
 * chooses among those and the ancestor ids (site_id, expedition_id... of a core).
 */
export function reportColumns (model: CompiledModel, chosen?: string): ReportColumn[] {
  const own = model.definition.columns.map(c => ({ name: c.name, label: c.label, unit: c.unit }))
  if (chosen === undefined || chosen === '') return own
  const available = new Map(own.map(c => [c.name, c]))
  for (const a of model.ancestors) if (!available.has(a.key)) available.set(a.key, { name: a.key, label: humanize(a.key), unit: null })
  return chosen.split(',').map(name => {
    const column = available.get(name.trim())
    if (column === undefined) throw new BadRequest(`Unknown column "${name.trim()}"${didYouMean(name.trim(), available.keys()) || '.'}`)
    return column
  })
}

/** The filtered, sorted records of the model as an object stream of `map(record)`. */
export async function selectRecords<T> (db: Kysely<any>, model: CompiledModel, query: Record<string, unknown>,
  map: (record: Record<string, unknown>) => T): Promise<Readable> {
  const { fields } = model.queries
  const conditions = parseFilters(query, fields)
  // (the route schema makes sort a single string)
  const sort = parseSort(query.sort as string | undefined, fields)
  let select = model.queries.where(model.queries.selectColumns(db), conditions)
  for (const s of sort) select = select.orderBy(sql.ref(fields.get(s.field)!.ref), s.desc ? 'desc' : 'asc')
  return await openCursor(db, select.orderBy('t.id'), row => map(model.toRecord(row)))
}
