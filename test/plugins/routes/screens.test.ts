import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { addUser, as, login } from '../../helpers/auth.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'

// mDIS's find-igsn: the model and the record that hold an IGSN the service assigned.

t.test('find-igsn answers the model and the record that hold an IGSN', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }, h.headers)
  const hole = (await app.inject({ url: `/api/v1/form/${h.hole}?name=holes`, headers: h.headers })).json()
  t.match(core.igsn, /^[0-9A-Z]{8}EC[0-9A-Z]{5}$/)
  const find = async (igsn: string, headers = h.headers) => await app.inject({ url: `/api/v1/app/find-igsn/${igsn}`, headers })

  const found = await find(core.igsn)
  t.equal(found.statusCode, 200)
  t.same(found.json(), { model: 'cores', id: core.id, record: core }, 'the core, as the data API reads it')
  t.same((await find(hole.igsn.toLowerCase())).json(), { model: 'holes', id: h.hole, record: hole }, 'any case; the tag picks the model')

  // IGSNs no record holds: another id, another program, a tag no model gives, no IGSN, ids beyond the range
  const code = core.igsn.slice(10) as string
  const other = `${core.igsn.slice(0, 10)}${code[0] === 'Z' ? 'Y' : 'Z'}${code.slice(1)}`
  for (const igsn of [other, `XXXX${core.igsn.slice(4) as string}`, `${core.igsn.slice(0, 9) as string}Q${code}`, 'NOT-AN-IGSN', `${core.igsn.slice(0, 10) as string}ZZZZZZ`, `${core.igsn.slice(0, 10) as string}00000`]) {
    const missing = await find(igsn)
    t.same([missing.statusCode, missing.json().message], [404, `No record holds the IGSN ${igsn.toUpperCase()}.`], igsn)
  }
  t.equal((await find('I'.repeat(33))).statusCode, 400, 'longer than an IGSN')

  // a viewer of other models only does not learn of the record
  await addUser(app, 'hole-viewer', ['viewer'], ['form-holes:view'])
  const viewer = { authorization: `Bearer ${await login(app, 'hole-viewer')}` }
  t.equal((await find(core.igsn, viewer)).statusCode, 404)
  t.equal((await find(hole.igsn, viewer)).statusCode, 200)
  t.equal((await app.inject({ url: `/api/v1/app/find-igsn/${core.igsn as string}` })).statusCode, 401)
  t.equal((await find(core.igsn, await as(app, 'viewer'))).statusCode, 200, 'a viewer without permissions views every model')
})

t.test('filter-lists answers the cascading choices of a filter bar', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const site2 = await post(app, 'sites', { expedition_id: h.expedition }, h.headers)
  const holeB = await post(app, 'holes', { site_id: h.site }, h.headers)
  await post(app, 'holes', { site_id: site2.id }, h.headers)
  const lists = async (models: unknown, headers = h.headers) =>
    await app.inject({ url: `/api/v1/form/filter-lists?models=${encodeURIComponent(typeof models === 'string' ? models : JSON.stringify(models))}`, headers })

  const answer = await lists([
    { model: 'programs', require: null },
    { model: 'sites', require: { as: 'expedition_id', value: h.expedition } },
    { model: 'holes', require: { as: 'site_id', value: String(h.site) } },
    { model: 'cores' }
  ])
  t.equal(answer.statusCode, 200)
  const program = (await app.inject({ url: `/api/v1/form/${h.program}?name=programs`, headers: h.headers })).json()
  const sites = (await app.inject({ url: `/api/v1/form?name=sites&sort=site`, headers: h.headers })).json().items
  t.same(answer.json(), {
    programs: [{ value: h.program, text: String(program.program) }],
    sites: sites.map((s: Record<string, any>) => ({ value: s.id, text: String(s.site), expedition_id: h.expedition })),
    holes: [{ value: h.hole, text: 'A', site_id: h.site }, { value: holeB.id, text: 'B', site_id: h.site }],
    cores: []
  }, 'each model by name, narrowed by its parent choice, with the parent id')

  // a model without a name attribute is named by its id; a record without a name has none
  const token = h.headers
  const admin = await as(app, 'admin')
  for (const template of [
    { name: 'crates', columns: { weight: { type: 'double' } } },
    { name: 'boxes', nameAttribute: 'label', columns: { label: { type: 'string', size: 20 } } }
  ]) t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: admin, payload: { template } })).statusCode, 201)
  const crate = await post(app, 'crates', { weight: 2 }, admin)
  const boxes = [await post(app, 'boxes', { label: 'b1' }, admin), await post(app, 'boxes', {}, admin)]
  t.same((await lists([{ model: 'crates', require: null }, { model: 'boxes' }], admin)).json(), {
    crates: [{ value: crate.id, text: String(crate.id) }],
    boxes: [{ value: boxes[0].id, text: 'b1' }, { value: boxes[1].id, text: null }]
  })

  const bad = async (models: unknown, status: number, message: RegExp) => {
    const response = await lists(models, token)
    t.equal(response.statusCode, status, JSON.stringify(models))
    t.match(response.json().message, message)
  }
  await bad('[{', 400, /not JSON/)
  await bad({ model: 'sites' }, 400, /not an array of 1 to 20/)
  await bad([], 400, /not an array/)
  await bad(Array.from({ length: 21 }, () => ({ model: 'sites' })), 400, /not an array of 1 to 20/)
  await bad([null], 400, /entry 0 has no model name/)
  await bad([{ model: 'sites', require: { as: 'expedition_id' } }], 400, /require of entry 0 needs/)
  await bad([{ model: 'sites', require: 5 }], 400, /require of entry 0 needs/)
  await bad([{ model: 'sites', require: { as: 'expedition', value: 1 } }], 400, /did you mean "expedition_id"/)
  await bad([{ model: 'site', require: null }], 404, /did you mean "sites"/)

  await addUser(app, 'site-viewer', ['viewer'], ['form-sites:view'])
  const viewer = { authorization: `Bearer ${await login(app, 'site-viewer')}` }
  t.equal((await lists([{ model: 'sites' }], viewer)).statusCode, 200)
  const refused = await lists([{ model: 'sites' }, { model: 'holes' }], viewer)
  t.same([refused.statusCode, refused.json().message], [403, 'You are not allowed to view holes.'])
})

t.test('defaults answer a new unsaved record for a parent', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }, h.headers)
  const defaults = async (name: string, payload: unknown, headers = h.headers) =>
    await app.inject({ method: 'POST', url: `/api/v1/form/defaults?name=${name}`, headers, payload: payload as Record<string, unknown> })

  const core = await defaults('cores', { hole_id: h.hole })
  t.equal(core.statusCode, 200)
  const draft = core.json()
  t.match(draft, { hole_id: h.hole, site_id: h.site, expedition_id: h.expedition, program_id: h.program, core: 2, core_catcher: 0, core_recovery_pc: 0, archive_files: { filter: { hole: h.hole, core: null }, files: [] } },
    'the next running number in the hole, the defaults, the ancestry')
  t.notOk('id' in draft || 'combined_id' in draft || 'igsn' in draft, 'nothing the create gives')
  const saved = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { ...draft, core_type: 'R', archive_files: undefined } })
  t.same([saved.statusCode, saved.json().core], [201, 2], 'the draft, filled in, creates')
  t.same((await defaults('cores', { hole_id: String(h.hole) })).json().core, 3)

  const program = await defaults('programs', {})
  t.equal(program.statusCode, 200, 'a model without a parent needs none')
  t.notOk('id' in program.json())

  const refused = await defaults('cores', {})
  t.same([refused.statusCode, refused.json().message], [400, 'The body must name the parent record: {"hole_id": <id of a holes record>}.'])
  t.equal((await defaults('cores', { hole_id: 'x' })).statusCode, 400)
  t.equal((await defaults('cores', [1])).statusCode, 400)
  // (found by the fuzzer: the text of an array nested 10,000 deep overflowed the stack)
  const deep = await app.inject({ method: 'POST', url: '/api/v1/form/defaults?name=cores', headers: { ...h.headers, 'content-type': 'application/json' }, payload: `{"hole_id":${'['.repeat(10000)}${']'.repeat(10000)}}` })
  t.equal(deep.statusCode, 400, 'a parent id that is no number or text')
  const missing = await defaults('cores', { hole_id: 999 })
  t.same([missing.statusCode, missing.json()[0].field], [422, 'hole_id'])
  t.equal((await defaults('core', { hole_id: h.hole })).statusCode, 404)
  t.equal((await defaults('cores', { hole_id: h.hole }, await as(app, 'viewer'))).statusCode, 403)
})

t.test('forms answers the data-entry menu: the forms of the models the caller may view, by module', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const forms = async (headers: { authorization: string }) => await app.inject({ url: '/api/v1/app/forms', headers })
  const all = (await forms(await as(app, 'viewer'))).json()
  t.same(Object.keys(all).sort(), ['Core', 'Curation', 'Project'])
  t.same(all.Project.map((f: { name: string }) => f.name), ['expeditions', 'holes', 'programs', 'sites'])
  t.same(all.Core, [
    { name: 'core_section', model: 'core_section', module: 'Core', dataModel: 'core_section', parent: 'cores', custom: false, modifiedAt: null },
    { name: 'cores', model: 'cores', module: 'Core', dataModel: 'cores', parent: 'holes', custom: false, modifiedAt: null }
  ])
  const form = { name: 'core', dataModel: 'cores', fields: [{ name: 'core' }] }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-form', headers: dev, payload: { template: form } })).statusCode, 201)
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-form', headers: dev, payload: { template: { ...form, name: 'core-quick' } } })).statusCode, 201)
  const stored = (await forms(dev)).json().Core
  t.same(stored.map((f: { name: string, custom: boolean }) => [f.name, f.custom]), [['core', true], ['core-quick', true], ['core_section', false]], 'stored forms stand for their model')

  await addUser(app, 'hole-viewer', ['viewer'], ['form-holes:view'])
  const holeViewer = { authorization: `Bearer ${await login(app, 'hole-viewer')}` }
  t.same((await forms(holeViewer)).json(), { Project: [{ name: 'holes', model: 'holes', module: 'Project', dataModel: 'holes', parent: 'sites', custom: false, modifiedAt: null }] })
  t.equal((await app.inject({ url: '/api/v1/app/forms' })).statusCode, 401)
})
