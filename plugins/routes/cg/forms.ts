import type { FastifyInstance } from 'fastify'
import { content, noContent } from '../../../core/openapi/operations.js'
import { FormBodySchema, FormNameQuerySchema, FormSeedQuerySchema, FormSeedSchema, ModelNameQuerySchema, RenameFormQuerySchema } from '../../../schemas/cg.js'

// Form templates (core/4-lifecycle/form-changes.ts): read by any signed-in user, created, changed, renamed and deleted by
// developers (mDIS cg ApiController). get-form-template's ?name= is a form, or a model (its form, else the default one).

type Template = Record<string, unknown>
const developer = { access: { role: 'developer' } } as const
const FORM = { type: 'object', description: 'a form template' }

export default async function formRoutes (app: FastifyInstance): Promise<void> {
  const bodyLimit = app.config.TEMPLATE_FILE_LIMIT

  app.get<{ Querystring: { name: string } }>('/get-form-template', {
    config: { access: {}, openapi: { responses: { 200: content('the form with requiredFilters, filterDataModels and searchable fields', ['application/json'], FORM) } } },
    schema: { querystring: ModelNameQuerySchema }
  }, async request => await app.forms.get(request.query.name))

  // 404: no model of that ?modelName=
  app.get<{ Querystring: { modelName: string } }>('/get-form-template-seed', { config: { ...developer, openapi: { errors: [404] } }, schema: { querystring: FormSeedQuerySchema, response: { 200: FormSeedSchema } } },
    async request => app.forms.seed(request.query.modelName))

  app.post<{ Body: { template: Template } }>('/create-form', {
    config: { ...developer, openapi: { responses: { 201: content('the stored form', ['application/json'], FORM) } } },
    bodyLimit,
    schema: { body: FormBodySchema }
  }, async (request, reply) => await reply.code(201).send(await app.forms.create(request.body.template)))

  // (mDIS puts; POST as for update-model)
  app.route<{ Querystring: { name: string }, Body: { template: Template } }>({
    method: ['PUT', 'POST'],
    url: '/update-form',
    config: { ...developer, openapi: { responses: { 200: content('the stored form', ['application/json'], FORM) } } },
    bodyLimit,
    schema: { querystring: FormNameQuerySchema, body: FormBodySchema },
    handler: async request => await app.forms.update(request.query.name, request.body.template)
  })

  app.post<{ Querystring: { name: string, newName: string } }>('/rename-form', {
    config: { ...developer, openapi: { responses: { 200: content('the renamed form', ['application/json'], FORM) } } },
    schema: { querystring: RenameFormQuerySchema }
  }, async request => await app.forms.rename(request.query.name, request.query.newName))

  app.delete<{ Querystring: { name: string } }>('/delete-form', { config: { ...developer, openapi: { responses: noContent('deleted') } }, schema: { querystring: FormNameQuerySchema } },
    async (request, reply) => {
      await app.forms.remove(request.query.name)
      return await reply.code(204).send()
    })
}
