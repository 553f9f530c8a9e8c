import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { allows } from '../../core/auth/roles.js'
import { envelope, readPage } from '../../core/shared/paging.js'
import { RecentChangesPageSchema, RecentChangesQuerySchema } from '../../schemas/history.js'
import { requestUrl } from '../support/request-url.js'

// The recent changes of records across models (issue 28): the history of every record the caller may view, the
// latest first, by user and time. A record's own history and restores are the data API's (plugins/routes/records.ts).

type Query = Record<string, unknown> & { name?: string, user?: number, from?: string, to?: string }

async function history (app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Query }>('/api/v1/history', {
    config: { access: { role: 'viewer', permission: 'view' } },
    schema: { querystring: RecentChangesQuerySchema, response: { 200: RecentChangesPageSchema } }
  }, async request => {
    const { name, user, from, to } = request.query
    // (a named model's view permission is checked before: plugins/infra/auth.ts)
    const models = name !== undefined ? [app.registry.require(name)] : app.registry.list().filter(m => allows(request.principal!.permissions, m.name, 'view'))
    const page = readPage(request.query)
    const { items, total } = await app.records.recentChanges(models, { user, from, to }, page)
    return envelope(items, total, page, requestUrl(request))
  })
}

export default fp(history, { name: 'history', dependencies: ['form'] })
