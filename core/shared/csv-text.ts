import { Readable } from 'node:stream'
import { parse as parseStream, type Options } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { BadRequest } from './errors.js'

// Reading a text file a user sends (the record import, the value-list import): its bytes as text, and the records
// of a CSV or TSV, each with the line it ends on (a quoted cell may span lines) — all at once, one by one as they are
// asked for (a large import keeps only the records it works on), or only counted.

/** A cell of a table as read: text (CSV), or text, number or boolean (a workbook); null for none. */
export type Cell = string | number | boolean | null

/** The text of a file: UTF-8 (a BOM is fine) unless `charset` says otherwise; 400 naming the first byte that is not. */
export function decodeText (bytes: Uint8Array, charset = 'utf-8'): string {
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(charset, { fatal: true })
  } catch {
    throw new BadRequest(`The charset "${charset}" is not one the import knows.`)
  }
  try {
    return decoder.decode(bytes)
  } catch {
    throw new BadRequest(`The file is not ${decoder.encoding} text: the byte at offset ${firstInvalidByte(bytes, decoder.encoding)} cannot be read (save it as UTF-8, or name its charset in the content type).`)
  }
}

/** The offset of the byte at which decoding first fails: the longest prefix that still decodes, as a stream. */
function firstInvalidByte (bytes: Uint8Array, encoding: string): number {
  let valid = 0
  let invalid = bytes.length
  while (invalid - valid > 1) {
    const middle = Math.floor((valid + invalid) / 2)
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, middle), { stream: true })
      valid = middle
    } catch {
      invalid = middle
    }
  }
  return valid
}

/** The records of a CSV or TSV text, each with the line it ends on. */
export function csvRows (text: string, format: 'csv' | 'tsv'): Array<{ line: number, cells: Cell[] }> {
  try {
    const records = parse(text, { ...optionsOf(text, format), info: true }) as unknown as Array<{ record: string[], info: { lines: number } }>
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }))
  } catch (error) {
    throw invalid(error, format)
  }
}

/** Of a text this long, the parser is given a slice at a time (and no more while it has records not yet asked for). */
const SLICE = 64 * 1024

/** csvRows's records one by one, parsed as they are asked for. */
export async function * csvRecords (text: string, format: 'csv' | 'tsv'): AsyncGenerator<{ line: number, cells: Cell[] }> {
  const slices = function * () {
    for (let at = 0; at < text.length; at += SLICE) yield text.slice(at, at + SLICE)
  }
  const parser = Readable.from(slices(), { objectMode: false }).pipe(parseStream({ ...optionsOf(text, format), info: true }))
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[], info: { lines: number } }>) yield { line: info.lines, cells: record }
  } catch (error) {
    throw invalid(error, format)
  } finally {
    parser.destroy()
  }
}

/** How many records a CSV or TSV text holds (none kept). */
export function csvCount (text: string, format: 'csv' | 'tsv'): number {
  let count = 0
  try {
    parse(text, { ...optionsOf(text, format), on_record: () => { count++; return null } })
  } catch (error) {
    throw invalid(error, format)
  }
  return count
}

const optionsOf = (text: string, format: 'csv' | 'tsv'): Options =>
  ({ delimiter: format === 'tsv' ? '\t' : delimiterOf(text), bom: true, relax_column_count: true, skip_empty_lines: true })

const invalid = (error: unknown, format: string): Error => new BadRequest(`The file is no valid ${format.toUpperCase()}: ${(error as Error).message}`)

/** A CSV's delimiter: of comma and semicolon (mDIS writes ";"), the one its header line has more of. */
function delimiterOf (text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  return header.split(';').length > header.split(',').length ? ';' : ','
}
