import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { MODEL_CHANNEL } from '../../core/4-lifecycle/fleet.js'
import { Batches } from '../../core/5-records/batches.js'
import { ForbiddenAction, Unauthorized } from '../../core/shared/errors.js'

// GET /metrics in Prometheus' text format (prom-client): requests and their latency per route pattern and status,
// the PostgreSQL pool, the event loop, heap and GC (prom-client's default metrics), the models loaded, how many
// requests each shared statement took (core/5-records/batches.ts) and the model changes announced over the database.
// Only for the monitoring: with METRICS_TOKEN set a scrape needs `Authorization: Bearer <METRICS_TOKEN>`, without it
// only loopback clients are served (by the connection's address; by X-Forwarded-For only with TRUST_PROXY, when
// request.ip is the client behind the proxy). Not in the OpenAPI document: it is no API operation, its answer is
// Prometheus text and its access is not a user's token; and not rate-limited, so that scrapes never miss.

/** Seconds; from a quick by-id read to a long export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
/** Requests per shared statement: 1 (alone) up to MAX_ROWS (64). */
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64]
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/** The process's own metrics (event loop, heap, GC, CPU): one set per process, however many apps run in it. */
let processWide: Registry | undefined
function processMetrics (): Registry {
  if (processWide === undefined) {
    processWide = new Registry()
    collectDefaultMetrics({ register: processWide })
  }
  return processWide
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest()

/** The access check of GET /metrics: the token when one is configured, else a loopback client. */
function scrapers (token: string | undefined): onRequestAsyncHookHandler {
  // compared as hashes: equal lengths for timingSafeEqual, and no timing hint of the token
  const expected = token === undefined ? undefined : sha256(token)
  return async (request: FastifyRequest) => {
    if (expected !== undefined) {
      const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
      if (!timingSafeEqual(sha256(given), expected)) throw new Unauthorized()
    } else if (!LOOPBACK.test(request.ip)) {
      throw new ForbiddenAction('Metrics are served to loopback clients only; set METRICS_TOKEN to scrape from elsewhere.')
    }
  }
}

async function metrics (app: FastifyInstance): Promise<void> {
  const processRegistry = processMetrics()
  const registry = new Registry()
  const registers = [registry]
  const gauge = (name: string, help: string, read: () => number): Gauge =>
    new Gauge({ name, help, registers, collect () { this.set(read()) } })

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern and status: time from their arrival to the end of the answer (_count: the requests)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers
  })
  // (callback style: no promise per request)
  app.addHook('onResponse', (request, reply, done) => {
    // a URL no route matches counts as one route, whatever the URL (a scan must not make a series per URL)
    requests.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000)
    done()
  })

  const pool = app.database.pool
  if (pool !== undefined) {
    gauge('record_service_db_pool_busy_connections', 'PostgreSQL connections of the pool running a statement or transaction', () => pool.totalCount - pool.idleCount)
    gauge('record_service_db_pool_idle_connections', 'PostgreSQL connections of the pool open and free', () => pool.idleCount)
    gauge('record_service_db_pool_waiting_requests', 'statements waiting for a free pooled connection (503 after DB_POOL_TIMEOUT_MS)', () => pool.waitingCount)
    gauge('record_service_db_pool_max_connections', 'the pool size, DB_POOL_SIZE', () => app.config.DB_POOL_SIZE)
  }
  gauge('record_service_models_loaded', 'data models in the registry, served by the API', () => app.registry.list().length)

  const batches = new Histogram({
    name: 'record_service_batch_size',
    help: 'Requests one shared statement took: concurrent creates or updates of a model (group commit) or by-id reads (core/5-records/batches.ts)',
    buckets: BATCH_BUCKETS,
    registers
  })
  // One hook per process (the last app built tells; one app per process outside the tests)
  const observe = (size: number): void => { batches.observe(size) }
  Batches.sizes = observe
  app.addHook('onClose', async () => { if (Batches.sizes === observe) Batches.sizes = undefined })

  const notifications = new Counter({
    name: 'record_service_model_notifications_total',
    help: 'Model changes announced over the database (NOTIFY rs_models) that this instance received, its own included',
    registers
  })
  const unlisten = await app.database.listen(MODEL_CHANNEL, () => { notifications.inc() })
  app.addHook('onClose', unlisten)

  app.get('/metrics', {
    config: { access: 'public', rateLimit: false },
    schema: { hide: true },
    onRequest: scrapers(app.config.METRICS_TOKEN),
    // a scrape every few seconds would fill the log
    logLevel: 'warn'
  }, async (_request, reply) => {
    const merged = Registry.merge([processRegistry, registry])
    void reply.type(merged.contentType)
    return await merged.metrics()
  })
}

export default fp(metrics, { name: 'metrics' })
