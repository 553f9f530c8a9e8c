import { Kysely } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

t.test('50 parallel creates in one hole get 50 distinct running numbers and combined ids', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  const responses = await Promise.all(Array.from({ length: 50 }, async () => await fetch(`http://127.0.0.1:${address.port}/api/v1/form?name=cores`, {
    method: 'POST',
    headers: { ...h.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ hole_id: h.hole, core_type: 'R' })
  })))
  t.same([...new Set(responses.map(r => r.status))], [201], 'every create succeeded')
  const cores = await Promise.all(responses.map(async r => await r.json() as { core: number, combined_id: string, igsn: string }))
  t.same(cores.map(c => c.core).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1))
  t.equal(new Set(cores.map(c => c.combined_id)).size, 50)
  t.equal(new Set(cores.map(c => c.igsn)).size, 50)

  // and holes, whose running "numbers" are letters, in several sites at once
  const sites = await Promise.all([1, 2].map(async () => (await app.inject({ method: 'POST', url: '/api/v1/form?name=sites', headers: h.headers, payload: { expedition_id: h.expedition } })).json().id as number))
  const holes = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await app.inject({ method: 'POST', url: '/api/v1/form?name=holes', headers: h.headers, payload: { site_id: sites[i % 2] } })).json()))
  for (const site of sites) {
    t.same(holes.filter(x => x.site_id === site).map(x => x.hole).sort(), ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
  }
})

t.test('a create whose running number a concurrent create took runs again holding the scope lock', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  // concurrency the embedded engine cannot produce: the create statement loses the number to "another create"
  // `lose` times, as PostgreSQL answers on the running number's unique index
  const original = Kysely.prototype.executeQuery
  let lose = 0
  let attempts = 0
  t.teardown(() => { Kysely.prototype.executeQuery = original })
  Kysely.prototype.executeQuery = async function (this: Kysely<any>, query: any, ...rest: any[]) {
    if (typeof query.sql === 'string' && query.sql.startsWith('with x as') && query.sql.includes('insert into "cores"')) {
      attempts++
      if (lose-- > 0) throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint: 'cores__hole_id__core' })
    }
    return await original.call(this, query, ...rest) as any
  } as typeof original
  const create = async () => await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } })

  lose = 2
  const won = await create()
  t.equal(won.statusCode, 201)
  t.match(won.json(), { core: 1, combined_id: /_1$/ })
  t.equal(attempts, 3, 'once alone, then twice under the lock')

  attempts = 0
  lose = 100
  const lost = await create()
  t.same([lost.statusCode, lost.json().message], [409, 'A record with the same unique values already exists.'], 'a bounded number of attempts')
  t.equal(attempts, 8)

  attempts = 0
  lose = 0
  const other = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', constraint: 'cores_igsn' })
  Kysely.prototype.executeQuery = async function (this: Kysely<any>, query: any, ...rest: any[]) {
    if (typeof query.sql === 'string' && query.sql.includes('insert into "cores"')) { attempts++; throw other }
    return await original.call(this, query, ...rest) as any
  } as typeof original
  t.equal((await create()).statusCode, 409, 'another unique index: no retry')
  t.equal(attempts, 1)
})
