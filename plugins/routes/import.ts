import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { importRecords } from '../../core/5-records/import.js'
import { importTemplate } from '../../core/5-records/import-template.js'
import type { ImportSource } from '../../core/5-records/import-table.js'
import { BadRequest, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../../core/shared/errors.js'
import { content } from '../../core/openapi/operations.js'
import { toComponent } from '../../core/openapi/components.js'
import { ImportQuerySchema, ImportResultSchema, ImportTemplateQuerySchema, type ImportQuery } from '../../schemas/import.js'
import { actingUser } from '../support/acting-user.js'
import { readMultipart } from '../support/multipart-body.js'
import { charsetOf, mediaType } from '../support/content-type.js'

// Getting data in (issue 29): POST /api/v1/form/import?name=<model>&mode=validate|commit with a CSV or TSV file, an
// XLSX workbook or a JSON array of records, as the body or as the multipart field `file` (core/5-records/import.ts).
// Encapsulated: the parsers and the multipart limits are this route's own; a file is as large as an upload may be.
// GET /api/v1/form/import-template?name=<model>: a CSV to fill in (core/5-records/import-template.ts).

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const BY_TYPE: Record<string, ImportSource['format']> = { 'text/csv': 'csv', 'text/tab-separated-values': 'tsv', [XLSX]: 'xlsx', 'application/json': 'json' }
const BY_EXTENSION: Record<string, ImportSource['format']> = { csv: 'csv', tsv: 'tsv', tab: 'tsv', txt: 'csv', xlsx: 'xlsx', json: 'json' }

export default async function importRoutes (app: FastifyInstance): Promise<void> {
  const limit = app.config.UPLOAD_FILE_LIMIT
  await app.register(multipart, { limits: { fileSize: limit, files: 1, fields: 0 } })
  app.addContentTypeParser(['text/csv', 'text/tab-separated-values', XLSX], { parseAs: 'buffer', bodyLimit: limit }, (_request, body, done) => { done(null, body) })
  const binary = { type: 'string', format: 'binary', maxLength: limit }
  const table = { type: 'string', maxLength: limit, description: 'a header row of column names or labels (a unit in brackets is fine), then one row per record' }
  app.post<{ Querystring: ImportQuery }>('/api/v1/form/import', {
    bodyLimit: limit,
    config: {
      access: { role: 'operator', permission: 'edit' },
      openapi: {
        requestBody: {
          description: 'the records: CSV (comma or semicolon), TSV, an XLSX workbook, or a JSON array of records as a create takes them; or one of these files as the multipart field `file`',
          content: {
            'text/csv': { schema: table },
            'text/tab-separated-values': { schema: table },
            [XLSX]: { schema: binary },
            'application/json': { schema: { type: 'array', maxItems: app.config.IMPORT_ROW_LIMIT, items: { type: 'object', additionalProperties: true } } },
            'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { ...binary, description: 'a .csv, .tsv, .xlsx or .json file' } } } }
          }
        },
        responses: { 201: content('committed: every row written', ['application/json'], toComponent(ImportResultSchema)) }
      }
    },
    schema: { querystring: ImportQuerySchema, response: { 200: ImportResultSchema } }
  }, async (request, reply) => {
    const { query } = request
    const model = app.registry.require(query.name)
    const source = await sourceOf(request, query.sheet)
    const commit = query.mode === 'commit'
    const options = { commit, key: query.key, ignoreUnknown: query['ignore-unknown'] === true, rowLimit: app.config.IMPORT_ROW_LIMIT, unpacked: limit }
    const result = await importRecords(app.records.deps, model, source, options, { user: actingUser(request) })
    return await reply.code(commit ? 201 : 200).send(result)
  })

  app.get<{ Querystring: { name: string } }>('/api/v1/form/import-template', {
    config: {
      access: { role: 'operator', permission: 'edit' },
      openapi: { responses: { 200: content('a CSV to fill in: the header of the columns a create takes (labels, units in brackets) and an example row', ['text/csv'], { type: 'string', maxLength: 1048576 }) } }
    },
    schema: { querystring: ImportTemplateQuerySchema }
  }, async (request, reply) => {
    const model = app.registry.require(request.query.name)
    return await reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${model.name}-import.csv"`)
      .send(await importTemplate(app.database.db, model))
  })
}

/** The file of the request: its body, or its multipart field `file`, by its content type (or, in a multipart body, its name). */
async function sourceOf (request: FastifyRequest, sheet: string | undefined): Promise<ImportSource> {
  const header = String(request.headers['content-type'])
  const type = mediaType(header)
  if (type === 'multipart/form-data') {
    const oneFile = () => new ValidationFailed([{ field: 'file', message: 'An import takes one file, in the field "file".' }])
    let source: ImportSource | undefined
    await readMultipart((async () => {
      for await (const part of request.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'file' || source !== undefined) throw oneFile()
        const format = BY_TYPE[part.mimetype.toLowerCase()] ?? BY_EXTENSION[/\.([^.]+)$/.exec(part.filename)?.[1].toLowerCase() ?? '']
        if (format === undefined) throw new UnsupportedMediaType(`An import takes a .csv, .tsv, .xlsx or .json file, not "${part.filename}" (${part.mimetype}).`)
        source = sourceFor(format, await part.toBuffer(), sheet, charsetOf(part.mimetype))
      }
    })()).catch((error: { code?: unknown }) => {
      if (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_FIELDS_LIMIT') throw oneFile()
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(`The file is larger than the limit of ${request.server.config.UPLOAD_FILE_LIMIT} bytes (UPLOAD_FILE_LIMIT).`)
      throw error
    })
    if (source === undefined) throw oneFile()
    return source
  }
  const format = BY_TYPE[type]
  if (format === undefined) throw new UnsupportedMediaType(`An import takes text/csv, text/tab-separated-values, ${XLSX}, application/json or multipart/form-data, not "${type}".`)
  return format === 'json' ? { format, records: request.body } : sourceFor(format, request.body as Buffer, sheet, charsetOf(header))
}

function sourceFor (format: ImportSource['format'], bytes: Buffer, sheet: string | undefined, charset: string | undefined): ImportSource {
  if (format === 'xlsx') return { format, bytes, sheet }
  if (format === 'json') {
    try {
      return { format, records: JSON.parse(bytes.toString('utf8')) }
    } catch (error) {
      throw new BadRequest(`The file is no JSON: ${(error as Error).message}`)
    }
  }
  return { format, bytes, charset }
}
