import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy } from '../../helpers/hierarchy.js'

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
