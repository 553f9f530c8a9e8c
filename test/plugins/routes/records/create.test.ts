import t from 'tap'
import { sql } from 'kysely'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

t.test('create answers the full stored record with server-assigned identifiers', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/form?name=cores',
    headers: h.headers,
    payload: { hole_id: h.hole, core_type: 'R', analyst: 'CK', core_ondeck: '2024-05-01 10:30', core_recovery: 2.5, drilled_length: 3, top_depth: 10.5, bottom_depth: 13.5 }
  })
  t.equal(response.statusCode, 201)
  const core = response.json()
  t.same(Object.keys(core), ['id', 'hole_id', 'core', 'combined_id', 'analyst', 'top_depth', 'bottom_depth', 'continuity', 'core_catcher',
    'core_diameter', 'core_loss_reason', 'core_ondeck', 'core_recovery', 'core_recovery_pc', 'core_type', 'drilled_length', 'igsn',
    'last_section', 'mcd_offset', 'oriented', 'remarks', 'temperature', 'rqd_abundance', 'rqd_intensity', 'site_id', 'expedition_id',
    'program_id', 'archive_files'], 'exactly the spec\'s field set')
  t.match(core, {
    hole_id: h.hole,
    core: 1,
    combined_id: '5065_1_A_1',
    core_ondeck: '2024-05-01 10:30:00',
    core_recovery_pc: 83.33,
    core_catcher: 0,
    site_id: h.site,
    expedition_id: h.expedition,
    program_id: h.program,
    archive_files: { filter: { expedition: h.expedition, site: h.site, hole: h.hole, core: core.id }, files: [] }
  })
  t.match(core.igsn, /^ICDP5065EC[0-9A-Z]{5}$/)
  t.equal(typeof core.id, 'number')

  const second = await post(app, 'cores', { hole_id: h.hole, core_type: 'H' })
  t.match(second, { core: 2, combined_id: '5065_1_A_2', core_recovery_pc: 0 }, 'the next free number; recovery 0 without values')
  t.not(second.igsn, core.igsn)
  const given = await post(app, 'cores', { hole_id: h.hole, core_type: 'H', core: 7 })
  t.equal(given.combined_id, '5065_1_A_7')
  t.equal((await post(app, 'cores', { hole_id: h.hole, core_type: 'H' })).core, 8, 'max + 1')

  const holes = await Promise.all(['B', 'C'].map(async () => await post(app, 'holes', { site_id: h.site })))
  t.same(holes.map(x => x.hole).sort(), ['B', 'C'], 'holes get letters')
  t.match(holes[0].igsn, /^ICDP5065EH/)
  const site2 = await post(app, 'sites', { expedition_id: h.expedition })
  t.match(site2, { site: '2', combined_id: '5065_2' }, 'string running numbers count on')
  const section = await post(app, 'core_section', { core_id: core.id, top_depth: 10.5, section_length: 0.75 })
  t.match(section, { section: 1, combined_id: '5065_1_A_1_1', bottom_depth: 11.25, core_id: core.id, hole_id: h.hole, program_id: h.program })
  t.match(section.igsn, /^ICDP5065ES/)
  t.same(section.archive_files.filter, { expedition: h.expedition, site: h.site, hole: h.hole, core: core.id, section: section.id })
})

t.test('the read of a record equals what create answered', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const created = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', remarks: 'fine' })
  const read = await app.inject({ url: `/api/v1/form/${created.id as number}?name=cores`, headers: await as(app, 'viewer') })
  t.same(read.json(), created)
  const typed = await app.inject({ url: `/api/v1/models/cores/${created.id as number}`, headers: await as(app, 'viewer') })
  t.same(typed.json(), created, 'the per-model path answers the same')
})

t.test('every problem of a body comes back together as the 422 array', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const send = async (payload: unknown, name = 'cores') =>
    await app.inject({ method: 'POST', url: `/api/v1/form?name=${name}`, headers: h.headers, payload: payload as Record<string, unknown> })
  const blank = await send({ hole_id: h.hole })
  t.same([blank.statusCode, blank.json()], [422, [{ field: 'core_type', message: 'Core Type cannot be blank.' }]])
  const many = await send({ hole_id: 'abc', core_type: '', core: 'x', analyst: 'ZZ', core_ondeck: '2024-13-01', oriented: 5, extra: 1 })
  t.equal(many.statusCode, 422)
  t.same(many.json(), [
    { field: 'extra', message: '"extra" is not a field of cores.' },
    { field: 'hole_id', message: 'Hole ID must be an integer.' },
    { field: 'core', message: 'Core must be an integer.' },
    { field: 'analyst', message: 'Analyst "ZZ" is not in the value list ANALYST.' },
    { field: 'core_ondeck', message: 'The format of Core on Deck is invalid.' },
    { field: 'core_type', message: 'Core Type cannot be blank.' },
    { field: 'oriented', message: 'Oriented must be either "1" or "0".' }
  ])
  const semantic = await send({ hole_id: 999, core_type: 'Q', analyst: 'ZZ' })
  t.same(semantic.json(), [
    { field: 'hole_id', message: 'Hole ID 999 does not refer to an existing holes record.' },
    { field: 'analyst', message: 'Analyst "ZZ" is not in the value list ANALYST.' },
    { field: 'core_type', message: 'Core Type "Q" is not in the value list CORE_TYPE.' }
  ])
  t.same((await send({ hole_id: 999, core_type: 'R' })).json(), [{ field: 'hole_id', message: 'Hole ID 999 does not refer to an existing holes record.' }],
    'a missing parent alone (the one-statement create finds no parent)')
  await post(app, 'cores', { hole_id: h.hole, core_type: 'R', core: 3 })
  const taken = await send({ hole_id: h.hole, core_type: 'R', core: 3 })
  t.same([taken.statusCode, taken.json()], [422, [{ field: 'core', message: 'Core "3" has already been taken.' }]])
  t.same((await send({ hole_id: h.hole, core_type: 'R', core: 0 })).json(), [{ field: 'core', message: 'Core must be greater than or equal to "1".' }])
  const underscore = await send({ expedition_id: h.expedition, site: '1_2' }, 'sites')
  t.same(underscore.json(), [{ field: 'site', message: 'Site must not contain "_" (it separates the parts of combined ids).' }])
  const methods = await send({ site_id: h.site, drilling_method: ['rotary', 'laser'] }, 'holes')
  t.same(methods.json(), [{ field: 'drilling_method', message: 'Drilling Method "laser" is not in the value list DRILLING_METHOD.' }])
  t.match(await post(app, 'holes', { site_id: h.site, drilling_method: 'rotary;sonic' }), { drilling_method: ['rotary', 'sonic'] })
})

t.test('server-set fields in a body are ignored; bad bodies and unknown models are refused clearly', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', id: 999, combined_id: 'x', igsn: 'y', core_recovery_pc: 50, site_id: 77, archive_files: {} })
  t.not(core.id, 999)
  t.equal(core.combined_id, '5065_1_A_1')
  t.not(core.igsn, 'y')
  t.equal(core.core_recovery_pc, 0)
  t.equal(core.site_id, h.site)
  for (const payload of ['[1,2]', '"text"', 'null', '42']) {
    const response = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: { ...h.headers, 'content-type': 'application/json' }, payload })
    t.same([response.statusCode, response.json().message], [400, 'The request body must be a JSON object of field: value pairs.'], payload)
  }
  const empty = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers })
  t.equal(empty.statusCode, 400)
  const text = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: { ...h.headers, 'content-type': 'text/plain' }, payload: 'hole_id=1' })
  t.equal(text.statusCode, 400, 'text is not a JSON object')
  const xml = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: { ...h.headers, 'content-type': 'application/xml' }, payload: '<core/>' })
  t.same([xml.statusCode, xml.json().name], [415, 'Unsupported Media Type'])
  const unknown = await app.inject({ method: 'POST', url: '/api/v1/form?name=boreholes', headers: h.headers, payload: {} })
  t.same([unknown.statusCode, unknown.json()], [404, { name: 'Not Found', message: 'Model "boreholes" does not exist.', code: 0, status: 404 }])
  const near = await app.inject({ url: '/api/v1/form?name=core', headers: h.headers })
  t.same([near.statusCode, near.json().message], [404, 'Model "core" does not exist; did you mean "cores"?'], 'the likely model')
  const field = await app.inject({ url: '/api/v1/form?name=cores&filter[hole]=1', headers: h.headers })
  t.same([field.statusCode, field.json().message], [400, 'Unknown filter field "hole"; did you mean "hole_id"?'], 'the likely field')
  const noName = await app.inject({ method: 'POST', url: '/api/v1/form', headers: h.headers, payload: {} })
  t.equal(noName.statusCode, 400)
  const proto = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: { ...h.headers, 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}, "hole_id": 1}' })
  t.equal(proto.statusCode, 400)
})

t.test('writes need an editing role and the model\'s edit permission', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const payload = { hole_id: h.hole, core_type: 'R' }
  const status = async (headers: Record<string, string>, name = 'cores') =>
    (await app.inject({ method: 'POST', url: `/api/v1/form?name=${name}`, headers, payload })).statusCode
  t.equal(await status(await as(app, 'viewer')), 403)
  t.equal(await status({}), 401)
  t.equal(await status(await as(app, 'operator', ['form-cores:edit'])), 201)
  t.equal(await status(await as(app, 'operator', ['form-holes:edit'])), 403)
  t.equal(await status(await as(app, 'operator', ['form-cores:view'])), 403, 'view is not edit')
  t.equal(await status(await as(app, 'developer')), 201)
  t.equal(await status(await as(app, 'admin')), 201)
})

t.test('a create while the table is gone behind the service answers 404, and works again once it is back', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  // before the first create of the model: its id sequence is looked up then, and a failed lookup must not stick
  await sql`alter table cores rename to cores_away`.execute(app.database.db)
  const gone = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } })
  t.same([gone.statusCode, gone.json().message], [404, 'The model no longer exists.'])
  await sql`alter table cores_away rename to cores`.execute(app.database.db)
  t.match(await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }), { core: 1, combined_id: '5065_1_A_1' })
})
