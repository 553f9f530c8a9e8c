import { Type, type TSchema } from '@sinclair/typebox'
import { Id } from '../../schemas/bounds.js'
import { ErrorSchema, ValidationErrorsSchema } from '../../schemas/common.js'
import { PagedSchema } from '../../schemas/paged.js'
import type { CompiledModel } from '../2-model/compile.js'
import { FileRecordSchema } from '../../schemas/files.js'
import { DeletedPageSchema, HistoryPageSchema, StaleWriteSchema } from '../../schemas/history.js'

// Component schemas of the OpenAPI document: the shared ones (errors, the generic record of ?name=) and each
// model's own, taken from the TypeBox schemas its template compiled to (core/2-model/record-schemas.ts), so titles,
// descriptions, units (x-unit) and value lists (x-value-list) reach generated clients.

export type JsonSchema = Record<string, unknown>

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

/** A TypeBox schema as plain OpenAPI 3.1 (JSON Schema 2020-12): no $id, references into components. */
export function toComponent (schema: TSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => {
    if (key === '$id') return undefined
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) return `#/components/schemas/${value}`
    return value
  })) as JsonSchema
}

/** The paged envelope (schemas/paged.ts) around items of `item`. */
const pageOf = (item: JsonSchema, title: string): JsonSchema => toComponent(PagedSchema(Type.Unsafe(item), title))

/** Schemas every document holds. */
export function sharedSchemas (): Record<string, JsonSchema> {
  const record = { type: 'object', title: 'Record of the model named by ?name=', additionalProperties: true, properties: { id: toComponent(Id()) } }
  return {
    Error: toComponent(ErrorSchema),
    ValidationErrors: toComponent(ValidationErrorsSchema),
    FileRecord: toComponent(FileRecordSchema),
    Record: record,
    RecordPage: pageOf(ref('Record'), 'Page of records'),
    RecordHistory: toComponent(HistoryPageSchema),
    DeletedRecords: toComponent(DeletedPageSchema),
    StaleWrite: toComponent(StaleWriteSchema)
  }
}

/** Component names of a model's schemas. */
export const modelSchemaNames = (model: string) => ({
  record: model,
  create: `${model}Create`,
  update: `${model}Update`,
  draft: `${model}Draft`,
  page: `${model}Page`
})

/** A model's record, create body, update body, duplicate draft and page. */
export function modelSchemas (model: CompiledModel): Record<string, JsonSchema> {
  const names = modelSchemaNames(model.name)
  const def = model.definition
  const about = `Model ${model.name} (module ${def.module}, table ${def.table}${def.parent === null ? '' : `, child of ${def.parent}`}).`
  const record: JsonSchema = { ...toComponent(model.schemas.record), description: `A record. ${about}` }
  // a duplicate is an unsaved draft: no id, combined_id or igsn; columns not copied are null
  const serverSet = new Set(['id', 'combined_id', 'igsn'])
  const properties = Object.fromEntries(Object.entries(record.properties as Record<string, JsonSchema>)
    .filter(([name]) => !serverSet.has(name))
    .map(([name, schema]) => [name, Array.isArray(schema.type) || schema.type === undefined ? schema : { anyOf: [schema, { type: 'null' }] }]))
  return {
    [names.record]: record,
    [names.create]: { ...toComponent(model.schemas.create), description: `Body creating a record. ${about}` },
    [names.update]: { ...toComponent(model.schemas.update), description: `Body changing a record: only the fields sent change. ${about}` },
    [names.draft]: { type: 'object', title: `${model.name} draft`, description: `An unsaved copy of a record, to be sent to create. ${about}`, properties, additionalProperties: false },
    [names.page]: pageOf(ref(names.record), `Page of ${model.name} records`)
  }
}
