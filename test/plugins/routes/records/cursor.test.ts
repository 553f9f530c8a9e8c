import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// Keyset cursors are made by the service, but a client can send any: a sort value of another type than its field's
// (a number for a text sort, true for a date) is a 400 in the error shape, never a failed query (500).

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const REFUSED = { name: 'Bad Request', message: 'cursor is not a cursor of this list and sort; follow the links of a page, or use page.', code: 0, status: 400 }

t.test('a cursor whose sort values are not of the sort fields\' types is a 400', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const dev = await as(app, 'developer')
  const kinds = {
    name: 'kinds',
    columns: {
      n: { type: 'integer' }, x: { type: 'double' }, b: { type: 'boolean' }, s: { type: 'string', size: 20 }, tx: { type: 'text' },
      list: { type: 'string_multiple' }, at: { type: 'dateTime' }, day: { type: 'date' }, clock: { type: 'time' }
    }
  }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: kinds } })).statusCode, 201)
  for (const i of [1, 2, 3]) {
    await post(app, 'kinds', { n: i, x: i / 2, b: i % 2, s: `s${i}`, tx: `t${i}`, list: [`a${i}`, 'b'], at: `2024-05-0${i} 10:00`, day: `2024-05-0${i}`, clock: `1${i}:30` })
  }
  await post(app, 'kinds', {})
  await post(app, 'cores', { hole_id: h.hole, core_type: 'R', core_ondeck: '2024-05-01 08:00' })
  await post(app, 'cores', { hole_id: h.hole, core_type: 'X' })
  const viewer = await as(app, 'viewer')
  const list = async (query: string) => {
    const response = await app.inject({ url: `/api/v1/form?${query}`, headers: viewer })
    return { status: response.statusCode, body: response.json() }
  }

  // the probe: a boolean where combined_id's text belongs
  t.same(await list(`name=cores&sort=combined_id&cursor=${encode(['combined_id', true, 1])}`), { status: 400, body: REFUSED })
  const wrong: Array<[string, unknown[]]> = [
    ['n', ['1', 1.5, true]], ['x', ['1', true]], ['b', ['1', true, 0.5]], ['s', [1, true]], ['tx', [1, false]],
    ['list', [1, true]], ['at', [1, true, 'soon', '2024-05-01T10:00:00']], ['day', [1, '1 May']], ['clock', [1, '10:30']]
  ]
  for (const [field, values] of wrong) {
    // cursors the service made work (with nulls, which sort last)
    const pages: unknown[] = []
    let url: string | undefined = `/api/v1/form?name=kinds&per-page=1&sort=-${field}`
    while (url !== undefined) {
      const response = await app.inject({ url, headers: viewer })
      t.equal(response.statusCode, 200, url)
      const body: { items: Array<{ id: number }>, _links: { next?: { href: string } } } = response.json()
      pages.push(...body.items.map(r => r.id))
      url = body._links.next?.href.replace('http://localhost', '')
    }
    t.equal(pages.length, 4, `every record once, sorted by ${field}`)
    for (const value of values) {
      t.same(await list(`name=kinds&sort=-${field}&cursor=${encode([`-${field}`, value, 1])}`), { status: 400, body: REFUSED }, `${field}: ${JSON.stringify(value)}`)
    }
    t.same((await list(`name=kinds&sort=-${field}&cursor=${encode([`-${field}`, null, 1])}`)).status, 200, `${field}: null`)
  }
  t.same(await list(`name=cores&sort=core_ondeck,hole_id&cursor=${encode(['core_ondeck,hole_id', '2024-05-01 08:00:00', 'x', 1])}`), { status: 400, body: REFUSED }, 'an ancestor id')
  t.same((await list(`name=cores&sort=core_ondeck,hole_id&cursor=${encode(['core_ondeck,hole_id', '2024-05-01 08:00:00', h.hole, 1])}`)).body.items.length, 1)
  t.same(await list(`name=cores&sort=id&cursor=${encode(['id', 0])}`), { status: 400, body: REFUSED }, 'no id')
})
