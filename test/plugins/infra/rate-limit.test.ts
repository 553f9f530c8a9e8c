import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'

// The API-wide rate limit (plugins/infra/rate-limit.ts): API_RATE_LIMIT requests a minute per user, per client
// address without a login; the RateLimit-* headers on the answers, 429 + Retry-After in the contract shape above.

const get = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => await app.inject({ url, headers })
const LIMIT = 5

t.test('per user: the RateLimit headers, then 429 with Retry-After in the contract shape; another user goes on', async t => {
  const { app, database, dataDir } = await buildTestApp(t, { bundled: false, env: { API_RATE_LIMIT: String(LIMIT) } })
  await addUser(app, 'vera', ['viewer'])
  await addUser(app, 'otto', ['operator'])
  const vera = { authorization: `Bearer ${await login(app, 'vera')}` }
  const first = await get(app, '/api/v1/list-values', vera)
  t.equal(first.statusCode, 200)
  t.equal(first.headers['ratelimit-limit'], String(LIMIT))
  t.equal(first.headers['ratelimit-remaining'], String(LIMIT - 1))
  const reset = Number(first.headers['ratelimit-reset'])
  t.ok(reset > 0 && reset <= 60, `RateLimit-Reset in seconds: ${reset}`)
  t.equal(first.headers['retry-after'], undefined)
  t.equal(first.headers['x-ratelimit-limit'], undefined, 'the draft standard\'s names only')

  for (let n = 2; n <= LIMIT; n++) t.equal((await get(app, '/api/v1/list-values/list-names', vera)).headers['ratelimit-remaining'], String(LIMIT - n), 'every route counts')
  const limited = await get(app, '/api/v1/list-values', vera)
  t.equal(limited.statusCode, 429, `request ${LIMIT + 1} within the minute`)
  const retry = Number(limited.headers['retry-after'])
  t.ok(retry > 0 && retry <= 60, `Retry-After in seconds: ${retry}`)
  t.same(limited.json(), { name: 'Too Many Requests', message: `Too many requests; retry in ${retry} seconds.`, code: 0, status: 429 })
  t.equal(limited.headers['ratelimit-remaining'], '0')
  t.equal(limited.headers['ratelimit-reset'], String(retry))
  t.equal((await get(app, '/api/v1/list-values', { authorization: `Bearer ${await login(app, 'vera')}` })).statusCode, 429, 'the count is the user\'s, not the token\'s')

  const otto = { authorization: `Bearer ${await login(app, 'otto')}` }
  const other = await get(app, '/api/v1/list-values', otto)
  t.equal(other.statusCode, 200, 'another user has a count of their own')
  t.equal(other.headers['ratelimit-remaining'], String(LIMIT - 1))
  const write = await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: otto, payload: { listname: 'RATE', display: 'R1' } })
  t.equal(write.statusCode, 201)
  t.equal(write.headers['ratelimit-remaining'], String(LIMIT - 2), 'writes count too')

  // answered before the count: a request without a valid token, a role too low
  const anonymous = await get(app, '/api/v1/list-values')
  t.equal(anonymous.statusCode, 401)
  t.equal(anonymous.headers['ratelimit-limit'], undefined)
  const forbidden = await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: vera, payload: { listname: 'RATE', display: 'R2' } })
  t.equal(forbidden.statusCode, 403)
  t.equal(forbidden.headers['ratelimit-limit'], undefined)

  // a new minute
  const now = Date.now
  t.teardown(() => { Date.now = now })
  Date.now = () => now() + 61_000
  const later = await get(app, '/api/v1/list-values', vera)
  Date.now = now
  t.equal(later.statusCode, 200, 'a new window')
  t.equal(later.headers['ratelimit-remaining'], String(LIMIT - 1))

  // in this instance's memory: another instance on the same database (and JWT secret) counts apart
  const { app: second } = await buildTestApp(t, { bundled: false, database, dataDir, env: { API_RATE_LIMIT: String(LIMIT) } })
  t.equal((await get(second, '/api/v1/list-values', otto)).headers['ratelimit-remaining'], String(LIMIT - 1), 'a second instance')
})

t.test('without a login per client address; health probes apart; login routes and /metrics not counted', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { API_RATE_LIMIT: String(LIMIT) } })
  for (let n = 1; n <= LIMIT; n++) t.equal((await get(app, '/openapi.json')).statusCode, 200)
  const limited = await get(app, '/openapi.yaml')
  t.equal(limited.statusCode, 429, 'public routes count per client address')
  t.match(limited.headers['retry-after'], /^\d+$/)
  const elsewhere = await app.inject({ url: '/openapi.json', remoteAddress: '198.51.100.7' })
  t.equal(elsewhere.headers['ratelimit-remaining'], String(LIMIT - 1), 'another address has its own count')
  const sameSubnet = await app.inject({ url: '/openapi.json', remoteAddress: '2001:db8:1:2::10' })
  t.equal(sameSubnet.headers['ratelimit-remaining'], String(LIMIT - 1))
  t.equal((await app.inject({ url: '/openapi.json', remoteAddress: '2001:db8:1:2::99' })).headers['ratelimit-remaining'], String(LIMIT - 2), 'IPv6: one count per /64')

  // the address used up its requests: its probes and logins still answer
  const live = await get(app, '/health/live')
  t.equal(live.statusCode, 200, 'health probes count apart from the API')
  t.equal(live.headers['ratelimit-remaining'], String(LIMIT - 1))
  t.equal((await get(app, '/health/ready')).headers['ratelimit-remaining'], String(LIMIT - 2))
  const loggedIn = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'admin-password' } })
  t.equal(loggedIn.statusCode, 200, 'the login routes answer to the login limit only')
  t.equal(loggedIn.headers['ratelimit-limit'], undefined)
  t.equal(loggedIn.headers['x-ratelimit-limit'], '10', 'LOGIN_RATE_LIMIT')
  t.equal((await get(app, '/api/v1/list-values', { authorization: `Bearer ${loggedIn.json().token as string}` })).headers['ratelimit-remaining'], String(LIMIT - 1), 'a user counts apart from the address')
  for (let n = 0; n <= LIMIT; n++) {
    const scrape = await get(app, '/metrics')
    t.ok(scrape.statusCode === 200 && scrape.headers['ratelimit-limit'] === undefined, 'metrics are not counted')
  }
})

t.test('the OpenAPI document: 429 and the RateLimit headers on every operation', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const doc = (await get(app, '/openapi.json')).json()
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item as Record<string, any>).map(([method, op]) => ({ name: `${method} ${path}`, op })))
  t.same(operations.filter(({ op }) => op.responses['429'] === undefined).map(o => o.name), [], 'every operation lists 429')
  const resolve = (response: any) => response.$ref === undefined ? response : doc.components.responses[response.$ref.split('/').pop()]
  const headers = (response: any) => Object.keys(resolve(response).headers ?? {})
  const wrong: string[] = []
  for (const { name, op } of operations) {
    // (the routes the login limits count: plugins/infra/login-rate-limit.ts)
    const login = ['/api/v1/auth/login', '/api/v1/auth/token', '/api/v1/account/change-password', '/api/v1/account/forgot-password'].some(path => name.endsWith(` ${path}`))
    for (const [status, response] of Object.entries(op.responses)) {
      const expected = Number(status) >= 500
        ? []
        : [...(login ? ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] : ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']), ...(status === '429' ? ['Retry-After'] : [])]
      // (a record's answer carries its version too)
      const own = headers(response).filter(header => header !== 'ETag')
      if (JSON.stringify(own) !== JSON.stringify(expected)) wrong.push(`${name} ${status}: ${headers(response).join(', ')}`)
    }
  }
  t.same(wrong, [], 'the headers of the limit that counts the operation, on every answer below 500')
  t.same(Object.keys(doc.components.headers), ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'])
  t.match(doc.components.headers['RateLimit-Limit'], { description: /API_RATE_LIMIT/, schema: { type: 'integer', minimum: 0, maximum: 1000000 } })
  t.same(doc.components.responses.TooManyRequests.content['application/json'].example, { name: 'Too Many Requests', message: 'Too many requests; retry in 42 seconds.', code: 0, status: 429 })
  t.equal(doc.paths['/api/v1/auth/login'].post.responses['429'].content['application/json'].example.message, 'Too many login attempts; retry in 42 seconds.')
})

t.test('API_RATE_LIMIT=0: no limit, no headers, no 429 in the document', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { API_RATE_LIMIT: '0' } })
  const viewer = await as(app, 'viewer')
  for (let n = 0; n < 20; n++) {
    const response = await get(app, '/api/v1/list-values', viewer)
    t.ok(response.statusCode === 200 && response.headers['ratelimit-limit'] === undefined && response.headers['x-ratelimit-limit'] === undefined, `request ${n + 1}`)
  }
  const doc = (await get(app, '/openapi.json')).json()
  t.equal(doc.paths['/api/v1/list-values'].get.responses['429'], undefined)
  t.equal(doc.paths['/api/v1/list-values'].get.responses['200'].headers, undefined)
  t.equal(doc.components.headers, undefined)
  t.equal(doc.components.responses.TooManyRequests, undefined)
  t.ok(doc.paths['/api/v1/auth/login'].post.responses['429'].headers['Retry-After'], 'the login limit stays')
})
