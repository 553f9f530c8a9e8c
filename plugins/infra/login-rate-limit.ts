import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
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
    /**
     * The same counts for a logged-in user who proves their password again (a password or e-mail change): under the
     * user's name, so that guessing it through these routes counts with logins of that name.
     */
    passwordRateLimit: preValidationAsyncHookHandler
    /**
     * Password recovery requests: per client IP with the login attempts (LOGIN_IP_RATE_LIMIT), and per e-mail
     * address whoever asks (LOGIN_RATE_LIMIT), whether or not the address has an account.
     */
    recoveryRateLimit: preValidationAsyncHookHandler
  }
}

/** A member of a body not validated yet (the hooks run before validation), lowercase and at most 256 characters. */
function bodyText (request: FastifyRequest, member: string): string {
  const value = (request.body as Record<string, unknown> | null)?.[member]
  return typeof value === 'string' ? value.slice(0, 256).trim().toLowerCase() : ''
}

async function loginRateLimit (app: FastifyInstance): Promise<void> {
  // global: false: only the routes that use the hooks below are limited
  const count = loginAttemptCounter(app.database.db)
  await app.register(rateLimit, { global: false, store: loginAttemptStore(count) })

  /** A hook counting per client IP and per the key of each request, answering 429 with `what` above either limit. */
  const limit = (key: (request: FastifyRequest) => string, what: string): preValidationAsyncHookHandler => {
    // the same number of seconds as the Retry-After header
    const tooMany = (ttl: number): Error => new TooManyRequests(`Too many ${what}; retry in ${Math.ceil(ttl / 1000)} seconds.`)
    const perKey = app.rateLimit({
      max: app.config.LOGIN_RATE_LIMIT,
      timeWindow: 60_000,
      // runs before body validation, so malformed attempts count too; keys are bounded, and so is the memory
      // the counters take
      keyGenerator: key,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl)
    }) as preValidationAsyncHookHandler
    // The per-IP count, by hand: the plugin runs one limit per request. Its key lacks the space the keys above always
    // have, so the two counts never share a row.
    return async function (this: FastifyInstance, request, reply) {
      const { current, ttl } = await count(request.ip, 60_000)
      if (current > app.config.LOGIN_IP_RATE_LIMIT) {
        void reply.header('retry-after', Math.ceil(ttl / 1000))
        throw tooMany(ttl)
      }
      await perKey.call(this, request, reply)
    } as preValidationAsyncHookHandler
  }

  app.decorate('loginRateLimit', limit(request => `${request.ip} ${bodyText(request, 'username')}`, 'login attempts'))
  // (the hook runs after the access check: the principal is there)
  app.decorate('passwordRateLimit', limit(request => `${request.ip} ${request.principal!.username.toLowerCase()}`, 'login attempts'))
  // "mail " is no IP address: these keys never meet a login's
  app.decorate('recoveryRateLimit', limit(request => `mail ${bodyText(request, 'email')}`, 'password recovery requests'))
}

export default fp(loginRateLimit, { name: 'login-rate-limit' })
