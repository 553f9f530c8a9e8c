import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// CreateUpdateCorebox (bundled section splits): a split saved with a core box name refers to the box of that name in
// its hole (bundled model curation_corebox), made when there is none, once however many saves ask at the same time;
// an empty name clears the reference; a box that splits are kept in cannot be deleted. Its parameters are checked
// when a template is imported, and the core box model cannot be dropped while a model uses it.

t.test('core boxes found or made by name', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers: h.headers, payload })
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() }
  }
  const section = async (hole = h.hole) => {
    const core = await post(app, 'cores', { hole_id: hole, core_type: 'R' })
    return (await post(app, 'core_section', { core_id: core.id })).id as number
  }
  const splitsOf = async (id: number) => (await call('GET', `/api/v1/form?name=curation_section_split&filter[section_id]=${id}&sort=id`)).body.items
  const boxes = async (hole: number) => (await call('GET', `/api/v1/form?name=curation_corebox&filter[hole_id]=${hole}&sort=id`)).body.items
    .map((b: { corebox: string, combined_id: string }) => [b.corebox, b.combined_id])

  const first = await section()
  const [whole] = await splitsOf(first)
  const named = await call('PUT', `/api/v1/form/${whole.id as number}?name=curation_section_split`, { corebox_name: '001' })
  t.equal(named.status, 200)
  const box = named.body.corebox_id as number
  t.ok(box > 0, 'a box was made')
  t.same(await boxes(h.hole), [['001', '5065_1_A_001']], 'in the hole, named as a record of it')
  const half = await call('POST', '/api/v1/form?name=curation_section_split', { section_id: first, type: 'A', origin_split_type: 'WR', corebox_name: '001' })
  t.same([half.status, half.body.corebox_id, half.body.corebox_name], [201, box, '001'], 'the same name finds the same box')
  const other = await call('POST', '/api/v1/form?name=curation_section_split', { section_id: first, type: 'W', origin_split_type: 'WR', corebox_name: '002' })
  t.not(other.body.corebox_id, box)
  t.same((await call('PUT', `/api/v1/form/${other.body.id as number}?name=curation_section_split`, { corebox_name: null })).body.corebox_id, null, 'no name, no box')
  t.same((await call('PUT', `/api/v1/form/${other.body.id as number}?name=curation_section_split`, { comment: 'kept' })).body.corebox_id, null, 'a save without the name leaves the box')

  const hole = (await post(app, 'holes', { site_id: h.site })).id as number
  const elsewhere = await section(hole)
  const [far] = await splitsOf(elsewhere)
  const there = await call('PUT', `/api/v1/form/${far.id as number}?name=curation_section_split`, { corebox_name: '001' })
  t.not(there.body.corebox_id, box, 'boxes are per hole')
  t.same(await boxes(hole), [['001', '5065_1_B_001']])

  const bad = await call('PUT', `/api/v1/form/${far.id as number}?name=curation_section_split`, { corebox_name: 'a_b' })
  t.same([bad.status, bad.body], [422, [{ field: 'corebox_name', message: 'Could not create new core box "a_b": Core Box must not contain "_" (it separates the parts of combined ids).' }]])

  const racing = await section()
  const answers = await Promise.all(['A', 'W', 'X', 'Y'].map(async type =>
    await call('POST', '/api/v1/form?name=curation_section_split', { section_id: racing, type, origin_split_type: 'WR', corebox_name: '077' })))
  t.same(answers.map(a => a.status), [201, 201, 201, 201])
  t.equal(new Set(answers.map(a => a.body.corebox_id)).size, 1, 'concurrent saves make one box')
  t.same((await boxes(h.hole)).map(([name]: string[]) => name), ['001', '002', '077'])

  t.same(await call('DELETE', `/api/v1/form/${box}?name=curation_corebox`), {
    status: 409, body: { name: 'Conflict', message: 'The record cannot be deleted: curation_section_split records refer to it (corebox_id).', code: 0, status: 409 }
  })
})

t.test('CreateUpdateCorebox parameters and the core box model', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const create = async (template: Record<string, unknown>) => {
    const answer = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } })
    return answer.statusCode === 201 ? 201 : answer.json()
  }
  const trays = (parentModel: string, parameters: unknown) => ({
    name: 'trays',
    parentModel,
    columns: { core_id: { type: 'integer' }, site_id: { type: 'integer' }, box_name: { type: 'string', size: 20 }, box_id: { type: 'integer' }, n: { type: 'double' } },
    behaviors: [{ behaviorClass: 'app\\behaviors\\template\\CreateUpdateCoreboxBehavior', parameters }]
  })
  const at = '/behaviors/0/parameters'
  t.same(await create(trays('cores', {})), [
    { field: `${at}/coreboxNameColumn`, message: 'is required: a stored string column of this model (the core box\'s name)' },
    { field: `${at}/coreboxIdColumn`, message: 'is required: a writable stored column (not id, combined_id, igsn, the running number or a calculated one) of type integer (the core box\'s id)' }
  ])
  t.same(await create(trays('cores', { coreboxNameColumn: 'n', coreboxIdColumn: 'box_name' })), [
    { field: `${at}/coreboxNameColumn`, message: '"n" is not a stored string column of this model (the core box\'s name)' },
    { field: `${at}/coreboxIdColumn`, message: '"box_name" is not a writable stored column (not id, combined_id, igsn, the running number or a calculated one) of type integer (the core box\'s id)' }
  ])
  t.same(await create(trays('sites', { coreboxNameColumn: 'box_name', coreboxIdColumn: 'box_id' })), [
    { field: '/behaviors/0/parameters', message: 'needs the model "holes" (the core boxes\' parent) among this model\'s ancestors' }
  ])
  t.equal(await create(trays('cores', { coreboxNameColumn: 'box_name', coreboxIdColumn: 'box_id' })), 201, 'without a 1:n relation too')
  const racks = { ...trays('holes', { coreboxNameColumn: 'box_name', coreboxIdColumn: 'box_id' }), name: 'racks', columns: { hole_id: { type: 'integer' }, box_name: { type: 'string' }, box_id: { type: 'integer' } } }
  t.equal(await create(racks), 201, 'a child of the hole itself')
  const h = await hierarchy(app)
  const rack = await post(app, 'racks', { hole_id: h.hole, box_name: 'R1' })
  const box = await app.inject({ url: `/api/v1/form/${rack.box_id as number}?name=curation_corebox`, headers })
  t.same([box.json().corebox, box.json().hole_id], ['R1', h.hole])
  const dropped = await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=curation_corebox', headers })
  t.same([dropped.statusCode, dropped.json().message], [409, 'Model "curation_corebox" cannot be deleted: "curation_section_split", "trays", "racks" refer to it.'])

  const { app: bare } = await buildTestApp(t, { bundled: false })
  const answer = await bare.inject({
    method: 'POST', url: '/cg/api/create-model', headers: await as(bare, 'developer'),
    payload: { template: { name: 'trays', columns: { box_name: { type: 'string' }, box_id: { type: 'integer' } }, behaviors: [{ behaviorClass: 'CreateUpdateCoreboxBehavior', parameters: { coreboxNameColumn: 'box_name', coreboxIdColumn: 'box_id' } }] } }
  })
  t.same(answer.json(), [{ field: '/behaviors/0/parameters', message: 'needs the model "CurationCorebox" (table curation_corebox), with a parent model and a string column "corebox"' }])
})
