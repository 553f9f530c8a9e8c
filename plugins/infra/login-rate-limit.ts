import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { loginAttemptCounter, loginAttemptStore } from '../../core/auth/login-attempts.js'
import { TooManyRequests } from '../../core/shared/errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preValidation hook counting login attempts per client IP and user name (LOGIN_RATE_LIMIT a minute) and per
     * client IP whatever the name (LOGIN_IP_RATE_LIMIT, so that guessing across many names is limited too), then
     * 429 with Retry-After. One counter store serves every login route (login, the OAuth 2.0 password grant), so
     * switching routes gains nothing. The counters live in the database: instances sharing it share the limit.
     */
    loginRateLimit: preValidationAsyncHookHandler
  }
}

async function loginRateLimit (app: FastifyInstance): Promise<void> {
  // global: false: only the routes that use the hook below are limited
  const count = loginAttemptCounter(app.database.db)
  await app.register(rateLimit, { global: false, store: loginAttemptStore(count) })
  // the same number of seconds as the Retry-After header
  const tooMany = (ttl: number): Error => new TooManyRequests(`Too many login attempts; retry in ${Math.ceil(ttl / 1000)} seconds.`)
  const perName = app.rateLimit({
    max: app.config.LOGIN_RATE_LIMIT,
    timeWindow: 60_000,
    // runs before body validation, so malformed attempts count too; a name is at most 255 characters (longer ones
    // are refused anyway), which also bounds the memory the counters take
    keyGenerator: request => {
      const username = (request.body as { username?: unknown } | null)?.username
      return `${request.ip} ${typeof username === 'string' ? username.slice(0, 256).toLowerCase() : ''}`
    },
    errorResponseBuilder: (_request, context) => tooMany(context.ttl)
  }) as preValidationAsyncHookHandler
  // The per-IP count, by hand: the plugin runs one limit per request. Its key lacks the space the keys above always
  // have, so the two counts never share a row.
  app.decorate('loginRateLimit', async function (this: FastifyInstance, request, reply) {
    const { current, ttl } = await count(request.ip, 60_000)
    if (current > app.config.LOGIN_IP_RATE_LIMIT) {
      void reply.header('retry-after', Math.ceil(ttl / 1000))
      throw tooMany(ttl)
    }
    await perName.call(this, request, reply)
  } as preValidationAsyncHookHandler)
}

export default fp(loginRateLimit, { name: 'login-rate-limit' })
