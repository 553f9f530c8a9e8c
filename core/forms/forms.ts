import { Ajv } from 'ajv'
import type { Kysely } from 'kysely'
import { FormTemplateSchema, type FormTemplate } from '../../schemas/cg.js'
import type { FieldError } from '../errors.js'
import type { CompiledModel } from '../model/compile.js'
import type { ColumnDefinition } from '../templates/definition.js'
import { didYouMean } from '../templates/suggest.js'

// Forms (mDIS form templates, research mdis.md §1.3): every model has a default form derived from its template;
// a form uploaded for a model (cg verify-uploaded-template?type=form) replaces it.

const validate = new Ajv({ allErrors: true, strict: false }).compile<FormTemplate>(FormTemplateSchema)

export type FormCheck = { ok: true, model: CompiledModel, form: FormTemplate } | { ok: false, problems: FieldError[] }

export interface FormContext {
  /** the registered model a name (API name or FullName) refers to */
  find (name: string): CompiledModel | undefined
  /** form names in use: form name → API name of the model it belongs to */
  taken: ReadonlyMap<string, string>
}

export interface StoredForm { model: string, name: string, form: Record<string, unknown> }

/** The uploaded forms of the models that exist (database copy, column form). */
export async function readForms (db: Kysely<any>): Promise<StoredForm[]> {
  const rows = await db.selectFrom('rs_model_template').select(['name', 'form'])
    .where('deleted', '=', false).where('form', 'is not', null).orderBy('name').execute()
  return rows.map(r => {
    const form = JSON.parse(r.form as string) as FormTemplate
    return { model: r.name as string, name: form.name, form }
  })
}

/** Checks an uploaded form: its shape, its model, and that every field is a column of that model. */
export function checkForm (raw: unknown, context: FormContext): FormCheck {
  if (!validate(raw)) {
    return {
      ok: false,
      problems: validate.errors!.map(e => e.keyword === 'required'
        ? { field: `${e.instancePath}/${String(e.params.missingProperty)}`, message: 'is required' }
        : { field: e.instancePath || '/', message: String(e.message) })
    }
  }
  const problems: FieldError[] = []
  const model = context.find(raw.dataModel)
  if (model === undefined) return { ok: false, problems: [{ field: '/dataModel', message: `model "${raw.dataModel}" does not exist` }] }
  const owner = context.taken.get(raw.name) ?? (context.find(raw.name)?.name)
  if (owner !== undefined && owner !== model.name) {
    problems.push({ field: '/name', message: `"${raw.name}" already names the form of model "${owner}"` })
  }
  const columns = model.definition.columns.map(c => c.name)
  raw.fields.forEach((field, i) => {
    if (!columns.includes(field.name)) {
      problems.push({ field: `/fields/${i}/name`, message: `"${field.name}" is not a column of model "${model.name}"${didYouMean(field.name, columns)}` })
    }
  })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, model, form: raw }
}

const VALIDATOR_TYPES: Partial<Record<ColumnDefinition['type'], string>> = {
  integer: 'integer',
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

function formInput (c: ColumnDefinition, writable: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = { type: INPUT_TYPES[c.type] ?? 'text', disabled: !writable, multiple: c.type === 'string_multiple' }
  if (c.selectListName !== null) {
    input.type = 'select'
    input.selectSource = { type: 'list', listName: c.selectListName, textField: 'remark', valueField: 'display' }
  }
  if (c.calculate !== null) input.calculate = c.calculate
  return input
}

/**
 * The default form of a model: one field per column except the id and the parent reference (the parent is
 * chosen through requiredFilters, as in mDIS), in template order; computed and server-set columns are disabled.
 */
export function defaultForm (model: CompiledModel): Record<string, unknown> {
  const d = model.definition
  const writable = new Set(model.writable.map(c => c.name))
  const fields = d.columns.filter(c => c.name !== 'id' && c.name !== d.parentColumn).map((c, order) => ({
    name: c.name,
    label: c.label,
    description: c.description ?? '',
    unit: c.unit ?? '',
    validators: validators(c, writable.has(c.name)),
    formInput: formInput(c, writable.has(c.name)),
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
