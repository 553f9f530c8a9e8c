import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyJwt from '@fastify/jwt'
import fp from 'fastify-plugin'
import { hasRole, requirePermission, type ModelPermission, type Role } from '../../core/auth/roles.js'
import { jwtSecret } from '../../core/auth/secret.js'
import { AUTH_CHANNEL, Sessions, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS, type Principal } from '../../core/auth/sessions.js'
import { publicUser, type UserRow } from '../../core/auth/users.js'
import { VerifiedTokens, type TokenClaims } from '../../core/auth/verified-tokens.js'
import { Forbidden, Unauthorized } from '../../core/shared/errors.js'

// Who is asking, and may they: bearer tokens (JWT) of sessions, checked against each route's declared access
// before the body is read; and the issuing of tokens for the login routes (login.ts, auth-token.ts).

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
    sessions: Sessions
    /** The bearer token (JWT) of a session. */
    signToken (userId: number, sessionId: string): string
    /**
     * Opens a session for the user and answers the login shape (token, roles, permissions...); `from` is the session
     * it continues (a fresh token of /auth/refresh: one logout ends both).
     */
    issueToken (user: Pick<UserRow, 'id' | 'username' | 'email' | 'roles' | 'permissions'>, from?: string): Promise<Record<string, unknown>>
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT { payload: { sub: string, jti: string } }
}

/** The model a request concerns: the per-model path parameter or ?name= (none before routing: no params or query). */
export function requestModel (request: FastifyRequest): unknown {
  return (request.params as { model?: unknown } | null)?.model ?? (request.query as { name?: unknown } | null)?.name
}

async function auth (app: FastifyInstance): Promise<void> {
  const { config } = app
  await app.register(fastifyJwt, {
    secret: await jwtSecret(config.JWT_SECRET, config.DATA_DIR),
    sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE },
    // pinned: tokens signed with any other algorithm (or none), or for another issuer or audience, are refused
    // A token that fails is cached as failing (fast-jwt's cache, keyed by a hash of the token); one that passes is
    // kept in `verified` below, keyed by the header itself, until it expires.
    verify: { algorithms: ['HS256'], allowedIss: TOKEN_ISSUER, allowedAud: TOKEN_AUDIENCE, requiredClaims: ['iss', 'aud', 'exp'], cache: 10_000 }
  })
  const verified = new VerifiedTokens(10_000)
  const sessions = new Sessions(app.database.db, { ttlMs: app.database.cacheMs })
  app.decorate('sessions', sessions)
  app.decorateRequest('principal', null)
  await app.database.listen(AUTH_CHANNEL, what => sessions.forget(what))
  app.database.onReconnect(() => sessions.forget('*'))

  app.addHook('onRequest', async request => {
    const access = request.routeOptions.config.access
    if (access === undefined || access === 'public') return
    const token = request.headers.authorization ?? ''
    let claims = verified.get(token)
    if (claims === undefined) {
      try {
        claims = await request.jwtVerify<TokenClaims>()
      } catch {
        throw new Unauthorized()
      }
      verified.add(token, claims)
    }
    const principal = typeof claims.jti === 'string' ? await sessions.principal(claims.jti) : null
    if (principal === null) throw new Unauthorized()
    request.principal = principal
    if (access.role !== undefined && !hasRole(principal.roles, access.role)) throw new Forbidden()
    const model = requestModel(request)
    if (access.permission !== undefined && typeof model === 'string') requirePermission(principal.permissions, model, access.permission)
  })

  app.decorate('signToken', (userId: number, sessionId: string) => app.jwt.sign({ sub: String(userId), jti: sessionId }))
  app.decorate('issueToken', async (user: Pick<UserRow, 'id' | 'username' | 'email' | 'roles' | 'permissions'>, from?: string) => {
    const session = await sessions.create(user.id, { from })
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
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] })
