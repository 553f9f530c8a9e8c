import t from 'tap'
import type { RawNode } from 'kysely'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { hierarchy } from '../../helpers/hierarchy.js'
import { openTestDatabase } from '../../helpers/database.js'
import { withFaults } from '../../helpers/files.js'

// POST /api/v1/form/import (issue 29): every row through the rules of a create, validated row by row, all or nothing.

t.test('import cores from CSV: validate writes nothing, commit writes every row or none; headers by name or label with units', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const send = async (body: string | unknown[], query: string, type = 'text/csv', headers = h.headers) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&${query}`, headers: { ...headers, 'content-type': type }, payload: typeof body === 'string' ? body : JSON.stringify(body) })
    return { status: response.statusCode, body: response.json() }
  }
  const count = async () => (await app.inject({ url: '/api/v1/form?name=cores', headers: h.headers })).json()._meta.totalCount as number
  const csv = [
    'Hole ID,core_type,Top Depth (m),Remarks,Oriented',
    `${h.hole},R,3.5,"grey, silty",yes`,
    `${h.hole},R,x,'=1+2,no`,
    `999999,R,7,,`,
    `${h.hole},Q,8,fine,maybe`
  ].join('\r\n')
  const checked = await send(csv, 'mode=validate')
  t.equal(checked.status, 200)
  t.same([checked.body.rows, checked.body.wouldCreate, checked.body.wouldUpdate], [4, 1, 0])
  t.same(checked.body.errors.map((e: { row: number, column: string }) => [e.row, e.column]), [[3, 'top_depth'], [4, 'hole_id'], [5, 'oriented'], [5, 'core_type']],
    'each problem by its line in the file and its column')
  t.same(checked.body.errors[0].value, 'x', 'with the value the row gave')
  t.equal(await count(), 0, 'validate writes nothing')

  const refused = await send(csv, 'mode=commit')
  t.equal(refused.status, 422)
  t.match(refused.body[0], { field: 'top_depth', message: /^Row 3: / }, 'the contract\'s 422, each problem naming its row')
  t.equal(await count(), 0, 'a commit with a bad row writes none')

  const good = [
    'Hole ID;Core Type;Top Depth (m);Remarks;Core on Deck',
    `${h.hole};R;3.5;'=1+2;05.03.2024 13:45`,
    `${h.hole};R;;grey, silty;`
  ].join('\n')
  const committed = await send(good, 'mode=commit')
  t.same([committed.status, committed.body.rows, committed.body.wouldCreate, committed.body.errors], [201, 2, 2, []], 'semicolons (mDIS) too')
  const cores = (await app.inject({ url: '/api/v1/form?name=cores&sort=core', headers: h.headers })).json().items
  t.same(cores.map((c: { core: number, remarks: string, top_depth: number | null }) => [c.core, c.remarks, c.top_depth]), [[1, '=1+2', 3.5], [2, 'grey, silty', null]],
    'running numbers given, a neutralised formula read back as it was')
  t.equal(cores[0].core_ondeck, '2024-03-05 13:45:00', 'a date as mDIS writes it (d.m.Y)')
  const history = (await app.inject({ url: `/api/v1/form/${cores[0].id as number}/history?name=cores`, headers: h.headers })).json().items
  t.equal(history[0].action, 'import', 'the versions say import')
})

t.test('import: TSV and a JSON array; an empty file; bad input is a 4xx', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const send = async (body: string, query: string, type: string, headers: Record<string, string> = h.headers) =>
    await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&${query}`, headers: { ...headers, 'content-type': type }, payload: body })
  const tsv = await send(`hole_id\tcore_type\tcore_catcher\n${h.hole}\tR\t1\n`, 'mode=commit', 'text/tab-separated-values')
  t.same([tsv.statusCode, tsv.json().wouldCreate], [201, 1])
  const json = await send(JSON.stringify([{ hole_id: h.hole, core_type: 'R' }, { hole_id: h.hole, core_type: 'R', core: 1 }]), 'mode=validate', 'application/json')
  t.same(json.json().errors.map((e: { row: number, column: string, message: string }) => [e.row, e.column]), [[2, 'core']], 'a JSON record by its position; a running number taken')
  const empty = await send('', 'mode=validate', 'text/csv')
  t.same([empty.statusCode, empty.json()[0].message], [422, 'The file is empty: a header row and a row per record are expected.'])
  t.same((await send('hole_id,core_type\r\n', 'mode=validate', 'text/csv')).json(), [{ field: 'file', message: 'The file has a header row but no records.' }], 'a header only: 422')
  t.same((await send('[]', 'mode=validate', 'application/json')).statusCode, 422, 'an empty array: 422')
  const header = await send('hole_id,no such column,Core Type,core_type\n1,2,R,R\n', 'mode=validate', 'text/csv')
  t.same([header.statusCode, header.json()], [422, [
    { field: 'no such column', message: 'Row 1: "no such column" names no column of cores (ignore-unknown=true leaves such columns out).' },
    { field: 'core_type', message: 'Row 1: "Core Type" and "core_type" both name core_type.' }
  ]], 'unknown and duplicate header cells: 422 naming them')
  const ignored = await send(`hole_id,core_type,no such column\n${h.hole},R,2\n`, 'mode=validate&ignore-unknown=true', 'text/csv')
  t.same([ignored.statusCode, ignored.json().wouldCreate], [200, 1], 'ignore-unknown=true leaves them out')
  t.equal((await send('[{"hole_id": 1, "colour": "red"}]', 'mode=validate', 'application/json')).json()[0].message,
    'Record 1: "colour" names no column of cores (ignore-unknown=true leaves such columns out).', 'a JSON record\'s keys likewise')
  const wide = await send(`hole_id,core_type\n${h.hole},R,extra,\n"${h.hole}","R\nwith a newline"\n`, 'mode=validate', 'text/csv')
  t.same(wide.json().errors.map((e: { row: number, column: string, value: unknown }) => [e.row, e.column, e.value]),
    [[2, 'column 3', ['extra']], [4, 'core_type', 'R\nwith a newline']],
    'a row with too many cells; a quoted cell over two lines, the row named by the line it ends on')
  t.equal((await send('a,b\n"unclosed', 'mode=validate', 'text/csv')).statusCode, 400, 'not CSV: 400')
  t.equal((await send('{"hole_id": 1}', 'mode=validate', 'application/json')).statusCode, 400, 'JSON but no array: 400')
  t.equal((await send('[1]', 'mode=validate', 'application/json')).statusCode, 400, 'an array of no records: 400')
  t.equal((await send('x', 'mode=validate', 'text/plain')).statusCode, 415)
  const bare = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores', headers: h.headers })
  t.same([bare.statusCode, bare.json().message], [415, 'An import takes text/csv, text/tab-separated-values, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json or multipart/form-data, not "undefined".'], 'no body: 415')
  t.equal((await send('x', 'mode=nope', 'text/csv')).statusCode, 400)
  t.equal((await send('hole_id\n1\n', 'mode=commit', 'text/csv', await as(app, 'viewer'))).statusCode, 403, 'a viewer cannot import')
  t.equal((await send('hole_id\n1\n', '', 'text/csv')).statusCode, 200, 'validate by default')
})

t.test('import: a unique value taken is the row\'s problem; a failing database fails the request and writes nothing', async t => {
  const { database: plain } = await openTestDatabase(t)
  const faults = withFaults(plain)
  const { app } = await buildTestApp(t, { database: faults.database })
  const developer = await as(app, 'developer')
  const boxes = { name: 'boxes', module: 'Curation', columns: { label: { type: 'string', size: 20, label: 'Label' } }, indices: { label: { type: 'UNIQUE', columns: ['label'] } } }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template: boxes } })).statusCode, 201)
  const admin = await as(app, 'admin')
  const send = async (body: string, mode: string) => await app.inject({ method: 'POST', url: `/api/v1/form/import?name=boxes&mode=${mode}`, headers: { ...admin, 'content-type': 'text/csv' }, payload: body })
  const twice = await send('Label\nA\nB\nA\n', 'validate')
  t.same(twice.json(), { rows: 3, wouldCreate: 2, wouldUpdate: 0, errors: [{ row: 4, column: 'label', value: 'A', message: 'is taken by another record' }] }, 'the later row, by its column')
  // (the statement of many rows fails after it ran — as a lost connection would — then each row alone, at its insert)
  faults.fail((node, table) => node.kind === 'InsertQueryNode' && table === 'boxes',
    node => node.kind === 'RawNode' && (node as RawNode).sqlFragments.join('?').includes("set_config('rs.written', ''"))
  t.equal((await send('Label\nC\n', 'commit')).statusCode, 503)
  faults.clear()
  t.equal((await app.inject({ url: '/api/v1/form?name=boxes', headers: admin })).json()._meta.totalCount, 0)
})

t.test('import: n:m links of a row are written with its create, one statement per row then', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const other = (await app.inject({ method: 'POST', url: '/api/v1/form?name=holes', headers: h.headers, payload: { site_id: h.site } })).json()
  const samples = {
    name: 'samples',
    module: 'Curation',
    columns: { label: { type: 'string', size: 40, label: 'Sample Label' }, hole_ids: { type: 'many_to_many', label: 'Holes', displayColumn: 'hole', relatedTable: 'holes' } },
    relations: { samples__holes__hole_ids__nm: { relationType: 'nm', relatedTable: 'holes', localColumns: ['hole_ids'], displayColumns: ['hole'] } }
  }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: await as(app, 'developer'), payload: { template: samples } })).statusCode, 201)
  const admin = await as(app, 'admin')
  const imported = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=samples&mode=commit', headers: { ...admin, 'content-type': 'text/csv' }, payload: `Sample Label,Holes\nS1,${h.hole};${other.id as number}\nS2,\nS3,\n` })
  t.same([imported.statusCode, imported.json().wouldCreate], [201, 3])
  const items = (await app.inject({ url: '/api/v1/form?name=samples&sort=id', headers: admin })).json().items
  t.same(items.map((s: { label: string, hole_ids: number[] }) => [s.label, s.hole_ids]), [['S1', [h.hole, other.id]], ['S2', []], ['S3', []]])
})

t.test('import: cores without top depths take each the bottom of the core before in their hole, many to a statement, as one by one', async t => {
  const { database: plain } = await openTestDatabase(t)
  const faults = withFaults(plain)
  const { app } = await buildTestApp(t, { database: faults.database })
  const h = await hierarchy(app)
  const other = (await app.inject({ method: 'POST', url: '/api/v1/form?name=holes', headers: h.headers, payload: { site_id: h.site } })).json().id as number
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R', top_depth: 0, bottom_depth: 2 } })).statusCode, 201)
  // (the two holes' rows in turn; an empty bottom leaves the next top empty, which the statement must read itself)
  const rows = [[h.hole, 5], [other, 3], [h.hole, 9], [other, ''], [other, 4], [h.hole, 12], [other, 6], [h.hole, '']]
  const csv = ['hole_id,core_type,bottom_depth,top_depth', ...rows.map(([hole, bottom]) => `${hole},R,${bottom},`)].join('\n')
  const send = async (mode: string) => await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&mode=${mode}`, headers: { ...h.headers, 'content-type': 'text/csv' }, payload: csv })
  const tops = async (hole: number) => (await app.inject({ url: `/api/v1/form?name=cores&sort=core&filter[hole_id]=${hole}`, headers: h.headers })).json().items
    .map((c: { core: number, top_depth: number | null, bottom_depth: number | null }) => [c.core, c.top_depth, c.bottom_depth])
  const expected = {
    [h.hole]: [[1, 0, 2], [2, 2, 5], [3, 5, 9], [4, 9, 12], [5, 12, null]],
    [other]: [[1, null, 3], [2, 3, null], [3, null, 4], [4, 4, 6]]
  }
  t.equal((await send('commit')).statusCode, 201)
  t.same([await tops(h.hole), await tops(other)], [expected[h.hole], expected[other]], 'each top the bottom before it in its hole')

  // the same once more, after the rows' statement fails (as a lost connection would): each row alone reads its
  // sibling stored, not the value the statement was given
  for (const id of (await app.inject({ url: '/api/v1/form?name=cores&sort=-id', headers: h.headers })).json().items.map((c: { id: number }) => c.id).slice(0, rows.length)) {
    t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/form/${id as number}?name=cores`, headers: h.headers })).statusCode, 204)
  }
  let once = true
  faults.fail(node => {
    const hit = once && node.kind === 'RawNode' && (node as RawNode).sqlFragments.join('?').includes("set_config('rs.written', ''")
    if (hit) once = false
    return hit
  })
  t.same([(await send('commit')).statusCode, once], [201, false])
  faults.clear()
  t.same([await tops(h.hole), await tops(other)], [expected[h.hole], expected[other]], 'the same tops')
})
