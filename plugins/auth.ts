import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fastifyJwt from '@fastify/jwt'
import fp from 'fastify-plugin'
import { ensureAdministrator } from '../core/auth/bootstrap.js'
import { allows, hasRole, type ModelPermission, type Role } from '../core/auth/roles.js'
import { jwtSecret } from '../core/auth/secret.js'
import { AUTH_CHANNEL, Sessions, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS, type Principal } from '../core/auth/sessions.js'
import { authenticate, publicUser, type UserRow } from '../core/auth/users.js'
import { Forbidden, ModelForbidden, Unauthorized, ValidationFailed } from '../core/errors.js'
import { LoginBodySchema, TokenSchema } from '../schemas/auth.js'
import loginRateLimit from './login-rate-limit.js'
import { noContent } from '../core/openapi/operations.js'

/**
 * What a route requires, declared in its config (`config: { access }`); the service refuses to start when a
 * route has none, so no route can forget it.
 * - 'public': no token
 * - {}: any authenticated user
 * - { role }: that role or one above it
 * - { permission }: `form-<model>:view|edit` for the request's model (`?name=` or the `:model` path parameter)
 */
export type Access = 'public' | { role?: Role, permission?: ModelPermission }

declare module 'fastify' {
  interface FastifyContextConfig { access?: Access }
  interface FastifyRequest { principal: Principal | null }
  interface FastifyInstance {
    /** Every route of the service as registered, with its access declaration and schemas (complete once ready). */
    declaredRoutes: readonly RouteOptions[]
    sessions: Sessions
    /** The bearer token (JWT) of a session. */
    signToken (userId: number, sessionId: string): string
    /** Opens a session for the user and answers the login shape (token, roles, permissions...). */
    issueToken (user: Pick<UserRow, 'id' | 'username' | 'email' | 'roles' | 'permissions'>): Promise<Record<string, unknown>>
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT { payload: { sub: string, jti: string } }
}

/** The model a request concerns: the per-model path parameter or ?name=. */
export function requestModel (request: FastifyRequest): unknown {
  return (request.params as { model?: unknown }).model ?? (request.query as { name?: unknown }).name
}

async function auth (app: FastifyInstance): Promise<void> {
  const { config } = app
  await app.register(fastifyJwt, {
    secret: await jwtSecret(config.JWT_SECRET, config.DATA_DIR),
    sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE },
    // pinned: tokens signed with any other algorithm (or none), or for another issuer or audience, are refused
    // A token seen before is not verified again until it expires (fast-jwt's cache, keyed by a hash of the token:
    // signature and claims were checked when it entered; a token that fails is cached as failing).
    verify: { algorithms: ['HS256'], allowedIss: TOKEN_ISSUER, allowedAud: TOKEN_AUDIENCE, requiredClaims: ['iss', 'aud'], cache: 10_000 }
  })
  const sessions = new Sessions(app.database.db)
  app.decorate('sessions', sessions)
  app.decorateRequest('principal', null)
  await app.database.listen(AUTH_CHANNEL, what => sessions.forget(what))
  app.database.onReconnect(() => sessions.forget('*'))
  await ensureAdministrator(app.database.db, config, app.log)
  await app.register(loginRateLimit)

  const routes: RouteOptions[] = []
  app.addHook('onRoute', route => { routes.push(route) })
  // read by the route-driven security and fuzz tests, so that a new route is covered without listing it
  app.decorate('declaredRoutes', routes)
  app.addHook('onReady', async () => {
    const bare = routes.filter(r => r.config?.access === undefined).map(r => `${String(r.method)} ${r.url}`)
    if (bare.length > 0) throw new Error(`routes without an access declaration: ${bare.join(', ')}`)
  })

  app.addHook('onRequest', async request => {
    const access = request.routeOptions.config.access
    if (access === undefined || access === 'public') return
    let claims: { sub: string, jti: string }
    try {
      claims = await request.jwtVerify()
    } catch {
      throw new Unauthorized()
    }
    const principal = typeof claims.jti === 'string' ? await sessions.principal(claims.jti) : null
    if (principal === null) throw new Unauthorized()
    request.principal = principal
    if (access.role !== undefined && !hasRole(principal.roles, access.role)) throw new Forbidden()
    const model = requestModel(request)
    if (access.permission !== undefined && typeof model === 'string' && !allows(principal.permissions, model, access.permission)) {
      throw new ModelForbidden(access.permission, model)
    }
  })

  app.decorate('signToken', (userId: number, sessionId: string) => app.jwt.sign({ sub: String(userId), jti: sessionId }))
  app.decorate('issueToken', async (user: Pick<UserRow, 'id' | 'username' | 'email' | 'roles' | 'permissions'>) => {
    const session = await sessions.create(user.id)
    const token = app.signToken(user.id, session.id)
    return {
      ...publicUser(user),
      token,
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      expires_at: session.expiresAt.toISOString()
    }
  })

  app.post<{ Body: { username: string, password: string } }>('/api/v1/auth/login', {
    config: { access: 'public', openapi: { errors: [429] } },
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
  // expires, so requests already under way with it do not fail; logout ends it early.
  app.get('/api/v1/auth/refresh', {
    config: { access: {} },
    schema: { response: { 200: TokenSchema } }
  }, async (request, reply) => {
    void reply.header('cache-control', 'no-store')
    return await app.issueToken(request.principal!)
  })

  // Ends the bearer's session on every instance sharing the database (and the refresh token issued with it).
  app.post('/api/v1/auth/logout', { config: { access: {}, openapi: { responses: noContent('logged out') } } }, async (request, reply) => {
    await sessions.revoke(request.principal!.sessionId)
    return await reply.code(204).send()
  })
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] })
