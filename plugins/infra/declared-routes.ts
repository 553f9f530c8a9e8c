import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'

// Every route of the service as registered, with its access declaration and schemas: the service refuses to
// start when a route declares no access (plugins/infra/auth.ts), and the route-driven security and fuzz tests read the
// list, so that a new route is covered without listing it. Registered before any route.

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the service as registered, with its access declaration and schemas (complete once ready). */
    declaredRoutes: readonly RouteOptions[]
  }
}

async function declaredRoutes (app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = []
  app.addHook('onRoute', route => { routes.push(route) })
  app.decorate('declaredRoutes', routes)
  app.addHook('onReady', async () => {
    const bare = routes.filter(r => r.config?.access === undefined).map(r => `${String(r.method)} ${r.url}`)
    if (bare.length > 0) throw new Error(`routes without an access declaration: ${bare.join(', ')}`)
  })
}

export default fp(declaredRoutes, { name: 'declared-routes' })
