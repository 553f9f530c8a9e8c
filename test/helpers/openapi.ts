import type { FastifyInstance } from 'fastify'
import { endpoints } from './routes.js'

// Helpers of the OpenAPI tests: the routes the app serves, as the document should list them.

export interface ServedRoute { method: string, path: string }

/** Every route of the app, paths in OpenAPI form ({id}); without the automatic HEAD routes, the UI's own under /docs and hidden ones. */
export function servedRoutes (app: FastifyInstance): ServedRoute[] {
  return endpoints(app)
    .filter(e => e.method !== 'HEAD' && !e.url.startsWith('/docs') && (e.schema as { hide?: boolean }).hide !== true)
    .map(e => ({ method: e.method, path: e.url.replace(/:(\w+)/g, '{$1}') }))
}
