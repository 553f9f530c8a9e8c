import { pipeline, type Readable } from 'node:stream'
import { stringify } from 'csv-stringify'

// CSV of the exports: quoting by csv-stringify (RFC 4180, CRLF line ends), and every text cell that a spreadsheet
// would run as a formula neutralised as OWASP recommends: a cell starting with =, +, -, @, tab or carriage return
// gets a leading single quote. Numbers (integer and double columns, ids) are written as numbers: a number cannot
// carry a formula, and -5 stays a negative number for the spreadsheet. A text value "-5" is text and is quoted.

const FORMULA = /^[=+\-@\t\r]/

/** A record value as a cell: lists (string_multiple) in their stored form a;b, null as an empty cell. */
export function csvValue (value: unknown): unknown {
  return Array.isArray(value) ? value.join(';') : value
}

export function neutralise (text: string): string {
  return FORMULA.test(text) ? `'${text}` : text
}

/** `head` rows, then the rows of the stream (arrays of cells), as CSV text. */
export function csvStream (head: unknown[][], rows: Readable): Readable {
  const out = stringify({ record_delimiter: 'windows', cast: { string: neutralise } })
  for (const row of head) out.write(row)
  return pipeline(rows, out, () => {})
}
