import { Type } from '@sinclair/typebox'
import { Id, MAX_LENGTH, Text } from './bounds.js'

// Printing a label report (mDIS PrintAction, GET /api/v1/form/print): the report of one record (id=) or of the
// filtered records of the list, sent to the printer PRINTERS names for it. The query also takes the list's
// filter[<field>] parameters, which vary by model and are checked by the handler.

export const PrintQuerySchema = Type.Object({
  name: Text(MAX_LENGTH.modelName, { minLength: 1, description: 'the data model name (template name)' }),
  reportName: Text(MAX_LENGTH.pathParam, { minLength: 1, description: 'the report to print, e.g. CoreQrCodes (mDIS\'s "CoreQrCodesReport" too)', examples: ['CoreQrCodes'] }),
  id: Type.Optional(Text(10, { pattern: '^[0-9]{1,10}$', description: 'the record to print; without it, the filtered records of the list' })),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'as the list: fields separated by commas; - before a field sorts descending' }))
}, { additionalProperties: true })

const nullable = (max: number, description: string) => Type.Union([Text(max), Type.Null()], { description })

export const PrintedSchema = Type.Object({
  report: Text(MAX_LENGTH.identifier, { examples: ['CoreQrCodes'] }),
  model: Text(MAX_LENGTH.modelName, { examples: ['cores'] }),
  id: Type.Union([Id(), Type.Null()], { description: 'the record printed; null: the filtered records' }),
  printer: Text(MAX_LENGTH.field, { description: 'the printer as PRINTERS names it', examples: ['zebra@printhost:631'] }),
  queue: nullable(MAX_LENGTH.field, 'the CUPS queue (lp -d); null: the default queue of the server'),
  host: nullable(MAX_LENGTH.field, 'the print server (lp -h); null: the local one'),
  title: Text(MAX_LENGTH.field, { description: 'the title of the print job (lp -t)', examples: ['CoreQrCodes cores 7'] }),
  job: Text(MAX_LENGTH.message, { description: 'what the print command answered', examples: ['request id is zebra-12 (1 file(s))'] })
}, { title: 'Print job' })
