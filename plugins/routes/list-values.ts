import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { hasRole } from '../../core/auth/roles.js'
import { readFilters, readSort, type SortKey } from '../../core/shared/list-params.js'
import { LIST_VALUE_FIELDS, ListValueStore, type ListValueField, type Writer } from '../../core/value-lists/items.js'
import { noContent } from '../../core/openapi/operations.js'
import { envelope, readPage } from '../../core/shared/paging.js'
import {
  ListNamesSchema, ListValueCreateSchema, ListValuePageSchema, ListValueParamsSchema, ListValueQuerySchema, ListValueSchema, ListValueUpdateSchema
} from '../../schemas/list-values.js'
import { requestUrl } from '../support/request-url.js'

// Value lists (spec 6; DESIGN §6 "List values"): reading needs a login only; changes need operator, and sa
// for locked lists.

const DEFAULT_SORT: Array<SortKey<ListValueField>> = [{ field: 'listname', desc: false }, { field: 'sort', desc: false }]

const writer = (request: FastifyRequest): Writer => ({ mayEditLocked: hasRole(request.principal!.roles, 'sa') })

export default async function listValues (app: FastifyInstance): Promise<void> {
  const store = new ListValueStore(app.database.db, app.lists)
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

  app.post<{ Body: Static<typeof ListValueCreateSchema> }>('/api/v1/list-values', {
    config: operator,
    schema: { body: ListValueCreateSchema, response: { 201: ListValueSchema } }
  }, async (request, reply) => reply.code(201).send(await store.create(request.body, writer(request))))

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
