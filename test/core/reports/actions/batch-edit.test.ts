import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// "Batch edit" (mDIS BatchEditReport) through POST /api/v1/report/BatchEdit: columns of the filtered records (or of
// id=) changed through the rules of an update, all or nothing, with a preview; refusals name the record and why.

t.test('BatchEdit', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const operator = h.headers
  const holeB = (await post(app, 'holes', { site_id: h.site })).id as number
  const holeC = (await post(app, 'holes', { site_id: h.site })).id as number
  const south = (await post(app, 'sites', { expedition_id: h.expedition, site_name: 'South' })).id as number
  const holeD = (await post(app, 'holes', { site_id: south })).id as number
  const core = (await post(app, 'cores', { hole_id: holeC, core_type: 'R' })).id as number

  const run = async (query: string, payload?: unknown, headers: Record<string, string> = operator) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/report/BatchEdit?${query}`, headers, payload: payload as object })
    return { status: response.statusCode, body: response.json() }
  }
  const read = async (name: string, id: number) => (await app.inject({ url: `/api/v1/form/${id}?name=${name}`, headers: operator })).json()
  const versions = async (action: string) => (await sql<{ tbl: string, record_id: number, op: string, username: string }>`select tbl, record_id, op, username
    from rs_history where action = ${action} order by id`.execute(app.database.db)).rows
  const site = `name=holes&filter[site_id]=${h.site}`

  t.test('set: every filtered record through the update rules, its versions in the caller\'s name', async t => {
    const done = await run(site, { set: { comment: 'logged' } })
    const change = { comment: { from: null, to: 'logged' } }
    t.same(done, {
      status: 200,
      body: {
        preview: false,
        model: 'holes',
        count: 3,
        changed: 3,
        records: [{ id: h.hole, combined_id: '5065_1_A', changes: change }, { id: holeB, combined_id: '5065_1_B', changes: change }, { id: holeC, combined_id: '5065_1_C', changes: change }],
        refused: []
      }
    })
    t.equal((await read('holes', holeD)).comment, null, 'a hole of another site is not in the filter')
    t.match(await versions('batch edit'), [h.hole, holeB, holeC].map(id => ({ tbl: 'holes', record_id: id, op: 'u', username: /^operator_\d+$/ })))
  })

  t.test('preview: what would change, nothing written', async t => {
    const preview = await run(`name=holes&id=${h.hole}`, { set: { hole_name: 'Main' }, preview: true })
    t.same(preview.body, { preview: true, model: 'holes', count: 1, changed: 1, records: [{ id: h.hole, combined_id: '5065_1_A', changes: { hole_name: { from: null, to: 'Main' } } }], refused: [] })
    t.equal((await read('holes', h.hole)).hole_name, null)
    t.equal((await versions('batch edit')).length, 3)
  })

  t.test('operations in order, the list\'s sort, ids picking among the records; a rename reaches the descendants', async t => {
    const picked = await run(`${site}&sort=-id`, { operations: [{ column: 'comment', operation: 'regex', search: 'logged', value: 'checked' }], ids: [h.hole, holeC] })
    t.same(picked.body.records.map((r: { id: number, changes: object }) => [r.id, r.changes]), [holeC, h.hole].map(id => [id, { comment: { from: 'logged', to: 'checked' } }]))
    t.equal((await read('holes', holeB)).comment, 'logged')
    const renamed = await run(`name=holes&id=${holeC}`, { set: { hole: 'Z' } })
    t.same(renamed.body.records[0].changes, { hole: { from: 'C', to: 'Z' }, combined_id: { from: '5065_1_C', to: '5065_1_Z' } })
    t.equal((await read('cores', core)).combined_id, '5065_1_Z_1', 'the core\'s combined id follows its hole\'s')
    const unchanged = await run(`name=holes&id=${holeB}`, { operations: [{ column: 'comment', operation: 'replace', search: 'nothing like it', value: 'x' }] })
    t.same([unchanged.body.count, unchanged.body.changed, unchanged.body.records[0].changes], [1, 0, {}], 'an operation that finds nothing changes nothing')
  })

  t.test('a record the rules refuse refuses the run: nothing changed, the reason per record', async t => {
    const before = (await versions('batch edit')).length
    const refused = await run(site, { set: { hole: 'B', comment: 'moved' } })
    t.same(refused, {
      status: 422,
      body: [{ field: 'hole', message: 'holes 5065_1_A: Hole "B" has already been taken.' }, { field: 'hole', message: 'holes 5065_1_Z: Hole "B" has already been taken.' }]
    })
    t.equal((await read('holes', holeB)).comment, 'logged', 'the hole the rules let pass is not changed either')
    t.equal((await versions('batch edit')).length, before)
    const preview = await run(site, { set: { hole: 'B', comment: 'moved' }, preview: true })
    t.same(preview.body.records.map((r: { id: number }) => r.id), [holeB], 'a preview names what would change...')
    t.same(preview.body.refused, [
      { model: 'holes', id: h.hole, combined_id: '5065_1_A', field: 'hole', message: 'Hole "B" has already been taken.' },
      { model: 'holes', id: holeC, combined_id: '5065_1_Z', field: 'hole', message: 'Hole "B" has already been taken.' }
    ], '...and what would be refused')
    const invalid = await run(`name=holes&id=${h.hole}`, { set: { latitude: 100 } })
    t.match(invalid, { status: 422, body: [{ field: 'latitude', message: /^holes 5065_1_A: Latitude / }] })
  })

  t.test('a value another record holds (a unique index) is the record\'s refusal', async t => {
    for (const corebox of ['001', '002']) await post(app, 'curation_corebox', { hole_id: holeB, corebox })
    const taken = await run(`name=curation_corebox&filter[hole_id]=${holeB}`, { set: { corebox: '009' } })
    t.same(taken, { status: 422, body: [{ field: 'corebox', message: 'curation_corebox 5065_1_B_002: The value is taken by another record.' }] })
    t.same((await app.inject({ url: `/api/v1/form?name=curation_corebox&sort=id&filter[hole_id]=${holeB}`, headers: operator })).json().items.map((b: { corebox: string }) => b.corebox), ['001', '002'])
  })

  t.test('a model without combined ids: records by id', async t => {
    const done = await run(`name=programs&id=${h.program}`, { set: { remarks: 'ICDP' } })
    t.same(done.body.records, [{ id: h.program, changes: { remarks: { from: null, to: 'ICDP' } } }])
    t.same(await run(`name=programs&id=${h.program}`, { set: { program_name: null } }), { status: 422, body: [{ field: 'program_name', message: `programs ${h.program}: Program Name cannot be blank.` }] })
  })

  t.test('which records: none, ids not among them, an id that names none, more than one run takes', async t => {
    t.same(await run('name=holes&filter[hole]=Q', { set: { comment: 'x' } }), { status: 422, body: [{ field: 'ids', message: 'Please select at least one record: the filter matches none.' }] })
    t.same(await run(site, { set: { comment: 'x' }, ids: [holeD, holeD] }), { status: 422, body: [{ field: 'ids', message: `holes ${holeD}: not among the records the action runs on (id= or the filter).` }] })
    t.same((await run(`name=holes&id=${h.hole}`, { set: { comment: 'x' }, ids: [holeB] })).status, 422)
    t.same((await run('name=holes&id=999999', { set: { comment: 'x' } })).status, 404)
    await sql`insert into programs (program, program_name) select 'P' || g, 'Program ' || g from generate_series(1, 1000) g`.execute(app.database.db)
    t.same(await run('name=programs', { set: { remarks: 'x' } }), {
      status: 422,
      body: [{ field: 'ids', message: 'The action would run on more than 1000 records; one run takes at most 1000: narrow the filter or choose ids.' }]
    })
    t.equal((await run('name=programs&filter[program]=P1', { set: { remarks: 'x' } })).body.count, 1, 'a filter narrows it')
  })

  t.test('bad bodies: 422 naming each parameter once', async t => {
    const body = [{ field: 'body', message: 'The body must be a JSON object of the action\'s parameters.' }]
    t.same(await run(site), { status: 422, body }, 'no body')
    t.same(await run(site, [1]), { status: 422, body })
    t.same(await run(site, {}), { status: 422, body: [{ field: 'operations', message: 'Give at least one column to change (set or operations).' }] })
    const bad = await run(site, { set: { nope: 1 }, preview: 'yes', ids: [0], foo: 1, operations: [{ column: 'comment', operation: 5 }, { operation: 'set' }] })
    t.same(bad.status, 422)
    t.same(new Map(bad.body.map((p: { field: string, message: string }) => [p.field, p.message])), new Map([
      ['preview', 'Preview must be boolean.'],
      ['ids.0', 'Ids must be >= 1.'],
      ['foo', '"foo" is not a parameter of this action.'],
      ['operations.0.operation', 'Operation must be string.'],
      ['operations.1.column', 'Column cannot be blank.']
    ]))
    t.same(await run(site, { set: { combined_id: 'x' } }), { status: 422, body: [{ field: 'combined_id', message: 'Combined ID is set by the service: a batch edit cannot change it.' }] })
  })

  t.test('rights and methods', async t => {
    t.equal((await run(site, { set: { comment: 'x' } }, await as(app, 'viewer'))).status, 403, 'a viewer changes nothing')
    t.equal((await run(`name=cores&id=${core}`, { set: { remarks: 'x' } }, await as(app, 'operator', ['form-holes:edit']))).status, 403, 'the right to edit the model')
    const get = await app.inject({ url: `/api/v1/report/BatchEdit?${site}`, headers: operator })
    t.same([get.statusCode, get.json().message], [405, 'Report "BatchEdit" changes records: run it by POST.'])
  })
})
