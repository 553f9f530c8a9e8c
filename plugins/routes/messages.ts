import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { hasRole } from '../../core/auth/roles.js'
import { MESSAGE_SORT_FIELDS, MessageStore, readMessageFilters, type MessageSortField } from '../../core/dashboard/messages.js'
import { moratoriumNotices } from '../../core/dashboard/notices.js'
import { readSort, type SortKey } from '../../core/shared/list-params.js'
import { envelope, readPage } from '../../core/shared/paging.js'
import { noContent } from '../../core/openapi/operations.js'
import {
  MessageCreateSchema, MessagePageSchema, MessageParamsSchema, MessageQuerySchema, MessageSchema, MessageUpdateSchema, NoticeListSchema
} from '../../schemas/messages.js'
import { requestUrl } from '../support/request-url.js'

// The messages of the day (mDIS MessagesController, /api/v1/messages): every logged-in user reads them (mDIS
// '@'), developers write them (core/dashboard/messages.ts); and mDIS AppController's get-messages, the notices
// for the caller (core/dashboard/notices.ts).

const DEFAULT_SORT: Array<SortKey<MessageSortField>> = [{ field: 'date', desc: false }]

export default async function messages (app: FastifyInstance): Promise<void> {
  const store = new MessageStore(app.database.db, app.config.ARCHIVE_DIR)
  const developer = { access: { role: 'developer' } } as const

  app.get<{ Querystring: Static<typeof MessageQuerySchema> & Record<string, unknown> }>('/api/v1/messages', {
    config: { access: {} },
    schema: { querystring: MessageQuerySchema, response: { 200: MessagePageSchema } }
  }, async request => {
    const page = readPage(request.query)
    const sort = readSort(request.query.sort, MESSAGE_SORT_FIELDS, DEFAULT_SORT)
    const { items, total } = await store.list({ filters: readMessageFilters(request.query), sort, limit: page.limit!, offset: page.offset })
    return envelope(items, total, page, requestUrl(request))
  })

  app.get<{ Params: Static<typeof MessageParamsSchema> }>('/api/v1/messages/:id', {
    config: { access: {} },
    schema: { params: MessageParamsSchema, response: { 200: MessageSchema } }
  }, async request => await store.get(request.params.id))

  app.post<{ Body: Static<typeof MessageCreateSchema> }>('/api/v1/messages', {
    config: developer,
    schema: { body: MessageCreateSchema, response: { 201: MessageSchema } }
  }, async (request, reply) => reply.code(201).send(await store.create(request.body, request.principal!.id)))

  app.put<{ Params: Static<typeof MessageParamsSchema>, Body: Static<typeof MessageUpdateSchema> }>('/api/v1/messages/:id', {
    config: developer,
    schema: { params: MessageParamsSchema, body: MessageUpdateSchema, response: { 200: MessageSchema } }
  }, async request => await store.update(request.params.id, request.body, request.principal!.id))

  app.delete<{ Params: Static<typeof MessageParamsSchema> }>('/api/v1/messages/:id', {
    config: { ...developer, openapi: { responses: noContent('deleted') } },
    schema: { params: MessageParamsSchema }
  }, async (request, reply) => {
    await store.delete(request.params.id)
    return reply.code(204).send()
  })

  app.get('/api/v1/app/get-messages', {
    config: { access: {} },
    schema: { response: { 200: NoticeListSchema } }
  }, async request => hasRole(request.principal!.roles, 'sa') ? await moratoriumNotices(app.database.db, app.registry) : [])
}
