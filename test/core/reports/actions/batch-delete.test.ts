import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { openTestDatabase } from '../../../helpers/database.js'
import { withFaults } from '../../../helpers/files.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// "Batch delete / Recursive delete" (mDIS BatchDeleteReport) through POST /api/v1/report/BatchDelete: the records
// (with their descendants, the deepest first) deleted through the rules of a delete, all or nothing, with a
// preview; a record the rules keep (children, files, references from other models) refuses the run, with the reason.

t.test('BatchDelete', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const operator = h.headers
  const core1 = (await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })).id as number
  const core2 = (await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })).id as number
  const section = (await post(app, 'core_section', { core_id: core1 })).id as number
  const split = (await app.inject({ url: `/api/v1/form?name=curation_section_split&filter[section_id]=${section}`, headers: operator })).json().items[0].id as number

  const run = async (query: string, payload: unknown = {}, headers: Record<string, string> = operator) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/report/BatchDelete?${query}`, headers, payload: payload as object })
    return { status: response.statusCode, body: response.json() }
  }
  const exists = async (name: string, id: number) => (await app.inject({ url: `/api/v1/form/${id}?name=${name}`, headers: operator })).statusCode === 200
  const versions = async (action: string) => (await sql<{ tbl: string, record_id: number, op: string }>`select tbl, record_id, op
    from rs_history where action = ${action} order by id`.execute(app.database.db)).rows

  t.test('one by one: a record with children refuses the run; ids pick the others', async t => {
    t.same(await run(`name=cores&filter[hole_id]=${h.hole}`), {
      status: 422,
      body: [{ field: 'id', message: 'cores 5065_1_A_1: The record cannot be deleted: core_section records refer to it.' }]
    })
    t.ok(await exists('cores', core2), 'the core without children is not deleted either')
    t.same(await run(`name=cores&filter[hole_id]=${h.hole}`, { ids: [core2] }), {
      status: 200,
      body: { preview: false, model: 'cores', recursive: false, count: 1, counts: { cores: 1 }, records: [{ model: 'cores', id: core2, combined_id: '5065_1_A_2' }], refused: [] }
    })
    t.notOk(await exists('cores', core2))
    t.same(await versions('batch delete'), [{ tbl: 'cores', record_id: core2, op: 'd' }], 'its last version says who deleted it, and how')
  })

  t.test('recursive: the descendants first, the deepest first; a preview deletes nothing', async t => {
    const records = [
      { model: 'curation_section_split', id: split, combined_id: '5065_1_A_1_1_WR' },
      { model: 'core_section', id: section, combined_id: '5065_1_A_1_1' },
      { model: 'cores', id: core1, combined_id: '5065_1_A_1' },
      { model: 'holes', id: h.hole, combined_id: '5065_1_A' }
    ]
    const counts = { curation_section_split: 1, core_section: 1, cores: 1, holes: 1 }
    t.same(await run(`name=holes&id=${h.hole}`, { recursive: true, preview: true }), {
      status: 200,
      body: { preview: true, model: 'holes', recursive: true, count: 4, counts, records, refused: [] }
    })
    t.ok(await exists('curation_section_split', split))
    t.ok(await exists('holes', h.hole))
  })

  t.test('recursive: refused by files assigned and by references from other models, with the reasons', async t => {
    const holeB = (await post(app, 'holes', { site_id: h.site })).id as number
    const box = (await post(app, 'curation_corebox', { hole_id: holeB, corebox: '001' })).id as number
    t.equal((await app.inject({ method: 'PUT', url: `/api/v1/form/${split}?name=curation_section_split`, headers: operator, payload: { corebox_id: box } })).statusCode, 200)
    t.same(await run(`name=holes&id=${holeB}`, { recursive: true }), {
      status: 422,
      body: [
        { field: 'id', message: 'curation_corebox 5065_1_B_001: The record cannot be deleted: curation_section_split records refer to it (corebox_id).' },
        { field: 'id', message: 'holes 5065_1_B: The record cannot be deleted: curation_corebox records refer to it.' }
      ]
    })
    t.ok(await exists('curation_corebox', box))

    const holeC = (await post(app, 'holes', { site_id: h.site })).id as number
    const coreC = (await post(app, 'cores', { hole_id: holeC, core_type: 'R' })).id as number
    await app.database.db.insertInto('rs_archive_file').values({
      type: 'DOC', filename: 'f1', original_filename: 'f1.txt', filesize: 1, mime_type: 'text/plain', checksum: '0'.repeat(32), upload_date: '2024-01-01 00:00:00',
      parent_combined_id: '5065_1_C_1', expedition_id: h.expedition, site_id: h.site, hole_id: holeC, core_id: coreC, metadata: '{}'
    }).execute()
    const preview = await run(`name=holes&id=${holeC}`, { recursive: true, preview: true })
    t.same(preview.body.refused.map((r: { model: string, message: string }) => [r.model, r.message]), [
      ['cores', 'The record cannot be deleted: files are assigned to it.'],
      ['holes', 'The record cannot be deleted: cores records refer to it.']
    ])
    t.equal((await run(`name=holes&id=${holeC}`, { recursive: true })).status, 422)
    t.ok(await exists('cores', coreC))

    // hole A with its descendants: the split referring to the box goes with it, and then hole B can go
    const before = (await versions('recursive delete')).length
    t.same((await run(`name=holes&id=${h.hole}`, { recursive: true })).body.counts, { curation_section_split: 1, core_section: 1, cores: 1, holes: 1 })
    t.same((await versions('recursive delete')).slice(before).map(v => [v.tbl, v.op]),
      [['curation_section_split', 'd'], ['core_section', 'd'], ['cores', 'd'], ['holes', 'd']])
    t.notOk(await exists('core_section', section))
    t.same((await run(`name=holes&id=${holeB}`, { recursive: true })).body.records.map((r: { model: string }) => r.model), ['curation_corebox', 'holes'])
  })

  t.test('recursive: the right to edit every model it deletes from, and a bound on the records', async t => {
    const hole = (await post(app, 'holes', { site_id: h.site })).id as number
    await post(app, 'cores', { hole_id: hole, core_type: 'R' })
    const holesOnly = await as(app, 'operator', ['form-holes:edit'])
    t.same(await run(`name=holes&id=${hole}`, { recursive: true }, holesOnly), {
      status: 403,
      body: { name: 'Forbidden', message: 'You are not allowed to edit cores.', code: 0, status: 403 }
    })
    t.equal((await run(`name=holes&id=${hole}`, {}, holesOnly)).status, 422, 'not recursive: refused, the hole has cores')
    await sql`insert into cores (hole_id, core, core_type, combined_id) select ${hole}::int, g, 'R', '5065_1_D_' || g from generate_series(2, 1000) g`.execute(app.database.db)
    t.same(await run(`name=holes&id=${hole}`, { recursive: true }), {
      status: 422,
      body: [{ field: 'recursive', message: 'With their descendants the records are more than 1000; one run deletes at most 1000: choose fewer records.' }]
    })
    t.ok(await exists('holes', hole))
  })

  t.test('a model without combined ids; bad bodies; rights and methods', async t => {
    const programs = [(await post(app, 'programs', { program: 'X', program_name: 'Extra' })).id as number, (await post(app, 'programs', { program: 'Y', program_name: 'Why' })).id as number]
    const deleted = (await run('name=programs', { ids: programs })).body
    t.same([deleted.counts, deleted.records], [{ programs: 2 }, programs.map(id => ({ model: 'programs', id }))])
    t.same(await run('name=programs', { recursive: 'yes' }), { status: 422, body: [{ field: 'recursive', message: 'Recursive must be boolean.' }] })
    t.equal((await run(`name=holes&id=${h.hole}`, {}, await as(app, 'viewer'))).status, 403)
    t.equal((await app.inject({ url: '/api/v1/report/BatchDelete?name=holes', headers: operator })).statusCode, 405)
  })
})

t.test('BatchDelete: a database failing in the run fails the request and deletes nothing', async t => {
  const { database: plain } = await openTestDatabase(t)
  const faults = withFaults(plain)
  const { app } = await buildTestApp(t, { database: faults.database })
  const h = await hierarchy(app)
  const core = (await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })).id as number
  faults.fail((node, table) => node.kind === 'DeleteQueryNode' && table === 'holes')
  const failed = await app.inject({ method: 'POST', url: `/api/v1/report/BatchDelete?name=holes&id=${h.hole}`, headers: h.headers, payload: { recursive: true } })
  faults.clear()
  t.equal(failed.statusCode, 503)
  t.equal((await app.inject({ url: `/api/v1/form/${core}?name=cores`, headers: h.headers })).statusCode, 200, 'the core deleted before it is back')
})
