import { Type, type TObject, type TSchema } from '@sinclair/typebox'
import { Id, INT32_MAX, INT32_MIN, MAX_LENGTH, TEXT_MAX } from '../../schemas/bounds.js'
import { WIRE_FORMATS } from '../../schemas/formats.js'
import type { ColumnDefinition, ModelDefinition } from '../1-templates/definition.js'
import { parseValidator } from '../1-templates/validator-rule.js'

// TypeBox schemas of one model: the record as the API returns it, and the create and update bodies.
// They feed the Ajv validators (input.ts) and the OpenAPI document, so descriptions, units and list names
// travel with them. JSON Schema type arrays express nullability ("type": ["integer", "null"]), which
// OpenAPI 3.1 reads and Ajv coerces cleanly.

/** The most records one n:m column of a record links to. */
export const MAX_LINKS = 10000

/** Annotations shared by every schema of a column. */
function annotations (c: ColumnDefinition): Record<string, unknown> {
  const a: Record<string, unknown> = { title: c.label }
  const notes = [c.description, c.unit && `Unit: ${c.unit}.`, c.selectListName && `Value list: ${c.selectListName}.`].filter(Boolean)
  if (notes.length > 0) a.description = notes.join(' ')
  if (c.unit) a['x-unit'] = c.unit
  if (c.selectListName) a['x-value-list'] = c.selectListName
  return a
}

function base (c: ColumnDefinition): Record<string, unknown> {
  switch (c.type) {
    case 'integer': return { type: 'integer', format: 'int32', minimum: INT32_MIN, maximum: INT32_MAX }
    // (1:n: the id of a record of the related model; n:m: the ids of the linked records)
    case 'one_to_many': return { type: 'integer', format: 'int32', minimum: 1, maximum: INT32_MAX }
    case 'many_to_many': return { type: 'array', uniqueItems: true, maxItems: MAX_LINKS, items: { type: 'integer', format: 'int32', minimum: 1, maximum: INT32_MAX } }
    case 'double': return { type: 'number', minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE }
    case 'boolean': return { type: 'integer', format: 'int32', minimum: 0, maximum: 1, enum: [0, 1] }
    case 'string': return { type: 'string', maxLength: c.size }
    case 'text': return { type: 'string', maxLength: TEXT_MAX }
    // (the items together are stored ';'-separated in a text column)
    case 'string_multiple': return { type: 'array', maxItems: TEXT_MAX / 2, items: { type: 'string', maxLength: TEXT_MAX, pattern: '^[^;]*$' } }
    case 'dateTime': return { type: 'string', maxLength: MAX_LENGTH.dateTime, format: 'rs-datetime', examples: ['2024-05-01 10:30:00'] }
    case 'date': return { type: 'string', maxLength: MAX_LENGTH.dateTime, format: 'rs-date', examples: ['2024-05-01'] }
    case 'time': return { type: 'string', maxLength: MAX_LENGTH.dateTime, format: 'rs-time', examples: ['10:30:00'] }
    // pseudo (computed on read): numbers when calculated, otherwise anything
    default: return c.calculate === null ? {} : { type: 'number' }
  }
}

/** Lets null through: the type gains "null", and value lists (enum/const) gain null as a member. */
function nullable (schema: Record<string, unknown>): Record<string, unknown> {
  if (typeof schema.type !== 'string') return schema
  const { const: only, ...out } = schema
  out.type = [schema.type, 'null']
  if ('const' in schema) out.enum = [only, null]
  else if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null]
  return out
}

/** The input schema of a writable column, with the template validator's keywords merged in. */
export function inputSchema (c: ColumnDefinition, requiredNonNull: boolean): TSchema {
  let schema = base(c)
  if (c.validator !== null) {
    const { keywords } = parseValidator(c.validator)
    schema = c.type === 'string_multiple'
      ? { ...schema, items: { ...(schema.items as object), ...keywords } }
      : { ...schema, ...keywords }
  }
  return Type.Unsafe({ ...(requiredNonNull ? schema : nullable(schema)), ...annotations(c) })
}

function outputSchema (c: ColumnDefinition): TSchema {
  const pattern = (WIRE_FORMATS as Record<string, string>)[c.type]
  const schema = pattern === undefined ? base(c) : { type: 'string', maxLength: MAX_LENGTH.dateTime, pattern }
  return Type.Unsafe({ ...(c.type === 'string_multiple' || c.type === 'many_to_many' ? schema : nullable(schema)), ...annotations(c) })
}

export interface SchemaPlan {
  model: ModelDefinition
  /** columns a client may send */
  writable: ColumnDefinition[]
  /** columns required on create (the server fills running numbers and defaults itself) */
  required: string[]
  /** ancestor id fields of the record, from the parent upwards */
  ancestorKeys: string[]
  /** archive levels of archive_files.filter, top-down */
  archiveLevels: string[]
}

/** The record, create-body and update-body schemas of a model. */
export function buildSchemas (plan: SchemaPlan): { record: TObject, create: TObject, update: TObject } {
  const { model, writable, required } = plan
  const title = model.name
  const record: Record<string, TSchema> = {}
  for (const c of model.columns) record[c.name] = c.name === 'id' ? Id({ title: 'ID' }) : outputSchema(c)
  for (const key of plan.ancestorKeys) record[key] ??= Type.Union([Id(), Type.Null()], { title: key })
  if (plan.archiveLevels.length > 0) {
    record.archive_files = Type.Object({
      filter: Type.Object(Object.fromEntries(plan.archiveLevels.map(l => [l, Type.Union([Id(), Type.Null()])]))),
      files: Type.Array(Type.Ref('FileRecord'))
    }, { description: 'files assigned to this record (read-only)' })
  }
  const create: Record<string, TSchema> = {}
  const update: Record<string, TSchema> = {}
  for (const c of writable) {
    create[c.name] = required.includes(c.name) ? inputSchema(c, true) : Type.Optional(inputSchema(c, false))
    update[c.name] = Type.Optional(inputSchema(c, c.required))
  }
  return {
    record: Type.Object(record, { $id: `${title}`, title: `${title} record`, additionalProperties: false }),
    create: Type.Object(create, { $id: `${title}Create`, title: `${title} create body`, additionalProperties: false }),
    update: Type.Object(update, { $id: `${title}Update`, title: `${title} update body`, additionalProperties: false })
  }
}
