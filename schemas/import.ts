import { Type, type Static } from '@sinclair/typebox'
import { Count, Int32, MAX_LENGTH, Text } from './bounds.js'

// An import on the wire (core/5-records/import.ts, issue 29).

export const ImportQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' }),
  mode: Type.Optional(Type.Unsafe<'validate' | 'commit'>({ type: 'string', enum: ['validate', 'commit'], default: 'validate', description: 'validate: check every row and write nothing; commit: write every row in one transaction, or none' })),
  key: Type.Optional(Type.Unsafe<'id' | 'combined_id'>({ type: 'string', enum: ['id', 'combined_id'], description: 'a row that gives this column updates the record it names (an empty one: a create); without key every row is a create' })),
  sheet: Type.Optional(Text(MAX_LENGTH.field, { minLength: 1, description: 'the sheet of an XLSX workbook to read, by name (default: the first)' })),
  'ignore-unknown': Type.Optional(Type.Boolean({ default: false, description: 'leave out header cells that name no column rather than refuse the file' }))
})

export type ImportQuery = Static<typeof ImportQuerySchema>

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

export const ImportResultSchema = Type.Object(outcome, { title: 'ImportResult' })
