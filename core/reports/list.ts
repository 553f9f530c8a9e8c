import { cell, escape, htmlStream, PAGE_END, pageTop } from './html.js'
import type { Report } from './report.js'
import { reportColumns, selectRecords } from './report-rows.js'

// "List of records": an HTML table of the filtered records, a header cell per column (label and unit).
export const list: Report = {
  name: 'List',
  title: 'List of records',
  model: '.*',
  showInMenu: true,
  type: 'report',
  singleRecord: false,
  choosesColumns: true,
  async render ({ db, model, query }) {
    const columns = reportColumns(model, query.columns as string | undefined)
    const rows = await selectRecords(db, model, query, record => `<tr>${columns.map(c => `<td>${cell(record[c.name])}</td>`).join('')}</tr>\n`)
    const head = columns.map(c => `<th>${escape(c.label)}${c.unit === null ? '' : ` <span class="unit">[${escape(c.unit)}]</span>`}</th>`).join('')
    const top = `${pageTop(`List of records: ${model.name}`)}<table class="records">\n<thead><tr>${head}</tr></thead>\n<tbody>\n`
    return { type: 'html', body: htmlStream(top, rows, count => `</tbody>\n</table>\n<p class="count">${count} records</p>\n${PAGE_END}`) }
  }
}
