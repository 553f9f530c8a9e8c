import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { loginAttemptStore } from '../core/auth/login-attempts.js'
import { TooManyRequests } from '../core/errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preValidation hook counting login attempts per client IP and user name: LOGIN_RATE_LIMIT a minute, then
     * 429 with Retry-After. One counter store serves every login route (login, the OAuth 2.0 password grant), so
     * switching routes gains nothing. The counters live in the database: instances sharing it share the limit.
     */
    loginRateLimit: preValidationAsyncHookHandler
  }
}

async function loginRateLimit (app: FastifyInstance): Promise<void> {
  // global: false: only the routes that use the hook below are limited
  await app.register(rateLimit, { global: false, store: loginAttemptStore(app.database.db) })
  app.decorate('loginRateLimit', app.rateLimit({
    max: app.config.LOGIN_RATE_LIMIT,
    timeWindow: 60_000,
    // runs before body validation, so malformed attempts count too; a name is at most 255 characters (longer ones
    // are refused anyway), which also bounds the memory the counters take
    keyGenerator: request => {
      const username = (request.body as { username?: unknown } | null)?.username
      return `${request.ip} ${typeof username === 'string' ? username.slice(0, 256).toLowerCase() : ''}`
    },
    // the same number of seconds as the Retry-After header
    errorResponseBuilder: (_request, context) => new TooManyRequests(`Too many login attempts; retry in ${Math.ceil(context.ttl / 1000)} seconds.`)
  }) as preValidationAsyncHookHandler)
}

export default fp(loginRateLimit, { name: 'login-rate-limit' })
