import { Type } from '@sinclair/typebox'
import { Int32, MAX_LENGTH, Text } from './bounds.js'
import { pageParams } from './paged.js'

// Query strings of the data API. Filters (`filter[<field>]`) vary by model and are checked by the handler.

const name = Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' })
const listParams = {
  ...pageParams('records per page (default 20, at most 1000)'),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'fields separated by commas; - before a field sorts descending' })),
  cursor: Type.Optional(Text(MAX_LENGTH.cursor, { description: 'keyset position from a next link: the page starts after that record (deep pages stay cheap)' })),
  count: Type.Optional(Type.Literal('exact', { description: 'an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all)' }))
}

const selected = {
  'selected-record-id': Type.Optional(Text(10, { pattern: '^[0-9]{1,10}$', description: 'answer the page that holds this record (in this filter and sort; page is then ignored)' }))
}
const fields = {
  fields: Type.Optional(Text(MAX_LENGTH.fieldList, { description: 'only these record fields, separated by commas' }))
}
export const ListQuerySchema = Type.Object({ name, ...listParams, ...selected, ...fields }, { additionalProperties: true })
export const ModelListQuerySchema = Type.Object({ ...listParams, ...selected }, { additionalProperties: true })
export const NameQuerySchema = Type.Object({ name })
const version = {
  version: Type.Optional(Int32({ minimum: 1, description: 'the record as it was at this version of its history' }))
}
export const IfMatchHeadersSchema = Type.Object({
  'if-match': Type.Optional(Text(200, { description: 'the ETag of the record as the client read it ("3"), or *: the write is refused with 412 if the record is at another version now' }))
})
export const GetQuerySchema = Type.Object({ name, ...version })
export const ModelGetQuerySchema = Type.Object(version)
export const DuplicateQuerySchema = Type.Object({ name, id: Text(10, { pattern: '^[0-9]{1,10}$', description: 'the record to copy' }) })
// (a string, so that any other text in the path is a 404 like an unknown id, as in mDIS)
const RecordId = Text(MAX_LENGTH.pathParam, { description: 'record id' })
export const IdParamsSchema = Type.Object({ id: RecordId })
export const ModelParamsSchema = Type.Object({ model: Text(MAX_LENGTH.modelName) })
export const ModelIdParamsSchema = Type.Object({ model: Text(MAX_LENGTH.modelName), id: RecordId })
