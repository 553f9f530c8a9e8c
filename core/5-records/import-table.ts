import type { ColumnDefinition } from '../1-templates/definition.js'
import type { CompiledModel } from '../2-model/compile.js'
import { BadRequest, PayloadTooLarge, ValidationFailed, type FieldError } from '../shared/errors.js'
import { readWorkbook } from './import-xlsx.js'
import { csvCount, csvRecords, decodeText, type Cell } from '../shared/csv-text.js'

// What an import reads (issue 29): a table of rows — CSV or TSV with a header row, the first sheet (or a named one)
// of an XLSX workbook, or a JSON array of records — turned into the records a create or an update takes. Header cells
// name columns by name or label, ignoring case, spaces, underscores and a trailing unit in brackets ("Top Depth (m)"),
// so that a ListCsv export (labels) imports back. Text cells come as the API writes them: numbers, booleans
// (true/false, 1/0, yes/no), lists separated by ";", and a text that ListCsv neutralised against CSV injection
// ("'=1+2") back without its quote. A parent is named by its id, or by its combined_id: in the parent column, in a
// column named after the parent model, or in mDIS's `parent_combined_id`. A CSV or TSV is read a part at a time, as
// the import asks for its rows: what it holds is the file and the part it works on, however many rows the file has.

/** A row of the file: its line number (the header is line 1), its cells by column, its parent's and its own key. */
export interface ImportRow {
  line: number
  cells: Record<string, unknown>
  /** the parent's combined_id, when the row names its parent so */
  parentName?: string
  /** the record the row updates (key=id: its id; key=combined_id: its combined_id) */
  key?: unknown
  /** the row has more cells than the header (a problem in the table's errors): it is checked, never written */
  tooManyCells?: true
}
/** The rows of a file, and the problems found reading them. */
export interface ImportTable {
  /** the rows in parts of at most `size`, read as they are asked for, once (413 past the row limit) */
  parts: (size: number) => AsyncGenerator<ImportRow[]>
  /** the problems of rows as read (too many cells), found as their parts are read */
  errors: CellError[]
  /** how many rows the file has, counted without keeping them (413 above the row limit) */
  count: () => number
}
/** A row of cells as a table file holds it, and the line it ends on. */
type GridRow = { line: number, cells: Cell[] }
/** A problem of one cell (or row), as an import answers it. */
export interface CellError { row: number, column: string, value: unknown, message: string }

export type ImportSource =
  | { format: 'json', records: unknown }
  | { format: 'csv' | 'tsv', bytes: Uint8Array, charset?: string }
  | { format: 'xlsx', bytes: Uint8Array, sheet?: string }

export interface TableOptions {
  /** header cells that name no column are left out rather than refused */
  ignoreUnknown: boolean
  /** the most rows (IMPORT_ROW_LIMIT) */
  rowLimit: number
  /** the most bytes a workbook unpacks to */
  unpacked: number
  /** the column that finds the record a row updates */
  key?: 'id' | 'combined_id'
}

type Target = { column: ColumnDefinition } | 'parent' | 'key' | 'skip'

const normal = (text: string): string => text.replace(/\s*[([][^()[\]]*[)\]]\s*$/, '').toLowerCase().replace(/[\s_]+/g, '')
/** ListCsv's guard against formulas (reports): a leading quote before =, +, -, @, tab or carriage return */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/

/** The rows of a file; 422 for a file without records and for header cells that name no column or one twice. */
export async function readTable (model: CompiledModel, source: ImportSource, options: TableOptions): Promise<ImportTable> {
  const target = targets(model, options.key)
  if (source.format === 'json') return fromRecords(model, source.records, target, options)
  let records: AsyncIterator<GridRow> | Iterator<GridRow>
  let count: () => number
  if (source.format === 'xlsx') {
    const grid = (await readWorkbook(source.bytes, source.sheet, { unpacked: options.unpacked })).map((cells, i) => ({ line: i + 1, cells }))
      .filter(r => r.cells.some(c => c !== null && c !== ''))
    records = grid[Symbol.iterator]()
    count = () => grid.length - 1
  } else {
    const text = decodeText(source.bytes, source.charset)
    const format = source.format
    records = csvRecords(text, format)
    count = () => csvCount(text, format) - 1
  }
  const first = await records.next()
  if (first.done === true) throw new ValidationFailed([{ field: 'file', message: 'The file is empty: a header row and a row per record are expected.' }])
  const header = first.value.cells.map(cell => String(cell ?? ''))
  const mapped = header.map(cell => cell.trim() === '' ? undefined : target(cell))
  headerProblems(model, header, mapped, options.ignoreUnknown)
  const second = await records.next()
  if (second.done === true) throw new ValidationFailed([{ field: 'file', message: 'The file has a header row but no records.' }])
  const errors: CellError[] = []
  const toRow = ({ line, cells }: GridRow): ImportRow => {
    const row: ImportRow = { line, cells: {} }
    const extra = cells.slice(header.length).filter(c => c !== null && c !== '')
    if (extra.length > 0) {
      errors.push({ row: line, column: `column ${header.length + 1}`, value: extra, message: `has ${cells.length} cells, the header ${header.length}` })
      row.tooManyCells = true
    }
    cells.slice(0, header.length).forEach((cell, i) => {
      const to = mapped[i]
      if (to !== undefined && to !== 'skip' && cell !== null && cell !== '') put(model, row, to, typeof cell === 'string' ? cell.replace(NEUTRALISED, '') : String(cell))
    })
    return row
  }
  const rest = async function * (): AsyncGenerator<GridRow> {
    try {
      yield second.value
      for (let next = await records.next(); next.done !== true; next = await records.next()) yield next.value
    } finally {
      // (a file refused on its way — too many rows, a cell that cannot be read — stops its parser)
      await records.return?.()
    }
  }
  return { parts: size => partsOf(rest(), toRow, size, options.rowLimit), errors, count: () => checkRowCount(count(), options.rowLimit) }
}

/** Rows in parts of at most `size`, each made from what it was read from; 413 once there are more than `limit`. */
async function * partsOf<T> (read: AsyncIterable<T> | Iterable<T>, toRow: (item: T) => ImportRow, size: number, limit: number): AsyncGenerator<ImportRow[]> {
  let part: ImportRow[] = []
  let rows = 0
  for await (const item of read) {
    checkRowCount(++rows, limit)
    part.push(toRow(item))
    if (part.length === size) {
      yield part
      part = []
    }
  }
  if (part.length > 0) yield part
}

/** A JSON array's records: each key mapped as a header cell is; values as the API takes them. */
function fromRecords (model: CompiledModel, records: unknown, target: (name: string) => Target | undefined, options: TableOptions): ImportTable {
  if (!Array.isArray(records)) throw new BadRequest('A JSON import is an array of records.')
  if (records.length === 0) throw new ValidationFailed([{ field: 'file', message: 'The array holds no records.' }])
  checkRowCount(records.length, options.rowLimit)
  const rows = records.map((record: unknown, i) => {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) throw new BadRequest(`Record ${i + 1} of the array is not an object.`)
    const names = Object.keys(record)
    const mapped = names.map(target)
    headerProblems(model, names, mapped, options.ignoreUnknown, `Record ${i + 1}`)
    const row: ImportRow = { line: i + 1, cells: {} }
    names.forEach((name, n) => {
      const value = (record as Record<string, unknown>)[name]
      const to = mapped[n]
      if (to === undefined || to === 'skip') return
      if (typeof value === 'string') put(model, row, to, value)
      else if (to === 'key') row.key = value
      else if (to !== 'parent') row.cells[to.column.name] = value
    })
    return row
  })
  return { parts: size => partsOf(rows, row => row, size, options.rowLimit), errors: [], count: () => rows.length }
}

/** What a header cell names: a writable column, the parent by its combined_id, the key of an update, or one left out. */
function targets (model: CompiledModel, key: TableOptions['key']): (cell: string) => Target | undefined {
  const def = model.definition
  const byName = new Map<string, Target>()
  // (what the server sets — id, combined_id, IGSN, computed columns, ancestor ids — is read from an export and left out)
  for (const c of def.columns) for (const name of [c.label, c.name]) byName.set(normal(name), 'skip')
  for (const a of model.ancestors) byName.set(normal(a.key), 'skip')
  for (const c of model.writable) byName.set(normal(c.label), { column: c })
  for (const c of model.writable) byName.set(normal(c.name), { column: c })
  if (def.parent !== null) for (const name of [def.parent, 'parent_combined_id']) byName.set(normal(name), 'parent')
  if (key !== undefined) byName.set(normal(key), 'key')
  return cell => byName.get(normal(cell))
}

/** 422 for header cells that name no column (unless left out) or a column another cell names too. */
function headerProblems (model: CompiledModel, header: string[], mapped: Array<Target | undefined>, ignoreUnknown: boolean, where = 'Row 1'): void {
  const problems: FieldError[] = []
  const seen = new Map<string, string>()
  header.forEach((cell, i) => {
    const to = mapped[i]
    if (to === undefined) {
      if (!ignoreUnknown && cell.trim() !== '') problems.push({ field: cell, message: `${where}: "${cell}" names no column of ${model.name} (ignore-unknown=true leaves such columns out).` })
      return
    }
    if (to === 'skip') return
    const name = typeof to === 'string' ? to : to.column.name
    const before = seen.get(name)
    if (before !== undefined) problems.push({ field: cell, message: `${where}: "${before}" and "${cell}" both name ${name}.` })
    seen.set(name, cell)
  })
  if (problems.length > 0) throw new ValidationFailed(problems)
}

/** A cell's text into the row: a column's value, the parent's combined_id (a parent column's text that is no id) or the key. */
function put (model: CompiledModel, row: ImportRow, to: Exclude<Target, 'skip'>, text: string): void {
  // (PostgreSQL cannot store U+0000, and the embedded engine breaks its connection on one)
  if (text.includes('\u0000')) throw new BadRequest(`Line ${row.line} of the file holds a NUL character.`)
  if (to === 'key') row.key = /^\s*\d+\s*$/.test(text) ? Number(text) : text.trim()
  else if (to === 'parent' || (to.column.name === model.definition.parentColumn && !/^\s*\d+\s*$/.test(text))) row.parentName = text.trim()
  else row.cells[to.column.name] = typed(to.column, text)
}

/** `rows`, or 413 when that is more than `limit`. */
function checkRowCount (rows: number, limit: number): number {
  if (rows > limit) throw new PayloadTooLarge(`The import has more than ${limit} rows, the limit (IMPORT_ROW_LIMIT).`)
  return rows
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
    case 'date':
    case 'dateTime':
      return dateText(text.trim(), column.type)
    case 'string_multiple':
      return text.split(';').map(s => s.trim()).filter(s => s !== '')
    case 'many_to_many':
      return text.split(/[;,]/).map(s => s.trim()).filter(s => s !== '').map(s => /^\d+$/.test(s) ? Number(s) : s)
    default:
      return text
  }
}

const TIME = '(?:[ T](\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?$'
const US_DATE = new RegExp(`^(\\d{1,2})/(\\d{1,2})/(\\d{4})${TIME}`)
const GERMAN_DATE = new RegExp(`^(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})${TIME}`)
const UNIX_TIME = /^\d{9,11}$/
const two = (n: string | undefined): string => (n ?? '0').padStart(2, '0')

/**
 * A date as the API takes it (YYYY-MM-DD[ HH:MM:SS]) from the forms mDIS's CSV files hold too: m/d/Y, d.m.Y (each
 * with a time or not) and unix time (seconds, UTC); any other text as it is, for the create to accept or refuse.
 */
function dateText (text: string, type: 'date' | 'dateTime'): string {
  let parts: { year: string, month: string, day: string, time: Array<string | undefined> }
  const us = US_DATE.exec(text)
  const german = GERMAN_DATE.exec(text)
  if (us !== null) parts = { year: us[3], month: us[1], day: us[2], time: us.slice(4) }
  else if (german !== null) parts = { year: german[3], month: german[2], day: german[1], time: german.slice(4) }
  else if (UNIX_TIME.test(text)) {
    const iso = new Date(Number(text) * 1000).toISOString()
    parts = { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10), time: [iso.slice(11, 13), iso.slice(14, 16), iso.slice(17, 19)] }
  } else {
    return text
  }
  const day = `${parts.year}-${two(parts.month)}-${two(parts.day)}`
  return type === 'date' ? day : `${day} ${parts.time.map(two).join(':')}`
}
