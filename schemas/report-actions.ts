import { Type, type Static } from '@sinclair/typebox'
import { Id, MAX_LENGTH, Text } from './bounds.js'

// The JSON bodies of the curation actions (reports of type `action`, POST /api/v1/report/<Name>; core/reports/actions).
// Every action takes `preview` (answer what would change, write nothing) and `ids` (mDIS's ticked records: those
// of the report's records it runs on; default all of them).

/** Records one run touches at most (the selected ones and, recursively deleted, their descendants). */
export const MAX_ACTION_RECORDS = 1000
/** Edit operations one batch edit takes at most. */
export const MAX_EDIT_OPERATIONS = 100

const common = {
  ids: Type.Optional(Type.Array(Id(), {
    minItems: 1,
    maxItems: MAX_ACTION_RECORDS,
    description: 'the records to run on, among those the report names (id=, or the filter); default: all of them'
  })),
  preview: Type.Optional(Type.Boolean({ description: 'true: answer what would change, change nothing' }))
}

/** What an edit operation does to a column (mDIS BatchEditForm's operations, core/reports/actions/edit-operations.ts). */
export const EDIT_OPERATIONS = ['set', 'add', 'remove', 'replace', 'regex'] as const
export type EditOperationName = typeof EDIT_OPERATIONS[number]

export const EditOperationSchema = Type.Object({
  column: Text(MAX_LENGTH.identifier, { minLength: 1 }),
  operation: Type.Unsafe<EditOperationName>({ type: 'string', enum: [...EDIT_OPERATIONS] }),
  /** set: the new value (null clears); add, remove: a value or a list of values; replace: what replaces; regex: the replacement ($1 a group) */
  value: Type.Optional(Type.Unknown()),
  /** replace: the value replaced; regex: the pattern (RE2) */
  search: Type.Optional(Type.Unknown())
}, { additionalProperties: false })
export type EditOperation = Static<typeof EditOperationSchema>

export const BatchEditBodySchema = Type.Object({
  set: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: MAX_EDIT_OPERATIONS, description: 'column: new value (null clears), for every record' })),
  operations: Type.Optional(Type.Array(EditOperationSchema, { maxItems: MAX_EDIT_OPERATIONS, description: 'operations on columns, in order, after set' })),
  ...common
}, { additionalProperties: false })

export const BatchDeleteBodySchema = Type.Object({
  recursive: Type.Optional(Type.Boolean({ description: 'true: each record with all its descendants, deepest first' })),
  ...common
}, { additionalProperties: false })

export const AssignStorageBodySchema = Type.Object({
  storageLocation: Text(MAX_LENGTH.remark, { minLength: 1, description: 'the storage location the core boxes are now kept in (the column\'s rules decide its length)' }),
  ...common
}, { additionalProperties: false })
