import { Type } from '@sinclair/typebox'
import { pageParams } from './paged.js'

// Query strings of the data API. Filters (`filter[<field>]`) vary by model and are checked by the handler.

const name = Type.String({ minLength: 1, maxLength: 200, description: 'the data model name (template name)' })
const listParams = {
  ...pageParams('records per page (default 20, at most 1000)'),
  sort: Type.Optional(Type.String({ description: 'fields separated by commas; - before a field sorts descending' })),
  cursor: Type.Optional(Type.String({ maxLength: 4096, description: 'keyset position from a next link: the page starts after that record (deep pages stay cheap)' })),
  count: Type.Optional(Type.Literal('exact', { description: 'an exact totalCount even above LIST_EXACT_COUNT_LIMIT matching records (reads them all)' }))
}

export const ListQuerySchema = Type.Object({ name, ...listParams }, { additionalProperties: true })
export const ModelListQuerySchema = Type.Object(listParams, { additionalProperties: true })
export const NameQuerySchema = Type.Object({ name })
export const DuplicateQuerySchema = Type.Object({ name, id: Type.String({ pattern: '^[0-9]{1,10}$', description: 'the record to copy' }) })
export const IdParamsSchema = Type.Object({ id: Type.String() })
export const ModelParamsSchema = Type.Object({ model: Type.String({ maxLength: 200 }) })
export const ModelIdParamsSchema = Type.Object({ model: Type.String({ maxLength: 200 }), id: Type.String() })
