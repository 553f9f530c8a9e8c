import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { hasRole } from '../../core/auth/roles.js'
import { readFilters, readSort, type SortKey } from '../../core/shared/list-params.js'
import { LIST_VALUE_FIELDS, ListValueStore, type ListValueField, type Writer } from '../../core/value-lists/items.js'
import { readListItems } from '../../core/value-lists/import-file.js'
import { ValueListRecords } from '../../core/value-lists/list-record.js'
import { UnsupportedMediaType } from '../../core/shared/errors.js'
import { content, noContent } from '../../core/openapi/operations.js'
import { valueListCsv } from '../../core/reports/exports/value-list-csv.js'
import { envelope, readPage } from '../../core/shared/paging.js'
import {
  ListExportQuerySchema, ListImportQuerySchema, ListImportResultSchema, ListNamesSchema, ListValueCreateSchema, ListValuePageSchema, ListValueParamsSchema, ListValueQuerySchema, ListValueSchema, ListValueUpdateSchema,
  ValueListQuerySchema, ValueListSchema, ValueListUpdateSchema
} from '../../schemas/list-values.js'
import { charsetOf, mediaType } from '../support/content-type.js'
import { requestUrl } from '../support/request-url.js'

// Value lists (spec 6; DESIGN §6 "List values"): reading needs a login only; changes need operator, and sa
// for locked lists and for locking (core/value-lists/list-record.ts).

const DEFAULT_SORT: Array<SortKey<ListValueField>> = [{ field: 'listname', desc: false }, { field: 'sort', desc: false }]

const writer = (request: FastifyRequest): Writer => ({ mayEditLocked: hasRole(request.principal!.roles, 'sa') })

export default async function listValues (app: FastifyInstance): Promise<void> {
  const store = new ListValueStore(app.database.db, app.lists)
  const records = new ValueListRecords(app.database.db)
  const operator = { access: { role: 'operator' } } as const

  app.get<{ Querystring: Static<typeof ListValueQuerySchema> & Record<string, unknown> }>('/api/v1/list-values', {
    config: { access: {} },
    schema: { querystring: ListValueQuerySchema, response: { 200: ListValuePageSchema } }
  }, async request => {
    const page = readPage(request.query, { allowAll: true })
    const sort = readSort(request.query.sort, LIST_VALUE_FIELDS, DEFAULT_SORT)
    const filters = readFilters(request.query, LIST_VALUE_FIELDS)
    const { items, total } = await store.list({ filters, sort, limit: page.limit, offset: page.offset })
    return envelope(items, total, page, requestUrl(request))
  })

  app.get('/api/v1/list-values/list-names', {
    config: { access: {} },
    schema: { response: { 200: ListNamesSchema } }
  }, async () => await store.names())

  // a list's own record (mDIS list-info and update-list-info); a static path, so /list is no item id
  app.get<{ Querystring: Static<typeof ValueListQuerySchema> }>('/api/v1/list-values/list', {
    config: { access: {}, openapi: { errors: [404] } },
    schema: { querystring: ValueListQuerySchema, response: { 200: ValueListSchema } }
  }, async request => await records.get(request.query.listname))

  app.put<{ Querystring: Static<typeof ValueListQuerySchema>, Body: Static<typeof ValueListUpdateSchema> }>('/api/v1/list-values/list', {
    config: { ...operator, openapi: { errors: [404] } },
    schema: { querystring: ValueListQuerySchema, body: ValueListUpdateSchema, response: { 200: ValueListSchema } }
  }, async request => await records.update(request.query.listname, request.body, writer(request)))

  // the export: a list's items (or every list's) as CSV in the columns the import reads, streamed; a static path.
  // (Value lists are no data model, so it is not a report of /api/v1/report; like the lists, it needs a login only.)
  app.get<{ Querystring: Static<typeof ListExportQuerySchema> }>('/api/v1/list-values/export', {
    config: { access: {}, openapi: { errors: [404], responses: { 200: content('the items: listname, display, remark, sort', ['text/csv; charset=utf-8']) } } },
    // a HEAD would read the whole export only to discard it
    exposeHeadRoute: false,
    schema: { querystring: ListExportQuerySchema }
  }, async (request, reply) => {
    const { listname } = request.query
    // (404 for a list that does not exist)
    if (listname !== undefined) await records.get(listname)
    const body = await valueListCsv(app.database.db, listname)
    // a client that stops reading would hold the export's database connection (as the report exports)
    reply.raw.setTimeout(app.reports.stallTimeoutMs, () => reply.raw.destroy())
    return await reply.type('text/csv; charset=utf-8').header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${listname ?? 'value-lists'}.csv"`).send(body)
  })

  app.post<{ Body: Static<typeof ListValueCreateSchema> }>('/api/v1/list-values', {
    config: operator,
    schema: { body: ListValueCreateSchema, response: { 201: ListValueSchema } }
  }, async (request, reply) => reply.code(201).send(await store.create(request.body, writer(request))))

  // the value-list import: a CSV or TSV of items (core/value-lists/import-file.ts); bodies of these types are this
  // plugin's to read (encapsulated)
  app.addContentTypeParser(['text/csv', 'text/tab-separated-values'], { parseAs: 'buffer', bodyLimit: app.config.UPLOAD_FILE_LIMIT }, (_request, body, done) => { done(null, body) })
  const table = { type: 'string', maxLength: app.config.UPLOAD_FILE_LIMIT, description: 'a header row naming display (remark and sort if given), then a row per item' }
  app.post<{ Querystring: Static<typeof ListImportQuerySchema> }>('/api/v1/list-values/import', {
    bodyLimit: app.config.UPLOAD_FILE_LIMIT,
    config: { ...operator, openapi: { requestBody: { description: 'the items', content: { 'text/csv': { schema: table }, 'text/tab-separated-values': { schema: table } } } } },
    schema: { querystring: ListImportQuerySchema, response: { 201: ListImportResultSchema } }
  }, async (request, reply) => {
    const type = mediaType(request.headers['content-type'])
    if (type !== 'text/csv' && type !== 'text/tab-separated-values') throw new UnsupportedMediaType(`A value-list import takes text/csv or text/tab-separated-values, not "${type}".`)
    const { listname } = request.query
    const items = readListItems(request.body as Buffer, charsetOf(String(request.headers['content-type'])), type === 'text/csv' ? 'csv' : 'tsv', listname)
    const { created, updated } = await store.importItems(listname, items, writer(request))
    return await reply.code(201).send({ rows: items.length, created, updated })
  })

  app.put<{ Params: Static<typeof ListValueParamsSchema>, Body: Static<typeof ListValueUpdateSchema> }>('/api/v1/list-values/:id', {
    config: operator,
    schema: { params: ListValueParamsSchema, body: ListValueUpdateSchema, response: { 200: ListValueSchema } }
  }, async request => await store.update(request.params.id, request.body, writer(request)))

  app.delete<{ Params: Static<typeof ListValueParamsSchema> }>('/api/v1/list-values/:id', {
    config: { ...operator, openapi: { responses: noContent('deleted') } },
    schema: { params: ListValueParamsSchema }
  }, async (request, reply) => {
    await store.delete(request.params.id, writer(request))
    return reply.code(204).send()
  })
}
