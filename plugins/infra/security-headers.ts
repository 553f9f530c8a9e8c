import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

// Security headers on every answer (helmet's choice of headers). The API answers JSON, CSV and self-contained HTML
// reports, so the content security policy allows nothing but inline styles and same-origin images. helmet builds
// the headers of a policy once, here, rather than once per request as @fastify/helmet does.

declare module 'fastify' {
  /** a route's own content security policy directives (Swagger UI), instead of the API's */
  interface FastifyContextConfig { csp?: ContentSecurityDirectives }
}

export type ContentSecurityDirectives = Record<string, string[] | null>

const API_CSP: ContentSecurityDirectives = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"]
}

/** The headers helmet sets for a policy, computed once. */
export function securityHeadersFor (directives: ContentSecurityDirectives): Record<string, string> {
  const options: HelmetOptions = { contentSecurityPolicy: { directives }, crossOriginResourcePolicy: { policy: 'same-site' } }
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value) },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()] }
  }
  helmet(options)({} as never, response as never, () => {})
  return headers
}

async function securityHeaders (app: FastifyInstance): Promise<void> {
  const api = securityHeadersFor(API_CSP)
  const byRoute = new WeakMap<object, Record<string, string>>()
  app.addHook('onRequest', (request, reply, done) => {
    const { config } = request.routeOptions
    let headers = api
    if (config.csp !== undefined) {
      headers = byRoute.get(config.csp) ?? securityHeadersFor(config.csp)
      byRoute.set(config.csp, headers)
    }
    void reply.headers(headers)
    done()
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
