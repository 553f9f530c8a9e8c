import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import type { TObject } from '@sinclair/typebox'
import type { FieldError } from '../shared/errors.js'
import type { ColumnDefinition } from '../1-templates/definition.js'
import { formats, normalizeTemporal } from './formats.js'
import { INT32_MAX, INT32_MIN } from '../../schemas/bounds.js'
import { linearRegExp } from '../1-templates/regex.js'
import { parseValidator } from '../1-templates/validator-rule.js'

// Checks create and update bodies of one model with Ajv (compiled once per model) and words every failure
// as Yii2 would, with the column's label: "Core Type cannot be blank.", "Core must be an integer.".
// Values come back in stored form: seconds added to times, string_multiple joined with ';'.

export type Values = Record<string, unknown>
export interface InputResult { values: Values, errors: FieldError[] }

export interface InputValidatorOptions {
  model: string
  writable: ColumnDefinition[]
  required: string[]
  /** fields a client may send but that the server sets itself (id, combined_id, computed, ancestors...) */
  ignored: ReadonlySet<string>
  schemas: { create: TObject, update: TObject }
}

// Ajv coerces "12" to 12 and true to 1 as Yii2's validators accept them; nulls never reach Ajv (see below).
// Template patterns run on RE2, in linear time (core/1-templates/regex.ts).
const ajv = new Ajv({ allErrors: true, coerceTypes: true, strict: false, useDefaults: false, code: { regExp: linearRegExp } })
for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, { type: 'string', validate: check })
ajv.addFormat('int32', { type: 'number', validate: (n: number) => n >= INT32_MIN && n <= INT32_MAX })

const TYPE_MESSAGES: Record<string, string> = {
  integer: '{label} must be an integer.',
  double: '{label} must be a number.',
  boolean: '{label} must be either "1" or "0".',
  string_multiple: '{label} must be a list of strings.',
  one_to_many: '{label} must be the id of a record.',
  many_to_many: '{label} must be a list of record ids.'
}
// (relation columns hold record ids, which start at 1)
const RELATION = new Set(['one_to_many', 'many_to_many'])
const TEMPORAL: Record<string, keyof typeof formats> = { dateTime: 'rs-datetime', date: 'rs-date', time: 'rs-time' }

export class InputValidator {
  readonly #byName: Map<string, ColumnDefinition>
  readonly #order: Map<string, number>
  readonly #ruleKeywords = new Map<string, { keywords: Set<string>, message: string }>()
  #create: ValidateFunction | undefined
  #update: ValidateFunction | undefined

  constructor (readonly options: InputValidatorOptions) {
    this.#byName = new Map(options.writable.map(c => [c.name, c]))
    this.#order = new Map(options.writable.map((c, i) => [c.name, i]))
    for (const c of options.writable) {
      if (c.validator === null) continue
      const rule = parseValidator(c.validator)
      const keywords = new Set(Object.keys(rule.keywords))
      // a nullable column's `const` becomes `enum: [value, null]` (schemas.ts)
      if (keywords.has('const')) keywords.add('enum')
      this.#ruleKeywords.set(c.name, { keywords, message: c.validatorMessage ?? rule.message })
    }
  }

  // Compiled on first use: compiling every model's validators made most of the start-up time with many models.
  // (They cannot fail later than here would: the schemas come from checked templates, their patterns included.)
  #validator (create: boolean): ValidateFunction {
    // The schemas carry $ids for the OpenAPI document; compile copies so models can be recompiled freely.
    const compile = ({ $id: _id, ...rest }: TObject) => ajv.compile(rest)
    if (create) return (this.#create ??= compile(this.options.schemas.create))
    return (this.#update ??= compile(this.options.schemas.update))
  }

  create (body: Values, defaults = true): InputResult { return this.#check(body, true, defaults) }
  update (body: Values): InputResult { return this.#check(body, false, false) }

  #check (body: Values, create: boolean, defaults: boolean): InputResult {
    const errors: FieldError[] = []
    const values: Values = {}
    const checked: Values = {}
    for (const [key, raw] of Object.entries(body)) {
      if (this.options.ignored.has(key)) continue
      const column = this.#byName.get(key)
      if (column === undefined) {
        errors.push({ field: key, message: `"${key}" is not a field of ${this.options.model}.` })
        continue
      }
      const value = normalizeEmpty(column, raw)
      values[key] = value
      // Ajv would coerce null to 0 or "": blank values are judged here, everything else by the schema.
      if (value === null) {
        if (column.required) errors.push(this.#message(column, 'blank'))
      } else if (column.type === 'string_multiple' && !Array.isArray(value)) {
        // (Ajv would coerce 0 or false to null, the "no value" of a nullable list, and lose what was sent)
        errors.push(this.#message(column, 'type'))
      } else {
        checked[key] = value
      }
    }
    if (create) {
      for (const column of this.options.writable) {
        if (values[column.name] !== undefined) continue
        if (defaults && column.defaultValue !== null) {
          values[column.name] = checked[column.name] = normalizeEmpty(column, column.defaultValue)
        } else if (this.options.required.includes(column.name)) {
          errors.push(this.#message(column, 'blank'))
        }
      }
    }
    const validate = this.#validator(create)
    if (!validate(checked)) {
      const failed = new Set(errors.map(e => e.field))
      for (const error of validate.errors!) {
        const field = error.instancePath.split('/')[1] ?? String(error.params.missingProperty)
        if (failed.has(field)) continue
        failed.add(field)
        errors.push(this.#message(this.#byName.get(field)!, error))
      }
    }
    if (errors.length > 0) {
      errors.sort((a, b) => (this.#order.get(a.field) ?? -1) - (this.#order.get(b.field) ?? -1))
      return { values, errors }
    }
    for (const [key, value] of Object.entries(checked)) values[key] = stored(this.#byName.get(key)!, value)
    return { values, errors }
  }

  #message (column: ColumnDefinition, error: ErrorObject | 'blank' | 'type'): FieldError {
    const say = (text: string) => ({ field: column.name, message: text.replaceAll('{label}', column.label) })
    if (error === 'blank' || (error !== 'type' && error.keyword === 'required')) return say('{label} cannot be blank.')
    if (error === 'type') return say(TYPE_MESSAGES[column.type])
    const rule = this.#ruleKeywords.get(column.name)
    if (rule?.keywords.has(error.keyword)) return say(rule.message)
    if (column.type === 'boolean') return say(TYPE_MESSAGES.boolean)
    switch (error.keyword) {
      case 'type': return say(TYPE_MESSAGES[column.type] ?? '{label} must be a string.')
      case 'maxLength': return say(`{label} should contain at most ${String(error.params.limit)} characters.`)
      case 'format': return say('The format of {label} is invalid.')
      case 'pattern': return say('{label} values must not contain ";".')
      case 'minimum': return say(`{label} must be no less than ${RELATION.has(column.type) ? 1 : column.type === 'integer' ? INT32_MIN : -Number.MAX_VALUE}.`)
      case 'maximum': return say(`{label} must be no greater than ${column.type === 'double' ? Number.MAX_VALUE : INT32_MAX}.`)
      case 'uniqueItems': return say('{label} must not name a record twice.')
      case 'maxItems': return say(`{label} must have at most ${String(error.params.limit)} items.`)
      default: return say('{label} is invalid.')
    }
  }
}

/** "", [] and a list of blanks mean "no value" as in Yii2; a ';'-separated string is a string_multiple. */
function normalizeEmpty (column: ColumnDefinition, value: unknown): unknown {
  if (value === '' || value === undefined) return null
  if (column.type === 'many_to_many' && Array.isArray(value) && value.length === 0) return null
  if (column.type === 'string_multiple' && (typeof value === 'string' || Array.isArray(value))) {
    const items = typeof value === 'string' ? value.split(';') : value
    const kept = items.map(v => typeof v === 'string' ? v.trim() : v).filter(v => v !== '')
    return kept.length === 0 ? null : kept
  }
  return value
}

function stored (column: ColumnDefinition, value: unknown): unknown {
  if (column.type === 'string_multiple') return (value as string[]).join(';')
  const format = TEMPORAL[column.type]
  return format === undefined ? value : normalizeTemporal(format, value as string)
}
