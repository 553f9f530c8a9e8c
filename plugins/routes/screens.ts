import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import fp from 'fastify-plugin'
import { allows } from '../../core/auth/roles.js'
import { fileFilter } from '../../core/files/access.js'
import { content } from '../../core/openapi/operations.js'
import { toComponent } from '../../core/openapi/components.js'
import { filterLists, parseFilterLists } from '../../core/screens/filter-lists.js'
import { findIgsn } from '../../core/screens/find-igsn.js'
import { pickList } from '../../core/screens/pick-lists.js'
import { ModelForbidden } from '../../core/shared/errors.js'
import { AppFormsSchema, FilterListsQuerySchema, FilterListsSchema, FoundIgsnSchema, IgsnParamsSchema, PickListQuerySchema, PickListSchema } from '../../schemas/screens.js'
import type { FormEntry } from '../../core/4-lifecycle/form-changes.js'
import { FORM_PATHS } from '../support/form-paths.js'

// What mDIS data-entry front ends call beside the data API's reads and writes: the forms menu and find-igsn (mDIS
// /api/v1/app), the filter bar's choices (mDIS /api/v1/form/filter-lists, also on /api/v1/global) and the pick
// lists searched as the user types (async-lists). Each checks the caller's view permission per model (mDIS let any
// logged-in user read any model's pick list; here it takes the view permission the model's records take).

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

  for (const base of FORM_PATHS) {
    app.get<{ Querystring: Static<typeof FilterListsQuerySchema> }>(`${base}/filter-lists`, {
      config: { access: { role: 'viewer' }, openapi: { errors: [404] } },
      schema: { querystring: FilterListsQuerySchema, response: { 200: FilterListsSchema } }
    }, async request => {
      const permissions = request.principal!.permissions
      return await filterLists(app.registry, app.records, parseFilterLists(request.query.models), model => allows(permissions, model, 'view'))
    })

    app.get<{ Querystring: Static<typeof PickListQuerySchema> }>(`${base}/async-lists`, {
      config: { access: { role: 'viewer' }, openapi: { errors: [404, 422] } },
      schema: { querystring: PickListQuerySchema, response: { 200: PickListSchema } }
    }, async request => {
      const model = app.registry.require(request.query.name)
      if (!allows(request.principal!.permissions, model.name, 'view')) throw new ModelForbidden('view', model.name)
      return await pickList(app.database.db, model, request.query, app.config.LIST_EXACT_COUNT_LIMIT)
    })
  }

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
