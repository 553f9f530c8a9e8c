import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'
import { bundledTemplate } from '../../../helpers/models.js'

// Relations through the data API (mDIS relationType nm and 1n): an n:m column read and written as the ids of the
// linked records (rows of the connection table), the related model reading the same links from its side, a 1:n
// column holding one related record's id; unknown ids are 422, a record that is referred to cannot be deleted, the
// default form offers the related records as a select.

const instruments = {
  name: 'instruments',
  module: 'Drilling',
  columns: {
    instrument: { type: 'string', size: 40, required: true, label: 'Instrument' },
    hole_ids: { type: 'many_to_many', label: 'Holes', displayColumn: 'hole', relatedTable: 'holes' },
    home_site_id: { type: 'one_to_many', label: 'Home Site', displayColumn: 'site_name', relatedTable: 'sites' }
  },
  relations: {
    instruments__holes__hole_ids__nm: { name: 'instruments__holes__hole_ids__nm', relationType: 'nm', relatedTable: 'holes', foreignTable: null, localColumns: ['hole_ids'], foreignColumns: null, displayColumns: ['hole'], oppositionRelation: false, oppositeColumnName: 'instrument_ids' },
    instruments__sites__home_site_id__1n: { relationType: '1n', foreignTable: 'sites', localColumns: ['home_site_id'], foreignColumns: ['id'], displayColumns: ['site_name'] }
  }
}

t.test('n:m and 1:n relations on records', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const developer = await as(app, 'developer')
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers: h.headers, payload })
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() }
  }
  const created = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template: instruments } })
  t.equal(created.statusCode, 201, created.body)
  const second = (await post(app, 'holes', { site_id: h.site })).id as number
  const third = (await post(app, 'holes', { site_id: h.site })).id as number

  const made = await call('POST', '/api/v1/form?name=instruments', { instrument: 'logger', hole_ids: [third, h.hole], home_site_id: h.site })
  t.equal(made.status, 201)
  t.same([made.body.hole_ids, made.body.home_site_id], [[h.hole, third], h.site], 'the linked ids, ascending')
  const id = made.body.id as number
  t.same((await call('GET', `/api/v1/form/${id}?name=instruments`)).body.hole_ids, [h.hole, third])
  t.same((await call('GET', `/api/v1/models/instruments/${id}`)).body.hole_ids, [h.hole, third], 'the typed path too')
  const plain = await call('POST', '/api/v1/form?name=instruments', { instrument: 'gamma' })
  t.same([plain.body.hole_ids, plain.body.home_site_id], [[], null], 'no links: an empty list')
  const listed = await call('GET', '/api/v1/form?name=instruments&sort=id')
  t.same(listed.body.items.map((i: { hole_ids: number[] }) => i.hole_ids), [[h.hole, third], []])
  // a page read before is answered again only while its connection table, too, is unchanged
  await sql`delete from instruments_holes where related_id = ${third}`.execute(app.database.db)
  t.same((await call('GET', '/api/v1/form?name=instruments&sort=id')).body.items.map((i: { hole_ids: number[] }) => i.hole_ids), [[h.hole], []], 'links changed by anyone show')

  t.test('bad ids are 422 and nothing is written', async t => {
    const problems = async (payload: Record<string, unknown>) => (await call('POST', '/api/v1/form?name=instruments', { instrument: 'x', ...payload })).body
    t.same(await problems({ hole_ids: [h.hole, 999999, 999998] }), [{ field: 'hole_ids', message: 'Holes: no holes record has the id 999999, 999998.' }])
    t.same(await problems({ hole_ids: 'one' }), [{ field: 'hole_ids', message: 'Holes must be a list of record ids.' }])
    t.same(await problems({ hole_ids: ['x'] }), [{ field: 'hole_ids', message: 'Holes must be a list of record ids.' }])
    t.same(await problems({ hole_ids: [h.hole, h.hole] }), [{ field: 'hole_ids', message: 'Holes must not name a record twice.' }])
    t.same(await problems({ hole_ids: [0] }), [{ field: 'hole_ids', message: 'Holes must be no less than 1.' }])
    t.same(await problems({ hole_ids: Array.from({ length: 10001 }, (_, i) => i + 1) }), [{ field: 'hole_ids', message: 'Holes must have at most 10000 items.' }])
    t.same(await problems({ home_site_id: 999999 }), [{ field: 'home_site_id', message: 'Home Site 999999 does not refer to an existing sites record.' }])
    t.same(await problems({ home_site_id: 0 }), [{ field: 'home_site_id', message: 'Home Site must be no less than 1.' }])
    t.same(await problems({ home_site_id: 'a' }), [{ field: 'home_site_id', message: 'Home Site must be the id of a record.' }])
    t.equal((await call('GET', '/api/v1/form?name=instruments')).body._meta.totalCount, 2, 'no record was made')
  })

  t.test('an update replaces the links it names and leaves them otherwise', async t => {
    const update = async (payload: Record<string, unknown>) => await call('PUT', `/api/v1/form/${id}?name=instruments`, payload)
    t.same((await update({ hole_ids: [second, third] })).body.hole_ids, [second, third])
    t.same((await update({ instrument: 'logger 2' })).body.hole_ids, [second, third], 'not named: unchanged')
    t.same((await update({ hole_ids: [] })).body.hole_ids, [])
    t.same((await update({ hole_ids: [h.hole] })).body.hole_ids, [h.hole])
    t.same((await update({ hole_ids: null })).body.hole_ids, [], 'null clears')
    const bad = await update({ hole_ids: [h.hole, 999999], instrument: 'kept?' })
    t.same([bad.status, bad.body], [422, [{ field: 'hole_ids', message: 'Holes: no holes record has the id 999999.' }]])
    t.same((await call('GET', `/api/v1/form/${id}?name=instruments`)).body.instrument, 'logger 2', 'nothing of a refused update')
    t.same((await update({ home_site_id: null })).body.home_site_id, null)
    t.same((await update({ home_site_id: h.site, hole_ids: [second, third] })).body.home_site_id, h.site)
  })

  t.test('defaults and duplicate', async t => {
    const defaults = await call('POST', '/api/v1/form/defaults?name=instruments', {})
    t.same([defaults.status, defaults.body.hole_ids, defaults.body.home_site_id], [200, [], null])
    const copy = await call('POST', `/api/v1/form/duplicate?name=instruments&id=${id}`)
    t.same([copy.body.hole_ids, copy.body.home_site_id], [[second, third], h.site], 'a duplicate links the same records')
    const saved = await call('POST', '/api/v1/form?name=instruments', { ...copy.body, instrument: 'copy' })
    t.same([saved.status, saved.body.hole_ids], [201, [second, third]])
    await call('DELETE', `/api/v1/form/${saved.body.id as number}?name=instruments`)
  })

  t.test('the related model reads and writes the same links from its side', async t => {
    const holes = bundledTemplate('holes')
    holes.columns.instrument_ids = { type: 'many_to_many', label: 'Instruments', displayColumn: 'instrument', oppositionRelation: true, relatedTable: 'instruments' }
    holes.relations.holes__instruments__instrument_ids__nm = {
      relationType: 'nm', relatedTable: 'instruments', localColumns: ['instrument_ids'], displayColumns: ['instrument'], oppositionRelation: true, oppositeColumnName: 'hole_ids'
    }
    const updated = await app.inject({ method: 'POST', url: '/cg/api/update-model?name=holes', headers: developer, payload: { template: holes } })
    t.equal(updated.statusCode, 200, updated.body)
    t.same((await call('GET', `/api/v1/form/${second}?name=holes`)).body.instrument_ids, [id])
    t.same((await call('GET', `/api/v1/form/${h.hole}?name=holes`)).body.instrument_ids, [])
    t.same((await call('PUT', `/api/v1/form/${h.hole}?name=holes`, { instrument_ids: [id, plain.body.id] })).body.instrument_ids, [id, plain.body.id])
    t.same((await call('GET', `/api/v1/form/${id}?name=instruments`)).body.hole_ids, [h.hole, second, third], 'seen from the owner')
    t.same((await call('GET', `/api/v1/form/${plain.body.id as number}?name=instruments`)).body.hole_ids, [h.hole])

    t.equal((await call('DELETE', `/api/v1/form/${third}?name=holes`)).status, 204, 'a linked record can be deleted')
    t.same((await call('GET', `/api/v1/form/${id}?name=instruments`)).body.hole_ids, [h.hole, second], 'and its links go with it')
    const site = await post(app, 'sites', { expedition_id: h.expedition, site_name: 'Home' })
    await call('PUT', `/api/v1/form/${plain.body.id as number}?name=instruments`, { home_site_id: site.id })
    t.same(await call('DELETE', `/api/v1/form/${site.id as number}?name=sites`),
      { status: 409, body: { name: 'Conflict', message: 'The record cannot be deleted: instruments records refer to it (home_site_id).', code: 0, status: 409 } })
  })

  t.test('the default form offers the related records', async t => {
    const form = await app.inject({ url: '/cg/api/get-form-template?name=instruments', headers: developer })
    const fields = Object.fromEntries(form.json().fields.map((f: { name: string, formInput: unknown }) => [f.name, f.formInput]))
    t.match(fields.hole_ids, { type: 'select', multiple: true, disabled: false, selectSource: { type: 'many_relation', model: 'holes', textField: 'hole', valueField: 'id' } })
    t.match(fields.home_site_id, { type: 'select', multiple: false, selectSource: { type: 'one_relation', model: 'sites', textField: 'site_name', valueField: 'id' } })
  })
})
