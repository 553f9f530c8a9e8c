import { parse } from 'csv-parse/sync'
import type { ColumnDefinition } from '../1-templates/definition.js'
import type { CompiledModel } from '../2-model/compile.js'
import { BadRequest } from '../shared/errors.js'

// What an import reads (issue 29): a table of rows — CSV or TSV with a header row, or a JSON array of records — turned
// into the records a create takes. Header cells name columns by name or label, ignoring case, spaces, underscores and
// a trailing unit in brackets ("Top Depth (m)"), so that a ListCsv export (labels) imports back. Text cells come as
// the API writes them: numbers, booleans (true/false, 1/0, yes/no), lists separated by ";", and a text that ListCsv
// neutralised against CSV injection ("'=1+2") back without its quote.

/** A row of the file: its line number (the header is line 1) and its cells by column, each as the file wrote it. */
export interface ImportRow { line: number, cells: Record<string, unknown> }
/** A problem of the file or one of its cells, as an import answers it. */
export interface CellError { row: number, column: string, value: unknown, message: string }

export type TableFormat = 'csv' | 'tsv' | 'json'

const key = (text: string): string => text.replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').toLowerCase().replace(/[\s_]+/g, '')
/** ListCsv's guard against formulas (reports): a leading quote before =, +, -, @, tab or carriage return */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/

/** The rows of a file; a header that names no column is a problem of row 1. */
export function readTable (model: CompiledModel, body: string | unknown, format: TableFormat): { rows: ImportRow[], errors: CellError[] } {
  const columns = model.writable
  const byKey = new Map<string, ColumnDefinition>()
  for (const c of columns) byKey.set(key(c.label), c)
  for (const c of columns) byKey.set(key(c.name), c)
  if (format === 'json') {
    if (!Array.isArray(body)) throw new BadRequest('A JSON import is an array of records.')
    return {
      rows: body.map((record, i) => {
        if (record === null || typeof record !== 'object' || Array.isArray(record)) throw new BadRequest(`Record ${i + 1} of the array is not an object.`)
        return { line: i + 1, cells: record as Record<string, unknown> }
      }),
      errors: []
    }
  }
  let records: Array<{ record: string[], info: { lines: number } }>
  try {
    records = parse(body as string, { delimiter: format === 'tsv' ? '\t' : delimiterOf(body as string), bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records
  } catch (error) {
    throw new BadRequest(`The file is no valid ${format.toUpperCase()}: ${(error as Error).message}`)
  }
  if (records.length === 0) return { rows: [], errors: [] }
  const errors: CellError[] = []
  const header = records[0].record.map(cell => {
    const column = byKey.get(key(cell))
    if (column === undefined && cell.trim() !== '') errors.push({ row: 1, column: cell, value: cell, message: `names no column of ${model.name}` })
    return column
  })
  const rows = records.slice(1).map(({ record, info }) => {
    const cells: Record<string, unknown> = {}
    record.forEach((text, i) => {
      const column = header[i]
      if (column !== undefined && text !== '') cells[column.name] = typed(column, text.replace(NEUTRALISED, ''))
    })
    return { line: info.lines, cells }
  })
  return { rows, errors }
}

/** A CSV's delimiter: of comma and semicolon (mDIS writes ";"), the one its header line has more of. */
function delimiterOf (text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  return header.split(';').length > header.split(',').length ? ';' : ','
}

/** A text cell as the API's JSON writes the column's value (one it cannot read stays text: the create says why). */
function typed (column: ColumnDefinition, text: string): unknown {
  switch (column.type) {
    case 'integer':
    case 'one_to_many':
    case 'double': {
      const value = Number(text.trim())
      return text.trim() !== '' && Number.isFinite(value) ? value : text
    }
    case 'boolean': {
      const value = text.trim().toLowerCase()
      return ['true', '1', 'yes'].includes(value) ? true : ['false', '0', 'no'].includes(value) ? false : text
    }
    case 'string_multiple':
      return text.split(';').map(s => s.trim()).filter(s => s !== '')
    case 'many_to_many':
      return text.split(/[;,]/).map(s => s.trim()).filter(s => s !== '').map(s => /^\d+$/.test(s) ? Number(s) : s)
    default:
      return text
  }
}
