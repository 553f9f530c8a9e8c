import { grouped, inputKind, isRequired, type FormField, type InputKind, type SelectSource } from '../forms/fields.js'

// The form designer's picture of a form template (issue 32, mDIS FormTemplate): its fields in groups, each group and
// its fields in order, the parent and child form buttons (supForms, subForms) and the template's other keys, kept as
// they were. Pure functions: the designer (useFormDesign) changes a design only through them. The template written
// back numbers the fields across the form (order 0, 1, 2, ...), which is how the record form (fields.ts, grouped)
// puts groups and fields in order; a group is the name its fields carry, so a group without fields is not kept.

export interface DesignGroup { name: string, fields: FormField[] }
export interface Design {
  name: string
  dataModel: string
  groups: DesignGroup[]
  supForms: Record<string, unknown>
  subForms: Record<string, unknown>
  /** the template's other keys, as they were */
  rest: Record<string, unknown>
}

/** The input kinds the record form draws (fields.ts, inputKind): a number input comes from the column's type. */
export const KINDS = [
  { value: 'text', title: 'Text (a number for a number column)' },
  { value: 'select', title: 'Select' },
  { value: 'switch', title: 'Switch (yes / no)' },
  { value: 'date', title: 'Date' },
  { value: 'time', title: 'Time' },
  { value: 'datetime', title: 'Date and time' }
] as const
export type Kind = typeof KINDS[number]['value']

const INPUT_TITLES: Record<InputKind, string> = {
  text: 'Text', number: 'Number', integer: 'Whole number', switch: 'Switch', date: 'Date', time: 'Time', datetime: 'Date and time', select: 'Select', textarea: 'Text'
}

/** The input the record form gives a field, in words ("Number": a text field of a number column). */
export const inputTitle = (field: FormField): string => INPUT_TITLES[inputKind(field)]

/** Where a select's choices come from (the form format's selectSource types). */
export const SOURCES = [
  { value: 'list', title: 'A value list' },
  { value: 'api', title: 'Records of a model' },
  { value: 'one_relation', title: 'A related record (1:n)' },
  { value: 'many_relation', title: 'Related records (n:m)' }
] as const

/** The keys the service adds to a form it answers (requiredFilters, filterDataModels; searchable per field). */
const ADDED = new Set(['requiredFilters', 'filterDataModels'])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isField = (value: unknown): value is FormField => isObject(value) && typeof value.name === 'string'

/** A form template as the service answers it (get-form-template, the seed's initialTemplate) in its parts. */
export function designOf (template: unknown): Design | undefined {
  if (!isObject(template) || typeof template.dataModel !== 'string' || !Array.isArray(template.fields) || !template.fields.every(isField)) return undefined
  const { name, dataModel, fields, supForms, subForms, ...others } = template
  const rest = Object.fromEntries(Object.entries(others).filter(([key]) => !ADDED.has(key)))
  const clean = fields.map(({ searchable: _, ...field }) => ({ ...field, label: typeof field.label === 'string' ? field.label : field.name }))
  const groups = grouped(clean).map(g => ({ name: g.group === '' ? '-group1' : g.group, fields: g.fields }))
  return {
    name: typeof name === 'string' ? name : '',
    dataModel,
    groups: groups.length > 0 ? groups : [{ name: '-group1', fields: [] }],
    supForms: isObject(supForms) ? supForms : {},
    subForms: isObject(subForms) ? subForms : {},
    rest
  }
}

/** The form template of a design, as create-form and update-form take it. */
export function templateOf (design: Design): Record<string, unknown> & { fields: FormField[] } {
  let order = 0
  const fields = design.groups.flatMap(g => g.fields.map(f => ({ ...f, group: g.name, order: order++ })))
  const links = { ...(Object.keys(design.supForms).length > 0 ? { supForms: design.supForms } : {}), ...(Object.keys(design.subForms).length > 0 ? { subForms: design.subForms } : {}) }
  return { ...design.rest, name: design.name, dataModel: design.dataModel, fields, ...links }
}

/** The fields of a design in the form's order. */
export const fieldsOf = (design: Design): FormField[] => design.groups.flatMap(g => g.fields)

/** Where a field is: its group's index and its index there (-1, -1 when it is not on the form). */
export function locate (design: Design, name: string): { group: number, index: number } {
  for (const [group, g] of design.groups.entries()) {
    const index = g.fields.findIndex(f => f.name === name)
    if (index >= 0) return { group, index }
  }
  return { group: -1, index: -1 }
}

/** The design with `field` at `index` of group `group` (taken from where it was; at the end for an index past it). */
export function place (design: Design, field: FormField, group: number, index: number): Design {
  const from = locate(design, field.name)
  const groups = design.groups.map(g => ({ ...g, fields: g.fields.filter(f => f.name !== field.name) }))
  // (a field moved down in its own group: the places after it moved up by one)
  const at = from.group === group && from.index >= 0 && from.index < index ? index - 1 : index
  const target = groups[group]
  target.fields.splice(Math.max(0, Math.min(at, target.fields.length)), 0, field)
  return { ...design, groups }
}

/** A field one place up or down the form: past its group's end into the next group (none past the form's ends). */
export function step (design: Design, name: string, by: -1 | 1): Design {
  const { group, index } = locate(design, name)
  if (group < 0) return design
  const field = design.groups[group].fields[index]
  const size = design.groups[group].fields.length
  if (by < 0 && index > 0) return place(design, field, group, index - 1)
  if (by > 0 && index < size - 1) return place(design, field, group, index + 2)
  const next = group + by
  if (next < 0 || next >= design.groups.length) return design
  return place(design, field, next, by < 0 ? design.groups[next].fields.length : 0)
}

/** Whether a field can go one place up or down (into the group before or after, at the group's ends). */
export function canStep (design: Design, name: string, by: -1 | 1): boolean {
  const { group, index } = locate(design, name)
  if (group < 0) return false
  return by < 0 ? index > 0 || group > 0 : index < design.groups[group].fields.length - 1 || group < design.groups.length - 1
}

/** The design without the field (back among the columns to add). */
export const removeField = (design: Design, name: string): Design =>
  ({ ...design, groups: design.groups.map(g => ({ ...g, fields: g.fields.filter(f => f.name !== name) })) })

/** A new group at the end, named "Group <n>" with the first number no group has. */
export function addGroup (design: Design): Design {
  let n = design.groups.length + 1
  while (design.groups.some(g => g.name === `Group ${n}`)) n++
  return { ...design, groups: [...design.groups, { name: `Group ${n}`, fields: [] }] }
}

/** Why a group cannot be named so ('' when it can). */
export function groupNameProblem (design: Design, index: number, name: string): string {
  if (name.trim() === '') return 'A group needs a name.'
  return design.groups.some((g, i) => i !== index && g.name === name.trim()) ? `Another group is named "${name.trim()}".` : ''
}

export const renameGroup = (design: Design, index: number, name: string): Design =>
  ({ ...design, groups: design.groups.map((g, i) => i === index ? { ...g, name: name.trim() } : g) })

/** The design without the group; its fields go to the group before it (the next one for the first). */
export function removeGroup (design: Design, index: number): Design {
  if (design.groups.length < 2) return design
  const heir = index === 0 ? 1 : index - 1
  const moved = design.groups[index].fields
  const groups = design.groups.map((g, i) => i === heir ? { ...g, fields: index === 0 ? [...moved, ...g.fields] : [...g.fields, ...moved] } : g)
  return { ...design, groups: groups.filter((_, i) => i !== index) }
}

/** The design with the field `name` changed by `change`. */
export const changeField = (design: Design, name: string, change: (field: FormField) => FormField): Design =>
  ({ ...design, groups: design.groups.map(g => ({ ...g, fields: g.fields.map(f => f.name === name ? change(f) : f) })) })

/** The kind the designer shows for a field (a kind the record form does not draw shows as text). */
export function kindOf (field: FormField): Kind {
  const type = field.formInput?.type ?? 'text'
  return KINDS.find(k => k.value === type)?.value ?? 'text'
}

/** A field of another kind: a select keeps its source, or takes `source`; other kinds have none. */
export function withKind (field: FormField, kind: Kind, source: SelectSource): FormField {
  const { selectSource, ...input } = field.formInput ?? {}
  return { ...field, formInput: kind === 'select' ? { ...input, type: kind, selectSource: selectSource ?? source } : { ...input, type: kind } }
}

export const withSource = (field: FormField, source: SelectSource): FormField => ({ ...field, formInput: { ...field.formInput, selectSource: source } })

/** A field marked required (or not): the required validator first, the others as they were. */
export function withRequired (field: FormField, required: boolean): FormField {
  const others = (field.validators ?? []).filter(v => v.type !== 'required')
  return { ...field, validators: required ? [{ type: 'required' }, ...others] : others }
}

export const withReadonly = (field: FormField, readonly: boolean): FormField => ({ ...field, formInput: { ...field.formInput, disabled: readonly } })

export { isRequired }

/** A form name as the service takes it (kebab-case): "core_section-form" → "core-section-form". */
export const kebab = (name: string): string => name.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^[^a-z]+/, '').slice(0, 63)

/**
 * Where a 422's problem belongs: `name` (the form's name), `field:<column>` with the part of the field
 * (`label`, `kind`, `source`, or '' for the field itself), else '' (the list of other problems). `sent` are the
 * field names in the order the template sent them (the pointers count them).
 */
export function problemPlace (pointer: string, sent: string[]): { field: string, part: string } | 'name' | '' {
  if (pointer === '/name') return 'name'
  const match = /^\/fields\/(\d+)(?:\/(\w+))?(?:\/(\w+))?/.exec(pointer)
  const column = match === null ? undefined : sent[Number(match[1])]
  if (match === null || column === undefined) return ''
  const [, , key = '', sub = ''] = match
  const part = key === 'label' ? 'label' : key === 'formInput' ? (sub === 'selectSource' ? 'source' : 'kind') : ''
  return { field: column, part }
}
