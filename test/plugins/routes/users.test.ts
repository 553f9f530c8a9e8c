import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import t from 'tap'
import { AUTH_CHANNEL } from '../../../core/auth/sessions.js'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login, PASSWORD } from '../../helpers/auth.js'

const USERS = '/api/v1/users'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// Every answer of the users API passes through here: none may ever carry a password, its hash or the hash column.
function clean (t: { notMatch: (found: string, pattern: RegExp, message: string) => boolean }, response: LightMyRequestResponse): LightMyRequestResponse {
  t.notMatch(response.body, /scrypt|password_hash|"password":|-password/i, `no password in ${response.statusCode} ${response.body.slice(0, 60)}`)
  return response
}

/** Routes of each access kind, as the data API declares them (registered before the app is ready). */
function probes (app: FastifyInstance): void {
  const ok = async () => ({ ok: true })
  app.get('/t/read', { config: { access: { role: 'viewer', permission: 'view' } } }, ok)
  app.post('/t/write', { config: { access: { role: 'operator', permission: 'edit' } } }, ok)
  app.get('/t/developer', { config: { access: { role: 'developer' } } }, ok)
}

t.test('each role against the users API and the other kinds of routes', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  probes(app)
  const target = await addUser(app, 'target', ['viewer'])
  const statuses = async (headers: Record<string, string>) => [
    (await app.inject({ url: USERS, headers })).statusCode,
    (await app.inject({ url: `${USERS}/${target}`, headers })).statusCode,
    (await app.inject({ method: 'POST', url: USERS, headers, payload: { username: `u${Math.random().toString(36).slice(2, 8)}`, password: 'long-enough', roles: ['viewer'] } })).statusCode,
    (await app.inject({ method: 'PUT', url: `${USERS}/${target}`, headers, payload: { email: 'target@example.org' } })).statusCode,
    (await app.inject({ url: '/t/read?name=cores', headers })).statusCode,
    (await app.inject({ method: 'POST', url: '/t/write?name=cores', headers })).statusCode,
    (await app.inject({ url: '/t/developer', headers })).statusCode
  ]
  t.same(await statuses(await as(app, 'viewer')), [403, 403, 403, 403, 200, 403, 403], 'viewer')
  t.same(await statuses(await as(app, 'operator')), [403, 403, 403, 403, 200, 200, 403], 'operator')
  t.same(await statuses(await as(app, 'developer')), [403, 403, 403, 403, 200, 200, 200], 'developer')
  t.same(await statuses(await as(app, 'administrator')), [200, 200, 201, 200, 200, 200, 200], 'administrator')
  t.same(await statuses(await as(app, 'admin')), [200, 200, 201, 200, 200, 200, 200], 'sa')
  t.same(await statuses({}), [401, 401, 401, 401, 401, 401, 401], 'no token')
  const denied = await app.inject({ url: USERS, headers: await as(app, 'developer') })
  t.same(denied.json(), { name: 'Forbidden', message: 'You are not allowed to perform this action.', code: 0, status: 403 })
  t.equal((await app.inject({ method: 'DELETE', url: `${USERS}/${target}`, headers: await as(app, 'operator') })).statusCode, 403)
})

t.test('create, read, list, change and delete users', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const admin = await as(app, 'administrator')
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    clean(t, await app.inject({ method, url, headers: admin, payload: payload as object }))

  const created = await send('POST', USERS, { username: 'henry', email: 'henry@example.org', password: 'henry-password', roles: ['operator'], permissions: ['form-cores:edit'] })
  t.equal(created.statusCode, 201)
  const henry = created.json()
  t.equal(created.headers.location, `/api/v1/users/${henry.id as number}`)
  t.match(henry, {
    username: 'henry',
    email: 'henry@example.org',
    roles: ['operator'],
    permissions: ['form-cores:edit'],
    effective_roles: ['viewer', 'operator'],
    effective_permissions: ['form-cores:edit']
  })
  t.same(Object.keys(henry).sort(), ['created_at', 'effective_permissions', 'effective_roles', 'email', 'id', 'name', 'permissions', 'roles', 'updated_at', 'username'])
  t.equal(henry.name, null, 'no name given')
  t.match(henry.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  t.ok(await login(app, 'henry', 'henry-password'), 'the new user logs in')
  t.same((await send('GET', `${USERS}/${henry.id as number}`)).json(), henry)

  const page = await send('GET', USERS)
  t.equal(page.statusCode, 200)
  t.same(page.json()._meta, { totalCount: 3, pageCount: 1, currentPage: 1, perPage: 20 })
  t.same(page.json().items.map((u: { username: string }) => u.username), ['admin', 'administrator_1', 'henry'])
  t.same(page.json()._links, { self: { href: 'http://localhost/api/v1/users?page=1&per-page=20' } })
  const sorted = await send('GET', `${USERS}?sort=-username&per-page=2&page=1`)
  t.same(sorted.json().items.map((u: { username: string }) => u.username), ['henry', 'administrator_1'])
  t.same(sorted.json()._links.next, { href: 'http://localhost/api/v1/users?sort=-username&per-page=2&page=2' })
  t.same(sorted.json()._meta, { totalCount: 3, pageCount: 2, currentPage: 1, perPage: 2 })
  t.same((await send('GET', `${USERS}?sort=email,id`)).json().items.map((u: { username: string }) => u.username), ['administrator_1', 'henry', 'admin'],
    'by e-mail (admin has none)')
  const past = await send('GET', `${USERS}?page=9`)
  t.same([past.statusCode, past.json().items, past.json()._meta.totalCount], [200, [], 3], 'a page past the end')
  t.same((await send('GET', `${USERS}?sort=secret`)).json(),
    { name: 'Bad Request', message: 'Unknown sort field "secret"; use one of id, username, email, created_at, updated_at.', code: 0, status: 400 })
  // the sort parser of every list (core/shared/list-params.ts)
  t.equal((await send('GET', `${USERS}?sort=usrname`)).json().message, 'Unknown sort field "usrname"; did you mean "username"?')
  t.equal((await send('GET', `${USERS}?sort=id,`)).json().message, 'Unknown sort field ""; use one of id, username, email, created_at, updated_at.')
  t.same((await send('GET', `${USERS}?sort=${encodeURIComponent(' -username ')}`)).json().items.map((u: { username: string }) => u.username),
    ['henry', 'administrator_1', 'admin'])
  t.equal((await send('GET', `${USERS}?per-page=0`)).statusCode, 400)

  const changed = await send('PUT', `${USERS}/${henry.id as number}`, { username: 'henrietta', name: 'Henrietta Lacks', email: null, roles: ['viewer'], permissions: [] })
  t.equal(changed.statusCode, 200)
  t.match(changed.json(), { username: 'henrietta', name: 'Henrietta Lacks', email: null, roles: ['viewer'], permissions: [], effective_permissions: ['form-*:view'] })
  t.ok(Date.parse(changed.json().updated_at) >= Date.parse(henry.updated_at))
  t.equal((await send('PUT', `${USERS}/${henry.id as number}`, {})).statusCode, 200, 'an empty change')

  t.same((await send('GET', `${USERS}/999999`)).json(), { name: 'Not Found', message: 'Object not found: user 999999', code: 0, status: 404 })
  t.equal((await send('PUT', `${USERS}/999999`, { email: 'x@y.z' })).statusCode, 404)
  t.equal((await send('DELETE', `${USERS}/999999`)).statusCode, 404)
  t.equal((await send('GET', `${USERS}/abc`)).statusCode, 400)

  const deleted = await send('DELETE', `${USERS}/${henry.id as number}`)
  t.same([deleted.statusCode, deleted.body], [204, ''])
  t.equal((await send('GET', `${USERS}/${henry.id as number}`)).statusCode, 404)
  const self = await send('DELETE', `${USERS}/${(await send('GET', `${USERS}?sort=-id`)).json().items.find((u: { username: string }) => u.username === 'administrator_1').id as number}`)
  t.same(self.json(), { name: 'Forbidden', message: 'You are not allowed to delete your own account.', code: 0, status: 403 })
})

t.test('validation: every problem at once in the 422 array; names and e-mails are unique regardless of case', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const admin = await as(app, 'admin')
  const post = async (payload: unknown) => clean(t, await app.inject({ method: 'POST', url: USERS, headers: admin, payload: payload as object }))
  const bad = await post({ username: 'x', email: 'not-an-address', password: 'short', roles: ['root', 'viewer'], permissions: ['form-cores:delete', 'form-*:view'] })
  t.same([bad.statusCode, bad.json()], [422, [
    { field: 'username', message: 'Username must be 2 to 64 letters, digits or the characters _ . @ -.' },
    { field: 'email', message: 'Email is not a valid email address.' },
    { field: 'password', message: 'Password should contain at least 8 characters.' },
    { field: 'roles', message: 'Roles: "root" is not a role; use one of viewer, operator, developer, administrator, sa.' },
    { field: 'permissions', message: 'Permissions: "form-cores:delete" is not a permission; use form-<model>:view or form-<model>:edit (form-*:… for every model).' }
  ]])
  t.same((await post({ username: 'ok_name', password: 'long-enough', roles: [] })).json(), [{ field: 'roles', message: 'Roles cannot be blank.' }])
  t.same((await post({ username: 'ok_name' })).json(), [{ field: 'password', message: 'Password cannot be blank.' }, { field: 'roles', message: 'Roles cannot be blank.' }])
  t.equal((await post({ username: 'ok_name', password: 'long-enough', roles: ['viewer'], password_hash: 'scrypt$1' })).statusCode, 422, 'no other members')
  t.equal((await post({ username: 'ok_name', password: 'long-enough', roles: 'viewer' })).statusCode, 201, 'a single role as a string is taken as a list')

  const ivy = await post({ username: 'Ivy', name: 'Ivy Example', email: 'ivy@example.org', password: 'long-enough', roles: ['viewer'] })
  t.same([ivy.statusCode, ivy.json().name], [201, 'Ivy Example'], 'a name given at the start')
  const longName = await post({ username: 'long_name', name: 'n'.repeat(256), password: 'long-enough', roles: ['viewer'] })
  t.same([longName.statusCode, longName.json()[1]], [422, { field: 'name', message: 'Name must NOT have more than 255 characters.' }])
  t.same((await post({ username: 'IVY', password: 'long-enough', roles: ['viewer'] })).json(), [{ field: 'username', message: 'Username "IVY" has already been taken.' }])
  t.same((await post({ username: 'ivy2', email: 'IVY@example.org', password: 'long-enough', roles: ['viewer'] })).json(), [{ field: 'email', message: 'Email "IVY@example.org" has already been taken.' }])
  const other = (await post({ username: 'jack', password: 'long-enough', roles: ['viewer'] })).json()
  const taken = await app.inject({ method: 'PUT', url: `${USERS}/${other.id as number}`, headers: admin, payload: { email: 'Ivy@Example.org' } })
  t.same([taken.statusCode, taken.json()], [422, [{ field: 'email', message: 'Email "Ivy@Example.org" has already been taken.' }]])
  const wrong = await app.inject({ method: 'PUT', url: `${USERS}/${other.id as number}`, headers: admin, payload: { roles: ['king'], password: '1234567' } })
  t.same(wrong.json().map((e: { field: string }) => e.field), ['password', 'roles'])
})

t.test('nobody grants a role above their own or changes a user above them', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const administrator = await as(app, 'administrator')
  const sa = await as(app, 'admin')
  const create = async (headers: Record<string, string>, username: string, roles: string[]) =>
    await app.inject({ method: 'POST', url: USERS, headers, payload: { username, password: 'long-enough', roles } })
  const above = await create(administrator, 'kim', ['sa'])
  t.same([above.statusCode, above.json()], [403, { name: 'Forbidden', message: 'You are not allowed to grant a role above your own.', code: 0, status: 403 }])
  t.equal((await create(administrator, 'kim', ['administrator'])).statusCode, 201, 'their own role is fine')
  const lee = (await create(sa, 'lee', ['sa'])).json()
  t.equal(lee.roles[0], 'sa', 'sa grants sa')

  const raise = await app.inject({ method: 'PUT', url: `${USERS}/${lee.id as number}`, headers: administrator, payload: { password: 'taken-over' } })
  t.same([raise.statusCode, raise.json().message], [403, 'You are not allowed to change a user whose role is above your own.'])
  t.equal((await app.inject({ method: 'DELETE', url: `${USERS}/${lee.id as number}`, headers: administrator })).statusCode, 403)
  const kim = (await app.inject({ url: `${USERS}?sort=-id&per-page=1&page=2`, headers: sa })).json().items[0]
  t.equal(kim.username, 'kim')
  t.equal((await app.inject({ method: 'PUT', url: `${USERS}/${kim.id as number}`, headers: administrator, payload: { roles: ['sa'] } })).statusCode, 403)
  t.equal((await app.inject({ method: 'DELETE', url: `${USERS}/${lee.id as number}`, headers: sa })).statusCode, 204, 'an sa deletes another sa')
})

t.test('a password change ends the user\'s sessions; role and permission changes reach live tokens on every instance', async t => {
  const { app, dataDir } = await buildTestApp(t, { bundled: false })
  probes(app)
  const { app: other } = await buildTestApp(t, { database: app.database, dataDir, bundled: false })
  probes(other)
  const admin = await as(app, 'admin')
  const id = await addUser(app, 'mia', ['viewer'])
  const token = bearer(await login(app, 'mia'))
  const write = async (model: string, on = app) => (await on.inject({ method: 'POST', url: `/t/write?name=${model}`, headers: token })).statusCode
  const change = async (payload: object) => clean(t, await app.inject({ method: 'PUT', url: `${USERS}/${id}`, headers: admin, payload })).statusCode

  t.same([await write('cores'), await write('cores', other)], [403, 403], 'a viewer, known to both instances')
  const told = new Promise<void>(resolve => {
    void other.database.listen(AUTH_CHANNEL, payload => { if (payload === `user:${id}`) resolve() })
  })
  t.equal(await change({ roles: ['operator'] }), 200)
  t.equal(await write('cores'), 200, 'the same token writes at once on this instance')
  await told
  t.equal(await write('cores', other), 200, 'and on the other one as soon as it is told')

  t.equal(await change({ permissions: ['form-sites:edit', 'form-holes:view'] }), 200)
  t.same([await write('sites'), await write('cores'), await write('holes')], [200, 403, 403], 'one model granted, the others not')
  t.same([(await app.inject({ url: '/t/read?name=holes', headers: token })).statusCode, (await app.inject({ url: '/t/read?name=cores', headers: token })).statusCode],
    [200, 403], 'view of one model only')

  t.equal(await change({ password: 'a-new-password' }), 200)
  t.equal(await write('sites'), 401, 'the old token ends with the password change')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'mia', password: PASSWORD } })).statusCode, 422)
  t.ok(await login(app, 'mia', 'a-new-password'), 'the new password works')

  // an administrator changing their own password keeps the session they do it with
  const adminId = (await app.inject({ url: '/api/v1/auth/refresh', headers: admin })).json().id as number
  const elsewhere = bearer(await login(app, 'admin', 'admin-password'))
  t.equal((await app.inject({ method: 'PUT', url: `${USERS}/${adminId}`, headers: admin, payload: { password: 'another-admin-password' } })).statusCode, 200)
  t.equal((await app.inject({ url: USERS, headers: admin })).statusCode, 200, 'the session that changed it goes on')
  t.equal((await app.inject({ url: USERS, headers: elsewhere })).statusCode, 401, 'other sessions end')

  const gone = bearer(await login(app, 'mia', 'a-new-password'))
  t.equal((await app.inject({ method: 'DELETE', url: `${USERS}/${id}`, headers: admin })).statusCode, 204)
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: gone })).statusCode, 401, 'a deleted user\'s token is refused')
})
