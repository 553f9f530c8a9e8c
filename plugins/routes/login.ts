import type { FastifyInstance } from 'fastify'
import { authenticate } from '../../core/auth/users.js'
import { ValidationFailed } from '../../core/shared/errors.js'
import { noContent } from '../../core/openapi/operations.js'
import { LoginBodySchema, TokenSchema } from '../../schemas/auth.js'

// The mDIS login routes: log in (rate-limited), a fresh token, log out. The OAuth 2.0 token endpoint is auth-token.ts.
export default async function login (app: FastifyInstance): Promise<void> {
  app.post<{ Body: { username: string, password: string } }>('/api/v1/auth/login', {
    config: { access: 'public', openapi: { errors: [429], rateLimited: true } },
    preValidation: app.loginRateLimit,
    schema: { body: LoginBodySchema, response: { 200: TokenSchema } }
  }, async (request, reply) => {
    const { username, password } = request.body
    const blank = [['username', 'Username'], ['password', 'Password']].filter(([key]) => request.body[key as 'username'] === '')
    if (blank.length > 0) throw new ValidationFailed(blank.map(([field, label]) => ({ field, message: `${label} cannot be blank.` })))
    const user = await authenticate(app.database.db, username, password)
    if (user === undefined) throw new ValidationFailed([{ field: 'password', message: 'Login data is invalid' }])
    void reply.header('cache-control', 'no-store')
    return await app.issueToken(user)
  })

  // A new token (a new session, valid one more day) for the bearer's user. The old token stays valid until it
  // expires, so requests already under way with it do not fail; logging out with either ends both.
  app.get('/api/v1/auth/refresh', {
    config: { access: {} },
    schema: { response: { 200: TokenSchema } }
  }, async (request, reply) => {
    void reply.header('cache-control', 'no-store')
    return await app.issueToken(request.principal!, request.principal!.sessionId)
  })

  // Ends the bearer's session and its chain (tokens refreshed from it, refresh tokens issued with them) on every
  // instance sharing the database.
  app.post('/api/v1/auth/logout', { config: { access: {}, openapi: { responses: noContent('logged out') } } }, async (request, reply) => {
    await app.sessions.revoke(request.principal!.sessionId)
    return await reply.code(204).send()
  })
}
