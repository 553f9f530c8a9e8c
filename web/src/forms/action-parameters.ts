// An action's parameters (the `parameters` of its report descriptor: the JSON schema of its body, README "Reports")
// read as the fields of a form, and the body built from what was entered. Pure functions without imports, so that
// unit tests load this file as is. `preview` is no field (the dialog's Preview button sends it); `ids`, the records
// an action runs on, is none either: the dialog says in words which records those are (all those it names).

/** A cell of a row of a list of rows (BatchEdit's `set` and `operations`): a column of the model, a choice, or text. */
export interface RowCell { name: string, label: string, kind: 'column' | 'choice' | 'text', choices: string[], required: boolean }

interface Common { name: string, label: string, hint: string, required: boolean }
/** One parameter as the form asks for it. */
export type ParameterField =
  | Common & { kind: 'text', choices: string[] }
  | Common & { kind: 'number', integer: boolean, min?: number, max?: number }
  | Common & { kind: 'checkbox' }
  /** ids of related records (splitIds, sampleIds): chosen among those an answer named, or typed */
  | Common & { kind: 'ids' }
  /** rows of cells: {column: value} (cells column and value), or a list of objects (a cell per property) */
  | Common & { kind: 'rows', object: boolean, cells: RowCell[] }

/** What the form holds: text and numbers as typed, checkboxes, chosen and typed ids, rows of cells. */
export type ParameterValues = Record<string, string | boolean | number[] | Array<Record<string, string>>>

type Json = Record<string, unknown>
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => typeof value === 'string' ? value : ''
const numberOr = (value: unknown): number | undefined => typeof value === 'number' ? value : undefined
const strings = (value: unknown): string[] => Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** A parameter's name as people read it: storageLocation is "Storage location", splitIds "Split ids". */
export function humanized (name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().trim()
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

function cellsOf (item: Json): RowCell[] {
  const properties = isJson(item.properties) ? item.properties : {}
  const required = strings(item.required)
  return Object.entries(properties).filter(([, s]) => isJson(s)).map(([name, schema]) => {
    const choices = strings((schema as Json).enum)
    const kind = name === 'column' ? 'column' : choices.length > 0 ? 'choice' : 'text'
    return { name, label: humanized(name), kind, choices, required: required.includes(name) }
  })
}

/** The fields of an action's parameters, in the schema's order; what the form cannot ask for is left out. */
export function parameterFields (parameters: Json | null): ParameterField[] {
  if (parameters === null || !isJson(parameters.properties)) return []
  const required = strings(parameters.required)
  const fields: ParameterField[] = []
  for (const [name, schema] of Object.entries(parameters.properties)) {
    if (!isJson(schema) || name === 'preview' || name === 'ids') continue
    const common = { name, label: humanized(name), hint: text(schema.description), required: required.includes(name) }
    const items = isJson(schema.items) ? schema.items : {}
    if (schema.type === 'string') fields.push({ ...common, kind: 'text', choices: strings(schema.enum) })
    else if (schema.type === 'number' || schema.type === 'integer') {
      fields.push({ ...common, kind: 'number', integer: schema.type === 'integer', min: numberOr(schema.minimum), max: numberOr(schema.maximum) })
    } else if (schema.type === 'boolean') fields.push({ ...common, kind: 'checkbox' })
    else if (schema.type === 'array' && items.type === 'integer') fields.push({ ...common, kind: 'ids' })
    else if (schema.type === 'array' && items.type === 'object') fields.push({ ...common, kind: 'rows', object: false, cells: cellsOf(items) })
    else if (schema.type === 'object') {
      fields.push({ ...common, kind: 'rows', object: true, cells: [{ name: 'column', label: 'Column', kind: 'column', choices: [], required: true }, { name: 'value', label: 'Value', kind: 'text', choices: [], required: false }] })
    }
  }
  return fields
}

/** An empty form of the fields. */
export function emptyValues (fields: ParameterField[]): ParameterValues {
  return Object.fromEntries(fields.map(f => [f.name, f.kind === 'checkbox' ? false : f.kind === 'ids' || f.kind === 'rows' ? [] : '']))
}

/** The ids typed into an ids field (separated by commas or spaces), or the words that are not ids. */
export function typedIds (typed: string): { ids: number[], wrong: string[] } {
  const words = typed.split(/[\s,;]+/).filter(w => w !== '')
  return { ids: words.filter(w => /^[1-9]\d{0,9}$/.test(w)).map(Number), wrong: words.filter(w => !/^[1-9]\d{0,9}$/.test(w)) }
}

/** The key of the typed ids of an ids field in the values (beside the chosen ones). */
export const typedKey = (name: string): string => `${name}:typed`

/**
 * The body of the parameters entered (`value` turns a row's cell into what the API takes, e.g. a number for a number
 * column), or the problems of the form by field. Empty optional fields are left out; a required one left empty is
 * sent empty, for the service to say so under it.
 */
export function bodyOf (fields: ParameterField[], values: ParameterValues, value: (column: string, typed: string) => unknown):
  { body: Json, problems: Record<string, string> } {
  const body: Json = {}
  const problems: Record<string, string> = {}
  for (const field of fields) {
    const entered = values[field.name]
    if (field.kind === 'checkbox') { if (entered === true) body[field.name] = true; continue }
    if (field.kind === 'text') { if (entered !== '' || field.required) body[field.name] = typeof entered === 'string' ? entered : ''; continue }
    if (field.kind === 'number') {
      const typed = typeof entered === 'string' ? entered.trim() : ''
      if (typed === '') { if (field.required) problems[field.name] = `${field.label} cannot be blank.`; continue }
      const n = Number(typed)
      if (Number.isNaN(n) || (field.integer && !Number.isInteger(n))) problems[field.name] = `${field.label} must be ${field.integer ? 'a whole number' : 'a number'}.`
      else body[field.name] = n
      continue
    }
    if (field.kind === 'ids') {
      const { ids, wrong } = typedIds(typeof values[typedKey(field.name)] === 'string' ? String(values[typedKey(field.name)]) : '')
      if (wrong.length > 0) problems[field.name] = `Not ids: ${wrong.join(', ')}.`
      const chosen = [...new Set([...(Array.isArray(entered) ? entered.filter((v): v is number => typeof v === 'number') : []), ...ids])]
      if (chosen.length > 0 || field.required) body[field.name] = chosen
      continue
    }
    const rows = (Array.isArray(entered) ? entered : []).filter((r): r is Record<string, string> => isJson(r))
    if (field.object) {
      const set = Object.fromEntries(rows.filter(r => (r.column ?? '') !== '').map(r => [r.column, value(r.column, r.value ?? '')]))
      if (Object.keys(set).length > 0) body[field.name] = set
    } else if (rows.length > 0) {
      body[field.name] = rows.map(r => Object.fromEntries(field.cells.filter(c => c.required || (r[c.name] ?? '') !== '')
        .map(c => [c.name, c.name === 'value' ? value(r.column ?? '', r.value ?? '') : r[c.name] ?? ''])))
    }
  }
  return { body, problems }
}
