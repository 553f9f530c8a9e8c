import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequest } from '../../core/shared/errors.js'
import { fileFilter, type FileFilter } from '../../core/files/access.js'
import type { CompiledModel } from '../../core/2-model/compile.js'
import { recordIdOf } from '../../core/shared/record-id.js'
import { envelope, envelopeJson, readPage } from '../../core/shared/paging.js'
import { Records } from '../../core/5-records/records.js'
import type { UpdatedRecord } from '../../core/5-records/update.js'
import type { Actor } from '../../core/database/record-history.js'
import { pageHolding } from '../../core/5-records/list-options.js'
import { DuplicateQuerySchema, GetQuerySchema, IfMatchHeadersSchema, IdParamsSchema, ListQuerySchema, ModelGetQuerySchema, ModelIdParamsSchema, ModelListQuerySchema, ModelParamsSchema, NameQuerySchema } from '../../schemas/records.js'
import { DeletedQuerySchema, HistoryQuerySchema, ModelDeletedQuerySchema, ModelHistoryQuerySchema, ModelRestoreQuerySchema, RestoreQuerySchema } from '../../schemas/history.js'
import { content, type DataOperation } from '../../core/openapi/operations.js'
import { ref } from '../../core/openapi/components.js'
import type { Access } from '../infra/auth.js'
import { requestUrl } from '../support/request-url.js'
import { retriedOnModelChange } from '../support/model-change-retry.js'
import { etag, ifMatch } from '../support/if-match.js'
import { actingUser } from '../support/acting-user.js'
import { FORM_PATHS } from '../support/form-paths.js'

// The data API (spec endpoints 1–4, DESIGN §6): records of any model, chosen by ?name=<model>. The same handlers
// also answer the per-model paths /api/v1/models/<model>[/<id>] that typed clients are generated for.

declare module 'fastify' {
  interface FastifyInstance { records: Records }
}

interface RouteTypes { Params: { model?: string, id?: string }, Querystring: Record<string, string> }
type Request = FastifyRequest<RouteTypes>

const JSON_TYPE = 'application/json; charset=utf-8'
const read: Access = { role: 'viewer', permission: 'view' }
const write: Access = { role: 'operator', permission: 'edit' }

async function form (app: FastifyInstance): Promise<void> {
  const records = new Records({ db: app.database.db, registry: app.registry, lists: app.lists, igsnPrefix: app.config.IGSN_PREFIX, exactCountLimit: app.config.LIST_EXACT_COUNT_LIMIT })
  app.decorate('records', records)
  // a create or read that waits for its statement (core/5-records/batches.ts) is answered before the database closes
  app.addHook('onClose', async () => { await records.settled() })

  const model = (request: Request): CompiledModel => {
    return app.registry.require(request.params.model ?? request.query.name)
  }
  // a record lists its descendants' files too: only those of models the caller may view
  const requireIfMatch = app.config.REQUIRE_IF_MATCH
  // who acts, for the history of the records a write changes
  const actor = (request: Request): Actor => ({ user: actingUser(request) })
  const files = (request: Request): FileFilter => fileFilter(app.registry, request.principal!.permissions)
  // a changed record with its version: as JSON text from the database, sent as it is, or as a record
  const updated = (request: Request, reply: FastifyReply, result: UpdatedRecord) => {
    reply.header('etag', etag(result.version))
    return 'body' in result ? reply.type(JSON_TYPE).send(files(request).json(result.body)) : reply.send(files(request).record(result.record))
  }
  const id = (request: Request, text = request.params.id!): number => recordIdOf(model(request).name, text)

  const handlers = {
    // (records as JSON text from the database where it can build them, sent as they are)
    list: async (request: Request, reply: FastifyReply) => {
      const m = model(request)
      const { query } = request
      // (the typed per-model list answers whole records, as its schema says)
      if (request.params.model !== undefined && query.fields !== undefined) throw new BadRequest(`fields is served by GET /api/v1/form?name=${m.name}; this path answers whole records.`)
      let page = readPage(query)
      const url = requestUrl(request)
      const selected = query['selected-record-id']
      if (selected !== undefined) {
        page = await pageHolding(app.database.db, m, query, id(request, selected), page)
        url.searchParams.delete('selected-record-id')
      }
      const { items, total, estimated, hasNext, nextCursor } = await records.listJson(m, query, page)
      return reply.type(JSON_TYPE).send(envelopeJson(items.map(files(request).json), total, page, url, { estimated, hasNext, nextCursor }))
    },
    // (JSON text from the database, sent as it is)
    // (a new record is at version 1 of its history)
    create: async (request: Request, reply: FastifyReply) => reply.code(201).type(JSON_TYPE).header('etag', etag(1)).send(await records.createJson(model(request), request.body, actor(request))),
    get: async (request: Request, reply: FastifyReply) => {
      const version = request.query.version as unknown as number | undefined
      // (a version of the record's history: its stored columns as they were)
      if (version !== undefined) return await records.at(model(request), id(request), version)
      const { body, version: current } = await records.getJson(model(request), id(request))
      return reply.type(JSON_TYPE).header('etag', etag(current)).send(files(request).json(body))
    },
    update: async (request: Request, reply: FastifyReply) =>
      updated(request, reply, await records.update(model(request), id(request), request.body, actor(request), ifMatch(request, requireIfMatch))),
    remove: async (request: Request, reply: FastifyReply) => {
      await records.remove(model(request), id(request), actor(request), ifMatch(request, requireIfMatch))
      return reply.code(204).send()
    },
    duplicate: async (request: Request) => await records.duplicate(model(request), id(request, request.params.id ?? request.query.id)),
    history: async (request: Request) => {
      const page = readPage(request.query)
      const { items, total } = await records.history(model(request), id(request), page)
      return envelope(items, total, page, requestUrl(request))
    },
    deleted: async (request: Request) => {
      const page = readPage(request.query)
      const { items, total } = await records.deleted(model(request), page)
      return envelope(items, total, page, requestUrl(request))
    },
    restore: async (request: Request, reply: FastifyReply) => {
      const version = request.query.version as unknown as number | undefined
      return updated(request, reply, await records.restore(model(request), id(request), version, actor(request), ifMatch(request, requireIfMatch)))
    }
  } satisfies Record<DataOperation, unknown>
  // the handlers are named by their data-API operation
  const operations = new Map<unknown, DataOperation>(Object.entries(handlers).map(([operation, handler]) => [handler, operation as DataOperation]))
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  // dataApi names the operation for the OpenAPI document, which expands the :model routes per registered model
  // a request that met a model another instance changed under it runs again against the model that replaced it
  const named = (request: Request): string | undefined => request.params.model ?? request.query.name
  const route = (method: Method | Method[], url: string, access: Access, schema: FastifySchema, handler: (request: Request, reply: FastifyReply) => Promise<unknown>) =>
    app.route<RouteTypes>({
      method, url, config: { access, dataApi: operations.get(handler), ...(schema.headers === undefined ? {} : { openapi: { errors: [412, 428] } }) }, schema,
      handler: retriedOnModelChange(handler, named, async name => { await app.lifecycle.reload(name) })
    })

  // (on /api/v1/form and mDIS's /api/v1/global)
  for (const base of FORM_PATHS) {
    route('GET', base, read, { querystring: ListQuerySchema }, handlers.list)
    route('POST', base, write, { querystring: NameQuerySchema }, handlers.create)
    route('POST', `${base}/duplicate`, write, { querystring: DuplicateQuerySchema }, handlers.duplicate)
    app.post<RouteTypes>(`${base}/defaults`, {
      config: { access: write, openapi: { responses: { 200: content('a new unsaved record to fill in and create: defaults, running number and ancestry filled', ['application/json'], ref('Record')) } } },
      schema: { querystring: NameQuerySchema }
    }, async request => await records.defaults(model(request), request.body))
    route('GET', `${base}/:id`, read, { querystring: GetQuerySchema, params: IdParamsSchema }, handlers.get)
    route('GET', `${base}/:id/history`, read, { querystring: HistoryQuerySchema, params: IdParamsSchema }, handlers.history)
    route('GET', `${base}/deleted`, read, { querystring: DeletedQuerySchema }, handlers.deleted)
    route('POST', `${base}/:id/restore`, write, { querystring: RestoreQuerySchema, params: IdParamsSchema, headers: IfMatchHeadersSchema }, handlers.restore)
    route(['PUT', 'PATCH'], `${base}/:id`, write, { querystring: NameQuerySchema, params: IdParamsSchema, headers: IfMatchHeadersSchema }, handlers.update)
    route('DELETE', `${base}/:id`, write, { querystring: NameQuerySchema, params: IdParamsSchema, headers: IfMatchHeadersSchema }, handlers.remove)
  }

  route('GET', '/api/v1/models/:model', read, { querystring: ModelListQuerySchema, params: ModelParamsSchema }, handlers.list)
  route('POST', '/api/v1/models/:model', write, { params: ModelParamsSchema }, handlers.create)
  route('GET', '/api/v1/models/:model/:id', read, { querystring: ModelGetQuerySchema, params: ModelIdParamsSchema }, handlers.get)
  route('GET', '/api/v1/models/:model/:id/history', read, { querystring: ModelHistoryQuerySchema, params: ModelIdParamsSchema }, handlers.history)
  route('GET', '/api/v1/models/:model/deleted', read, { querystring: ModelDeletedQuerySchema, params: ModelParamsSchema }, handlers.deleted)
  route('POST', '/api/v1/models/:model/:id/restore', write, { querystring: ModelRestoreQuerySchema, params: ModelIdParamsSchema, headers: IfMatchHeadersSchema }, handlers.restore)
  route(['PUT', 'PATCH'], '/api/v1/models/:model/:id', write, { params: ModelIdParamsSchema, headers: IfMatchHeadersSchema }, handlers.update)
  route('DELETE', '/api/v1/models/:model/:id', write, { params: ModelIdParamsSchema, headers: IfMatchHeadersSchema }, handlers.remove)
  route('POST', '/api/v1/models/:model/:id/duplicate', write, { params: ModelIdParamsSchema }, handlers.duplicate)
}

// (a named plugin: its `records` serve plugins/routes/screens.ts as well)
export default fp(form, { name: 'form', dependencies: ['auth'] })
