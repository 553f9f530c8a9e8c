import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import fp from 'fastify-plugin'
import { allows } from '../../core/auth/roles.js'
import { fileFilter } from '../../core/files/access.js'
import { content } from '../../core/openapi/operations.js'
import { toComponent } from '../../core/openapi/components.js'
import { filterLists, parseFilterLists } from '../../core/screens/filter-lists.js'
import { findIgsn } from '../../core/screens/find-igsn.js'
import { AppFormsSchema, FilterListsQuerySchema, FilterListsSchema, FoundIgsnSchema, IgsnParamsSchema } from '../../schemas/screens.js'
import type { FormEntry } from '../../core/4-lifecycle/form-changes.js'

// What mDIS data-entry front ends call beside the data API's reads and writes: the forms menu and find-igsn (mDIS
// /api/v1/app), the filter bar's choices (mDIS /api/v1/form/filter-lists). Each checks the caller's view permission
// per model.

async function appEndpoints (app: FastifyInstance): Promise<void> {
  app.get<{ Params: Static<typeof IgsnParamsSchema> }>('/api/v1/app/find-igsn/:igsn', {
    config: {
      access: { role: 'viewer' },
      openapi: { responses: { 200: content('the model and the record that hold the IGSN', ['application/json'], toComponent(FoundIgsnSchema)) } }
    },
    schema: { params: IgsnParamsSchema }
  }, async request => {
    const permissions = request.principal!.permissions
    const found = await findIgsn(app.registry, app.records, request.params.igsn, model => allows(permissions, model, 'view'))
    fileFilter(app.registry, permissions).record(found.record)
    return found
  })

  app.get<{ Querystring: Static<typeof FilterListsQuerySchema> }>('/api/v1/form/filter-lists', {
    config: { access: { role: 'viewer' }, openapi: { errors: [404] } },
    schema: { querystring: FilterListsQuerySchema, response: { 200: FilterListsSchema } }
  }, async request => {
    const permissions = request.principal!.permissions
    return await filterLists(app.registry, app.records, parseFilterLists(request.query.models), model => allows(permissions, model, 'view'))
  })

  app.get('/api/v1/app/forms', {
    config: { access: { role: 'viewer' } },
    schema: { response: { 200: AppFormsSchema } }
  }, async request => {
    const permissions = request.principal!.permissions
    const forms: Record<string, FormEntry[]> = {}
    for (const form of await app.forms.list()) {
      if (allows(permissions, form.model, 'view')) (forms[form.module] ??= []).push(form)
    }
    return forms
  })
}

export default fp(appEndpoints, { name: 'app', dependencies: ['form'] })
