import { createSigner } from 'fast-jwt'
import t from 'tap'
import { jwtSecret } from '../../core/auth/secret.js'
import { ROLES, type Role } from '../../core/auth/roles.js'
import { buildTestApp } from '../helpers/app.js'
import { as } from '../helpers/auth.js'
import { endpoints, fill, type Endpoint } from '../helpers/routes.js'

// Every route that needs a login, enumerated from the app: refused (401) with every kind of bad token, and
// refused (403) to every role below the one it declares. Nobody grants a role above their own.

const UNAUTHORIZED = { name: 'Unauthorized', message: 'Your request was made with invalid credentials.', code: 0, status: 401 }
const FORBIDDEN = { name: 'Forbidden', message: 'You are not allowed to perform this action.', code: 0, status: 403 }
const OURS = { iss: 'record-service', aud: 'record-service-api' }

const sample = (e: Endpoint): string => fill(e, { id: '1', model: 'cores', fileId: '1', report: 'List' }) + (e.url.includes(':model') ? '' : '?name=cores')

t.test('bad tokens are refused on every route that needs a login', async t => {
  const { app, config } = await buildTestApp(t)
  const secret = await jwtSecret(undefined, config.DATA_DIR)
  // tokens of ours expire (a token without exp is refused)
  const sign = (claims: Record<string, unknown>, options: Record<string, unknown> = {}) =>
    createSigner({ key: secret, ...(claims.exp === undefined ? { expiresIn: 60_000 } : {}), ...options })({ sub: '1', ...claims })
  const session = async () => (await app.sessions.create(1)).id
  const loggedOut = await as(app, 'admin')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: loggedOut })).statusCode, 204)
  // a refresh-token grant ends the session the refresh token came with
  const grant = (await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { grant_type: 'password', username: 'admin', password: 'admin-password' } })).json()
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { grant_type: 'refresh_token', refresh_token: grant.refresh_token } })).statusCode, 200)
  const tokens: Record<string, string> = {
    'alg none': createSigner({ algorithm: 'none' })({ sub: '1', jti: await session(), ...OURS }),
    'another algorithm': sign({ jti: await session(), ...OURS }, { algorithm: 'HS512' }),
    'forged signature': sign({ jti: await session(), ...OURS }, { key: 'another-secret-another-secret-1234' }),
    expired: sign({ jti: await session(), ...OURS, exp: Math.floor(Date.now() / 1000) - 10 }),
    'no expiry': createSigner({ key: secret })({ sub: '1', jti: await session(), ...OURS }),
    'another audience': sign({ jti: await session(), ...OURS, aud: 'another-api' }),
    'another issuer': sign({ jti: await session(), ...OURS, iss: 'another-service' }),
    'no issuer or audience': sign({ jti: await session() }),
    'unknown session': sign({ jti: 'made-up', ...OURS }),
    'revoked by logout': loggedOut.authorization.slice(7),
    'revoked by a refresh grant': grant.access_token,
    'not a JWT': 'not-a-jwt'
  }
  const guarded = endpoints(app).filter(e => e.access !== 'public')
  t.ok(guarded.length > 50, `${guarded.length} routes`)
  for (const [what, token] of Object.entries(tokens)) {
    const answers = new Set<string>()
    for (const e of guarded) {
      const response = await app.inject({ method: e.method as 'GET', url: sample(e), headers: { authorization: `Bearer ${token}` } })
      answers.add(e.method === 'HEAD' ? String(response.statusCode) : JSON.stringify([response.statusCode, response.json()]))
    }
    t.same([...answers].filter(a => a !== '401'), [JSON.stringify([401, UNAUTHORIZED])], what)
  }
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: { authorization: `Bearer ${sign({ jti: await session(), ...OURS })}` } })).statusCode, 200,
    'while a token of our own is accepted')
})

t.test('every role below the one a route declares is refused with 403', async t => {
  const { app } = await buildTestApp(t)
  const all = endpoints(app)
  const counted = new Map<Role, number>()
  for (const role of ['viewer', 'operator', 'developer'] as const) {
    const headers = await as(app, role)
    const above = all.filter(e => typeof e.access === 'object' && e.access.role !== undefined && ROLES.indexOf(e.access.role) > ROLES.indexOf(role))
    counted.set(role, above.length)
    for (const e of above) {
      const response = await app.inject({ method: e.method as 'GET', url: sample(e), headers, payload: e.method === 'GET' || e.method === 'HEAD' ? undefined : {} })
      t.equal(response.statusCode, 403, `${role}: ${e.method} ${e.url}`)
      if (e.method !== 'HEAD') t.same(response.json(), FORBIDDEN)
    }
  }
  const writes = all.filter(e => !['GET', 'HEAD'].includes(e.method) && e.access !== 'public')
  const cg = all.filter(e => e.url.startsWith('/cg/') && typeof e.access === 'object' && e.access.role !== undefined)
  t.ok(writes.every(e => e.access === 'public' || Object.keys(e.access).length === 0 || ROLES.indexOf((e.access as { role: Role }).role) >= 1 ||
    e.url.startsWith('/api/v1/auth/')), 'every write route needs operator or more (except the own session\'s)')
  t.ok(cg.every(e => (e.access as { role: Role }).role === 'developer'), `every cg route that changes models needs developer (${cg.length})`)
  t.ok(counted.get('viewer')! > counted.get('operator')! && counted.get('operator')! > counted.get('developer')!)
})

t.test('nobody grants a role above their own', async t => {
  const { app } = await buildTestApp(t)
  const administrator = await as(app, 'administrator')
  const created = await app.inject({ method: 'POST', url: '/api/v1/users', headers: administrator, payload: { username: 'eve', password: 'long-password', roles: ['sa'] } })
  t.equal(created.statusCode, 403, 'creating an sa')
  const me = (await app.inject({ url: '/api/v1/users?sort=-id', headers: administrator })).json().items.find((u: { username: string }) => u.username.startsWith('administrator'))
  const raised = await app.inject({ method: 'PUT', url: `/api/v1/users/${me.id as number}`, headers: administrator, payload: { roles: ['sa'] } })
  t.equal(raised.statusCode, 403, 'raising oneself')
  const developer = await as(app, 'developer')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/users', headers: developer, payload: { username: 'eve', password: 'long-password', roles: ['viewer'] } })).statusCode, 403,
    'below administrator, no user management at all')
})
