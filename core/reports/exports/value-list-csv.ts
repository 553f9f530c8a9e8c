import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { csvStream } from '../csv.js'
import { openCursor } from '../cursor.js'

// The value-list export (GET /api/v1/list-values/export): the items of a list, or of every list, as CSV in the
// columns the value-list import reads (core/value-lists/import-file.ts): listname, display, remark, sort, in the
// order the lists show them. Read through a cursor, so a list of any length streams. As every CSV export, a cell a
// spreadsheet would run as a formula gets a leading quote (csv.ts).

export const VALUE_LIST_COLUMNS = ['listname', 'display', 'remark', 'sort']

export async function valueListCsv (db: Kysely<any>, listname: string | undefined): Promise<Readable> {
  let query = db.selectFrom('rs_value_list_item as i').innerJoin('rs_value_list as l', 'l.id', 'i.list_id')
    .select(['l.name as listname', 'i.display', 'i.remark', 'i.sort'])
  if (listname !== undefined) query = query.where('l.name', '=', listname)
  const rows = await openCursor(db, query.orderBy('l.name').orderBy('i.sort').orderBy('i.id'), row => VALUE_LIST_COLUMNS.map(c => row[c]))
  return csvStream([VALUE_LIST_COLUMNS], rows)
}
