import { sql, type Kysely } from 'kysely'
import { RecordNotFound } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { assertIdentifier } from '../shared/sql-names.js'
import { humanize } from '../shared/text.js'
import { cell, escape, PAGE_END, pageTop } from './html.js'
import type { Report } from './report.js'

// "Details of record": one record as an HTML page. On top its ancestors, top-down, each by its combined id (or
// its name value where the model has no combined_id, or its id where it has neither); then every column as label,
// value and unit; then the files assigned to it that the caller may view, linked to their download.

interface AssignedFile { id: number, filename: string, original_filename: string, type: string | null, filesize: number }

/** label and naming value of each ancestor of the record, from the top (program) down */
async function ancestors (db: Kysely<any>, model: CompiledModel, record: Record<string, unknown>): Promise<Array<[string, unknown]>> {
  const found: Array<[string, unknown]> = []
  for (const { model: def, key } of [...model.ancestors].reverse()) {
    const naming = def.columns.some(c => c.name === 'combined_id' && c.stored) ? 'combined_id' : def.nameAttribute ?? 'id'
    const row = await db.selectFrom(assertIdentifier(def.table)).select(sql.ref(assertIdentifier(naming)).as('value'))
      .where('id', '=', record[key]).executeTakeFirstOrThrow()
    const label = def.columns.find(c => c.name === def.nameAttribute)?.label ?? humanize(def.name)
    found.push([label, row.value])
  }
  return found
}

const rows = (cells: unknown[][]): string => cells.map(r => `<tr><th>${escape(String(r[0]))}</th>${r.slice(1).map(v => `<td>${cell(v)}</td>`).join('')}</tr>\n`).join('')

export const details: Report = {
  name: 'Details',
  title: 'Details of record',
  model: '.*',
  showInMenu: true,
  type: 'report',
  singleRecord: true,
  choosesColumns: false,
  async render ({ db, model, id, files: visible }) {
    const row = (await db.executeQuery(model.queries.byId(id!))).rows[0]
    if (row === undefined) throw new RecordNotFound(model.name, id!)
    const record = visible.record(model.toRecord(row))
    const parts = [pageTop(`Details of record: ${model.name} ${id!}`)]
    const above = await ancestors(db, model, record)
    if (above.length > 0) parts.push(`<table class="ancestors">\n${rows(above)}</table>\n`)
    parts.push('<table class="record">\n<thead><tr><th>Field</th><th>Value</th><th>Unit</th></tr></thead>\n<tbody>\n',
      rows(model.definition.columns.map(c => [c.label, record[c.name], c.unit])), '</tbody>\n</table>\n')
    if (model.archiveLevel !== null) {
      const files = (record.archive_files as { files: AssignedFile[] }).files
      parts.push('<h2>Files</h2>\n', files.length === 0
        ? '<p class="files">No files are assigned.</p>\n'
        : '<table class="files">\n<thead><tr><th>File</th><th>Original name</th><th>Type</th><th>Size (bytes)</th></tr></thead>\n<tbody>\n' +
          files.map(f => `<tr><td><a href="/api/v1/file/download/${f.id}">${cell(f.filename)}</a></td><td>${cell(f.original_filename)}</td>` +
            `<td>${cell(f.type)}</td><td>${f.filesize}</td></tr>\n`).join('') + '</tbody>\n</table>\n')
    }
    parts.push(PAGE_END)
    return { type: 'html', body: parts.join('') }
  }
}
