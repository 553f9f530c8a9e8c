import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, InjectOptions } from 'fastify'
import t from 'tap'
import { buildApp } from '../../app/build-app.js'
import { buildTestApp, bundledTemplates, tempDir, testConfig } from '../helpers/app.js'
import { as } from '../helpers/auth.js'
import { createPostgresDatabase } from '../helpers/database.js'
import { hierarchy } from '../helpers/hierarchy.js'
import { tcpProxy } from '../helpers/tcp-proxy.js'

// PostgreSQL restarted under the service (PostgreSQL run only): a TCP proxy between the service and the server is
// cut — every connection dropped, new ones refused — and restored. While it is down every request that needs the
// database answers 503 in the contract shape with Retry-After (no hang, no 500); afterwards the service recovers
// by itself, and its notification connection too: a model registered by a second instance reaches it.

const probe = (name: string) => ({ name, module: 'Test', columns: { label: { type: 'string', size: 20 } } })

t.test('postgres', { skip: !process.env.DATABASE_URL && 'PostgreSQL run only' }, async t => {
  const direct = await createPostgresDatabase(t)
  const server = new URL(direct)
  const proxy = await tcpProxy({ host: server.hostname, port: Number(server.port || 5432) })
  const proxied = new URL(direct)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)

  const dir = await tempDir(t)
  const config = testConfig(dir, await bundledTemplates(join(dir, 'templates')),
    { DATABASE_URL: proxied.toString(), DB_POOL_SIZE: '4', DB_POOL_TIMEOUT_MS: '1000' })
  const app = await buildApp({ config, logger: false })
  t.teardown(async () => { await proxy.restore(); await app.close(); await proxy.close() })
  const { openPostgres } = await import('../../core/database/postgres.js')
  const database = await openPostgres({ url: direct, poolSize: 4, poolTimeoutMs: 5000, statementTimeoutMs: 0, onError: () => {} })
  t.teardown(() => database.close())
  const { app: other } = await buildTestApp(t, { database })

  const h = await hierarchy(app)
  const operator = h.headers
  const developer = await as(app, 'developer')
  const otherDeveloper = await as(other, 'developer')

  /** An answer, or a failure when none comes within 15 s (a hang). */
  const answer = async (target: FastifyInstance, options: InjectOptions) => await Promise.race([
    target.inject(options),
    sleep(15_000).then(() => { throw new Error(`${options.method ?? 'GET'} ${options.url as string} hangs`) })
  ])

  await proxy.cut()
  const outage: Array<[string, InjectOptions]> = [
    ['list', { url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: operator }],
    ['get', { url: `/api/v1/form/${h.hole}?name=holes`, headers: operator }],
    ['create', { method: 'POST', url: '/api/v1/form?name=cores', headers: operator, payload: { hole_id: h.hole, core_type: 'R' } }],
    ['update', { method: 'PUT', url: `/api/v1/form/${h.site}?name=sites`, headers: operator, payload: { site_name: 'South' } }],
    ['value list change', { method: 'POST', url: '/api/v1/list-values', headers: operator, payload: { listname: 'CORE_TYPE', display: 'Q' } }],
    ['register a model', { method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template: probe('during_outage') } }],
    ['login', { method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'admin-password' } }],
    ['readiness', { url: '/health/ready' }]
  ]
  for (const [what, options] of outage) {
    const response = await answer(app, options)
    t.same([response.statusCode, response.headers['retry-after'], response.json()],
      [503, '1', { name: 'Service Unavailable', message: response.json().message, code: 0, status: 503 }], `${what}: 503 while the database is down`)
  }
  const token = await answer(app, { method: 'POST', url: '/api/v1/auth/token', payload: { grant_type: 'password', username: 'admin', password: 'admin-password' } })
  t.same([token.statusCode, token.json().error], [503, 'temporarily_unavailable'], 'the token endpoint answers 503 in the OAuth shape')
  t.equal((await app.inject('/health/live')).statusCode, 200, 'the process is alive')

  await proxy.restore()
  const restored = performance.now()
  let recovered: number | undefined
  while (recovered === undefined && performance.now() - restored < 30_000) {
    const response = await app.inject({ url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: operator })
    if (response.statusCode === 200) recovered = performance.now() - restored
    else await sleep(50)
  }
  t.comment(`requests succeed again ${recovered?.toFixed(0) ?? 'never'} ms after the database came back`)
  t.ok(recovered !== undefined && recovered <= 5000, 'the service recovers by itself within 5 s')
  const created = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: operator, payload: { hole_id: h.hole, core_type: 'R' } })
  t.equal(created.statusCode, 201, 'writes work again')
  t.equal(created.json().core, 1, 'the create refused during the outage left nothing behind')

  // the notification connection is back: a model registered by the other instance reaches this one
  const registered = await other.inject({ method: 'POST', url: '/cg/api/create-model', headers: otherDeveloper, payload: { template: probe('after_outage') } })
  t.equal(registered.statusCode, 201)
  const since = performance.now()
  while (!app.registry.has('after_outage') && performance.now() - since < 30_000) await sleep(50)
  t.comment(`the model registered by the other instance arrived after ${(performance.now() - since).toFixed(0)} ms`)
  t.ok(app.registry.has('after_outage'), 'the notification connection reconnected')
  // and this instance's changes reach the other one
  const list = await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: operator, payload: { listname: 'CORE_TYPE', display: 'Q' } })
  t.equal(list.statusCode, 201)
  const otherOperator = await as(other, 'operator')
  const otherHole = await other.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: otherOperator, payload: { hole_id: h.hole, core_type: 'Q' } })
  t.equal(otherHole.statusCode, 201, 'the value list change is seen by the other instance')
  t.notOk(app.registry.has('during_outage'), 'the model refused during the outage was not registered')
})
