import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

// A hot-created model is served by the data API at once; changes and drops apply to the very next request.

t.test('a model created, changed and dropped through cg answers on /api/v1/form at once', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const form = async (method: 'GET' | 'POST', name: string, payload?: unknown) =>
    await app.inject({ method, url: `/api/v1/form?name=${name}`, headers: dev, payload: payload as Record<string, unknown> })
  const crates = { name: 'crates', columns: { label: { type: 'string', size: 20, required: true, label: 'Label' }, shelf: { type: 'integer' } } }

  t.equal((await form('GET', 'crates')).statusCode, 404, 'not yet')
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: crates } })).statusCode, 201)
  const created = await form('POST', 'crates', { label: 'C1', shelf: 3 })
  t.same([created.statusCode, created.json()], [201, { id: 1, label: 'C1', shelf: 3 }])
  t.same((await form('POST', 'crates', { shelf: 'x' })).json(), [
    { field: 'label', message: 'Label cannot be blank.' },
    { field: 'shelf', message: 'Shelf must be an integer.' }
  ], 'validated with the template rules')
  t.match((await form('GET', 'crates')).json(), { items: [{ id: 1, label: 'C1', shelf: 3 }], _meta: { totalCount: 1 } })

  const v2 = { ...crates, columns: { ...crates.columns, note: { type: 'text' } } }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/update-model?name=crates', headers: dev, payload: { template: v2 } })).statusCode, 200)
  t.same((await form('POST', 'crates', { label: 'C2', note: 'new column' })).json(), { id: 2, label: 'C2', shelf: null, note: 'new column' })
  t.match((await form('GET', 'crates')).json().items[0], { id: 1, note: null }, 'existing records gain the column')

  const refused = await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: dev })
  t.same([refused.statusCode, refused.json().message], [409, 'Model "crates" cannot be deleted: its table "crates" has records.'])
  for (const id of [1, 2]) t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/form/${id}?name=crates`, headers: dev })).statusCode, 204)
  t.equal((await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: dev })).statusCode, 204)
  t.same((await form('GET', 'crates')).json(), { name: 'Not Found', message: 'Model "crates" does not exist.', code: 0, status: 404 })
})

t.test('a hot-created child model joins the drilling hierarchy', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const h = await hierarchy(app)
  const core = (await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } })).json()
  const boxes = {
    name: 'boxes',
    parentModel: 'cores',
    nameAttribute: 'box',
    columns: { core_id: { type: 'integer' }, box: { type: 'integer' }, combined_id: { type: 'string', size: 64 } },
    behaviors: [{ behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['core_id'], fieldToFill: 'box' } }]
  }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: boxes } })).statusCode, 201)
  const box = await app.inject({ method: 'POST', url: '/api/v1/form?name=boxes', headers: dev, payload: { core_id: core.id } })
  t.equal(box.statusCode, 201)
  t.match(box.json(), { box: 1, combined_id: `${core.combined_id as string}_1`, core_id: core.id, hole_id: h.hole, program_id: h.program })
  const filtered = await app.inject({ url: `/api/v1/form?name=boxes&filter[hole_id]=${h.hole}`, headers: dev })
  t.equal(filtered.json()._meta.totalCount, 1, 'ancestor filters work on the new model')
  const parentDelete = await app.inject({ method: 'DELETE', url: `/api/v1/form/${core.id as number}?name=cores`, headers: dev })
  t.equal(parentDelete.statusCode, 409, 'the new child protects its parent record')
  t.equal((await sql<{ n: number }>`select count(*)::int as n from boxes`.execute(app.database.db)).rows[0].n, 1)
})
