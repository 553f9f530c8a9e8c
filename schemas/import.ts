import { Type, type Static } from '@sinclair/typebox'
import { Count, Id, Int32, MAX_LENGTH, Text } from './bounds.js'

// An import on the wire (core/5-records/import.ts, issue 29).

export const ImportQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' }),
  mode: Type.Optional(Type.Unsafe<'validate' | 'commit'>({ type: 'string', enum: ['validate', 'commit'], default: 'validate', description: 'validate: check every row and write nothing; commit: write every row in one transaction, or none' })),
  key: Type.Optional(Type.Unsafe<'id' | 'combined_id'>({ type: 'string', enum: ['id', 'combined_id'], description: 'a row that gives this column updates the record it names (an empty one: a create); without key every row is a create' })),
  sheet: Type.Optional(Text(MAX_LENGTH.field, { minLength: 1, description: 'the sheet of an XLSX workbook to read, by name (default: the first)' })),
  'ignore-unknown': Type.Optional(Type.Boolean({ default: false, description: 'leave out header cells that name no column rather than refuse the file' }))
})

export type ImportQuery = Static<typeof ImportQuerySchema>

export const ImportHeadersSchema = Type.Object({
  prefer: Type.Optional(Text(200, { description: 'respond-async: answer 202 at once with the import job (its Location), which runs on; GET /api/v1/import/{id} says how far it is' }))
})

export const ImportTemplateQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' })
})

const CellErrorSchema = Type.Object({
  row: Int32({ minimum: 1, description: 'the line of the file (the header is line 1; a JSON array: the record\'s position from 1)' }),
  column: Text(MAX_LENGTH.field, { description: 'the column (a header cell that names none: that cell)' }),
  value: Type.Unknown({ description: 'the value the row gave (null: none)' }),
  message: Text(MAX_LENGTH.message)
}, { title: 'ImportProblem' })

const outcome = {
  rows: Count({ description: 'rows read, the header not counted' }),
  wouldCreate: Count({ description: 'records the rows make (validate: would make)' }),
  wouldUpdate: Count({ description: 'records the rows change' }),
  errors: Type.Array(CellErrorSchema, { description: 'every problem, by row and column' })
}

export const ImportResultSchema = Type.Object({
  ...outcome,
  import: Type.Optional(Id({ description: 'a commit\'s: the import, kept so that it can be undone (GET /api/v1/import/{id}, POST /api/v1/import/{id}/undo)' }))
}, { title: 'ImportResult' })

export const ImportIdParamsSchema = Type.Object({ id: Id({ description: 'the import, as its commit answered it' }) })

/** A committed import or an import job (core/5-records/import-log.ts). */
export const ImportLogSchema = Type.Object({
  id: Id(),
  model: Text(MAX_LENGTH.modelName),
  mode: Type.Unsafe<'validate' | 'commit'>({ type: 'string', enum: ['validate', 'commit'] }),
  state: Type.Unsafe<'running' | 'done' | 'failed'>({ type: 'string', enum: ['running', 'done', 'failed'], description: 'running; done (a commit: every row written; a check: its problems below); failed (nothing written: the problems or the failure say why)' }),
  at: Text(MAX_LENGTH.field, { description: 'when it began (UTC, YYYY-MM-DD HH:MM:SS)' }),
  finishedAt: Type.Union([Text(MAX_LENGTH.field), Type.Null()], { description: 'when it ended (null: running)' }),
  user: Type.Object({ id: Id(), username: Text(MAX_LENGTH.field) }, { description: 'who sent it' }),
  rows: Count({ description: 'rows in the file (the total)' }),
  rowsDone: Count({ description: 'rows checked and written so far (a commit keeps them only when all are)' }),
  created: Count({ description: 'records it created (a check: would create)' }),
  updated: Count({ description: 'records it updated (a check: would update)' }),
  errors: Type.Array(CellErrorSchema, { description: 'every problem, by row and column' }),
  failure: Type.Union([Text(MAX_LENGTH.message), Type.Null()], { description: 'why a job failed' }),
  undoneAt: Type.Union([Text(MAX_LENGTH.field), Type.Null()], { description: 'when it was undone (null: it stands)' }),
  undoneBy: Type.Union([Text(MAX_LENGTH.field), Type.Null()], { description: 'who undid it' })
}, { title: 'ImportLog' })

/** An importer as mDIS lists them (GET /api/v1/importer), with where to send its file. */
export const ImporterSchema = Type.Object({
  class: Text(MAX_LENGTH.field, { description: 'the importer\'s name' }),
  title: Text(MAX_LENGTH.message),
  extensionRegExp: Text(MAX_LENGTH.field, { description: 'the file names it reads: a regular expression (JavaScript), matched ignoring case' }),
  modelNameRequired: Type.Boolean({ description: 'whether the import names a data model (name=); the value-list importer names a list instead (listname=)' }),
  url: Text(MAX_LENGTH.field, { description: 'the endpoint that takes the file' })
}, { title: 'Importer' })

export const ImporterListSchema = Type.Array(ImporterSchema, { maxItems: 10 })
