import { zipSync } from 'fflate'
import { readSheet, SheetNotFoundError, type SheetData } from 'read-excel-file/universal'
import { boundedUnzip, type UnzipFailure } from '../shared/bounded-unzip.js'
import { BadRequest, PayloadTooLarge, ValidationFailed } from '../shared/errors.js'
import type { Cell } from '../shared/csv-text.js'

// What an import reads from an XLSX workbook (issue 29): the rows of one sheet, each an array of cells as the file
// holds them (read-excel-file). Row i is line i + 1 of the sheet: empty rows above and between come as rows of nulls,
// empty cells as null, so that a problem names the line the user sees. Dates come as the API writes them.
//
// read-excel-file unzips by the central directory and trusts its sizes; it cannot be handed entries already
// inflated. So the parts it reads (.xml, .rels) are inflated here first, within the bound, counting what really
// comes out (core/shared/bounded-unzip.ts), and the library gets exactly those bytes, zipped again without
// compression: what it unpacks is what was counted, whatever the upload's headers declare.

const PART = /\.(xml|rels)$/
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/
/** the longest text or tag a sheet may hold: an Excel cell holds at most 32,767 characters, under 200 KB escaped */
const LONGEST_RUN = 256 * 1024
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0]
// a position in the workbook's list of sheets, from 1
const POSITION = /^[1-9][0-9]*$/

const startsWith = (bytes: Uint8Array, signature: number[]): boolean => signature.every((byte, i) => bytes[i] === byte)
const notWorkbook = (reason: string): Error => new BadRequest(`The file is no XLSX workbook: ${reason}.`)

/**
 * The rows of a sheet of the workbook: the first one, or the one `sheet` names (a name; else a number such as "2"
 * for its position, as read-excel-file allows). 400 for a file that is no XLSX workbook, 413 when its parts unpack to
 * more than `limits.unpacked` bytes, 422 for a sheet it does not have (naming those it has).
 */
export async function readWorkbook (file: Uint8Array, sheet: string | undefined, limits: { unpacked: number }): Promise<Cell[][]> {
  if (startsWith(file, OLE2)) throw notWorkbook('it is an Excel 97-2003 (.xls) file; save it as .xlsx')
  if (!startsWith(file, ZIP)) throw notWorkbook('it is not a zip archive')
  const parts = new Map([...boundedUnzip(file, name => PART.test(name), limits, failure => failed(failure, limits.unpacked))]
    .map(([name, chunks]) => [name, Buffer.concat(chunks)]))
  for (const [name, xml] of parts) {
    if (SHEET.test(name) && longestRun(xml) > LONGEST_RUN) throw notWorkbook(`its part ${name} holds a text or tag of more than ${LONGEST_RUN} bytes (an Excel cell holds at most 32,767 characters)`)
  }
  const stored = zipSync(Object.fromEntries(parts), { level: 0 })
  const workbook = stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer
  const wanted = sheet ?? 1
  let found = await sheetOf(workbook, wanted)
  if ('sheets' in found && typeof wanted === 'string' && POSITION.test(wanted) && Number(wanted) <= found.sheets.length) found = await sheetOf(workbook, Number(wanted))
  if ('sheets' in found) {
    if (found.sheets.length === 0) throw notWorkbook('it has no sheets')
    throw new ValidationFailed([{ field: 'sheet', message: `The workbook has no sheet "${wanted}"; its sheets are ${found.sheets.map(name => `"${name}"`).join(', ')}.` }])
  }
  return found.rows.map((row, i) => row.map((cell, j) => cell instanceof Date ? dateText(cell, i + 1, j + 1) : cell as Cell))
}

/** One sheet's rows as read-excel-file reads them (text as written, untrimmed, as a CSV's), or the sheets there are when it has no such sheet. */
async function sheetOf (workbook: ArrayBuffer, sheet: string | number): Promise<{ rows: SheetData } | { sheets: string[] }> {
  try {
    return { rows: await readSheet(workbook, sheet, { trim: false }) }
  } catch (error) {
    if (error instanceof SheetNotFoundError) return { sheets: (error as SheetNotFoundError & { sheets: string[] }).sheets }
    throw notWorkbook((error as Error).message)
  }
}

/**
 * The longest stretch of a part between two tags' starts. read-excel-file parses a sheet in chunks, halving a chunk
 * that took long; a text or tag of megabytes makes every chunk long, the halving endless and the parse a minute of
 * CPU that ends in a stack overflow — so such a sheet, which no spreadsheet program writes, never reaches it.
 */
function longestRun (xml: Buffer): number {
  let longest = 0
  for (let from = 0, next = 0; next !== xml.length; from = next + 1) {
    next = xml.indexOf(0x3c, from)
    if (next === -1) next = xml.length
    longest = Math.max(longest, next - from)
  }
  return longest
}

function failed (failure: UnzipFailure, limit: number): Error {
  if (failure.kind === 'unreadable') return notWorkbook(`it is no readable zip archive (${failure.reason})`)
  if (failure.kind === 'broken') return notWorkbook(`its part ${failure.name} cannot be unpacked (${failure.reason})`)
  return new PayloadTooLarge(`The workbook unpacks to more than ${limit} bytes.`)
}

/**
 * A date cell as the API takes it: YYYY-MM-DD at midnight, else YYYY-MM-DD HH:MM:SS; in UTC, as XLSX dates have no
 * zone and read-excel-file reads them as UTC. To the nearest second: the library floors to the millisecond, so
 * 13:45:30 may come as 13:45:29.999.
 */
function dateText (date: Date, line: number, column: number): string {
  const time = new Date(Math.round(date.getTime() / 1000) * 1000)
  const year = time.getUTCFullYear()
  if (!(year >= 1 && year <= 9999)) throw new BadRequest(`The cell in line ${line}, column ${column} of the sheet holds a date outside the years 1 to 9999.`)
  const iso = time.toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`
}
