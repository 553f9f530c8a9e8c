import type { FastifyInstance, FastifyRequest } from 'fastify'
import formBody from '@fastify/formbody'
import { newSecretToken, TOKEN_TTL_SECONDS } from '../../core/auth/sessions.js'
import { authenticate } from '../../core/auth/users.js'
import { toOAuthErrorResponse } from '../infra/error-response.js'
import { OAuthError } from '../../core/shared/errors.js'
import { toComponent } from '../../core/openapi/components.js'
import { OAuthErrorSchema, OAuthTokenRequestSchema, OAuthTokenSchema } from '../../schemas/auth.js'
import { errorHandler } from '../infra/error-handler.js'

// The OAuth 2.0 token endpoint (RFC 6749) for standard client libraries: the password grant (§4.3) and the
// refresh_token grant (§6), form-encoded (§4.3.2) or JSON. Encapsulated: the form parser and the RFC error
// shape apply to this route only; everything else keeps JSON bodies and Yii errors.

interface TokenRequest {
  grant_type: string
  username?: string
  password?: string
  refresh_token?: string
  client_secret?: string
}

/**
 * Clients are public and not registered (§2.1), so any client_id is accepted. A client may still authenticate
 * with HTTP Basic (§2.3.1): its credentials must be well-formed, and it must not also send a secret in the body.
 */
function checkClient (request: FastifyRequest<{ Body: TokenRequest }>): void {
  const header = request.headers.authorization
  if (header === undefined) return
  const basic = /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(header)
  const credentials = basic === null ? '' : Buffer.from(basic[1], 'base64').toString('utf8')
  const colon = credentials.indexOf(':')
  let clientId = ''
  try {
    // §2.3.1: the id and the secret are form-encoded before they are joined
    clientId = decodeURIComponent(credentials.slice(0, Math.max(colon, 0)).replace(/\+/g, ' '))
  } catch {}
  if (clientId === '') throw new OAuthError('invalid_client', 'Client authentication failed: send HTTP Basic credentials of the form client_id:client_secret, or none.')
  if (request.body.client_secret !== undefined) throw new OAuthError('invalid_request', 'Use one client authentication method: HTTP Basic or client_secret, not both.')
}

function required (body: TokenRequest, name: 'username' | 'password' | 'refresh_token'): string {
  const value = body[name]
  if (value === undefined || value === '') throw new OAuthError('invalid_request', `The parameter ${name} is missing.`)
  return value
}

export default async function authToken (app: FastifyInstance): Promise<void> {
  await app.register(formBody)
  app.setErrorHandler(errorHandler(toOAuthErrorResponse))
  // §5.1: token answers must not be cached (errors included: they reveal whether a grant was valid)
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
  })

  const limit = app.loginRateLimit
  app.post<{ Body: TokenRequest }>('/api/v1/auth/token', {
    config: {
      access: 'public',
      // every status it answers, in the OAuth error shape (RFC 6749 §5.2: 400, 401 for a client that failed; 429)
      openapi: { errors: [400, 401, 429], rateLimited: true, requestBody: { content: { 'application/x-www-form-urlencoded': { schema: toComponent(OAuthTokenRequestSchema) } } } }
    },
    // only password attempts count against the login limit
    preValidation: async function (request, reply) {
      if ((request.body as Partial<TokenRequest> | null)?.grant_type === 'password') await limit.call(this, request, reply)
    },
    schema: {
      body: OAuthTokenRequestSchema,
      response: { 200: OAuthTokenSchema, '4xx': OAuthErrorSchema }
    }
  }, async request => {
    checkClient(request)
    const { grant_type: grant } = request.body
    const refresh = newSecretToken()
    let session: { userId: number, id: string } | null
    if (grant === 'password') {
      const user = await authenticate(app.database.db, required(request.body, 'username'), required(request.body, 'password'))
      if (user === undefined) throw new OAuthError('invalid_grant', 'The user name or password is incorrect.')
      session = { userId: user.id, ...await app.sessions.create(user.id, { refreshHash: refresh.hash }) }
    } else if (grant === 'refresh_token') {
      session = await app.sessions.rotate(required(request.body, 'refresh_token'), refresh.hash)
      if (session === null) throw new OAuthError('invalid_grant', 'The refresh token is invalid, expired or was already used.')
    } else {
      throw new OAuthError('unsupported_grant_type', 'Supported grant types: password, refresh_token.')
    }
    return {
      access_token: app.signToken(session.userId, session.id),
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      refresh_token: refresh.token
    }
  })
}
