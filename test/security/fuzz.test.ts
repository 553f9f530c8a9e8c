import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { addUser } from '../helpers/auth.js'
import { contractViolation } from '../helpers/contract.js'
import { multipart } from '../helpers/files.js'
import { requestArbitrary, type FuzzRequest, type Pools } from '../helpers/fuzz.js'
import { hierarchy, post } from '../helpers/hierarchy.js'
import { bundledTemplate, BUNDLED } from '../helpers/models.js'
import { endpoints, type Endpoint } from '../helpers/routes.js'
import { bearer, seedSentinels, snapshot } from '../helpers/sentinels.js'

// Property-based fuzzing of every endpoint (enumerated from the app's routes), in process with app.inject:
// authenticated as sa (every access check passes, so the handlers see the input) and without a token. No answer
// may be a 5xx, every error must be in the contract shape, an anonymous request must never get past the access
// check, and the data stored before must be intact afterwards. FUZZ_SEED=<n> replays a run (the seed is printed).

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const ANONYMOUS_SHARE = 0.15
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

const GARBAGE_AUTH = [undefined, 'Bearer', 'Bearer x', 'Basic YTpi', `Bearer ${'a'.repeat(10_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Bearer a.b.c']

async function fuzzTargets (app: FastifyInstance): Promise<Pools> {
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const section = await post(app, 'core_section', { core_id: core.id })
  const value = (await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: h.headers, payload: { listname: 'FUZZ', display: 'F1' } })).json()
  const newModel = { name: 'fuzz_boxes', module: 'Fuzz', table: 'fuzz_boxes', parentModel: '', columns: { id: { name: 'id', type: 'integer', primaryKey: true, autoInc: true }, label: { name: 'label', type: 'string', size: 20 } } }
  const upload = multipart([
    { filename: 'photo.txt', content: 'a photo' },
    { filename: 'second.txt', content: 'another' },
    { filename: 'template.json', content: JSON.stringify(newModel) }
  ])
  const uploaded = await app.inject({ method: 'POST', url: '/api/v1/file/upload', headers: { ...h.headers, ...upload.headers }, payload: upload.payload })
  const assigned = await app.inject({
    method: 'POST', url: '/api/v1/file/assign', headers: h.headers,
    payload: { selectedFilenames: ['photo.txt'], fileType: 'CS', assignIds: { core: core.id } }
  })
  const user = await addUser(app, 'fuzz_target', ['viewer'])
  const files = assigned.json() as Array<{ id: number }>
  return {
    models: app.registry.list().map(m => m.name),
    ids: [...new Set([h.program, h.expedition, h.site, h.hole, core.id, section.id, value.id, user, ...files.map(f => f.id)])],
    reports: app.reports.descriptors('cores').single.concat(app.reports.descriptors('cores').multiple).map(r => r.name),
    filenames: (uploaded.json() as Array<{ name: string }>).map(e => e.name),
    fields: [...new Set(app.registry.list().flatMap(m => m.definition.columns.filter(c => c.type !== 'pseudo').map(c => c.name)))],
    lists: ['ANALYST', 'CORE_TYPE', 'UPLOAD_FILE_TYPE', 'FUZZ', 'NEW_LIST'],
    displays: ['R', 'CS', 'CK', 'F1', 'X'],
    templates: [...BUNDLED.map(bundledTemplate), newModel]
  }
}

class Tally {
  total = 0
  readonly byStatus = new Map<number, number>()
  add (status: number): void {
    this.total++
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1)
  }

  count (predicate: (status: number) => boolean): number {
    return [...this.byStatus].filter(([s]) => predicate(s)).reduce((n, [, c]) => n + c, 0)
  }

  toString (): string {
    return [...this.byStatus].sort(([a], [b]) => a - b).map(([s, c]) => `${s}: ${c}`).join(', ')
  }
}

/** Whether the request's path (normalised as a client would: `%2e%2e` is `..`) names a route at all. */
function routed (all: Endpoint[], request: FuzzRequest): boolean {
  let path: string
  try {
    path = new URL(request.url, 'http://localhost').pathname
  } catch {
    return false
  }
  return all.some(e => e.method === request.method && new RegExp(`^${e.url.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(path))
}

const describe = (r: FuzzRequest): string =>
  `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)} ${String(r.payload ?? '').slice(0, 300)}`

t.test('fuzzing every endpoint', async t => {
  // small limits, so oversized bodies are cheap to send; an API rate limit far above the fuzzer's pace (10,200 requests
  // in well under a minute on a fast machine), so that the session still answers afterwards (the limiter still runs)
  const { app } = await buildTestApp(t, { env: { BODY_LIMIT: '65536', TEMPLATE_FILE_LIMIT: '65536', UPLOAD_FILE_LIMIT: '65536', API_RATE_LIMIT: '1000000' } })
  await app.ready()
  const sentinels = await seedSentinels(app)
  const before = await snapshot(app, sentinels)
  const pools = await fuzzTargets(app)
  const sa = await bearer(app, sentinels.userId)
  const all = endpoints(app)
  const authRuns = Math.ceil(TOTAL * (1 - ANONYMOUS_SHARE) / all.length)
  const anonRuns = Math.ceil(TOTAL * ANONYMOUS_SHARE / all.length)
  const tally = new Tally()
  t.comment(`seed ${seed}: ${all.length} endpoints, ${authRuns} authenticated and ${anonRuns} anonymous requests each`)

  const send = async (request: FuzzRequest): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> => {
    const response = await app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload })
    tally.add(response.statusCode)
    return response
  }

  const authenticated = async (endpoint: Endpoint): Promise<void> => {
    await fc.assert(fc.asyncProperty(requestArbitrary(endpoint, pools, app), async request => {
      // logout ends the session it is sent with: give it one of its own
      const auth = endpoint.url.endsWith('/logout') ? await bearer(app, sentinels.userId) : sa
      const response = await send({ ...request, headers: { ...request.headers, ...auth } })
      const problem = contractViolation(request.method, request.url, response)
      if (problem !== undefined) throw new Error(`${problem}: ${describe(request)} → ${response.statusCode} ${response.body.slice(0, 500)}`)
    }), { numRuns: authRuns, seed, endOnFailure: true })
  }

  const anonymous = async (endpoint: Endpoint): Promise<void> => {
    await fc.assert(fc.asyncProperty(requestArbitrary(endpoint, pools, app), fc.constantFrom(...GARBAGE_AUTH), async (request, authorization) => {
      const headers = authorization === undefined ? request.headers : { ...request.headers, authorization }
      const response = await send({ ...request, headers })
      const problem = contractViolation(request.method, request.url, response)
      if (problem !== undefined) throw new Error(`${problem}: ${describe(request)} → ${response.statusCode} ${response.body.slice(0, 500)}`)
      if (endpoint.access === 'public') return
      // refused before any handler: no token (401); or by the router or the input guard, which come first: a URL
      // no route matches (404, or the body's 400 or 415 on the way to the not-found handler), a malformed or
      // over-long URL or a NUL in it (400), an over-long path parameter (414)
      const status = response.statusCode
      const message = request.method === 'HEAD' ? '' : (response.json() as { message: string }).message
      const unrouted = (status === 404 && (request.method === 'HEAD' || message.startsWith('Page not found'))) || !routed(all, request)
      const refusedUrl = status === 414 || (status === 400 && (request.method === 'HEAD' || /NUL|not a valid url|URL is longer than/.test(message)))
      if (!(status === 401 || unrouted || refusedUrl)) throw new Error(`an anonymous request got ${status}: ${describe(request)} ${response.body.slice(0, 300)}`)
    }), { numRuns: anonRuns, seed, endOnFailure: true })
  }

  for (const endpoint of all) {
    await t.test(`${endpoint.method} ${endpoint.url}`, async t => {
      await authenticated(endpoint)
      await anonymous(endpoint)
      t.pass('no 5xx, every error in the contract shape, anonymous requests refused')
    })
  }

  t.same(await snapshot(app, sentinels), before, 'the data stored before the fuzzing is intact')
  t.equal((await app.inject({ url: '/api/v1/auth/refresh', headers: sa })).statusCode, 200, 'the session used for fuzzing still works')
  const serverErrors = tally.count(s => s >= 500)
  t.comment(`fuzz: ${tally.total} requests; by status: ${tally.toString()}; 5xx: ${serverErrors}`)
  t.equal(serverErrors, 0, 'no 5xx')
  t.ok(tally.total >= TOTAL, `at least ${TOTAL} requests`)
})
