import type { FastifyInstance } from 'fastify'

// Helpers of the OpenAPI tests: the routes the app serves, as the document should list them.

export interface ServedRoute { method: string, path: string }

/**
 * Every route of the app (from Fastify's route tree), paths in OpenAPI form ({id}); without the automatic HEAD
 * routes and the UI's own routes under /docs.
 */
export function servedRoutes (app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (match === null) continue
    const depth = match[1].length / 4
    stack.length = depth
    const url = `${depth === 0 ? '' : stack[depth - 1]}${match[2]}`
    stack.push(url)
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && !url.startsWith('/docs')) routes.push({ method, path: url.replace(/:(\w+)/g, '{$1}') })
    }
  }
  return routes
}

/** An HTTP client of a listening app (fetch), for what inject cannot show: real sockets and generated clients. */
export async function listen (app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return `http://127.0.0.1:${address.port}`
}
