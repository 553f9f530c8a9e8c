import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'

// POST /api/v1/form/import (issue 29): parents named by combined id; key=id|combined_id turns rows into updates.

t.test('import: a parent named by its combined id, in the parent column, a column named after the parent model or parent_combined_id', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const other = await post(app, 'holes', { site_id: h.site }, h.headers)
  const send = async (csv: string, mode = 'validate') => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&mode=${mode}`, headers: { ...h.headers, 'content-type': 'text/csv' }, payload: csv })
    return { status: response.statusCode, body: response.json() }
  }
  const csv = ['Hole ID,core_type', '5065_1_A,R', `${other.combined_id as string},R`, '5065_1_Z,R', `${h.hole},R`].join('\n')
  const checked = await send(csv)
  t.same([checked.body.wouldCreate, checked.body.errors], [3, [{ row: 4, column: 'hole_id', value: '5065_1_Z', message: 'names no record of holes with the combined id "5065_1_Z"' }]],
    'a combined id that matches nothing: the row\'s problem, with the name it gave')
  const committed = await send(['holes;Core Type', '5065_1_A;R', `${other.combined_id as string};R`].join('\n'), 'commit')
  t.same([committed.status, committed.body.wouldCreate], [201, 2], 'a column named after the parent model')
  const mdis = await send(['parent_combined_id,core_type', '5065_1_A,R'].join('\n'), 'commit')
  t.equal(mdis.status, 201, 'mDIS\'s parent_combined_id')
  const cores = (await app.inject({ url: '/api/v1/form?name=cores&sort=id', headers: h.headers })).json().items
  t.same(cores.map((c: { combined_id: string }) => c.combined_id), ['5065_1_A_1', `${other.combined_id as string}_1`, '5065_1_A_2'])

  const expeditions = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=expeditions', headers: { ...h.headers, 'content-type': 'text/csv' }, payload: 'program_id,expedition,exp_name\nICDP,5066,x\n' })
  t.same(expeditions.json().errors.map((e: { column: string, value: unknown }) => [e.column, e.value]), [['program_id', 'ICDP']],
    'a parent without combined ids is named by its id: a text is refused as the create refuses it')
})

t.test('import with key=id or key=combined_id: rows naming a record update it (through an update\'s rules), the others create', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const first = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 1 }, h.headers)
  const second = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 2 }, h.headers)
  const send = async (csv: string, query: string, name = 'cores') => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/form/import?name=${name}&${query}`, headers: { ...h.headers, 'content-type': 'text/csv' }, payload: csv })
    return { status: response.statusCode, body: response.json() }
  }
  const byId = ['ID,Top Depth (m),core_type,hole_id', `${first.id as number},10.5,,`, `,3,R,${h.hole}`, '99999,4,,', 'x,5,,', `${second.id as number},,Q,`].join('\n')
  const checked = await send(byId, 'key=id')
  t.same([checked.body.wouldCreate, checked.body.wouldUpdate], [1, 1])
  t.same(checked.body.errors.map((e: { row: number, column: string, value: unknown }) => [e.row, e.column, e.value]), [[4, 'id', 99999], [5, 'id', 'x'], [6, 'core_type', 'Q']],
    'an id that names no record, one that is no id, a value an update refuses')
  const refused = await send(byId, 'key=id&mode=commit')
  t.equal(refused.status, 422)
  t.equal((await app.inject({ url: `/api/v1/form/${first.id as number}?name=cores`, headers: h.headers })).json().top_depth, 1, 'nothing written')

  const good = await send(['id,top_depth', `${first.id as number},10.5`, `${second.id as number},20`].join('\n'), 'key=id&mode=commit')
  t.same([good.status, good.body.wouldUpdate, good.body.wouldCreate], [201, 2, 0])
  const history = (await app.inject({ url: `/api/v1/form/${first.id as number}/history?name=cores`, headers: h.headers })).json().items
  t.match(history[0], { action: 'import', changes: { top_depth: { from: 1, to: 10.5 } } }, 'the update is a version of the import')

  const byName = await send(['Combined ID,Remarks', '5065_1_A_2,checked', '5065_1_A_9,lost'].join('\n'), 'key=combined_id')
  t.same(byName.body.errors, [{ row: 3, column: 'combined_id', value: '5065_1_A_9', message: 'names no record of cores' }])
  const named = await send(['Combined ID,Remarks', '5065_1_A_2,checked'].join('\n'), 'key=combined_id&mode=commit')
  t.same([named.status, named.body.wouldUpdate], [201, 1])
  t.equal((await app.inject({ url: `/api/v1/form/${second.id as number}?name=cores`, headers: h.headers })).json().remarks, 'checked')

  const noNames = await send('program,program_name\nX,y\n', 'key=combined_id', 'programs')
  t.same([noNames.status, noNames.body], [422, [{ field: 'key', message: 'programs has no combined_id: key=id finds its records.' }]])
  t.same((await send('program,program_name\nX1,y\nX2,z\n', 'mode=commit', 'programs')).body.wouldCreate, 2, 'a model without running numbers, several rows in one statement')
  const withoutKey = await send(`ID,Combined ID,hole_id,core_type\n${first.id as number},5065_1_A_1,${h.hole},R\n`, 'mode=validate')
  t.same([withoutKey.status, withoutKey.body.wouldCreate, withoutKey.body.wouldUpdate], [200, 1, 0], 'without key the columns the server sets are read and left out: a create')
  const json = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&key=id&mode=commit', headers: h.headers, payload: [{ id: first.id, remarks: 'from JSON' }, { id: '', combined_id: 'left out', hole_id: '5065_1_A', core_type: 'R' }] })
  t.same([json.statusCode, json.json().wouldUpdate, json.json().wouldCreate], [201, 1, 1], 'a JSON array too: its key, a parent by combined id')
})
