import type { FastifyInstance, FastifySchema } from 'fastify'
import swagger from '@fastify/swagger'
import fp from 'fastify-plugin'
import { errorStatuses, security, tagOf } from '../../core/openapi/operations.js'
import { apiLimited } from './rate-limit.js'

// Collects every route into the OpenAPI 3.1 document (@fastify/swagger) and derives from each route's declarations
// what the document needs: tags, security from config.access, every error status, the rate limit that counts the
// route (the login limit, or the API-wide one of plugins/infra/rate-limit.ts). Registered before any route,
// since @fastify/swagger sees only routes added after it. The per-model expansion and the answers to clients are
// in plugins/routes/openapi-docs.ts and core/openapi/document.ts.

/** How our tokens follow the JWT best current practices (plugins/infra/auth.ts), as API security linters look for it. */
const JWT_PRACTICE = 'JWTs as RFC8725 recommends: one pinned algorithm (HS256), issuer and audience checked, expiry required, ' +
  'revocable through their session'

/** Relative: the host and prefix the document was fetched from; for anyone with an account (not internal). */
const SERVER = { url: '/', description: 'the service this document was fetched from (local, staging or production alike)', 'x-internal': false }

type Schema = FastifySchema & { response?: Record<string, unknown>, querystring?: { properties?: Record<string, unknown> } }

async function openapiSpec (app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Record Service',
        version: '1',
        description: 'REST back end for scientific drilling data. Every data model has typed operations under ' +
          '`/api/v1/models/<model>`; the same records are served by `/api/v1/form?name=<model>`.',
        contact: { name: 'Record Service' }
      },
      servers: [SERVER],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `the token of POST /api/v1/auth/login or /api/v1/auth/token; ${JWT_PRACTICE}` },
          oauth2: {
            type: 'oauth2',
            description: `OAuth 2.0 password grant (RFC 6749 §4.3); any client_id; ${JWT_PRACTICE}`,
            flows: { password: { tokenUrl: '/api/v1/auth/token', refreshUrl: '/api/v1/auth/token', scopes: {} } }
          }
        }
      }
    },
    // component names are the schemas' $id (Token, FileRecord, ...), so that generated clients get readable types
    // (it names only schemas that have an $id: shared ones and those nested in routes)
    refResolver: { buildLocalReference: json => json.$id as string },
    transform: ({ schema, url, route }) => {
      const s = (schema ?? {}) as Schema
      // every route has a config: plugins/infra/auth.ts refuses to start otherwise
      const config = route.config!
      const docs = config.openapi ?? {}
      const method = [route.method].flat()[0]
      const ownErrors = s.response?.['4xx'] !== undefined
      const extra = docs.errors ?? []
      const body = s.body !== undefined || docs.requestBody !== undefined || config.dataApi === 'create' || config.dataApi === 'update'
      const limit = docs.rateLimited === true ? 'login' : apiLimited(app.config.API_RATE_LIMIT, config) ? 'api' : undefined
      const statuses = errorStatuses({
        method,
        access: config.access,
        input: s.querystring !== undefined || s.params !== undefined,
        body,
        lookup: s.params !== undefined || s.querystring?.properties!.name !== undefined,
        limited: limit !== undefined,
        extra
      })
      const described: Record<string, unknown> = {
        ...s,
        tags: [tagOf(url)],
        security: security(config.access),
        // read and removed by core/openapi/document.ts
        'x-error-statuses': ownErrors ? statuses.filter(code => code >= 500 || extra.includes(code)) : statuses,
        ...(docs.summary === undefined ? {} : { summary: docs.summary }),
        ...(config.dataApi === undefined ? {} : { 'x-data-api': config.dataApi }),
        ...(docs.responses === undefined ? {} : { 'x-responses': docs.responses }),
        ...(docs.requestBody === undefined ? {} : { 'x-request-body': docs.requestBody }),
        ...(limit === undefined ? {} : { 'x-rate-limit': limit })
      }
      return { schema: described, url }
    }
  })
}

export default fp(openapiSpec, { name: 'openapi-spec' })
