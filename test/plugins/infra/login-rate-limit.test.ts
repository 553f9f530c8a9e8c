import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, PASSWORD } from '../../helpers/auth.js'

const login = (app: FastifyInstance, username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress })
const grant = (app: FastifyInstance, body: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() })

t.test('login attempts are limited per IP and user name (LOGIN_RATE_LIMIT a minute), login and password grant together', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '3' } })
  await addUser(app, 'frank', ['viewer'])
  await addUser(app, 'gina', ['viewer'])

  const refresh = (await grant(app, { grant_type: 'password', username: 'frank', password: PASSWORD })).json().refresh_token
  t.equal((await login(app, 'frank', 'wrong')).statusCode, 422)
  t.equal((await login(app, 'FRANK', 'wrong')).statusCode, 422, 'the name counts regardless of case')
  const limited = await login(app, 'frank', PASSWORD)
  t.equal(limited.statusCode, 429, 'the fourth attempt in a minute, even with the right password')
  const retry = Number(limited.headers['retry-after'])
  t.ok(retry > 0 && retry <= 60, 'Retry-After in seconds')
  t.same(limited.json(), { name: 'Too Many Requests', message: `Too many login attempts; retry in ${retry} seconds.`, code: 0, status: 429 })
  t.equal(limited.headers['x-ratelimit-limit'], '3')

  const token = await grant(app, { grant_type: 'password', username: 'frank', password: PASSWORD })
  t.equal(token.statusCode, 429, 'the password grant shares the counter')
  t.match(token.headers['retry-after'], /^\d+$/)
  t.same(token.json(), { error: 'invalid_request', error_description: `Too many login attempts; retry in ${token.headers['retry-after'] as string} seconds.` })
  t.equal((await grant(app, { grant_type: 'refresh_token', refresh_token: refresh })).statusCode, 200, 'refresh grants do not count')

  t.equal((await login(app, 'frank', PASSWORD, '10.0.0.7')).statusCode, 200, 'another IP has its own count')
  t.equal((await login(app, 'gina', PASSWORD)).statusCode, 200, 'another user has their own count')
  const malformed = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ['not', 'an', 'object'] })
  t.equal(malformed.statusCode, 422, 'a body without a user name counts under the IP alone')

  for (let i = 0; i < 2; i++) t.equal((await grant(app, { grant_type: 'password', username: 'gina', password: 'wrong' })).statusCode, 400)
  t.equal((await login(app, 'gina', PASSWORD)).statusCode, 429, 'failed grants count against login')
})

t.test('instances sharing a database share the limit; a window that has passed starts again', async t => {
  const { app: a, database } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '3' } })
  const { app: b } = await buildTestApp(t, { bundled: false, database, env: { LOGIN_RATE_LIMIT: '3' } })
  await addUser(a, 'hana', ['viewer'])
  t.equal((await login(a, 'hana', 'wrong')).statusCode, 422)
  t.equal((await login(b, 'hana', 'wrong')).statusCode, 422)
  t.equal((await login(a, 'hana', 'wrong')).statusCode, 422)
  t.equal((await login(b, 'hana', PASSWORD)).statusCode, 429, 'the fourth attempt, on the other instance')
  await sql`update rs_login_attempt set resets_at = now() - interval '1 second'`.execute(database.db)
  t.equal((await login(b, 'hana', PASSWORD)).statusCode, 200, 'a new window')
  t.equal((await sql<{ hits: number }>`select hits from rs_login_attempt`.execute(database.db)).rows[0].hits, 1)
})

t.test('login attempts are also limited per IP whatever the user names (LOGIN_IP_RATE_LIMIT a minute)', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { LOGIN_RATE_LIMIT: '3', LOGIN_IP_RATE_LIMIT: '5' } })
  await addUser(app, 'ivan', ['viewer'])
  // guessing across names: each name stays under its own limit of 3
  for (const name of ['a1', 'a2', 'a3', 'a4']) t.equal((await login(app, name, 'guess')).statusCode, 422, name)
  t.equal((await login(app, 'ivan', PASSWORD)).statusCode, 200, 'the fifth attempt from the IP')
  const limited = await login(app, 'a5', 'guess')
  t.equal(limited.statusCode, 429, 'the sixth attempt from the IP, a name never tried')
  t.same(limited.json(), { name: 'Too Many Requests', message: `Too many login attempts; retry in ${limited.headers['retry-after'] as string} seconds.`, code: 0, status: 429 })
  t.equal((await grant(app, { grant_type: 'password', username: 'ivan', password: PASSWORD })).statusCode, 429, 'the password grant counts from the IP too')
  t.equal((await login(app, 'ivan', PASSWORD, '10.0.0.8')).statusCode, 200, 'another IP has its own count')
})
