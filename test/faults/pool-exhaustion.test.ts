import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import t from 'tap'
import { buildApp } from '../../app/build-app.js'
import { bundledTemplates, tempDir, testConfig } from '../helpers/app.js'
import { as } from '../helpers/auth.js'
import { createPostgresDatabase } from '../helpers/database.js'
import { hierarchy } from '../helpers/hierarchy.js'

// Every pooled connection busy (PostgreSQL run only; the embedded database has one connection and a queue):
// a request that cannot get a connection within DB_POOL_TIMEOUT_MS answers 503 with Retry-After in the contract
// shape instead of waiting without end, and the service serves normally once connections are free again.

const POOL = 2

t.test('postgres', { skip: !process.env.DATABASE_URL && 'PostgreSQL run only' }, async t => {
  const dir = await tempDir(t)
  const config = testConfig(dir, await bundledTemplates(`${dir}/templates`),
    { DATABASE_URL: await createPostgresDatabase(t), DB_POOL_SIZE: String(POOL), DB_POOL_TIMEOUT_MS: '300' })
  const app = await buildApp({ config, logger: false })
  t.teardown(() => app.close())
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')

  // hold every connection of the pool in open transactions, each sleeping in the database until released
  let release!: () => void
  const released = new Promise<void>(resolve => { release = resolve })
  let holding = 0
  const holders = Array.from({ length: POOL }, async () => await app.database.db.transaction().execute(async trx => {
    await sql`select pg_sleep(0.01)`.execute(trx)
    holding++
    await released
  }))
  while (holding < POOL) await sleep(10)

  const requests = [
    { url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: viewer },
    { method: 'POST' as const, url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } },
    { url: '/health/ready' }
  ]
  for (const request of requests) {
    const response = await Promise.race([app.inject(request), sleep(10_000).then(() => { throw new Error(`${request.url} hangs`) })])
    t.same([response.statusCode, response.headers['retry-after'], response.json()],
      [503, '1', { name: 'Service Unavailable', message: response.json().message, code: 0, status: 503 }], `${request.url}: 503 with Retry-After`)
  }
  t.equal((await app.inject('/health/live')).statusCode, 200, 'liveness does not need the database')

  release()
  await Promise.all(holders)
  const list = await app.inject({ url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: viewer })
  t.same([list.statusCode, list.json().items], [200, []], 'the refused create left nothing behind')
  const created = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } })
  t.same([created.statusCode, created.json().core], [201, 1], 'the service serves again')
})
