import type { FastifyInstance, FastifySchema } from 'fastify'
import type { Access } from '../../plugins/infra/auth.js'

// Every endpoint of the service, read from the routes as registered (plugins/infra/auth.ts keeps them), so that the
// route-driven tests (test/security/) cover a new route without being told about it.

export interface Endpoint {
  method: string
  /** the route pattern, with :params */
  url: string
  access: Access
  schema: FastifySchema
  /** the :param names of the pattern */
  params: string[]
}

export function endpoints (app: FastifyInstance): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const route of app.declaredRoutes) {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`
      if (seen.has(key)) continue
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map(m => m[1])
      seen.set(key, { method, url: route.url, access: route.config!.access!, schema: route.schema ?? {}, params })
    }
  }
  return [...seen.values()]
}

/** The URL of an endpoint with its path parameters filled in (values are inserted as given: encode them first). */
export const fill = (endpoint: Endpoint, values: Record<string, string>): string =>
  endpoint.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name])

export const writes = (endpoint: Endpoint): boolean => !['GET', 'HEAD'].includes(endpoint.method)
