import { stringify } from 'csv-stringify/sync'
import type { Kysely } from 'kysely'
import type { ColumnDefinition } from '../1-templates/definition.js'
import type { CompiledModel } from '../2-model/compile.js'
import { assertIdentifier } from '../shared/sql-names.js'

// "Download import template" (issue 29): a CSV to fill in for POST /api/v1/form/import — a header of the columns a
// create takes (labels, units in brackets: "Top Depth (m)", as the import reads them back) and one example row: the
// parent by the combined id (or id) of its latest record, the first code of each value list, a value of each type.

/** The template of `model`'s imports as CSV text: the header and one example row. */
export async function importTemplate (db: Kysely<any>, model: CompiledModel): Promise<string> {
  const columns = model.writable.filter(c => c.type !== 'pseudo')
  const example = await Promise.all(columns.map(async c => await exampleOf(db, model, c)))
  const header = columns.map(c => c.unit === null || c.unit === '' ? c.label : `${c.label} (${c.unit})`)
  return stringify([header, example], { record_delimiter: 'windows' })
}

/** A value the column takes, as the import reads it. */
async function exampleOf (db: Kysely<any>, model: CompiledModel, column: ColumnDefinition): Promise<unknown> {
  if (column.name === model.definition.parentColumn) {
    const parent = model.ancestors[0].model
    const key = parent.columns.some(c => c.name === 'combined_id') ? 'combined_id' : 'id'
    const latest = await db.selectFrom(assertIdentifier(parent.table)).select(`${key} as key`).orderBy('id', 'desc').limit(1).executeTakeFirst()
    return latest?.key ?? ''
  }
  if (column.selectListName !== null) {
    const first = await db.selectFrom('rs_value_list_item as i').innerJoin('rs_value_list as l', 'l.id', 'i.list_id')
      .select('i.display').where('l.name', '=', column.selectListName).orderBy('i.sort').orderBy('i.id').limit(1).executeTakeFirst()
    return first?.display ?? ''
  }
  switch (column.type) {
    case 'integer': case 'one_to_many': return 1
    case 'double': return 1.5
    case 'boolean': return 'no'
    case 'date': return '2026-01-31'
    case 'dateTime': return '2026-01-31 08:00:00'
    case 'time': return '08:00:00'
    default: return ''
  }
}
