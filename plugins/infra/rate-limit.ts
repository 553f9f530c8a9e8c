import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { TooManyRequests } from '../../core/shared/errors.js'

// The API-wide limit: API_RATE_LIMIT requests a minute per user (per client address without a login), with the
// RateLimit-Limit, -Remaining and -Reset headers of draft-ietf-httpapi-ratelimit-headers on every answer it counts,
// and 429 + Retry-After above. A guard against a runaway client or script, not a quota: the counters are in this
// instance's memory (no database round trip per request), so behind a balancer a user gets up to that many a minute
// from each instance. Login attempts have their own, stricter limit, counted across instances
// (plugins/infra/login-rate-limit.ts).
// Not counted here: the login routes (the login limit counts them and its headers are the ones they send), GET
// /metrics (its own access check, config.rateLimit: false), and requests the access check refuses (401/403, before
// this hook: the limiter needs the verified user). Health probes count apart from everything else, per client
// address: API traffic from a balancer's address never makes its probes answer 429, and probes never use a user's
// requests.

/** the routes of the health probes */
const PROBES = /^\/health\//
/** users and client addresses counted at once; the least recently seen are forgotten beyond that */
const KEYS = 10_000

/** Whether the API-wide limit counts a route's requests (also what the OpenAPI document says, plugins/infra/openapi-collector.ts). */
export function apiLimited (limit: number, config: FastifyContextConfig): boolean {
  return limit > 0 && config.rateLimit !== false && config.openapi?.rateLimited !== true
}

/** Whose count a request goes to: its user's, a probe's or an anonymous client's, by the address (a /64 for IPv6). */
function counter (request: FastifyRequest): string {
  if (request.principal !== null) return `user ${request.principal.id}`
  const address = normalizeIP(request.ip)
  return PROBES.test(request.routeOptions.url!) ? `probe ${address}` : `address ${address}`
}

async function apiRateLimit (app: FastifyInstance): Promise<void> {
  const max = app.config.API_RATE_LIMIT
  // 0: off (loopback benchmarks); no hook, no headers
  if (max === 0) return
  // Registered after the login limit, whose decorators (app.rateLimit) stay its own. Each route's hook runs after the
  // instance's onRequest hooks, so after the access check has set request.principal (plugins/infra/auth.ts).
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    max,
    timeWindow: 60_000,
    cache: KEYS,
    enableDraftSpec: true,
    keyGenerator: counter,
    allowList: request => !apiLimited(max, request.routeOptions.config),
    // the same number of seconds as Retry-After; the Yii2 shape as every error (plugins/infra/error-response.ts)
    errorResponseBuilder: (_request, context) => new TooManyRequests(`Too many requests; retry in ${Math.ceil(context.ttl / 1000)} seconds.`)
  })
}

export default fp(apiRateLimit, { name: 'api-rate-limit', dependencies: ['login-rate-limit', 'auth'] })
