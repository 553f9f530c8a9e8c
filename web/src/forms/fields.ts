// A form template (GET /cg/api/get-form-template: the model's stored form, else its default form, mDIS shape) as
// the record form and the grid use it: fields in group and order, what input each takes, which are required; the
// choices of a select. Pure functions without imports, so that the unit tests (test/web/forms) load this file as is.

// (the document declares the form template as a bare object, so its shape, the README's "Forms", is written here)
export interface SelectSource { type: 'list' | 'api' | 'one_relation' | 'many_relation', listName?: string, model?: string, textField?: string, valueField?: string }
export interface FormField {
  name: string
  label: string
  description?: string
  unit?: string
  validators?: Array<{ type: string }>
  formInput?: { type?: string, disabled?: boolean, multiple?: boolean, selectSource?: SelectSource }
  group?: string
  order?: number
  searchable?: boolean
}
export interface FilterLevel { model: string, as: string, require: string | null }
export interface FormTemplate {
  name: string
  dataModel: string
  fields: FormField[]
  requiredFilters: Array<{ value: string, as: string }>
  filterDataModels: FilterLevel[]
}

/** Whether an answer of get-form-template has the form template's shape (its lists of fields and filters). */
export function isFormTemplate (value: unknown): value is FormTemplate {
  if (typeof value !== 'object' || value === null) return false
  const lists = ['fields', 'requiredFilters', 'filterDataModels'] as const
  return 'name' in value && typeof value.name === 'string' && lists.every(key => Array.isArray(Reflect.get(value, key)))
}

/** The input a field takes. */
export type InputKind = 'text' | 'number' | 'integer' | 'switch' | 'date' | 'time' | 'datetime' | 'select' | 'textarea'

export function inputKind (field: FormField): InputKind {
  const type = field.formInput?.type ?? 'text'
  if (type === 'select' && field.formInput?.selectSource !== undefined) return 'select'
  if (type === 'switch' || type === 'date' || type === 'time' || type === 'datetime') return type
  const validators = (field.validators ?? []).map(v => v.type)
  if (validators.includes('integer')) return 'integer'
  if (validators.includes('number')) return 'number'
  return 'text'
}

/** The type of the HTML input of a text-field kind (selects and switches have inputs of their own). */
export function htmlInputType (kind: InputKind): string | undefined {
  // (a date-time is typed as the API writes it, YYYY-MM-DD HH:MM: the browser's own input follows its locale)
  const types: Partial<Record<InputKind, string>> = { text: 'text', number: 'number', integer: 'number', date: 'date', time: 'time', datetime: 'text' }
  return types[kind]
}

export const isRequired = (field: FormField): boolean => (field.validators ?? []).some(v => v.type === 'required')
export const isDisabled = (field: FormField): boolean => field.formInput?.disabled === true

/**
 * A count as people read it, in thousands: "1,234,567". Not toLocaleString: the first use of Intl on a page costs
 * some 8 ms of loading its locale data (30 ms on a slow phone), which the grid's first render paid.
 */
export const countOf = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** A value as text for reading (a grid cell, a version's change): lists joined, objects as JSON, nothing as `empty`. */
export function shownValue (value: unknown, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty
  if (Array.isArray(value)) return value.join('; ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * A field's label as its input shows it: with its unit (unless the label ends with it, "Recovery %") and * when
 * required; `marked: false` leaves the * out (a label read beside a value, not one of an input to fill).
 */
export function labelOf (field: FormField, { marked = true }: { marked?: boolean } = {}): string {
  const { label, unit = '' } = field
  const named = label === unit || label.endsWith(` ${unit}`) || label.endsWith(`(${unit})`)
  return `${label}${unit === '' || named ? '' : ` (${unit})`}${marked && isRequired(field) ? ' *' : ''}`
}

/**
 * A model's name as people read it (templates name models by table: "cores", "core_section"): "Cores", "Core
 * section"; with `one`, a record of it: "Core", "Core section" (English plurals in -ies, -sses, -xes, -ches, -shes, and -s but for -is, -us).
 */
export function modelLabel (model: string, { one = false }: { one?: boolean } = {}): string {
  let words = model.replace(/[_-]+/g, ' ').trim()
  if (one) words = words.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/([^siu])s$/, '$1')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

/** The title of a record's form (and the name of its dialog): "Core 5065_1_A_1" (its combined id, else id), or "New core". */
export function recordTitle (model: string, record: { id?: unknown, combined_id?: unknown }): string {
  const one = modelLabel(model, { one: true })
  if (record.id !== undefined) return `${one} ${String(record.combined_id ?? record.id)}`
  // (an abbreviation stays as it is: "New IGSN record")
  return `New ${/^[A-Z0-9]{2,}\b/.test(one) ? one : `${one.charAt(0).toLowerCase()}${one.slice(1)}`}`
}

/** The fields in the form's order (its groups in order, each group's fields in order). */
export const inFormOrder = (fields: FormField[]): FormField[] => grouped(fields).flatMap(g => g.fields)

/** The grid's columns: the id and the record's name (its combined id, set by the server), then the form's order. */
export function gridColumns (fields: FormField[]): FormField[] {
  const named = fields.filter(f => f.name === 'combined_id')
  return [{ name: 'id', label: 'ID', searchable: true }, ...named, ...inFormOrder(fields).filter(f => f.name !== 'combined_id')]
}

/**
 * The field a new or opened form puts the cursor in: the first required field still empty, else the first empty
 * field to fill, else the first field to fill.
 */
export function firstToFill (fields: FormField[], values: Record<string, unknown>): FormField | undefined {
  const fillable = inFormOrder(fields).filter(f => !isDisabled(f))
  const empty = fillable.filter(f => values[f.name] === null || values[f.name] === undefined || values[f.name] === '')
  return empty.find(isRequired) ?? empty[0] ?? fillable[0]
}

/** The fields in their groups, each group and its fields in order. */
export function grouped (fields: FormField[]): Array<{ group: string, fields: FormField[] }> {
  const groups = new Map<string, FormField[]>()
  for (const field of [...fields].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))) {
    const group = field.group ?? ''
    groups.set(group, [...(groups.get(group) ?? []), field])
  }
  return [...groups].map(([group, fields]) => ({ group, fields }))
}

/** What a date-time input takes: YYYY-MM-DD HH:MM (or with a T, or with seconds, which are dropped). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/

/** A value as the API takes it from an input: numbers from number inputs, "" as null, a date-time with seconds. */
export function toApi (field: FormField, value: unknown): unknown {
  if (value === '' || value === undefined) return null
  const kind = inputKind(field)
  if ((kind === 'integer' || kind === 'number') && typeof value === 'string') return Number.isNaN(Number(value)) ? value : Number(value)
  if (kind === 'datetime' && typeof value === 'string') {
    // (anything else goes as typed, for the service to refuse under the field)
    const parts = DATE_TIME.exec(value.trim())
    return parts === null ? value : `${parts[1]} ${parts[2]}${parts[3]?.slice(0, 3) ?? ':00'}`
  }
  if (kind === 'switch') return value === true || value === 1 ? 1 : 0
  return value
}

/** A value of a record as an input shows it. */
export function toInput (field: FormField, value: unknown): unknown {
  const kind = inputKind(field)
  if (kind === 'datetime' && typeof value === 'string') {
    const parts = DATE_TIME.exec(value)
    return parts === null ? value : `${parts[1]} ${parts[2]}`
  }
  if (kind === 'switch') return value === 1 || value === true
  return value
}

/** A choice of a select: what it shows, the value it stands for, a longer text below; a code typed picks it. */
export interface Choice { title: string, value: unknown, subtitle?: string, code?: string }

/** A value list's item as a choice: its code and meaning ("R — Rotary core"), the code chosen and typed. */
export function listChoice (item: { display: string, remark: string | null }): Choice {
  const meaning = item.remark ?? ''
  return { title: meaning === '' || meaning === item.display ? item.display : `${item.display} — ${meaning}`, value: item.display, code: item.display }
}

/** The choice whose code is `typed` exactly (letter case aside), else none. */
export function choiceOfCode (choices: Choice[], typed: string): Choice | undefined {
  const code = typed.trim().toLowerCase()
  return code === '' ? undefined : choices.find(c => c.code?.toLowerCase() === code)
}

/** Whether a choice is offered for what was typed: its code starts with it, or its text holds it. */
export function choiceMatches (choice: Choice, typed: string): boolean {
  const query = typed.trim().toLowerCase()
  return (choice.code?.toLowerCase().startsWith(query) ?? false) || choice.title.toLowerCase().includes(query)
}

/** A record of a related model as a choice: its text field shown (else its id), its value field (else id) chosen. */
export function recordChoice (source: SelectSource, record: Record<string, unknown>): Choice {
  const text = record[source.textField ?? 'id'] ?? record.id
  return { title: String(text), value: record[source.valueField ?? 'id'] }
}
