import { createSigner } from 'fast-jwt'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { buildApp } from '../../../app/build-app.js'
import { hashPassword, verifyPassword } from '../../../core/auth/passwords.js'
import { allows, effectivePermissions, effectiveRoles, hasRole, isRole } from '../../../core/auth/roles.js'
import { jwtSecret } from '../../../core/auth/secret.js'
import { AUTH_CHANNEL } from '../../../core/auth/sessions.js'
import type { Database } from '../../../core/database/database.js'
import { buildTestApp, tempDir, testConfig } from '../../helpers/app.js'
import { addUser, as, login, PASSWORD } from '../../helpers/auth.js'
import { openTestDatabase } from '../../helpers/database.js'

const UNAUTHORIZED = { name: 'Unauthorized', message: 'Your request was made with invalid credentials.', code: 0, status: 401 }

t.test('roles and permissions', async t => {
  t.same(effectiveRoles(['developer']), ['viewer', 'operator', 'developer'])
  t.same(effectiveRoles([]), [])
  t.ok(hasRole(['sa'], 'administrator'))
  t.notOk(hasRole(['operator'], 'developer'))
  t.notOk(hasRole(['unknown'], 'viewer'))
  t.ok(isRole('viewer'))
  t.notOk(isRole('root'))
  t.same(effectivePermissions(['viewer'], []), ['form-*:view'])
  t.same(effectivePermissions(['operator'], []), ['form-*:edit'])
  t.same(effectivePermissions(['operator'], ['form-cores:edit']), ['form-cores:edit'], 'granted permissions replace the default')
  t.same(effectivePermissions(['developer'], ['form-x:view']), ['form-*:edit', 'form-x:view'])
  t.same(effectivePermissions([], ['form-x:view', 'form-x:view']), ['form-x:view'])
  t.same(effectivePermissions([], []), [])
  t.ok(allows(['form-cores:edit'], 'cores', 'view'), 'edit includes view')
  t.ok(allows(['form-*:view'], 'sites', 'view'))
  t.notOk(allows(['form-*:view'], 'sites', 'edit'))
  t.notOk(allows(['form-cores:edit'], 'sites', 'view'))
})

t.test('passwords: scrypt, constant-time, no match without a hash', async t => {
  const hash = await hashPassword('correct horse')
  t.match(hash, /^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
  t.ok(await verifyPassword('correct horse', hash))
  t.notOk(await verifyPassword('wrong', hash))
  t.notOk(await verifyPassword('correct horse', undefined))
  t.notOk(await verifyPassword('x', 'md5$abc'))
  t.notOk(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA'), 'impossible parameters')
  t.not(await hashPassword('same'), await hashPassword('same'), 'salted')
})

t.test('the JWT secret is generated once and kept', async t => {
  const dir = await tempDir(t)
  const first = await jwtSecret(undefined, join(dir, 'state'))
  t.equal(first.length, 64)
  t.equal(await jwtSecret(undefined, join(dir, 'state')), first)
  t.equal((await readFile(join(dir, 'state', 'jwt-secret'), 'utf8')), first)
  t.equal(await jwtSecret('configured-secret-configured-secret', dir), 'configured-secret-configured-secret')
  const [a, b] = await Promise.all([jwtSecret(undefined, join(dir, 'race')), jwtSecret(undefined, join(dir, 'race'))])
  t.equal(a, b, 'two instances starting together agree')
  t.same((await readdir(join(dir, 'race'))), ['jwt-secret'], 'no temporary file left')
  await t.rejects(jwtSecret(undefined, '/dev/null/x'), 'an unreadable state directory fails the start')
})

t.test('login', async t => {
  const { app } = await buildTestApp(t)
  await addUser(app, 'Alice', ['operator'])
  const ok = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'alice', password: PASSWORD } })
  t.equal(ok.statusCode, 200)
  const body = ok.json()
  t.match(body, { username: 'Alice', email: 'Alice@example.org', roles: ['viewer', 'operator'], permissions: ['form-*:edit'], token_type: 'Bearer', expires_in: 86400 })
  t.equal(body.token, body.access_token)
  t.ok(Math.abs(Date.parse(body.expires_at) - Date.now() - 86400_000) < 60_000)
  t.notMatch(ok.body, /scrypt|password/i, 'no password hash in the answer')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'ALICE@example.org', password: PASSWORD } })).statusCode, 200, 'e-mail, any case')

  const bad = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'alice', password: 'nope' } })
  t.same([bad.statusCode, bad.json()], [422, [{ field: 'password', message: 'Login data is invalid' }]])
  const unknown = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'nobody', password: 'x' } })
  t.same([unknown.statusCode, unknown.json()], [422, [{ field: 'password', message: 'Login data is invalid' }]])
  const missing = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'alice' } })
  t.same([missing.statusCode, missing.json()], [422, [{ field: 'password', message: 'Password cannot be blank.' }]])
  const blank = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '', password: '' } })
  t.same(blank.json(), [{ field: 'username', message: 'Username cannot be blank.' }, { field: 'password', message: 'Password cannot be blank.' }])
  const extra = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'a', password: 'b', role: 'sa' } })
  t.equal(extra.statusCode, 422)
})

t.test('every route declares its access; tokens and roles are checked before the handler', async t => {
  const { config, database } = await buildTestApp(t, { bundled: false })
  const app = await buildApp({ config, database, logger: false })
  t.teardown(() => app.close())
  const reached: string[] = []
  const handler = async (request: { url: string }) => { reached.push(request.url); return { ok: true } }
  app.get('/t/any', { config: { access: {} } }, handler)
  app.get('/t/developer', { config: { access: { role: 'developer' } } }, handler)
  app.get('/t/read', { config: { access: { role: 'viewer', permission: 'view' } } }, handler)
  app.post('/t/write', { config: { access: { role: 'operator', permission: 'edit' } } }, handler)
  app.get('/t/models/:model', { config: { access: { role: 'viewer', permission: 'view' } } }, handler)

  const viewer = await as(app, 'viewer')
  const operator = await as(app, 'operator')
  const coresOnly = await as(app, 'operator', ['form-cores:edit'])
  const developer = await as(app, 'developer')
  const statuses = async (headers: Record<string, string>) => [
    (await app.inject({ url: '/t/any', headers })).statusCode,
    (await app.inject({ url: '/t/developer', headers })).statusCode,
    (await app.inject({ url: '/t/read?name=cores', headers })).statusCode,
    (await app.inject({ method: 'POST', url: '/t/write?name=cores', headers })).statusCode,
    (await app.inject({ method: 'POST', url: '/t/write?name=sites', headers })).statusCode,
    (await app.inject({ url: '/t/models/sites', headers })).statusCode
  ]
  t.same(await statuses(viewer), [200, 403, 200, 403, 403, 200], 'viewer')
  t.same(await statuses(operator), [200, 403, 200, 200, 200, 200], 'operator')
  t.same(await statuses(coresOnly), [200, 403, 200, 200, 403, 403], 'operator of cores only')
  t.same(await statuses(developer), [200, 200, 200, 200, 200, 200], 'developer')
  t.same(await statuses({}), [401, 401, 401, 401, 401, 401], 'no token')
  const denied = await app.inject({ method: 'POST', url: '/t/write?name=sites', headers: coresOnly })
  t.same(denied.json(), { name: 'Forbidden', message: 'You are not allowed to edit sites.', code: 0, status: 403 })
  t.same((await app.inject({ url: '/t/developer', headers: viewer })).json(), { name: 'Forbidden', message: 'You are not allowed to perform this action.', code: 0, status: 403 })

  const noRole = await addUser(app, 'norole', [], ['form-cores:view'])
  t.ok(noRole)
  t.equal((await app.inject({ url: '/t/read?name=cores', headers: { authorization: `Bearer ${await login(app, 'norole')}` } })).statusCode, 403, 'reads need the viewer role too')

  const refused = async (token: string) => {
    const response = await app.inject({ url: '/t/any', headers: { authorization: `Bearer ${token}` } })
    return [response.statusCode, response.json()]
  }
  const secret = await jwtSecret(undefined, config.DATA_DIR)
  const session = (await app.sessions.create(1)).id
  const ours = { iss: 'record-service', aud: 'record-service-api' }
  t.same(await refused('not-a-jwt'), [401, UNAUTHORIZED], 'garbage')
  t.same(await refused(createSigner({ key: 'another-secret-another-secret-1234' })({ sub: '1', jti: session, ...ours })), [401, UNAUTHORIZED], 'forged')
  t.same(await refused(createSigner({ algorithm: 'none' })({ sub: '1', jti: session, ...ours })), [401, UNAUTHORIZED], 'alg none')
  t.same(await refused(createSigner({ key: secret, algorithm: 'HS512' })({ sub: '1', jti: session, ...ours })), [401, UNAUTHORIZED], 'another algorithm')
  t.same(await refused(createSigner({ key: secret })({ sub: '1', jti: session, ...ours, exp: Math.floor(Date.now() / 1000) - 10 })), [401, UNAUTHORIZED], 'expired')
  t.same(await refused(createSigner({ key: secret, expiresIn: 60_000 })({ sub: '1', ...ours })), [401, UNAUTHORIZED], 'no session')
  t.same(await refused(createSigner({ key: secret })({ sub: '1', jti: 'unknown', ...ours })), [401, UNAUTHORIZED], 'unknown session')
  t.same(await refused(createSigner({ key: secret })({ sub: '1', jti: session })), [401, UNAUTHORIZED], 'no issuer or audience')
  t.same(await refused(createSigner({ key: secret })({ sub: '1', jti: session, ...ours, aud: 'another-api' })), [401, UNAUTHORIZED], 'another audience')
  t.same(await refused(createSigner({ key: secret })({ sub: '1', jti: session, ...ours, iss: 'another-service' })), [401, UNAUTHORIZED], 'another issuer')
  t.same(await refused(createSigner({ key: secret })({ sub: '1', jti: session, ...ours })), [401, UNAUTHORIZED], 'no expiry')
  const valid = createSigner({ key: secret, expiresIn: 60_000 })({ sub: '1', jti: session, ...ours })
  t.equal((await app.inject({ url: '/t/any', headers: { authorization: `Bearer ${valid}` } })).statusCode, 200, 'a valid token of our own')
  await app.sessions.revoke(session)
  t.same(await refused(valid), [401, UNAUTHORIZED], 'revoked')
  t.equal(reached.length, 3 + 5 + 3 + 6 + 1, 'exactly the allowed requests reached a handler')
})

t.test('sessions: cached briefly, revoked per user, announced to every instance', async t => {
  const { app } = await buildTestApp(t)
  const { app: other } = await buildTestApp(t, { database: app.database, bundled: false })
  const userId = await addUser(app, 'bob', ['viewer'])
  const sessionId = (app.jwt.decode(await login(app, 'bob')) as { jti: string }).jti
  t.match(await app.sessions.principal(sessionId), { username: 'bob', roles: ['viewer'], sessionId })
  t.match(await other.sessions.principal(sessionId), { username: 'bob' })

  await app.database.db.updateTable('rs_user').set({ roles: ['operator'] }).where('id', '=', userId).execute()
  t.same((await other.sessions.principal(sessionId))!.roles, ['viewer'], 'cached for a moment')
  await other.sessions.announce(`user:${userId}`)
  t.same((await other.sessions.principal(sessionId))!.roles, ['viewer', 'operator'], 'a role change applies after the announcement')

  await app.sessions.revokeUser(userId)
  let seen: unknown = true
  for (let i = 0; i < 100 && seen !== null; i++) {
    seen = await other.sessions.principal(sessionId)
    if (seen !== null) await new Promise(resolve => setTimeout(resolve, 10))
  }
  t.equal(seen, null, 'the other instance dropped it when told')

  const { Sessions } = await import('../../../core/auth/sessions.js')
  const small = new Sessions(app.database.db, { maxEntries: 1, ttlMs: 60_000 })
  const a = await small.create(1)
  const b = await small.create(1)
  t.match(await small.principal(a.id), { username: 'admin' })
  t.match(await small.principal(b.id), { username: 'admin' })
  t.match(await small.principal(a.id), { username: 'admin' }, 'the cache stays bounded')
  small.forget(a.id)
  small.forget('*')
})

t.test('the first start creates the administrator', async t => {
  const dir = await tempDir(t)
  const { database } = await openTestDatabase(t)
  const logs: string[] = []
  const logger = { level: 'info', stream: { write: (line: string) => { logs.push(line) } } }
  const app = await buildApp({ config: testConfig(dir, dir, { ADMIN_PASSWORD: '' as string }), database, logger })
  t.teardown(() => app.close())
  const created = logs.map(l => JSON.parse(l)).find(l => /created administrator "admin" with the generated password/.test(l.msg))
  t.ok(created, 'the generated password is printed once')
  const password = /password (\S+) /.exec(created.msg)![1]
  t.ok(await login(app, 'admin', password))
  const again = await buildApp({ config: testConfig(dir, dir), database, logger })
  t.teardown(() => again.close())
  t.equal(logs.filter(l => /created administrator/.test(l)).length, 1, 'only on the first start')

  const { database: empty } = await openTestDatabase(t)
  await t.rejects(buildApp({ config: testConfig(dir, dir, { NODE_ENV: 'production', ADMIN_PASSWORD: '' }), database: empty, logger: false }),
    /ADMIN_PASSWORD must be set for the first start in production/)
})

t.test('two instances creating the administrator at once; other failures stop the start', async t => {
  const { ensureAdministrator } = await import('../../../core/auth/bootstrap.js')
  const { migrate } = await import('../../../core/database/migrate.js')
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const config = { NODE_ENV: 'test' as const, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin-password', ADMIN_EMAIL: undefined }
  const log = { info: () => {}, warn: () => {}, error: () => {} }
  await Promise.all([ensureAdministrator(database.db, config, log), ensureAdministrator(database.db, config, log)])
  t.equal((await database.db.selectFrom('rs_user').selectAll().execute()).length, 1)
  const failing = database.db.withPlugin({
    transformQuery: ({ node }) => { if (node.kind === 'InsertQueryNode') throw new Error('disk full'); return node },
    transformResult: async ({ result }) => result
  })
  await database.db.deleteFrom('rs_user').execute()
  await t.rejects(ensureAdministrator(failing, config, log), /disk full/)
})

t.test('a route without an access declaration stops the start', async t => {
  const { config, database } = await buildTestApp(t, { bundled: false })
  const app = await buildApp({ config, database, logger: false })
  t.teardown(() => app.close())
  app.get('/forgotten', async () => 'open?')
  app.get('/half', { config: {} }, async () => 'open?')
  await t.rejects(async () => { await app.ready() }, /routes without an access declaration: GET \/forgotten, HEAD \/forgotten, GET \/half, HEAD \/half/)
})

/** `delivered` resolves once `database` delivered `what` on the auth channel (after the apps' own handlers, registered earlier). */
async function heard (database: Database, what: string): Promise<{ delivered: Promise<void> }> {
  let resolve: () => void
  const arrived = new Promise<void>(r => { resolve = r })
  const stop = await database.listen(AUTH_CHANNEL, payload => { if (payload === what) resolve() })
  return { delivered: arrived.then(stop) }
}

t.test('refresh and logout; a logged-out token is refused on every instance', async t => {
  const { app, dataDir } = await buildTestApp(t, { bundled: false })
  // a second instance on the same database and state directory (so the same JWT secret)
  const { app: other } = await buildTestApp(t, { database: app.database, dataDir, bundled: false })
  await addUser(app, 'zoe', ['developer'])
  const first = await login(app, 'zoe')
  const refresh = async (token: string, on = app) => await on.inject({ url: '/api/v1/auth/refresh', headers: { authorization: `Bearer ${token}` } })

  const refreshed = await refresh(first)
  t.equal(refreshed.statusCode, 200)
  t.equal(refreshed.headers['cache-control'], 'no-store')
  const body = refreshed.json()
  t.match(body, { username: 'zoe', roles: ['viewer', 'operator', 'developer'], permissions: ['form-*:edit'], token_type: 'Bearer', expires_in: 86400 })
  t.notMatch(refreshed.body, /scrypt|password/i)
  const second = body.token as string
  t.not(second, first, 'a new token')
  t.not(app.jwt.decode<{ jti: string }>(second)!.jti, app.jwt.decode<{ jti: string }>(first)!.jti, 'of a new session')
  t.ok(Date.parse(body.expires_at) - Date.now() > 86400_000 - 60_000, 'valid one more day')
  t.equal((await refresh(first)).statusCode, 200, 'the old token stays valid until it expires')

  t.equal((await refresh(second, other)).statusCode, 200, 'the other instance accepts it (and caches its session)')
  const session = app.jwt.decode<{ jti: string }>(second)!.jti
  const told = await heard(other.database, session)
  const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${second}` } })
  t.same([out.statusCode, out.body], [204, ''])
  await told.delivered
  t.same([(await refresh(second, other)).statusCode, (await refresh(second)).statusCode], [401, 401], 'refused on both instances')
  t.same((await refresh(second)).json(), UNAUTHORIZED)
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${second}` } })).statusCode, 401, 'logging out twice')
  t.same([(await refresh(first, other)).statusCode, (await refresh(first)).statusCode], [401, 401],
    'the logout ended the chain: the token it was refreshed from too')
  const separate = await login(app, 'zoe')
  t.equal((await refresh(separate)).statusCode, 200, "the user's other logins go on")
  t.equal((await app.inject({ url: '/api/v1/auth/refresh' })).statusCode, 401, 'refresh needs a token')

  // a logout with the first token of a chain ends the tokens refreshed from it (and theirs)
  const root = await login(app, 'zoe')
  const child = (await refresh(root)).json().token as string
  const grandchild = (await refresh(child, other)).json().token as string
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${root}` } })).statusCode, 204)
  t.same([(await refresh(child)).statusCode, (await refresh(grandchild)).statusCode], [401, 401], 'every token of the chain is refused')

  // a token whose signature and exp are fine, but whose session has run out (sessions are the authority)
  const third = (await refresh(separate)).json().token as string
  await app.database.db.updateTable('rs_session').set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', app.jwt.decode<{ jti: string }>(third)!.jti).execute()
  t.equal((await refresh(third, other)).statusCode, 401, 'an expired session (on an instance that never cached it)')
})
