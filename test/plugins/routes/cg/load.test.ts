import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

// A bounded loopback load test: clients keep reading and writing other models while a developer registers,
// changes and drops a model again and again. No request to the other models may fail; requests to the model
// that comes and goes see it or get a clean 404. Bounded by counts, not by time.

const CYCLES = 6
const MIN_REQUESTS = 300
const CLIENTS = 8

t.test('register and drop cycles during traffic on other models: zero failed requests', async t => {
  // load shedding off: this is about model changes, not about a shared test machine being busy
  const { app } = await buildTestApp(t, { env: { MAX_EVENT_LOOP_DELAY_MS: '0' } })
  const h = await hierarchy(app)
  const headers = await as(app, 'developer')
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const call = async (method: string, path: string, body?: unknown): Promise<number> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    await response.arrayBuffer()
    return response.status
  }

  const seen = new Map<string, number[]>()
  const record = (kind: string, status: number) => { seen.set(kind, [...(seen.get(kind) ?? []), status]) }
  let sent = 0
  let cyclesDone = false
  const client = async (n: number) => {
    for (let i = n; !cyclesDone || sent < MIN_REQUESTS; i++) {
      sent++
      switch (i % 4) {
        case 0: record('list holes', await call('GET', `/api/v1/form?name=holes&filter[site_id]=${h.site}`)); break
        case 1: record('create core', await call('POST', '/api/v1/form?name=cores', { hole_id: h.hole, core_type: 'R' })); break
        case 2: record('cg summary', await call('GET', '/cg/api/summary')); break
        default: record('model that comes and goes', await call('GET', '/api/v1/form?name=churn'))
      }
    }
  }
  const churn = (columns: Record<string, unknown> = {}) => ({ name: 'churn', parentModel: 'holes', columns: { hole_id: { type: 'integer' }, tag: { type: 'text' }, ...columns } })
  const cycles = async () => {
    for (let c = 0; c < CYCLES; c++) {
      record('cg create', await call('POST', '/cg/api/create-model', { template: churn() }))
      record('cg update', await call('POST', '/cg/api/update-model?name=churn', { template: churn({ note: { type: 'text' } }) }))
      record('cg delete', await call('DELETE', '/cg/api/delete-model?name=churn'))
    }
    cyclesDone = true
  }
  await Promise.all([cycles(), ...Array.from({ length: CLIENTS }, async (_, n) => await client(n))])

  const statuses = (kind: string) => [...new Set(seen.get(kind))].sort()
  t.ok(sent >= MIN_REQUESTS, `${sent} requests`)
  t.same(statuses('list holes'), [200])
  t.same(statuses('create core'), [201])
  t.same(statuses('cg summary'), [200])
  t.same([statuses('cg create'), statuses('cg update'), statuses('cg delete')], [[201], [200], [204]])
  t.same(seen.get('cg create')!.length, CYCLES)
  t.ok(statuses('model that comes and goes').every(s => s === 200 || s === 404), 'the model that comes and goes answers or is cleanly gone')
  const cores = (await app.inject({ url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}&per-page=1`, headers })).json()
  t.equal(cores._meta.totalCount, seen.get('create core')!.length, 'every create was stored')
})
