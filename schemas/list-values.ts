import { Type } from '@sinclair/typebox'
import { Count, Id, Int32, MAX_LENGTH, Text } from './bounds.js'
import { PagedSchema, pageParams } from './paged.js'
import { LIST_NAME } from './template.js'

// List values (spec "List value record") and the bodies that change them.

export const ListValueSchema = Type.Object({
  id: Id(),
  listname: Text(MAX_LENGTH.listName, { pattern: LIST_NAME }),
  display: Text(MAX_LENGTH.display, { description: 'the stored value (short code)' }),
  remark: Text(MAX_LENGTH.remark, { description: 'the shown text' }),
  sort: Int32()
}, { $id: 'ListValue', title: 'List value record' })

const Display = Text(MAX_LENGTH.display, { minLength: 1, description: 'unique within its list' })
const Remark = Text(MAX_LENGTH.remark)
const Sort = Int32()

export const ListValueCreateSchema = Type.Object({
  listname: Text(MAX_LENGTH.listName, { pattern: LIST_NAME, description: 'a list that does not exist yet is created' }),
  display: Display,
  remark: Type.Optional(Remark),
  sort: Type.Optional(Int32({ description: 'position in the list; the next one when not given' }))
}, { $id: 'ListValueCreate', additionalProperties: false })

export const ListValueUpdateSchema = Type.Object({
  display: Type.Optional(Display),
  remark: Type.Optional(Remark),
  sort: Type.Optional(Sort)
}, { $id: 'ListValueUpdate', additionalProperties: false })

export const ListValueParamsSchema = Type.Object({
  id: Id()
})

export const ListValueQuerySchema = Type.Object({
  ...pageParams('items per page (default 20, at most 1000); -1 returns every item on one page'),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'fields separated by commas, - for descending, e.g. listname,sort' }))
}, { description: 'also `filter[<field>]=<value>` (exact match) for id, listname, display, remark, sort' })

export const ListNamesSchema = Type.Array(Text(MAX_LENGTH.listName, { pattern: LIST_NAME }), { description: 'every list name, sorted' })

export const ListValuePageSchema = PagedSchema(ListValueSchema, 'Page of list values')

export const ListImportQuerySchema = Type.Object({
  listname: Text(MAX_LENGTH.listName, { pattern: LIST_NAME, description: 'the list the items go into (created when it does not exist)' })
})

export const ListExportQuerySchema = Type.Object({
  listname: Type.Optional(Text(MAX_LENGTH.listName, { pattern: LIST_NAME, description: 'the list whose items are exported; every list when not given' }))
})

export const ListImportResultSchema = Type.Object({
  rows: Count({ description: 'items the file holds' }),
  created: Count({ description: 'items added to the list' }),
  updated: Count({ description: 'items the list had, their remark and sort as the file gives them' })
}, { title: 'ListImportResult' })

// A list's own record (mDIS "list info"): GET and PUT /api/v1/list-values/list?listname=

export const ValueListQuerySchema = Type.Object({
  listname: Text(MAX_LENGTH.listName, { pattern: LIST_NAME, description: 'the list' })
})

export const ValueListSchema = Type.Object({
  id: Id(),
  listname: Text(MAX_LENGTH.listName, { pattern: LIST_NAME }),
  list_name: Text(MAX_LENGTH.listName, { pattern: LIST_NAME, description: 'the same as listname, as mDIS names it' }),
  is_locked: Type.Boolean({ description: 'a locked list and its items take changes from role sa only' }),
  list_uri: Type.Union([Text(MAX_LENGTH.listUri), Type.Null()], { description: 'the URI of the vocabulary the list stands for, if any' })
}, { $id: 'ValueList', title: 'Value list' })

export const ValueListUpdateSchema = Type.Object({
  is_locked: Type.Optional(Type.Boolean({ description: 'locking and unlocking: role sa only (1 and 0 are taken too, as mDIS clients send them)' })),
  // null first: with the service's type coercion '' then becomes null (no URI) rather than a string to refuse
  list_uri: Type.Optional(Type.Union([Type.Null(), Text(MAX_LENGTH.listUri)], { description: 'an absolute http or https URI; null or empty for none' }))
}, { $id: 'ValueListUpdate', additionalProperties: false })
