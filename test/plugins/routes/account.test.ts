import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, login, PASSWORD } from '../../helpers/auth.js'

// The caller's own account (mDIS AccountController): name and e-mail, and the password, for any logged-in user.
// Password recovery by e-mail: test/core/auth/password-reset.test.ts.

const ACCOUNT = '/api/v1/account'
const CHANGE = '/api/v1/account/change-password'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

interface Caller { id: number, headers: Record<string, string> }

async function caller (app: FastifyInstance, username: string): Promise<Caller> {
  const id = await addUser(app, username, ['viewer'])
  return { id, headers: bearer(await login(app, username)) }
}

const send = async (app: FastifyInstance, method: 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object): Promise<LightMyRequestResponse> =>
  await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) })

t.test('any logged-in user changes their own name and e-mail; a new e-mail needs the password', async t => {
  // (each e-mail change counts as a login attempt: room for this test's)
  const { app, database } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '50' } })
  const nora = await caller(app, 'nora')
  await addUser(app, 'olaf', ['operator'])
  const put = async (payload?: object, headers = nora.headers) => await send(app, 'PUT', ACCOUNT, headers, payload)
  const noPassword = (response: LightMyRequestResponse) => t.notMatch(response.body, /scrypt|password/i, 'no password in the answer')

  const named = await put({ name: 'Nora Example' })
  t.equal(named.statusCode, 200)
  noPassword(named)
  t.match(named.json(), { id: nora.id, username: 'nora', name: 'Nora Example', email: 'nora@example.org', roles: ['viewer'], effective_roles: ['viewer'], effective_permissions: ['form-*:view'] })
  const admin = bearer(await login(app, 'admin', 'admin-password'))
  t.same((await app.inject({ url: `/api/v1/users/${nora.id}`, headers: admin })).json(), named.json(), 'as user management shows the user')
  t.same((await app.inject({ url: ACCOUNT, headers: nora.headers })).json(), named.json(), 'the account reads the same')
  t.equal((await app.inject({ url: ACCOUNT })).statusCode, 401, 'not without a login')

  const needed = await put({ email: 'nora.new@example.org' })
  t.same([needed.statusCode, needed.json()], [422, [{ field: 'password', message: 'Password is needed to change the e-mail address.' }]])
  t.same((await put({ email: 'nora.new@example.org', password: 'wrong-password' })).json(), [{ field: 'password', message: 'The password is incorrect.' }])
  const moved = await put({ email: 'nora.new@example.org', password: PASSWORD })
  t.same([moved.statusCode, moved.json().email, moved.json().name], [200, 'nora.new@example.org', 'Nora Example'], 'the name stays')
  t.ok(await login(app, 'NORA.NEW@example.org'), 'the new e-mail logs in')
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: nora.headers })).json().email, 'nora.new@example.org', 'the session knows it at once')
  t.equal((await put({ email: 'Nora.New@Example.org' })).json().email, 'Nora.New@Example.org', 'another case of the same address needs no password')

  const bad = await put({ email: 'not-an-address', password: 'wrong-password' })
  t.same([bad.statusCode, bad.json()], [422, [{ field: 'email', message: 'Email is not a valid email address.' },
    { field: 'password', message: 'The password is incorrect.' }]], 'every problem at once')
  t.same((await put({ email: 'OLAF@example.org', password: PASSWORD })).json(), [{ field: 'email', message: 'Email "OLAF@example.org" has already been taken.' }],
    'e-mails are unique regardless of case, as in user management')
  t.same((await put({ email: null, password: PASSWORD })).json().email, null, 'no e-mail')
  t.same((await put({ email: '' })).json().email, null, 'empty is none, which it is already')
  t.equal((await put({ email: 'nora@example.org' })).statusCode, 422, 'an e-mail again needs the password')
  t.equal((await put({ email: 'nora@example.org', password: PASSWORD })).json().email, 'nora@example.org')

  t.equal((await put({ name: '' })).json().name, null, 'no name')
  // (the schema's words for a value of a union (null or text), as user management answers them)
  const tooLong = async (payload: object) => (await put(payload)).json().filter((e: { message: string }) => /more than 255/.test(e.message))
  t.same(await tooLong({ name: 'n'.repeat(256) }), [{ field: 'name', message: 'Name must NOT have more than 255 characters.' }])
  t.same(await tooLong({ email: `${'e'.repeat(250)}@example.org`, password: PASSWORD }), [{ field: 'email', message: 'Email must NOT have more than 255 characters.' }])
  for (const payload of [{ username: 'nora2' }, { roles: ['sa'] }, { permissions: ['form-*:edit'] }, { password_hash: 'x' }]) {
    t.same((await put(payload)).json(), [{ field: 'body', message: 'Body must NOT have additional properties.' }], `not ${Object.keys(payload)[0]}`)
  }
  t.equal((await put(undefined)).statusCode, 422, 'no body')
  t.equal((await put({}, {})).statusCode, 401, 'no token')
  t.same((await put({})).json().username, 'nora', 'an empty change answers the user')

  // a user deleted while their session is still known (without telling the instances): 401
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: nora.headers })).statusCode, 200)
  await database.db.deleteFrom('rs_user').where('id', '=', nora.id).execute()
  t.equal((await put({ name: 'ghost' })).statusCode, 401)
})

t.test('a user changes their own password: the old one is needed, every other session ends, theirs stays', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '50' } })
  const paul = await caller(app, 'paul')
  const other = bearer(await login(app, 'paul'))
  const grant = async (body: Record<string, string>) => await app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: body })
  const refreshToken = (await grant({ grant_type: 'password', username: 'paul', password: PASSWORD })).json().refresh_token as string
  const change = async (payload: object, headers = paul.headers) => await send(app, 'POST', CHANGE, headers, payload)
  const body = { oldPassword: PASSWORD, newPassword: 'paul-new-password', newPasswordConfirmation: 'paul-new-password' }

  const wrong = await change({ ...body, oldPassword: 'not-my-password' })
  t.same([wrong.statusCode, wrong.json()], [422, [{ field: 'oldPassword', message: 'The password is incorrect.' }]])
  t.equal(wrong.headers['x-ratelimit-limit'], '50', 'counted as a login attempt')
  t.same((await change({ ...body, newPasswordConfirmation: 'paul-new-passwort' })).json(),
    [{ field: 'newPasswordConfirmation', message: 'New Password Confirmation must be equal to "New Password".' }])
  t.same((await change({ oldPassword: 'nope', newPassword: 'short', newPasswordConfirmation: 'short' })).json(), [
    { field: 'oldPassword', message: 'The password is incorrect.' },
    { field: 'newPassword', message: 'New Password should contain at least 8 characters.' }
  ], 'every problem at once')
  t.same((await change({ oldPassword: PASSWORD })).json(), [{ field: 'newPassword', message: 'New Password cannot be blank.' },
    { field: 'newPasswordConfirmation', message: 'New Password Confirmation cannot be blank.' }])
  const long = 'l'.repeat(1025)
  t.same((await change({ ...body, newPassword: long, newPasswordConfirmation: long })).json().map((e: { field: string }) => e.field), ['newPassword', 'newPasswordConfirmation'], 'at most 1024 characters')
  t.equal((await change(body, {})).statusCode, 401, 'not without a login')
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: other })).statusCode, 200, 'nothing changed yet')

  const changed = await change(body)
  t.same([changed.statusCode, changed.body], [204, ''])
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: paul.headers })).statusCode, 200, 'the session that changed it goes on')
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: other })).statusCode, 401, 'another login ends')
  t.equal((await grant({ grant_type: 'refresh_token', refresh_token: refreshToken })).json().error, 'invalid_grant', 'and so do refresh tokens')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'paul', password: PASSWORD } })).statusCode, 422, 'the old password is gone')
  t.ok(await login(app, 'paul', 'paul-new-password'), 'the new one logs in')
  const unicode = 'pässwörd-🌊'
  t.equal((await change({ oldPassword: 'paul-new-password', newPassword: unicode, newPasswordConfirmation: unicode })).statusCode, 204, 'any characters')
  t.ok(await login(app, 'paul', unicode))
})

t.test('proving the password again counts as a login attempt of the user\'s name', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '3' } })
  const rosa = await caller(app, 'rosa')
  const sam = await caller(app, 'sam')
  const wrong = { oldPassword: 'guess', newPassword: 'whatever-1', newPasswordConfirmation: 'whatever-1' }
  t.equal((await send(app, 'POST', CHANGE, rosa.headers, wrong)).statusCode, 422)
  t.equal((await send(app, 'PUT', ACCOUNT, rosa.headers, { email: 'rosa@example.net', password: 'guess' })).statusCode, 422, 'an e-mail change with a password counts too')
  t.equal((await send(app, 'PUT', ACCOUNT, rosa.headers, { name: 'Rosa' })).statusCode, 200, 'a name alone does not')
  // (the login made for the caller counted once)
  const limited = await send(app, 'POST', CHANGE, rosa.headers, { ...wrong, oldPassword: PASSWORD })
  t.equal(limited.statusCode, 429, 'the fourth attempt in a minute, even with the right password')
  t.same(limited.json(), { name: 'Too Many Requests', message: `Too many login attempts; retry in ${limited.headers['retry-after'] as string} seconds.`, code: 0, status: 429 })
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'ROSA', password: PASSWORD } })).statusCode, 429, 'logins of the name share the count')
  t.equal((await send(app, 'PUT', ACCOUNT, rosa.headers, { email: 'rosa@example.net', password: PASSWORD })).statusCode, 429)
  t.equal((await send(app, 'POST', CHANGE, sam.headers, { ...wrong, oldPassword: PASSWORD })).statusCode, 204, 'another user has their own count')
})
