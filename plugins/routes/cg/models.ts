import type { FastifyInstance } from 'fastify'
import { MethodNotAllowed, objectNotFound } from '../../../core/shared/errors.js'
import { BEHAVIORS } from '../../../core/1-templates/behaviors.js'
import { modelSummary } from './io/summary.js'
import { storedTemplateText } from '../../../core/1-templates/limits.js'
import { content, noContent } from '../../../core/openapi/operations.js'
import { BehaviorsSchema, CreateTableBodySchema, ModelNameQuerySchema, SummarySchema, TemplateBodySchema, TemplateHistoryPageSchema, TemplateHistoryQuerySchema } from '../../../schemas/cg.js'
import { readTemplateHistory } from '../../../core/4-lifecycle/template-history.js'
import { envelope, readPage } from '../../../core/shared/paging.js'
import { requestUrl } from '../../support/request-url.js'
import { actingUser } from '../../support/acting-user.js'

// Model metadata and the model lifecycle: summary, templates and their versions, create, update, (re)create the table, delete.

type Template = Record<string, unknown>
const anyone = { access: {} } as const
const developer = { access: { role: 'developer' } } as const

export default async function modelRoutes (app: FastifyInstance): Promise<void> {
  const bodyLimit = app.config.TEMPLATE_FILE_LIMIT

  app.get('/summary', { config: anyone, schema: { response: { 200: SummarySchema } } },
    async () => await modelSummary(app.database.db, app.lifecycle, app.forms))

  app.get<{ Querystring: { name: string } }>('/get-model-template', { config: anyone, schema: { querystring: ModelNameQuerySchema } },
    async request => app.lifecycle.get(request.query.name).definition.template)

  // the versions of a model's template, newest first, with who and when; a dropped model's too (by its name)
  app.get<{ Querystring: { name: string } }>('/history', { config: { ...anyone, openapi: { errors: [404] } }, schema: { querystring: TemplateHistoryQuerySchema, response: { 200: TemplateHistoryPageSchema } } },
    async request => {
      const name = app.lifecycle.find(request.query.name)?.name ?? request.query.name
      const page = readPage(request.query)
      const { items, total } = await readTemplateHistory(app.database.db, name, page)
      if (total === 0) throw objectNotFound(request.query.name, app.registry.list().map(m => m.name))
      return envelope(items, total, page, requestUrl(request))
    })

  app.get('/behaviors', { config: developer, schema: { response: { 200: BehaviorsSchema } } }, async () => BEHAVIORS)

  app.post<{ Body: { template: Template } }>('/create-model', { config: { ...developer, openapi: { responses: { 201: content('the stored template', ['application/json'], { type: 'object' }) } } }, bodyLimit, schema: { body: TemplateBodySchema } },
    async (request, reply) => {
      const { model } = await app.lifecycle.create(request.body.template, storedTemplateText(request.body.template, bodyLimit), actingUser(request))
      return await reply.code(201).send(model.template)
    })

  // the mDIS front end posts, other clients put
  app.route<{ Querystring: { name: string }, Body: { template: Template } }>({
    method: ['POST', 'PUT'],
    url: '/update-model',
    config: developer,
    bodyLimit,
    schema: { querystring: ModelNameQuerySchema, body: TemplateBodySchema },
    handler: async request => {
      const { model } = await app.lifecycle.update(request.query.name, request.body.template, storedTemplateText(request.body.template, bodyLimit), actingUser(request))
      return model.template
    }
  })

  // 404: no model (nor a template that failed to load) of that name
  app.post<{ Body: { model: string } }>('/create-model-table', { config: { ...developer, openapi: { errors: [404] } }, schema: { body: CreateTableBodySchema } },
    async request => (await app.lifecycle.createTable(request.body.model, actingUser(request))).model.template)

  app.delete<{ Querystring: { name: string } }>('/delete-model', { config: { ...developer, openapi: { responses: noContent('deleted') } }, schema: { querystring: ModelNameQuerySchema } },
    async (request, reply) => {
      await app.lifecycle.drop(request.query.name, actingUser(request))
      return await reply.code(204).send()
    })

  // mDIS's own tests delete with GET; a GET must not change anything, so it is told which method to use. Not in the
  // OpenAPI document: it is no operation (it never succeeds), only a pointer to DELETE (README, OpenAPI).
  app.get('/delete-model', { schema: { hide: true }, config: developer }, async () => {
    throw Object.assign(new MethodNotAllowed('Deleting a model needs the DELETE method.'), { headers: { allow: 'DELETE' } })
  })
}
