import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { OpenApiCache } from '../../core/openapi/cache.js'
import type { OpenApiDocument } from '../../core/openapi/document.js'

// Serves the OpenAPI 3.1 document (/openapi.json, /openapi.yaml) of the routes and the registered models, rebuilt
// when a model changes (core/openapi/cache.ts), and the interactive UI at /docs. Everything here is public.

declare module 'fastify' {
  interface FastifyInstance { openapi: OpenApiCache }
}

/**
 * The UI's own policy, instead of the API's (plugins/infra/security-headers.ts): its scripts and styles from this
 * service, its inline styles, and requests to this service only (the document, "try it out", the token endpoint).
 */
export const DOCS_CSP = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  // the service is often reached over plain HTTP on a local network: upgrading its assets would break the page
  upgradeInsecureRequests: null
}

const document = (type: string) => ({ description: 'OK', content: { [type]: { schema: type === 'application/json' ? { type: 'object' } : { type: 'string' } } } })
const notModified = { description: 'Not Modified: the document did not change since the ETag sent in If-None-Match' }

async function openapi (app: FastifyInstance): Promise<void> {
  const cache = new OpenApiCache(() => app.swagger() as unknown as OpenApiDocument, app.registry)
  app.decorate('openapi', cache)

  const serve = (type: 'application/json' | 'application/yaml') => async (request: FastifyRequest, reply: FastifyReply) => {
    const built = cache.current()
    void reply.header('etag', built.etag).header('cache-control', 'no-cache')
    if (request.headers['if-none-match'] === built.etag) return await reply.code(304).send()
    return await reply.type(type).send(type === 'application/json' ? built.json : built.yaml())
  }
  for (const [url, type] of [['/openapi.json', 'application/json'], ['/openapi.yaml', 'application/yaml']] as const) {
    app.get(url, {
      config: { access: 'public', openapi: { summary: `This OpenAPI 3.1 document (${type})`, responses: { 200: document(type), 304: notModified } } }
    }, serve(type))
  }

  await app.register(async docs => {
    // the UI's routes (page, assets, its copy of the document) are public and get the UI's policy
    docs.addHook('onRoute', route => {
      route.config = { ...route.config, access: 'public', csp: DOCS_CSP }
    })
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      transformSpecificationClone: false,
      transformSpecification: () => cache.current().document,
      uiConfig: { persistAuthorization: false, tryItOutEnabled: true },
      initOAuth: { clientId: 'docs' }
    })
  })
}

// shared (not encapsulated): app.openapi is the root's
export default fp(openapi, { name: 'openapi', dependencies: ['openapi-spec', 'auth'] })
