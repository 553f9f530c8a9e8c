import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { WIDGET_SORT_FIELDS, WidgetStore, type WidgetSortField } from '../../core/dashboard/widgets.js'
import { readSort, type SortKey } from '../../core/shared/list-params.js'
import { noContent } from '../../core/openapi/operations.js'
import {
  WidgetBulkResultSchema, WidgetBulkUpdateSchema, WidgetCreateSchema, WidgetListSchema, WidgetParamsSchema, WidgetQuerySchema, WidgetSchema,
  WidgetUpdateSchema
} from '../../schemas/widgets.js'

// The dashboard's widgets (mDIS WidgetsController, /api/v1/widgets): every logged-in user reads them (mDIS '@'),
// developers change them (core/dashboard/widgets.ts).

const DEFAULT_SORT: Array<SortKey<WidgetSortField>> = [{ field: 'order', desc: false }]

export default async function widgets (app: FastifyInstance): Promise<void> {
  const store = new WidgetStore(app.database.db)
  const developer = { access: { role: 'developer' } } as const

  app.get<{ Querystring: Static<typeof WidgetQuerySchema> }>('/api/v1/widgets', {
    config: { access: {} },
    schema: { querystring: WidgetQuerySchema, response: { 200: WidgetListSchema } }
  }, async request => await store.list(readSort(request.query.sort, WIDGET_SORT_FIELDS, DEFAULT_SORT)))

  app.get<{ Params: Static<typeof WidgetParamsSchema> }>('/api/v1/widgets/:id', {
    config: { access: {} },
    schema: { params: WidgetParamsSchema, response: { 200: WidgetSchema } }
  }, async request => await store.get(request.params.id))

  app.post<{ Body: Static<typeof WidgetCreateSchema> }>('/api/v1/widgets', {
    config: developer,
    schema: { body: WidgetCreateSchema, response: { 201: WidgetSchema } }
  }, async (request, reply) => reply.code(201).send(await store.create(request.body)))

  app.put<{ Body: Static<typeof WidgetBulkUpdateSchema> }>('/api/v1/widgets', {
    // 404: a widget the list names does not exist
    config: { ...developer, openapi: { errors: [404] } },
    schema: { body: WidgetBulkUpdateSchema, response: { 200: WidgetBulkResultSchema } }
  }, async request => await store.bulkUpdate(request.body))

  app.put<{ Params: Static<typeof WidgetParamsSchema>, Body: Static<typeof WidgetUpdateSchema> }>('/api/v1/widgets/:id', {
    config: developer,
    schema: { params: WidgetParamsSchema, body: WidgetUpdateSchema, response: { 200: WidgetSchema } }
  }, async request => await store.update(request.params.id, request.body))

  app.post<{ Params: Static<typeof WidgetParamsSchema> }>('/api/v1/widgets/duplicate/:id', {
    config: developer,
    schema: { params: WidgetParamsSchema, response: { 201: WidgetSchema } }
  }, async (request, reply) => reply.code(201).send(await store.duplicate(request.params.id)))

  app.delete<{ Params: Static<typeof WidgetParamsSchema> }>('/api/v1/widgets/:id', {
    config: { ...developer, openapi: { responses: noContent('deleted') } },
    schema: { params: WidgetParamsSchema }
  }, async (request, reply) => {
    await store.delete(request.params.id)
    return reply.code(204).send()
  })
}
