import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// n:m link changes are versions of the record that writes them (core/5-records/relation-writes.ts), read back at a
// version and brought back by a restore (core/5-records/restore.ts).

const instruments = {
  name: 'instruments',
  module: 'Drilling',
  columns: {
    instrument: { type: 'string', size: 40, required: true, label: 'Instrument' },
    hole_ids: { type: 'many_to_many', label: 'Holes', displayColumn: 'hole', relatedTable: 'holes' }
  },
  relations: {
    instruments__holes__hole_ids__nm: { name: 'instruments__holes__hole_ids__nm', relationType: 'nm', relatedTable: 'holes', foreignTable: null, localColumns: ['hole_ids'], foreignColumns: null, displayColumns: ['hole'], oppositionRelation: false, oppositeColumnName: 'instrument_ids' }
  }
}

t.test('links in the history: with a create, with an update, on their own; at a version; restored', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers: h.headers, payload })
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json(), etag: response.headers.etag }
  }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: await as(app, 'developer'), payload: { template: instruments } })).statusCode, 201)
  const [second, third] = [(await post(app, 'holes', { site_id: h.site })).id as number, (await post(app, 'holes', { site_id: h.site })).id as number]
  const made = await call('POST', '/api/v1/form?name=instruments', { instrument: 'logger', hole_ids: [third, h.hole] })
  const id = made.body.id as number
  const url = `/api/v1/form/${id}?name=instruments`
  t.equal(made.etag, '"1"')
  t.equal((await call('PUT', url, { instrument: 'logger 2', hole_ids: [second] })).etag, '"2"', 'a value and the links: one version')
  const linksOnly = await call('PUT', url, { hole_ids: [second, third] })
  t.same([linksOnly.etag, linksOnly.body.hole_ids], ['"3"', [second, third]], 'the links alone: a version of their own')
  t.equal((await call('PUT', url, { hole_ids: [third, second] })).etag, '"3"', 'the same links again: no version')
  const history = (await call('GET', `/api/v1/form/${id}/history?name=instruments`)).body.items as Array<{ version: number, action: string, changes: Record<string, unknown> }>
  t.same(history.map(v => [v.version, v.action, v.changes.hole_ids]), [
    [3, 'update', { from: [second], to: [second, third] }],
    [2, 'update', { from: [h.hole, third], to: [second] }],
    [1, 'create', { from: null, to: [h.hole, third] }]
  ])
  t.same(history[1].changes.instrument, { from: 'logger', to: 'logger 2' })
  t.same((await call('GET', `${url}&version=1`)).body.hole_ids, [h.hole, third], 'the links at a version')

  // a restore brings the links back with the values
  const restored = await call('POST', `/api/v1/form/${id}/restore?name=instruments&version=1`)
  t.same([restored.status, restored.etag, restored.body.instrument, restored.body.hole_ids], [200, '"4"', 'logger', [h.hole, third]])
  // a deleted record comes back with its links, but those to records that are gone
  t.equal((await call('DELETE', url)).status, 204)
  t.equal((await call('DELETE', `/api/v1/form/${third}?name=holes`)).status, 204)
  const back = await call('POST', `/api/v1/form/${id}/restore?name=instruments`)
  t.same([back.status, back.body.hole_ids], [200, [h.hole]])
  const last = (await call('GET', `/api/v1/form/${id}/history?name=instruments&per-page=1`)).body.items[0]
  t.same([last.action, last.changes.hole_ids], ['restore', { from: null, to: [h.hole] }], 'the restore\'s version holds the links it brought back')
})
