import type { CompiledModel } from '../2-model/compile.js'
import type { ColumnDefinition } from '../1-templates/definition.js'

// The form every model has, derived from its template (mDIS form templates, research mdis.md §1.3), and the seed
// a new form starts from (get-form-template-seed). Stored forms (forms.ts) stand beside it.

const VALIDATOR_TYPES: Partial<Record<ColumnDefinition['type'], string>> = {
  integer: 'integer',
  one_to_many: 'integer',
  double: 'number',
  boolean: 'boolean',
  string: 'string',
  text: 'string',
  string_multiple: 'string',
  dateTime: 'datetime',
  date: 'date',
  time: 'time'
}
const INPUT_TYPES: Partial<Record<ColumnDefinition['type'], string>> = { boolean: 'switch', dateTime: 'datetime', date: 'date', time: 'time' }

function validators (c: ColumnDefinition, writable: boolean): Array<Record<string, unknown>> {
  const list: Array<Record<string, unknown>> = []
  if (writable && c.required) list.push({ type: 'required' })
  const type = VALIDATOR_TYPES[c.type]
  if (type !== undefined) list.push(c.type === 'string' ? { type, max: c.size } : { type })
  if (c.validator !== null) list.push({ type: 'rule', rule: c.validator, message: c.validatorMessage ?? '' })
  return list
}

/** A relation's column: the related table and the column that names its records. */
interface RelationColumn { table: string, display: string | null }

function formInput (c: ColumnDefinition, writable: boolean, relation: RelationColumn | undefined): Record<string, unknown> {
  const input: Record<string, unknown> = { type: INPUT_TYPES[c.type] ?? 'text', disabled: !writable, multiple: c.type === 'string_multiple' || c.type === 'many_to_many' }
  if (c.selectListName !== null) {
    input.type = 'select'
    input.selectSource = { type: 'list', listName: c.selectListName, textField: 'remark', valueField: 'display' }
  }
  if (relation !== undefined) {
    // (the related model's records, named by its display column; a model is named by its table here too)
    input.type = 'select'
    input.selectSource = { type: c.type === 'many_to_many' ? 'many_relation' : 'one_relation', model: relation.table, textField: relation.display ?? 'id', valueField: 'id' }
  }
  if (c.calculate !== null) input.calculate = c.calculate
  return input
}

/** Where a column goes in the default form: the required ones to fill first, then the others to fill, then the rest. */
const rank = (c: ColumnDefinition, writable: Set<string>): number => writable.has(c.name) ? (c.required ? 0 : 1) : 2

/**
 * The default form of a model: one field per column except the id and the parent reference (the parent is
 * chosen through requiredFilters, as in mDIS); the fields an operator fills first lead — required, then the others
 * to fill, then the computed and server-set ones (disabled) — each in template order.
 */
export function defaultForm (model: CompiledModel): Record<string, unknown> {
  const d = model.definition
  const writable = new Set(model.writable.map(c => c.name))
  const relations = new Map<string, RelationColumn>([...d.links.map(l => [l.column, { table: l.relatedTable, display: l.displayColumn }] as const),
    ...d.references.map(r => [r.column, { table: r.foreignTable, display: r.displayColumn }] as const)])
  const shown = d.columns.filter(c => c.name !== 'id' && c.name !== d.parentColumn)
  // (sort is stable: template order within a rank)
  const fields = shown.sort((a, b) => rank(a, writable) - rank(b, writable)).map((c, order) => ({
    name: c.name,
    label: c.label,
    description: c.description ?? '',
    unit: c.unit ?? '',
    validators: validators(c, writable.has(c.name)),
    formInput: formInput(c, writable.has(c.name), relations.get(c.name)),
    group: '-group1',
    order
  }))
  return {
    name: d.name,
    dataModel: d.fullName ?? d.name,
    fields,
    requiredFilters: d.parent === null ? [] : [{ value: d.parent, as: d.parentColumn, skipOnEmpty: false }]
  }
}

/**
 * What a new form of a model starts from (mDIS get-form-template-seed): a field for every column but the id and the
 * parent reference, by name, and a template that holds the required ones.
 */
export function formSeed (model: CompiledModel): { availableFieldTemplates: Record<string, unknown>, initialTemplate: Record<string, unknown> } {
  const form = defaultForm(model)
  const fields = form.fields as Array<{ name: string, validators: Array<{ type: string }> }>
  return {
    availableFieldTemplates: Object.fromEntries(fields.map(f => [f.name, f])),
    initialTemplate: { name: '', dataModel: form.dataModel, fields: fields.filter(f => f.validators.some(v => v.type === 'required')) }
  }
}
