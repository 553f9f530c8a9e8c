import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { importRecords, readImport } from '../../core/5-records/import.js'
import { ImportJobs } from '../../core/5-records/import-jobs.js'
import { failAbandonedJobs, type ImportLog } from '../../core/5-records/import-log.js'
import { importTemplate } from '../../core/5-records/import-template.js'
import type { ImportSource } from '../../core/5-records/import-table.js'
import { BadRequest, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../../core/shared/errors.js'
import { content } from '../../core/openapi/operations.js'
import { toComponent } from '../../core/openapi/components.js'
import { ImporterListSchema, ImportHeadersSchema, ImportIdParamsSchema, ImportLogSchema, ImportQuerySchema, ImportResultSchema, ImportTemplateQuerySchema, type ImportQuery } from '../../schemas/import.js'
import { undoImport } from '../../core/5-records/import-undo.js'
import { requirePermission } from '../../core/auth/roles.js'
import { actingUser } from '../support/acting-user.js'
import { readMultipart } from '../support/multipart-body.js'
import { charsetOf, mediaType } from '../support/content-type.js'

// Getting data in (issue 29): POST /api/v1/form/import?name=<model>&mode=validate|commit with a CSV or TSV file, an
// XLSX workbook or a JSON array of records, as the body or as the multipart field `file` (core/5-records/import.ts).
// Encapsulated: the parsers and the multipart limits are this route's own; a file is as large as an upload may be.
// GET /api/v1/form/import-template?name=<model>: a CSV to fill in (core/5-records/import-template.ts).
// GET /api/v1/importer: the importers, as mDIS lists them, with their endpoints.
// With `Prefer: respond-async`, 202 and the import job, which runs on (core/5-records/import-jobs.ts).
// GET /api/v1/import/{id}: a job or a committed import; POST /api/v1/import/{id}/undo: its undo (core/5-records/import-undo.ts).

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const BY_TYPE: Record<string, ImportSource['format']> = { 'text/csv': 'csv', 'text/tab-separated-values': 'tsv', [XLSX]: 'xlsx', 'application/json': 'json' }
const BY_EXTENSION: Record<string, ImportSource['format']> = { csv: 'csv', tsv: 'tsv', tab: 'tsv', txt: 'csv', xlsx: 'xlsx', json: 'json' }
/** the file names of the text formats (a value list's file is one of these) */
const TEXT_EXTENSIONS = Object.keys(BY_EXTENSION).filter(extension => ['csv', 'tsv'].includes(BY_EXTENSION[extension]))
const endingIn = (extensions: string[]): string => `\\.(${extensions.join('|')})$`

/** The importers (GET /api/v1/importer): records of a model, and the items of a value list (plugins/routes/list-values.ts). */
const IMPORTERS = [
  { class: 'records', title: 'Records of a data model from a CSV or TSV file, an XLSX workbook or a JSON array', extensionRegExp: endingIn(Object.keys(BY_EXTENSION)), modelNameRequired: true, url: '/api/v1/form/import' },
  { class: 'list-values', title: 'The items of a value list from a CSV or TSV file (display, remark, sort)', extensionRegExp: endingIn(TEXT_EXTENSIONS), modelNameRequired: false, url: '/api/v1/list-values/import' }
]

export default async function importRoutes (app: FastifyInstance): Promise<void> {
  const limit = app.config.UPLOAD_FILE_LIMIT
  const jobs = new ImportJobs(app.records.deps, app.config.IMPORT_JOB_LIMIT, error => { app.log.error({ err: error }, 'an import job failed') })
  // (the jobs a crash or a stop cut off: marked failed; the jobs running here end before the database closes)
  const failed = await failAbandonedJobs(app.database.db)
  if (failed > 0) app.log.warn(`${failed} import jobs were cut off by a stop of the service and are marked failed`)
  app.addHook('onClose', async () => { await jobs.settled() })
  await app.register(multipart, { limits: { fileSize: limit, files: 1, fields: 0 } })
  app.addContentTypeParser(['text/csv', 'text/tab-separated-values', XLSX], { parseAs: 'buffer', bodyLimit: limit }, (_request, body, done) => { done(null, body) })
  const binary = { type: 'string', format: 'binary', maxLength: limit }
  const table = { type: 'string', maxLength: limit, description: 'a header row of column names or labels (a unit in brackets is fine), then one row per record' }
  app.post<{ Querystring: ImportQuery, Headers: { prefer?: string } }>('/api/v1/form/import', {
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
        responses: {
          201: content('committed: every row written', ['application/json'], toComponent(ImportResultSchema)),
          202: content('Prefer: respond-async: the import job, running (its Location: GET /api/v1/import/{id})', ['application/json'], toComponent(ImportLogSchema))
        }
      }
    },
    schema: { querystring: ImportQuerySchema, headers: ImportHeadersSchema, response: { 200: ImportResultSchema } }
  }, async (request, reply) => {
    const { query } = request
    const model = app.registry.require(query.name)
    const release = jobs.admit()
    // (a job gives its place back when it ends; an import answered here, or refused before its job began, now)
    let job: ImportLog | undefined
    try {
      const source = await sourceOf(request, query.sheet)
      const commit = query.mode === 'commit'
      const options = { commit, key: query.key, ignoreUnknown: query['ignore-unknown'] === true, rowLimit: app.config.IMPORT_ROW_LIMIT, unpacked: limit }
      const actor = { user: actingUser(request) }
      if (/(?:^|[\s,])respond-async(?:[\s,;]|$)/i.test(request.headers.prefer ?? '')) {
        job = await jobs.start(model, await readImport(model, source, options), options, actor, release)
        return await reply.code(202).header('location', `/api/v1/import/${job.id}`).header('preference-applied', 'respond-async').send(job)
      }
      const result = await importRecords(app.records.deps, model, source, options, actor)
      return await reply.code(commit ? 201 : 200).send(result)
    } finally {
      if (job === undefined) release()
    }
  })

  // (an import is of one model: its user needs to edit that model)
  const theImport = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const log = await jobs.find(request.params.id)
    requirePermission(request.principal!.permissions, log.model, 'edit')
    return log
  }
  app.get<{ Params: { id: number } }>('/api/v1/import/:id', {
    config: { access: { role: 'operator' } },
    schema: { params: ImportIdParamsSchema, response: { 200: ImportLogSchema } }
  }, async request => await theImport(request))
  app.post<{ Params: { id: number } }>('/api/v1/import/:id/undo', {
    config: { access: { role: 'operator' } },
    schema: { params: ImportIdParamsSchema, response: { 200: ImportLogSchema } }
  }, async request => {
    const log = await theImport(request)
    return await undoImport(app.records.deps, app.registry.require(log.model), log, { user: actingUser(request) })
  })

  app.get('/api/v1/importer', {
    config: { access: { role: 'operator' } },
    schema: { response: { 200: ImporterListSchema } }
  }, async () => IMPORTERS)

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
