import { Type } from '@sinclair/typebox'
import { Id, Int32, MAX_LENGTH, Text, TEXT_MAX } from './bounds.js'
import { FormEntrySchema } from './cg.js'

// The app endpoints mDIS front ends call beside the data API (/api/v1/app/...).

export const IgsnParamsSchema = Type.Object({
  igsn: Text(MAX_LENGTH.igsn, { minLength: 1, description: 'an IGSN the service assigned, e.g. ICDP5065EC10001 (any case)' })
})

export const FoundIgsnSchema = Type.Object({
  model: Text(MAX_LENGTH.identifier, { description: 'the model (?name= of the data API) whose record holds the IGSN' }),
  id: Id({ description: 'the record id' }),
  record: Type.Ref('Record', { description: 'the record, as the data API reads it' })
}, { $id: 'FoundIgsn', title: 'The record that holds an IGSN' })

/** The most choices filter-lists answers per model: a bar narrows by its parent choice (`require`), not by scrolling. */
export const MAX_CHOICES = 1000

export const FilterListsQuerySchema = Type.Object({
  models: Text(MAX_LENGTH.filterLists, {
    minLength: 1,
    description: 'JSON: the models of the filter bar, each with the parent choice that narrows it, e.g. [{"model":"expeditions","require":null},{"model":"sites","require":{"as":"expedition_id","value":1}}]'
  })
})

export const FilterListsSchema = Type.Record(Text(MAX_LENGTH.identifier), Type.Array(Type.Object({
  value: Id({ description: 'the record id' }),
  text: Type.Union([Text(TEXT_MAX), Type.Null()], { description: 'the record\'s name (its name attribute, e.g. the hole letter), or its id' })
  // (the index type admits the named members too, as typed clients need it to)
}, { additionalProperties: Type.Union([Id(), Text(TEXT_MAX), Type.Null()]), description: 'also the parent id under the parent column\'s name (e.g. expedition_id)' }), { maxItems: MAX_CHOICES }),
{ $id: 'FilterLists', title: 'Choices of a filter bar, by model (at most 1000 each, sorted by name)' })

export const PickListQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model' }),
  fields: Text(2 * MAX_LENGTH.identifier + 1, { minLength: 1, description: 'the text field shown and the value field chosen, separated by a comma (combined_id,id); one field is both' }),
  q: Type.Optional(Text(MAX_LENGTH.identifier * 4, { description: 'the start of the text typed (any letter case); empty or null for any' })),
  value: Type.Optional(Text(MAX_LENGTH.fieldList, { description: 'the values already chosen, separated by commas: answered first' })),
  sort: Type.Optional(Text(MAX_LENGTH.identifier, { description: 'the field to order by (default: the text field)' }))
})

export const PickListSchema = Type.Object({
  items: Type.Array(Type.Record(Text(MAX_LENGTH.identifier), Type.Union([Type.Number(), Text(TEXT_MAX), Type.Boolean(), Type.Null()])), {
    description: 'the chosen records first, then at most 100 whose text starts with q, each as {value field: value, text field: text}'
  }),
  totalCount: Type.Optional(Int32({ minimum: 0, description: 'how many records match q (the chosen aside), only when more than 100 do: exact up to LIST_EXACT_COUNT_LIMIT, estimated above' })),
  totalCountEstimated: Type.Optional(Type.Literal(true, { description: 'totalCount is the planner\'s estimate (more matched than LIST_EXACT_COUNT_LIMIT)' }))
}, { $id: 'PickList', title: 'A pick list: records by the start of their text (mDIS async-lists)' })

export const AppFormsSchema = Type.Record(Text(MAX_LENGTH.identifier), Type.Array(FormEntrySchema), {
  description: 'the forms of the models the caller may view, by module (stored forms, and the default form of each model without one), by name'
})
