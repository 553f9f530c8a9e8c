import type { Kysely } from 'kysely'
import type { CompiledModel } from '../../2-model/compile.js'
import type { ReportInput } from '../report.js'

// What the labels read beside their records: the records' ancestors (the expedition, the hole, a split's section),
// read for all labels at once, and values as label text.

export type Row = Record<string, unknown>

/** The first value that is not blank (null, undefined, ''), as text (lists joined with "; "); '' when all are. */
export function first (...values: unknown[]): string {
  for (const value of values) {
    const text = Array.isArray(value) ? value.join('; ') : String(value ?? '')
    if (text !== '') return text
  }
  return ''
}

/** a value on a label, a dash where there is none */
export const shown = (...values: unknown[]): string => first(...values) || '–'

/** The records of `model` with these ids (as the API shows them, calculated columns included), by id (none for no id). */
export async function recordsById (db: Kysely<any>, model: CompiledModel, ids: unknown[]): Promise<Map<unknown, Row>> {
  const wanted = [...new Set(ids)]
  const rows = wanted.length === 0 ? [] : await model.queries.selectColumns(db).where('t.id', 'in', wanted).execute()
  return new Map(rows.map(row => model.toRecord(row)).map(record => [record.id, record]))
}

/**
 * The ancestor of each record in the model named `name` (e.g. its expedition), or an empty record where the model
 * has no such ancestor.
 */
export async function ancestor ({ db, model, registry }: ReportInput, records: Row[], name: string): Promise<(record: Row) => Row> {
  const link = model.ancestors.find(a => a.model.name === name)
  if (link === undefined) return () => ({})
  // (a record's ancestors are registered as long as it is)
  const found = await recordsById(db, registry.require(name), records.map(r => r[link.key]))
  return record => ({ ...found.get(record[link.key]) })
}

/** On top of each label: the expedition (its acronym, else its code), then "Hole <hole> - <what>". */
export async function placeOf (input: ReportInput, records: Row[], what: string): Promise<(record: Row) => { heading: string, subheading: string }> {
  const expedition = await ancestor(input, records, 'expeditions')
  const hole = await ancestor(input, records, 'holes')
  return record => {
    const exp = expedition(record)
    const name = first(hole(record).hole)
    return { heading: first(exp.exp_acronym, exp.expedition), subheading: name === '' ? what : `Hole ${name} - ${what}` }
  }
}
