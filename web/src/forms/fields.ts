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
  const types: Partial<Record<InputKind, string>> = { text: 'text', number: 'number', integer: 'number', date: 'date', time: 'time', datetime: 'datetime-local' }
  return types[kind]
}

export const isRequired = (field: FormField): boolean => (field.validators ?? []).some(v => v.type === 'required')
export const isDisabled = (field: FormField): boolean => field.formInput?.disabled === true

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

/** The title of a record's form (and the name of its dialog): the model and the record's combined id, or "New ...". */
export function recordTitle (model: string, record: { id?: unknown, combined_id?: unknown }): string {
  return record.id === undefined ? `New ${model} record` : `${model} ${String(record.combined_id ?? record.id)}`
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

/** A value as the API takes it from an input: numbers from number inputs, "" as null, datetime-local with seconds. */
export function toApi (field: FormField, value: unknown): unknown {
  if (value === '' || value === undefined) return null
  const kind = inputKind(field)
  if ((kind === 'integer' || kind === 'number') && typeof value === 'string') return Number.isNaN(Number(value)) ? value : Number(value)
  if (kind === 'datetime' && typeof value === 'string') return value.replace('T', ' ').padEnd(19, ':00').slice(0, 19)
  if (kind === 'switch') return value === true || value === 1 ? 1 : 0
  return value
}

/** A value of a record as an input shows it. */
export function toInput (field: FormField, value: unknown): unknown {
  const kind = inputKind(field)
  if (kind === 'datetime' && typeof value === 'string') return value.replace(' ', 'T').slice(0, 16)
  if (kind === 'switch') return value === 1 || value === true
  return value
}

/** A choice of a select: what it shows, the value it stands for, a longer text below. */
export interface Choice { title: string, value: unknown, subtitle?: string }

/** A value list's item as a choice: its display, with the remark as the longer text. */
export function listChoice (item: { display: string, remark: string | null }): Choice {
  return { title: item.display, value: item.display, subtitle: item.remark ?? undefined }
}

/** A record of a related model as a choice: its text field shown (else its id), its value field (else id) chosen. */
export function recordChoice (source: SelectSource, record: Record<string, unknown>): Choice {
  const text = record[source.textField ?? 'id'] ?? record.id
  return { title: String(text), value: record[source.valueField ?? 'id'] }
}
