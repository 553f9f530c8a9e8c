import { csvStream, csvValue } from './csv.js'
import type { Report } from './report.js'
import { reportColumns, selectRecords } from './report-rows.js'

// "Export records as CSV file": the chosen columns (default all) of the filtered records; header row = labels.
export const listCsv: Report = {
  name: 'ListCsv',
  title: 'Export records as CSV file',
  model: '.*',
  showInMenu: true,
  type: 'export',
  singleRecord: false,
  choosesColumns: true,
  async render ({ db, model, query }) {
    const columns = reportColumns(model, query.columns as string | undefined)
    const rows = await selectRecords(db, model, query, record => columns.map(c => csvValue(record[c.name])))
    return { type: 'csv', filename: `${model.name}.csv`, body: csvStream([columns.map(c => c.label)], rows) }
  }
}
