import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { openTestDatabase } from '../../helpers/database.js'
import { hierarchy } from '../../helpers/hierarchy.js'

// GET /metrics (plugins/infra/metrics.ts): Prometheus text of the requests by route pattern and status, the process,
// the PostgreSQL pool, the models, the statements concurrent requests share and the model notifications; for the
// holder of METRICS_TOKEN, or without one for loopback clients only.

const TOKEN = 'a-metrics-token-for-the-tests-0001'

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => await app.inject({ url: '/metrics', headers })

/** The value of one series of a scrape (`name{labels}` exactly as written), or undefined when it is not there. */
function value (text: string, series: string): number | undefined {
  const line = text.split('\n').find(l => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

t.test('a scrape: requests by route pattern and status, the process, the models, shared statements, model notifications', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  t.equal((await app.inject({ url: `/api/v1/models/holes/${h.hole}`, headers: h.headers })).statusCode, 200)
  t.equal((await app.inject({ url: '/api/v1/models/holes/999999', headers: h.headers })).statusCode, 404)
  t.equal((await app.inject({ url: '/no/such/page' })).statusCode, 404)
  t.equal((await app.inject({ url: '/health/live' })).statusCode, 200)

  const before = (await scrape(app)).body
  // concurrent by-id reads of one model share statements (core/5-records/batches.ts)
  const reads = await Promise.all(Array.from({ length: 12 }, async () => await app.inject({ url: `/api/v1/models/programs/${h.program}`, headers: h.headers })))
  t.ok(reads.every(r => r.statusCode === 200))
  // a model registered through the cg API is announced over the database (NOTIFY rs_models), to this instance too
  const admin = await as(app, 'admin')
  const created = await app.inject({
    method: 'POST', url: '/cg/api/create-model', headers: admin,
    payload: { template: { name: 'crates', columns: { label: { type: 'string', size: 20, required: true } } } }
  })
  t.equal(created.statusCode, 201)
  let response = await scrape(app)
  // (the scrapes before this one: `before`, and those that came before the notification did)
  let scrapes = 1
  for (let i = 0; i < 100 && value(response.body, 'record_service_model_notifications_total') === 0; i++) {
    await sleep(20)
    response = await scrape(app)
    scrapes++
  }

  t.equal(response.statusCode, 200)
  t.equal(response.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8')
  const text = response.body
  const count = (method: string, route: string, status: number) => value(text, `http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`)
  t.equal(count('GET', '/api/v1/models/:model/:id', 200), 13, 'the route pattern, not the URL')
  t.equal(count('GET', '/api/v1/models/:model/:id', 404), 1, 'by status')
  t.equal(count('POST', '/api/v1/form', 201), 4, 'the hierarchy')
  t.equal(count('GET', 'unmatched', 404), 1, 'a URL no route matches')
  t.equal(count('GET', '/health/live', 200), 1)
  t.equal(count('GET', '/metrics', 200), scrapes, 'the scrapes before')
  t.notMatch(text, /route="\/api\/v1\/models\/(holes|programs)/, 'no URL as a label')
  const sum = value(text, 'http_request_duration_seconds_sum{method="GET",route="/health/live",status_code="200"}')!
  t.ok(sum > 0 && sum < 5, `latency in seconds: ${sum}`)
  t.equal(value(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/health/live",status_code="200"}'), 1)

  for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
    t.ok(value(text, name)! >= 0, `${name} ${String(value(text, name))}`)
  }
  t.ok(value(text, 'nodejs_heap_size_used_bytes')! > 1e6, 'the heap in bytes')
  t.equal(value(text, 'record_service_models_loaded'), 9, 'the bundled models and the new one')
  // (at least the one of the new model; a slow start can see the fleet's announcements of the bundled ones too)
  t.ok(value(text, 'record_service_model_notifications_total')! >= 1, 'model changes announced')

  // the reads went in fewer statements than requests
  const statements = value(text, 'record_service_batch_size_count')! - value(before, 'record_service_batch_size_count')!
  const requests = value(text, 'record_service_batch_size_sum')! - value(before, 'record_service_batch_size_sum')!
  t.equal(requests, 12, 'every read in one statement or another')
  t.ok(statements >= 1 && statements < 12, `${statements} statements`)
  t.ok(value(text, 'record_service_batch_size_bucket{le="1"}')! < value(text, 'record_service_batch_size_bucket{le="64"}')!, 'some statements took several')

  // PostgreSQL: the pool (the embedded engine has one connection and no pool)
  const max = value(text, 'record_service_db_pool_max_connections')
  if (app.database.kind === 'postgres') {
    // (how many are open, idle or busy at the scrape depends on the pool's idle timeout and on the scrape's own
    // statements; the exact readings are the next test's)
    t.equal(max, 10)
    const open = value(text, 'record_service_db_pool_idle_connections')! + value(text, 'record_service_db_pool_busy_connections')!
    t.ok(open >= 0 && open <= 10, `connections open: ${open}`)
    t.equal(value(text, 'record_service_db_pool_waiting_requests'), 0)
  } else {
    t.equal(max, undefined, 'no pool metrics on the embedded database')
  }

  t.equal(response.headers['ratelimit-limit'], undefined, 'not rate-limited')
  const doc = (await app.inject({ url: '/openapi.json' })).json()
  t.equal(doc.paths['/metrics'], undefined, 'not in the OpenAPI document')
})

t.test('the pool: connections busy and idle, requests waiting, the size', async t => {
  const { database } = await openTestDatabase(t)
  const pool = { totalCount: 7, idleCount: 3, waitingCount: 2 }
  const { app } = await buildTestApp(t, { bundled: false, database: { ...database, pool } })
  const text = (await scrape(app)).body
  t.equal(value(text, 'record_service_db_pool_busy_connections'), 4)
  t.equal(value(text, 'record_service_db_pool_idle_connections'), 3)
  t.equal(value(text, 'record_service_db_pool_waiting_requests'), 2)
  t.equal(value(text, 'record_service_db_pool_max_connections'), 10)
  pool.waitingCount = 0
  t.equal(value((await scrape(app)).body, 'record_service_db_pool_waiting_requests'), 0, 'read at each scrape')
})

t.test('with METRICS_TOKEN a scrape needs the token, from any address', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { METRICS_TOKEN: TOKEN } })
  const refused = { name: 'Unauthorized', message: 'Your request was made with invalid credentials.', code: 0, status: 401 }
  for (const authorization of [undefined, 'Bearer', 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
    const response = await scrape(app, authorization === undefined ? {} : { authorization })
    t.equal(response.statusCode, 401, String(authorization))
    t.same(response.json(), refused)
  }
  const remote = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` }, remoteAddress: '203.0.113.5' })
  t.equal(remote.statusCode, 200, 'with the token from anywhere')
  t.match(remote.body, /# TYPE http_request_duration_seconds histogram/)
  t.equal((await scrape(app, { authorization: `bearer ${TOKEN}` })).statusCode, 200, 'the scheme in any case')
})

t.test('without a token only loopback clients, by the connection\'s address (X-Forwarded-For only with TRUST_PROXY)', async t => {
  const { app, database } = await buildTestApp(t, { bundled: false })
  const remote = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' })
  t.equal(remote.statusCode, 403)
  t.same(remote.json(), { name: 'Forbidden', message: 'Metrics are served to loopback clients only; set METRICS_TOKEN to scrape from elsewhere.', code: 0, status: 403 })
  for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
    t.equal((await app.inject({ url: '/metrics', remoteAddress })).statusCode, 200, remoteAddress)
  }
  t.equal((await app.inject({ url: '/metrics', remoteAddress: '::2' })).statusCode, 403)
  t.equal((await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode, 200, 'a forwarded address is ignored')

  // behind the operator's own proxy (on this host), the client is the forwarded address
  const { app: proxied } = await buildTestApp(t, { bundled: false, database, env: { TRUST_PROXY: 'true' } })
  t.equal((await proxied.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode, 403)
  t.equal((await proxied.inject({ url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode, 200)
})
