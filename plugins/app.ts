import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import fp from 'fastify-plugin'
import { allows } from '../core/auth/roles.js'
import { content } from '../core/openapi/operations.js'
import { toComponent } from '../core/openapi/schemas.js'
import { findIgsn } from '../core/records/find-igsn.js'
import { FoundIgsnSchema, IgsnParamsSchema } from '../schemas/app.js'

// The app endpoints mDIS front ends call beside the data API (mDIS /api/v1/app/...).

async function appEndpoints (app: FastifyInstance): Promise<void> {
  app.get<{ Params: Static<typeof IgsnParamsSchema> }>('/api/v1/app/find-igsn/:igsn', {
    config: {
      access: { role: 'viewer' },
      openapi: { responses: { 200: content('the model and the record that hold the IGSN', ['application/json'], toComponent(FoundIgsnSchema)) } }
    },
    schema: { params: IgsnParamsSchema }
  }, async request => {
    const permissions = request.principal!.permissions
    return await findIgsn(app.registry, app.records, request.params.igsn, model => allows(permissions, model, 'view'))
  })
}

export default fp(appEndpoints, { name: 'app', dependencies: ['form'] })
