import { csvRows, decodeText } from '../shared/csv-text.js'
import { ValidationFailed, type FieldError } from '../shared/errors.js'
import type { ImportedItem } from './items.js'

// The value-list import (issue 29): a CSV or TSV of a list's items — a header row naming display (required), remark
// and sort (any case; a listname column, as a list export has, may name only the list imported into), then a row per
// item. Every problem of the file is found before anything is written (422, each message naming its row).

const MAX_DISPLAY = 100
const COLUMNS = ['listname', 'display', 'remark', 'sort'] as const

export function readListItems (bytes: Uint8Array, charset: string | undefined, format: 'csv' | 'tsv', listname: string): ImportedItem[] {
  const grid = csvRows(decodeText(bytes, charset), format)
  const header = (grid[0]?.cells ?? []).map(cell => String(cell).trim().toLowerCase())
  const at = Object.fromEntries(COLUMNS.map(c => [c, header.indexOf(c)])) as Record<typeof COLUMNS[number], number>
  if (at.display < 0) throw new ValidationFailed([{ field: 'file', message: 'Row 1: a header row naming display (and remark, sort if the file gives them) is expected.' }])
  const problems: FieldError[] = []
  const seen = new Set<string>()
  const items = grid.slice(1).map(({ line, cells }) => {
    const cell = (index: number): string | undefined => index < 0 || cells[index] === undefined || cells[index] === '' ? undefined : String(cells[index])
    const problem = (field: string, message: string) => problems.push({ field, message: `Row ${line}: ${message}` })
    const display = (cell(at.display) ?? '').trim()
    if (display === '') problem('display', 'Display cannot be blank.')
    else if (display.length > MAX_DISPLAY) problem('display', `Display should contain at most ${MAX_DISPLAY} characters.`)
    else if (seen.has(display)) problem('display', `Display "${display}" comes twice in the file.`)
    seen.add(display)
    const named = cell(at.listname)
    if (named !== undefined && named !== listname) problem('listname', `the item is of the list ${named}, not ${listname}.`)
    const sort = cell(at.sort)
    if (sort !== undefined && !/^-?\d{1,9}$/.test(sort.trim())) problem('sort', 'Sort must be an integer.')
    return { display, remark: cell(at.remark), sort: sort === undefined ? undefined : Number(sort) }
  })
  if (items.length === 0) problems.push({ field: 'file', message: 'The file has no items.' })
  if (problems.length > 0) throw new ValidationFailed(problems)
  return items
}
