import { Type } from '@sinclair/typebox'
import { PagedSchema, pageParams } from './paged.js'
import { LIST_NAME } from './template.js'

// List values (spec "List value record") and the bodies that change them.

export const ListValueSchema = Type.Object({
  id: Type.Integer(),
  listname: Type.String(),
  display: Type.String({ description: 'the stored value (short code)' }),
  remark: Type.String({ description: 'the shown text' }),
  sort: Type.Integer()
}, { $id: 'ListValue', title: 'List value record' })

const Display = Type.String({ minLength: 1, maxLength: 100, description: 'unique within its list' })
const Remark = Type.String({ maxLength: 10000 })
const Sort = Type.Integer({ minimum: -2147483648, maximum: 2147483647 })

export const ListValueCreateSchema = Type.Object({
  listname: Type.String({ pattern: LIST_NAME, description: 'a list that does not exist yet is created' }),
  display: Display,
  remark: Type.Optional(Remark),
  sort: Type.Optional(Type.Integer({ ...Sort, description: 'position in the list; the next one when not given' }))
}, { $id: 'ListValueCreate', additionalProperties: false })

export const ListValueUpdateSchema = Type.Object({
  display: Type.Optional(Display),
  remark: Type.Optional(Remark),
  sort: Type.Optional(Sort)
}, { $id: 'ListValueUpdate', additionalProperties: false })

export const ListValueParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 })
})

export const ListValueQuerySchema = Type.Object({
  ...pageParams('items per page (default 20, at most 1000); -1 returns every item on one page'),
  sort: Type.Optional(Type.String({ description: 'fields separated by commas, - for descending, e.g. listname,sort' }))
}, { description: 'also `filter[<field>]=<value>` (exact match) for id, listname, display, remark, sort' })

export const ListValuePageSchema = PagedSchema(ListValueSchema, 'Page of list values')
