import { Type } from '@sinclair/typebox'
import { Int32, MAX_LENGTH, Text } from './bounds.js'
import { pageParams, PagedSchema } from './paged.js'
import { ErrorSchema } from './common.js'

// A record's history on the wire (core/5-records/history.ts, issue 28).

/** A user who caused a change, or null (`description` says when). */
const actor = (description: string) => Type.Union([Type.Object({ id: Int32({ minimum: 1 }), username: Text(MAX_LENGTH.username) }), Type.Null()], { description })

const Change = Type.Object({
  from: Type.Unknown({ description: 'the value before (null: none)' }),
  to: Type.Unknown({ description: 'the value after (null: none)' })
}, { required: ['from', 'to'] })

export const VersionSchema = Type.Object({
  version: Int32({ minimum: 1, description: 'the record\'s version, from 1' }),
  action: Text(64, { description: 'create, update, delete, or what the request that caused it did (restore, import, ...)' }),
  at: Text(19, { pattern: '^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d$', description: 'when, YYYY-MM-DD HH:MM:SS, UTC' }),
  user: actor('who caused it (null: the service on its own, or a tool on the database)'),
  changes: Type.Record(Type.String(), Change, { description: 'the columns it changed, by name' })
}, { title: 'RecordVersion' })

export const HistoryPageSchema = PagedSchema(VersionSchema, 'Versions of a record')

export const HistoryQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' }),
  ...pageParams('versions per page (default 20, at most 1000)')
})
export const ModelHistoryQuerySchema = Type.Object(pageParams('versions per page (default 20, at most 1000)'))

export const DeletedRecordSchema = Type.Object({
  id: Int32({ minimum: 1, description: 'the record\'s id, which a restore gives back' }),
  combined_id: Type.Union([Text(MAX_LENGTH.message), Type.Null()], { description: 'its combined id when it was deleted' }),
  deletedAt: Text(19, { pattern: '^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d$', description: 'when, YYYY-MM-DD HH:MM:SS, UTC' }),
  deletedBy: actor('who deleted it (null: outside the service)')
}, { title: 'DeletedRecord' })

export const DeletedPageSchema = PagedSchema(DeletedRecordSchema, 'Deleted records')

export const DeletedQuerySchema = HistoryQuerySchema
export const ModelDeletedQuerySchema = ModelHistoryQuerySchema

const restoreVersion = { version: Type.Optional(Int32({ minimum: 1, description: 'the version whose values to bring back (a deleted record without it: its last values)' })) }
export const RestoreQuerySchema = Type.Object({ name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' }), ...restoreVersion })
export const ModelRestoreQuerySchema = Type.Object(restoreVersion)

const TIME = '^\\d{4}-\\d\\d-\\d\\d( \\d\\d:\\d\\d(:\\d\\d)?)?$'
export const RecentChangesQuerySchema = Type.Object({
  name: Type.Optional(Text(MAX_LENGTH.modelName, { minLength: 1, description: 'only the records of this model (default: every model the caller may view)' })),
  user: Type.Optional(Int32({ minimum: 1, description: 'only the changes this user caused (their id)' })),
  from: Type.Optional(Text(19, { pattern: TIME, description: 'only changes from this time on (UTC): YYYY-MM-DD or YYYY-MM-DD HH:MM[:SS]' })),
  to: Type.Optional(Text(19, { pattern: TIME, description: 'only changes before this time (UTC)' })),
  ...pageParams('changes per page (default 20, at most 1000)')
})

export const RecentChangesPageSchema = PagedSchema(Type.Composite([
  Type.Object({ model: Text(MAX_LENGTH.modelName, { description: 'the model of the record' }), id: Int32({ minimum: 1, description: 'the record\'s id' }) }),
  VersionSchema
], { title: 'RecentChange' }), 'Recent changes', 'RecentChanges')

/** A 412's body (core/shared/errors.ts StaleWrite): the Yii2 error and what changed since the version the write named. */
export const StaleWriteSchema = Type.Composite([ErrorSchema, Type.Object({
  version: Int32({ minimum: 0, description: 'the record\'s version now (its ETag)' }),
  changedBy: actor('who made its last change (null: outside the service)'),
  changedAt: Text(19, { description: 'when, YYYY-MM-DD HH:MM:SS (UTC)' }),
  columns: Type.Array(Text(MAX_LENGTH.field), { description: 'the columns changed since the version the write named' }),
  current: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'the record now (null: it was deleted)' })
})], { $id: 'StaleWrite', title: 'Stale write (412)' })

