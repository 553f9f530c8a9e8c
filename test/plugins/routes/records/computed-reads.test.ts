import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// Computed-on-read (pseudo) columns that read other records: the parent's columns ([parent.x]), the siblings before
// ([sum:before.x]) and the children ([sum:cores.x]), on the bundled holes and on hot-created models.

t.test('pseudo columns read the parent, the siblings before and the children', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const headers = h.headers
  const get = async (name: string, id: number) => (await app.inject({ url: `/api/v1/form/${id}?name=${name}`, headers })).json()

  t.test('a hole sums its cores, at once after each change', async t => {
    const hole = (await post(app, 'holes', { site_id: h.site }))
    t.match(hole, { total_cored_length: 0, total_core_recovery: null, depth_drilled: null }, 'no cores yet')
    await post(app, 'cores', { hole_id: hole.id, core_type: 'R', top_depth: 0, bottom_depth: 3, drilled_length: 3, core_recovery: 2.5 })
    const second = await post(app, 'cores', { hole_id: hole.id, core_type: 'R', drilled_length: 2.25, core_recovery: 2.25, bottom_depth: 5.25 })
    t.match(await get('holes', hole.id), { total_cored_length: 5.25, total_core_recovery: 90.48, depth_drilled: 5.25 })
    await app.inject({ method: 'PUT', url: `/api/v1/form/${second.id as number}?name=cores`, headers, payload: { drilled_length: 1 } })
    const list = (await app.inject({ url: `/api/v1/form?name=holes&filter[id]=${hole.id as number}`, headers })).json()
    t.match(list.items[0], { total_cored_length: 4, depth_drilled: 5.25 }, 'lists read them too')
  })

  t.test('a section starts where the core\'s top plus the sections before it end (hot-created)', async t => {
    const dev = await as(app, 'developer')
    const pieces = {
      name: 'pieces',
      parentModel: 'cores',
      nameAttribute: 'piece',
      columns: {
        core_id: { type: 'integer' },
        piece: { type: 'integer' },
        combined_id: { type: 'string', size: 64 },
        piece_length: { type: 'double' },
        top: { type: 'pseudo', calculate: 'ROUND([parent.top_depth] + [sum:before.piece_length], 2)' }
      },
      behaviors: [{ behaviorClass: 'UniqueCombinationAutoIncrementBehavior', parameters: { searchFields: ['core_id'], fieldToFill: 'piece' } }]
    }
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: pieces } })).statusCode, 201)
    const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 100 })
    const made = []
    for (const length of [1.5, 1.25, 0.8]) made.push(await post(app, 'pieces', { core_id: core.id, piece_length: length }))
    t.same(made.map(s => s.top), [100, 101.5, 102.75])
    const listed = (await app.inject({ url: `/api/v1/form?name=pieces&filter[core_id]=${core.id as number}&sort=-piece`, headers })).json()
    t.same(listed.items.map((s: { top: number }) => s.top), [102.75, 101.5, 100])
    await app.inject({ method: 'PUT', url: `/api/v1/form/${core.id as number}?name=cores`, headers, payload: { top_depth: 200 } })
    t.equal((await get('pieces', made[2].id)).top, 202.75, 'the parent\'s change shows')
    const copy = (await app.inject({ method: 'POST', url: `/api/v1/form/duplicate?name=pieces&id=${made[0].id as number}`, headers })).json()
    t.equal(copy.piece, 4)
  })

  t.test('a hot-created parent reads children that arrive after it, and stops when they go', async t => {
    const dev = await as(app, 'developer')
    const cg = async (url: string, template?: unknown, method: 'POST' | 'DELETE' = 'POST') =>
      await app.inject({ method, url: `/cg/api/${url}`, headers: dev, payload: template === undefined ? undefined : { template } as Record<string, unknown> })
    const crates = { name: 'crates', columns: { label: { type: 'string', size: 20 }, weight_sum: { type: 'pseudo', calculate: '[sum:bottles.weight]' }, bottles: { type: 'pseudo', calculate: '[count:bottles.weight]' } } }
    t.equal((await cg('create-model', crates)).statusCode, 201)
    const crate = (await app.inject({ method: 'POST', url: '/api/v1/form?name=crates', headers: dev, payload: { label: 'C1' } })).json()
    t.same([crate.weight_sum, crate.bottles], [null, null], 'no such child model yet')
    const bottles = { name: 'bottles', parentModel: 'crates', columns: { crates_id: { type: 'integer' }, weight: { type: 'double' } } }
    t.equal((await cg('create-model', bottles)).statusCode, 201)
    for (const weight of [1.5, 2, null]) await app.inject({ method: 'POST', url: '/api/v1/form?name=bottles', headers: dev, payload: { crates_id: crate.id, weight } })
    t.match((await app.inject({ url: `/api/v1/form/${crate.id as number}?name=crates`, headers: dev })).json(), { weight_sum: 3.5, bottles: 2 })
    await app.inject({ method: 'DELETE', url: '/api/v1/form/1?name=bottles', headers: dev })
    await app.inject({ method: 'DELETE', url: '/api/v1/form/2?name=bottles', headers: dev })
    await app.inject({ method: 'DELETE', url: '/api/v1/form/3?name=bottles', headers: dev })
    t.equal((await cg('delete-model?name=bottles', undefined, 'DELETE')).statusCode, 204)
    t.match((await app.inject({ url: `/api/v1/form/${crate.id as number}?name=crates`, headers: dev })).json(), { weight_sum: null, bottles: null }, 'the child model is gone')
  })

  t.test('reads are checked when the template is imported', async t => {
    const dev = await as(app, 'developer')
    const problems = async (columns: Record<string, unknown>, parentModel?: string) => {
      const template = { name: 'probes', ...(parentModel === undefined ? {} : { parentModel }), columns: { core_id: { type: 'integer' }, depth: { type: 'double' }, note: { type: 'text' }, ...columns } }
      return (await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template } })).json()
    }
    t.same(await problems({ x: { type: 'pseudo', calculate: '[parent.top_depth]' } }), [{ field: '/columns/x/calculate', message: '[parent.top_depth]: reads the parent, but the model has no parentModel' }])
    t.same(await problems({ x: { type: 'pseudo', calculate: '[parent.top_dept]' } }, 'cores'), [{ field: '/columns/x/calculate', message: '[parent.top_dept]: the parent model "cores" has no stored column "top_dept"' }])
    t.same(await problems({ x: { type: 'pseudo', calculate: '[sum:before.note]' } }, 'cores'), [{ field: '/columns/x/calculate', message: '[sum:before.note]: "note" is not a stored number column of this model' }])
    t.same(await problems({ x: { type: 'pseudo', calculate: '[sum:before.depth]' } }), [{ field: '/columns/x/calculate', message: '[sum:before.depth]: reads the siblings before, but the model has no parentModel' }])
    t.same(await problems({ x: { type: 'double', calculate: '[parent.top_depth] + 1' } }, 'cores'), [{ field: '/columns/x/calculate', message: '[parent.top_depth] reads another record: only a computed-on-read column (type pseudo) may' }])
    t.same(await problems({ x: { type: 'pseudo', calculate: '[median:before.depth]' } }, 'cores'), [{ field: '/columns/x/calculate', message: 'unknown column [median:before.depth]' }])
    const ok = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: { name: 'probes', parentModel: 'cores', columns: { core_id: { type: 'integer' }, depth: { type: 'double' }, below: { type: 'pseudo', calculate: '[parent.top_depth] + [avg:before.depth] + [min:before.depth] + [sum:nothing.depth]' } } } } })
    t.equal(ok.statusCode, 201, 'a child model that does not exist (yet) is no problem')
  })
})
