import { RE2JS } from 're2js'
import type { ColumnDefinition } from '../../1-templates/definition.js'
import type { CompiledModel } from '../../2-model/compile.js'
import type { FieldError } from '../../shared/errors.js'
import type { EditOperation, EditOperationName } from '../../../schemas/report-actions.js'

// What a batch edit does to a record's columns (mDIS BatchEditForm): `set` a value (mDIS replace, boolean, delete:
// null clears); `add` values to a list column (a column of one value takes the value); `remove` values from a list
// column (a column of one value is cleared when it holds the value); `replace` the value `search` by `value` (in a
// list column the items equal to it); `regex`: every match of the pattern `search` in a text replaced by `value`
// ($1 a group), on RE2, whose time grows linearly with the text (a backtracking pattern could hang the service,
// where PHP's PCRE gives up at its backtrack limit). Only columns a client may write can be changed (mDIS: all
// but the id and calculated ones). An operation that finds nothing to do leaves the column untouched.

/** An operation checked against the model: its column, and its pattern compiled. */
export interface Edit {
  column: ColumnDefinition
  operation: EditOperationName
  value: unknown
  search: unknown
  pattern?: RE2JS
}

/** Columns of several values: the API record holds them as lists. */
const LISTS = new Set(['string_multiple', 'many_to_many'])
/** Columns a pattern can apply to. */
const TEXTS = new Set(['string', 'text', 'string_multiple'])
/** Operations that add or remove given values, which must name one at least. */
const NAMING_VALUES = new Set(['add', 'remove'])
const SEARCHING = new Set(['replace', 'regex'])

/** The edits of a body (set, then operations, in order), checked; problems with the column as their field. */
export function checkEdits (model: CompiledModel, set: Record<string, unknown> = {}, operations: EditOperation[] = []): { edits: Edit[], problems: FieldError[] } {
  const given: EditOperation[] = [...Object.entries(set).map(([column, value]) => ({ column, operation: 'set' as const, value })), ...operations]
  if (given.length === 0) return { edits: [], problems: [{ field: 'operations', message: 'Give at least one column to change (set or operations).' }] }
  const edits: Edit[] = []
  const problems: FieldError[] = []
  for (const { column: name, operation, value, search } of given) {
    const column = model.definition.columns.find(c => c.name === name)
    const problem = (message: string) => problems.push({ field: name, message })
    if (column === undefined) problem(`"${name}" is not a column of ${model.name}.`)
    else if (!model.writable.includes(column)) problem(`${column.label} is set by the service: a batch edit cannot change it.`)
    else if (value === undefined) problem(`${column.label}: the operation "${operation}" needs a value${operation === 'set' ? ' (null clears)' : ''}.`)
    else if (NAMING_VALUES.has(operation) && listOf(value).length === 0) problem(`${column.label}: for the operation "${operation}" select one item at least.`)
    else if (SEARCHING.has(operation) && search === undefined) problem(`${column.label}: the operation "${operation}" needs a search.`)
    else if (operation !== 'regex') edits.push({ column, operation, value, search })
    else if (!TEXTS.has(column.type)) problem(`${column.label}: a regular expression applies to text only.`)
    else if (typeof value !== 'string') problem(`${column.label}: the replacement must be text.`)
    else {
      const pattern = compiled(search)
      if (typeof pattern === 'string') problem(`${column.label}: invalid regex, no changes: ${pattern}`)
      else edits.push({ column, operation, value, search, pattern })
    }
  }
  return { edits, problems }
}

/** The pattern, or why it is none. */
function compiled (search: unknown): RE2JS | string {
  if (typeof search !== 'string' || search === '') return 'the search must be a pattern.'
  try {
    return RE2JS.compile(search)
  } catch (error) {
    return (error as Error).message
  }
}

/** What the edits change of `record` (an API record): the new values of the columns they touch, as an update takes them. */
export function applyEdits (record: Record<string, unknown>, edits: Edit[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const edit of edits) {
    const name = edit.column.name
    const next = apply(edit, name in values ? values[name] : record[name])
    if (next !== undefined) values[name] = next
  }
  return values
}

/** The column's new value, or undefined when the operation leaves it. */
function apply (edit: Edit, value: unknown): unknown {
  if (edit.operation === 'set') return edit.value
  return LISTS.has(edit.column.type) ? applyToList(edit, listOf(value)) : applyToOne(edit, value)
}

function applyToOne ({ operation, value: given, search, pattern }: Edit, value: unknown): unknown {
  switch (operation) {
    case 'add': return given
    case 'remove': return listOf(given).some(v => same(v, value)) ? null : undefined
    case 'replace': return same(value, search) ? given : undefined
    default: return value === null ? undefined : pattern!.matcher(String(value)).replaceAll(given as string)
  }
}

function applyToList ({ operation, value: given, search, pattern }: Edit, items: unknown[]): unknown {
  const without = (list: unknown[], drop: unknown[]) => list.filter(i => !drop.some(d => same(i, d)))
  switch (operation) {
    case 'add': return [...items, ...without(distinct(listOf(given)), items)]
    case 'remove': return without(items, listOf(given))
    case 'replace': return items.some(i => same(i, search)) ? distinct(items.flatMap(i => same(i, search) ? listOf(given) : [i])) : undefined
    default: return items.map(i => pattern!.matcher(String(i)).replaceAll(given as string))
  }
}

/** A value as a list: a list as it is, text split at ";" (mDIS's lists), nothing as none, else the one value. */
function listOf (value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (value === null || value === '') return []
  return typeof value === 'string' ? value.split(';') : [value]
}

/** Equal as mDIS compares them (PHP's ==, for the values a record holds): nothing and "" alike, numbers as text. */
function same (a: unknown, b: unknown): boolean {
  return String(a ?? '') === String(b ?? '')
}

function distinct (items: unknown[]): unknown[] {
  return items.filter((item, i) => items.findIndex(other => same(other, item)) === i)
}
