import { Type } from '@sinclair/typebox'
import { MAX_LENGTH, Text } from './bounds.js'

// Reports (spec endpoint 5 and resource "Report descriptor"; DESIGN §6). A multiple-record report also takes the
// list's filter[<field>] parameters, which vary by model and are checked by the handler.

const name = Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' })

export const ReportsQuerySchema = Type.Object({ name })

export const ReportDescriptorSchema = Type.Object({
  name: Text(MAX_LENGTH.identifier, { examples: ['Details'] }),
  title: Text(MAX_LENGTH.field, { examples: ['Details of record'] }),
  model: Text(MAX_LENGTH.field, { description: 'a regular expression the model name matches (.* = every model)', examples: ['.*'] }),
  showInMenu: Type.Boolean(),
  singleRecord: Type.Boolean({ description: 'true: a report of one record (id=); false: of the filtered records' }),
  type: Type.Union([Type.Literal('report'), Type.Literal('export'), Type.Literal('action')], {
    description: 'report: a page to read; export: a file to download; action: changes records (`POST /api/v1/report/{report}`)'
  }),
  confirmationMessage: Type.Union([Text(MAX_LENGTH.field), Type.Literal(false)], { description: 'what the user confirms before the report runs; false: nothing' }),
  directPrint: Type.Boolean({ description: 'a printer is configured for this report: GET /api/v1/form/print sends it there' }),
  canAutoPrint: Type.Boolean({ description: 'printable for one record with a printer configured: a form may print it after each save' }),
  parameters: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], {
    description: 'an action\'s parameters: the JSON schema of its body (`POST /api/v1/report/{report}`); null for a report or an export'
  })
}, { title: 'Report descriptor' })

export const ReportDescriptorsSchema = Type.Object({
  single: Type.Array(ReportDescriptorSchema),
  multiple: Type.Array(ReportDescriptorSchema)
})

export const ReportParamsSchema = Type.Object({ report: Type.String({ maxLength: 100, description: 'the report name, e.g. ListCsv' }) })

export const ReportQuerySchema = Type.Object({
  name,
  id: Type.Optional(Text(10, { pattern: '^[0-9]{1,10}$', description: 'the record of a single-record report' })),
  columns: Type.Optional(Type.String({ maxLength: 20000, description: 'List, ListCsv: column names separated by commas (default: every column)' })),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'as the list: fields separated by commas; - before a field sorts descending' }))
}, { additionalProperties: true })
