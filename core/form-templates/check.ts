import { Ajv } from 'ajv'
import { FormTemplateSchema, type FormTemplate } from '../../schemas/cg.js'
import type { FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { depthProblems } from '../1-templates/limits.js'
import { didYouMean } from '../shared/suggest.js'

// The checks of a form template (mDIS dis_templates/forms/*.json) before it is stored: its shape, its model, that
// every field is a column of that model (once), and that the value lists and models its selects read exist. Every
// problem comes with its JSON pointer, as for model templates.

const validate = new Ajv({ allErrors: true, strict: false }).compile<FormTemplate>(FormTemplateSchema)

export type FormCheck = { ok: true, model: CompiledModel, form: FormTemplate } | { ok: false, problems: FieldError[] }

export interface FormContext {
  /** the registered model a name (API name or FullName) refers to */
  find: (name: string) => CompiledModel | undefined
  /** the value lists there are */
  listNames: ReadonlySet<string>
}

const SELECT_SOURCES = ['list', 'api', 'one_relation', 'many_relation']

/** The problems of one field's select source (formInput.selectSource), at `at`. */
function selectSourceProblems (source: unknown, at: string, context: FormContext): FieldError[] {
  if (source === undefined || source === null) return []
  if (typeof source !== 'object' || Array.isArray(source)) return [{ field: at, message: 'must be an object {type, listName or model, textField, valueField}' }]
  const { type, listName, model } = source as Record<string, unknown>
  if (typeof type !== 'string' || !SELECT_SOURCES.includes(type)) {
    return [{ field: `${at}/type`, message: `must be one of ${SELECT_SOURCES.join(', ')}` }]
  }
  if (type === 'list') {
    if (typeof listName === 'string' && context.listNames.has(listName)) return []
    const hint = typeof listName === 'string' ? didYouMean(listName, context.listNames) : ''
    return [{ field: `${at}/listName`, message: `must name a value list that exists${hint}` }]
  }
  if (typeof model === 'string' && context.find(model) !== undefined) return []
  return [{ field: `${at}/model`, message: `must name a model that exists${typeof model === 'string' ? ` ("${model}" does not)` : ''}` }]
}

/** Checks a form template: its shape, its model, its fields and what its selects read. */
export function checkForm (raw: unknown, context: FormContext): FormCheck {
  // (a form nested thousands deep would overflow what stores and answers it)
  const deep = depthProblems(raw)
  if (deep.length > 0) return { ok: false, problems: deep }
  if (!validate(raw)) {
    return {
      ok: false,
      problems: validate.errors!.map(e => e.keyword === 'required'
        ? { field: `${e.instancePath}/${String(e.params.missingProperty)}`, message: 'is required' }
        : { field: e.instancePath || '/', message: String(e.message) })
    }
  }
  const model = context.find(raw.dataModel)
  if (model === undefined) return { ok: false, problems: [{ field: '/dataModel', message: `model "${raw.dataModel}" does not exist` }] }
  const problems: FieldError[] = []
  // get-form-template?name= finds a model before a form: a form may not take another model's name
  const named = context.find(raw.name)
  if (named !== undefined && named !== model) problems.push({ field: '/name', message: `"${raw.name}" is the name of model "${named.name}"` })
  const columns = model.definition.columns.map(c => c.name)
  const seen = new Set<string>()
  raw.fields.forEach((field, i) => {
    if (!columns.includes(field.name)) {
      problems.push({ field: `/fields/${i}/name`, message: `"${field.name}" is not a column of model "${model.name}"${didYouMean(field.name, columns)}` })
    } else if (seen.has(field.name)) {
      problems.push({ field: `/fields/${i}/name`, message: `"${field.name}" is in the form twice` })
    }
    seen.add(field.name)
    problems.push(...selectSourceProblems((field.formInput as Record<string, unknown> | undefined)?.selectSource, `/fields/${i}/formInput/selectSource`, context))
  })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, model, form: raw }
}
