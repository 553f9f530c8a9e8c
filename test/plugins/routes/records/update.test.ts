import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

t.test('update: partial bodies, computed fields follow, the whole record comes back', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', drilled_length: 4, core_recovery: 2 })
  const put = async (id: number, payload: unknown, method: 'PUT' | 'PATCH' = 'PUT', name = 'cores') =>
    await app.inject({ method, url: `/api/v1/form/${id}?name=${name}`, headers: h.headers, payload: payload as Record<string, unknown> })
  const one = await put(core.id, { core_recovery: 3 })
  t.equal(one.statusCode, 200)
  t.same(Object.keys(one.json()), Object.keys(core), 'the same field set as create')
  t.match(one.json(), { core_recovery: 3, core_recovery_pc: 75, drilled_length: 4, igsn: core.igsn, combined_id: '5065_1_A_1' })
  t.match((await put(core.id, { drilled_length: null }, 'PATCH')).json(), { drilled_length: null, core_recovery_pc: 0 }, 'PATCH behaves the same')
  t.same((await put(core.id, {})).json(), (await app.inject({ url: `/api/v1/form/${core.id as number}?name=cores`, headers: h.headers })).json(), 'an empty body changes nothing')
  t.match((await put(core.id, { core_ondeck: '2024-06-01T07:05' })).json(), { core_ondeck: '2024-06-01 07:05:00' })

  const errors = await put(core.id, { core: 'abc', core_type: '', id: 5, extra: true })
  t.same([errors.statusCode, errors.json()], [422, [
    { field: 'extra', message: '"extra" is not a field of cores.' },
    { field: 'core', message: 'Core must be an integer.' },
    { field: 'core_type', message: 'Core Type cannot be blank.' }
  ]])
  t.equal((await put(999, { remarks: 'x' })).statusCode, 404)
  t.same((await put(999, { remarks: 'x' })).json(), { name: 'Not Found', message: 'Object not found: cores 999', code: 0, status: 404 })
  t.equal((await put(core.id, { remarks: 'x' }, 'PUT', 'nothing')).statusCode, 404)
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/form/${core.id as number}?name=cores`, headers: await as(app, 'viewer'), payload: {} })).statusCode, 403)
  t.equal((await app.inject({ method: 'PUT', url: '/api/v1/form/0?name=cores', headers: h.headers, payload: {} })).statusCode, 404)
  t.equal((await app.inject({ method: 'PUT', url: '/api/v1/form/99999999999?name=cores', headers: h.headers, payload: {} })).statusCode, 404)
})

t.test('running numbers stay unique inside the parent; moving to another parent re-checks them', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const holeB = await post(app, 'holes', { site_id: h.site })
  const a1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const a2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const b1 = await post(app, 'cores', { hole_id: holeB.id, core_type: 'R' })
  const put = async (id: number, payload: Record<string, unknown>) =>
    await app.inject({ method: 'PUT', url: `/api/v1/form/${id}?name=cores`, headers: h.headers, payload })
  t.same((await put(a2.id, { core: 1 })).json(), [{ field: 'core', message: 'Core "1" has already been taken.' }])
  t.same((await put(b1.id, { hole_id: h.hole })).json(), [{ field: 'core', message: 'Core "1" has already been taken.' }], 'core 1 exists in hole A')
  t.same((await put(b1.id, { hole_id: 999 })).json(), [{ field: 'hole_id', message: 'Hole ID 999 does not refer to an existing holes record.' }])
  const moved = await put(b1.id, { hole_id: h.hole, core: 5 })
  t.match(moved.json(), { hole_id: h.hole, core: 5, combined_id: '5065_1_A_5', site_id: h.site })
  t.match((await put(a1.id, { core: 1 })).json(), { core: 1 }, 'keeping its own number is fine')
})

t.test('a renamed record takes its descendants and their files along', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const s1 = await post(app, 'core_section', { core_id: core.id })
  const s2 = await post(app, 'core_section', { core_id: core.id })
  const db = app.database.db
  await db.insertInto('rs_archive_file').values([
    { filename: 'a', original_filename: 'a', filesize: 1, mime_type: 'text/plain', checksum: 'x', upload_date: '2024-01-01 00:00:00', parent_combined_id: '5065_1_A_1', expedition_id: h.expedition, site_id: h.site, hole_id: h.hole, core_id: core.id },
    { filename: 'b', original_filename: 'b', filesize: 1, mime_type: 'text/plain', checksum: 'x', upload_date: '2024-01-01 00:00:00', parent_combined_id: '5065_1_A_1_2', expedition_id: h.expedition, site_id: h.site, hole_id: h.hole, core_id: core.id, section_id: s2.id }
  ]).execute()
  const renamed = await app.inject({ method: 'PUT', url: `/api/v1/form/${h.hole}?name=holes`, headers: h.headers, payload: { hole: 'Z' } })
  t.equal(renamed.json().combined_id, '5065_1_Z')
  const read = async (name: string, id: number) => (await app.inject({ url: `/api/v1/form/${id}?name=${name}`, headers: h.headers })).json()
  t.equal((await read('cores', core.id)).combined_id, '5065_1_Z_1')
  t.same([(await read('core_section', s1.id)).combined_id, (await read('core_section', s2.id)).combined_id], ['5065_1_Z_1_1', '5065_1_Z_1_2'])
  t.same((await db.selectFrom('rs_archive_file').select('parent_combined_id').orderBy('id').execute()).map(r => r.parent_combined_id), ['5065_1_Z_1', '5065_1_Z_1_2'])
  const coreFiles = (await read('cores', core.id)).archive_files.files
  t.same(coreFiles.map((f: { filename: string, upload_date: string }) => [f.filename, f.upload_date]), [['a', '2024-01-01 00:00:00'], ['b', '2024-01-01 00:00:00']], 'files of the core and its sections')
  const expedition = await app.inject({ method: 'PUT', url: `/api/v1/form/${h.expedition}?name=expeditions`, headers: h.headers, payload: { expedition: '5066' } })
  t.equal(expedition.json().combined_id, '5066')
  t.equal((await read('core_section', s2.id)).combined_id, '5066_1_Z_1_2', 'all the way down')
  t.equal((await read('cores', core.id)).igsn, core.igsn, 'an IGSN never changes')
  t.same((await app.inject({ method: 'PUT', url: `/api/v1/form/${h.hole}?name=holes`, headers: h.headers, payload: { hole: 'A_B' } })).json(),
    [{ field: 'hole', message: 'Hole must not contain "_" (it separates the parts of combined ids).' }])
})

t.test('delete: 204, 404 when absent, 409 while children or files refer to it', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const del = async (name: string, id: number | string, headers = h.headers) => await app.inject({ method: 'DELETE', url: `/api/v1/form/${id}?name=${name}`, headers })
  const refused = await del('holes', h.hole)
  t.same([refused.statusCode, refused.json()], [409, { name: 'Conflict', message: 'The record cannot be deleted: cores records refer to it.', code: 0, status: 409 }])
  t.equal((await del('cores', core.id, await as(app, 'viewer'))).statusCode, 403)
  await app.database.db.insertInto('rs_archive_file').values({ filename: 'a', original_filename: 'a', filesize: 1, mime_type: 'text/plain', checksum: 'x', upload_date: '2024-01-01 00:00:00', core_id: core.id }).execute()
  t.same((await del('cores', core.id)).json().message, 'The record cannot be deleted: files are assigned to it.')
  await app.database.db.deleteFrom('rs_archive_file').execute()
  const gone = await del('cores', core.id)
  t.same([gone.statusCode, gone.body], [204, ''])
  t.equal((await del('cores', core.id)).statusCode, 404)
  t.equal((await del('cores', 'abc')).statusCode, 404)
  t.equal((await app.inject({ url: `/api/v1/form/${core.id as number}?name=cores`, headers: h.headers })).statusCode, 404)
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/models/holes/${h.hole}`, headers: h.headers })).statusCode, 204, 'per-model path')
  t.equal((await del('programs', h.program)).statusCode, 409)
})

t.test('duplicate: an unsaved draft with the next number that posts back as a valid record', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const source = await post(app, 'cores', {
    hole_id: h.hole, core_type: 'R', analyst: 'CK', core_diameter: 63.5, core_recovery: 2.5, drilled_length: 3, mcd_offset: 1.2, oriented: 1,
    top_depth: 10, remarks: 'copy me', core_ondeck: '2024-05-01 10:30'
  })
  const response = await app.inject({ method: 'POST', url: `/api/v1/form/duplicate?name=cores&id=${source.id as number}`, headers: h.headers })
  t.equal(response.statusCode, 200)
  const draft = response.json()
  t.notOk('id' in draft || 'combined_id' in draft || 'igsn' in draft, 'no id, combined_id or igsn members')
  t.match(draft, {
    hole_id: h.hole, core: 2, core_type: 'R', analyst: 'CK', remarks: 'copy me', top_depth: 10, drilled_length: 3, core_ondeck: '2024-05-01 10:30:00',
    core_diameter: null, core_recovery: null, mcd_offset: null, oriented: null, core_recovery_pc: 0,
    site_id: h.site, expedition_id: h.expedition, program_id: h.program,
    archive_files: { filter: { expedition: h.expedition, site: h.site, hole: h.hole, core: null }, files: [] }
  })
  t.equal(await app.database.db.selectFrom('cores').select(sql => sql.fn.countAll().as('n')).executeTakeFirst().then(r => Number(r!.n)), 1, 'nothing was stored')
  const saved = await post(app, 'cores', draft)
  t.match(saved, { core: 2, combined_id: '5065_1_A_2', remarks: 'copy me' })
  t.match((await app.inject({ method: 'POST', url: `/api/v1/form/duplicate?name=cores&id=${source.id as number}`, headers: h.headers })).json(), { core: 3 }, 'the next free number')
  t.match((await app.inject({ method: 'POST', url: `/api/v1/models/cores/${source.id as number}/duplicate`, headers: h.headers })).json(), { core: 3 }, 'per-model path')
  const hole = await app.inject({ method: 'POST', url: `/api/v1/form/duplicate?name=holes&id=${h.hole}`, headers: h.headers })
  t.match(hole.json(), { hole: 'B', archive_files: { filter: { hole: null }, files: [] } })
  const program = await app.inject({ method: 'POST', url: `/api/v1/form/duplicate?name=programs&id=${h.program}`, headers: h.headers })
  t.same(program.json(), { program: 'ICDP', program_name: 'International Continental Drilling Program', remarks: null }, 'a model without running number or files')
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form/duplicate?name=cores&id=999', headers: h.headers })).statusCode, 404)
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form/duplicate?name=cores', headers: h.headers })).statusCode, 400)
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form/duplicate?name=cores&id=x', headers: h.headers })).statusCode, 400)
  t.equal((await app.inject({ method: 'POST', url: `/api/v1/form/duplicate?name=cores&id=${source.id as number}`, headers: await as(app, 'viewer') })).statusCode, 403)
})
