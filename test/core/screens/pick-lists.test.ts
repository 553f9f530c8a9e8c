import { sql } from 'kysely'
import t from 'tap'
import { pickListStatements } from '../../../core/2-model/pick-list.js'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'

// mDIS's async-lists (core/screens/pick-lists.ts, core/2-model/pick-list.ts) through HTTP on /api/v1/global and
// /api/v1/form: the chosen records first, then those whose text starts with what was typed in any letter case, at
// most 100, totalCount only when that cut the list off (estimated beyond LIST_EXACT_COUNT_LIMIT); every bad parameter named; the combined id's search read
// from the model's prefix index.

t.test('a pick list by the start of the combined id', async t => {
  // (totals exact up to 104 records: the 105 cores below are estimated, as the data API's lists are)
  const { app } = await buildTestApp(t, { env: { LIST_EXACT_COUNT_LIMIT: '104' } })
  const h = await hierarchy(app)
  const cores: Array<Record<string, any>> = []
  for (let n = 1; n <= 105; n++) cores.push(await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }, h.headers))
  const list = async (query: string, base = 'global', headers = h.headers) => await app.inject({ url: `/api/v1/${base}/async-lists?name=cores&${query}`, headers })
  const ids = (items: Array<{ id: number }>) => items.map(i => cores.findIndex(c => c.id === i.id) + 1)

  const typed = await list('fields=combined_id,id&q=5065_1_a_10')
  t.equal(typed.statusCode, 200)
  t.same(typed.json().items, [
    { id: cores[9].id, combined_id: '5065_1_A_10' },
    { id: cores[99].id, combined_id: '5065_1_A_100' },
    { id: cores[100].id, combined_id: '5065_1_A_101' },
    { id: cores[101].id, combined_id: '5065_1_A_102' },
    { id: cores[102].id, combined_id: '5065_1_A_103' },
    { id: cores[103].id, combined_id: '5065_1_A_104' },
    { id: cores[104].id, combined_id: '5065_1_A_105' }
  ], 'the start typed in any letter case; {value field, text field}; no totalCount when all came')

  const chosen = await list(`fields=combined_id,id&q=5065_1_A_10&value=${cores[4].id as number},${cores[9].id as number}`)
  t.same(ids(chosen.json().items), [10, 5, 100, 101, 102, 103, 104, 105], 'the chosen first (in the text\'s order), then the others typed for, each once')

  const all = (await list('fields=combined_id,id&q=null')).json()
  t.equal(all.items.length, 100, 'at most 100')
  t.ok(all.totalCount >= 105 && all.totalCountEstimated === true, `and how many matched, as the list was cut off: beyond LIST_EXACT_COUNT_LIMIT the planner's estimate (${all.totalCount as number}), said to be one`)
  t.same(ids(all.items).slice(0, 4), [1, 10, 100, 101], 'in the order of the text')
  const chosenAll = (await list(`fields=combined_id,id&value=${cores[104].id as number}`)).json()
  t.same([chosenAll.items.length, chosenAll.items[0].id, chosenAll.totalCount, chosenAll.totalCountEstimated], [101, cores[104].id, 104, undefined], 'the chosen beside the 100, not counted; 104 counted exactly')

  const byCore = (await list('fields=core&q=2&sort=id', 'form')).json()
  t.same(byCore.items.map((i: { core: number }) => i.core), [2, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29], 'one field as text and value; a number searched as text; sorted by id; on /form too')
  t.same((await list('fields=combined_id,id&q=5065%')).json().items, [], 'a % typed is a %')
  t.same((await list('fields=remarks,remarks&q=&value=x')).json().items.length, 100, 'a text value field compares as text')

  const problem = async (query: string) => { const r = await list(query); return [r.statusCode, r.json()] }
  t.same(await problem('fields=combined,id'), [422, [{ field: 'fields', message: 'cores has no stored field "combined"; did you mean "combined_id"?' }]])
  t.same(await problem('fields=a,b,c&sort=nope'), [422, [
    { field: 'fields', message: 'fields is the text field, or the text field and the value field, separated by a comma (e.g. combined_id,id).' },
    { field: 'fields', message: 'cores has no stored field "a".' },
    { field: 'fields', message: 'cores has no stored field "b".' },
    { field: 'fields', message: 'cores has no stored field "c".' },
    { field: 'sort', message: 'cores has no stored field "nope".' }
  ]], 'every problem at once')
  t.same(await problem('fields=combined_id,id&value=1,x'), [422, [{ field: 'value', message: 'value takes the chosen values of id, whole numbers separated by commas.' }]])
  t.same(await problem(`fields=combined_id,id&value=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`), [422, [{ field: 'value', message: 'value names at most 1000 chosen values.' }]])
  t.equal((await app.inject({ url: '/api/v1/global/async-lists?name=nothing&fields=id', headers: h.headers })).statusCode, 404, 'no such model')
  t.equal((await app.inject({ url: '/api/v1/global/async-lists?name=cores&fields=id' })).statusCode, 401)
  await addUser(app, 'hole-viewer', ['viewer'], ['form-holes:view'])
  const narrow = await list('fields=id', 'global', { authorization: `Bearer ${await login(app, 'hole-viewer')}` })
  t.same([narrow.statusCode, narrow.json().message], [403, 'You are not allowed to view cores.'], 'a model the caller may not view')
  t.equal((await list('fields=id', 'global', await as(app, 'viewer'))).statusCode, 200, 'a viewer reads')

  // the combined id's search and order come from the model's prefix index, also in the generic plan of the prepared
  // statement the service sends (the table is small: no sequential scan allowed, to see that the index serves it)
  const model = app.registry.require('cores')
  const { matching } = pickListStatements(model.definition, { text: 'combined_id', value: 'id', typed: '5065_1_a_1', chosen: [], sort: 'combined_id', limit: 100, countLimit: 10000 })
  await app.database.db.transaction().execute(async trx => {
    for (const setting of ['enable_seqscan = off', 'enable_bitmapscan = off', 'plan_cache_mode = force_generic_plan']) await sql.raw(`set local ${setting}`).execute(trx)
    await sql.raw(`prepare pick_plan as ${matching.sql}`).execute(trx)
    const plan = await sql<Record<string, string>>`explain execute pick_plan(${sql.join(matching.parameters.map(p => sql.lit(p as string | number)))})`.execute(trx)
    const text = plan.rows.map(r => Object.values(r)[0]).join('\n')
    t.match(text, /Index Scan using cores__combined_id__prefix/, 'read from the prefix index, in its order')
    t.match(text, /Index Cond: .*~>=~.*~<~/, 'the typed start is the range of the index read')
    await sql`deallocate pick_plan`.execute(trx)
  })
})

t.test('the /api/v1/global actions are the data API\'s, keyed by the data model', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const created = await app.inject({ method: 'POST', url: '/api/v1/global?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } })
  t.equal(created.statusCode, 201)
  const id = created.json().id as number
  t.equal((await app.inject({ url: `/api/v1/global/${id}?name=cores`, headers: h.headers })).json().combined_id, '5065_1_A_1')
  t.equal((await app.inject({ url: '/api/v1/global?name=cores', headers: h.headers })).json()._meta.totalCount, 1)
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/global/${id}?name=cores`, headers: h.headers, payload: { remarks: 'grey' } })).json().remarks, 'grey')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/global/defaults?name=cores', headers: h.headers, payload: { hole_id: h.hole } })).json().core, 2)
  t.equal((await app.inject({ url: '/api/v1/global/reports?name=cores', headers: h.headers })).statusCode, 200)
  const lists = await app.inject({ url: `/api/v1/global/filter-lists?models=${encodeURIComponent(JSON.stringify([{ model: 'holes', require: null }]))}`, headers: h.headers })
  t.equal(lists.json().holes[0].value, h.hole)
  const viewer = await as(app, 'viewer')
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/global/${id}?name=cores`, headers: viewer })).statusCode, 403, 'a viewer does not write')
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/global/${id}?name=cores`, headers: h.headers })).statusCode, 204, 'an operator does')
})
