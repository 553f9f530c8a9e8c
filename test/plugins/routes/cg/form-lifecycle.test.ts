import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'

// Form templates as objects of their own: create-form, update-form, rename-form, delete-form, the seed, several
// forms per model, their checks, and a model that keeps its forms from being dropped.

const sectionForm = (extra: Record<string, unknown> = {}) => ({
  name: 'section',
  dataModel: 'core_section',
  fields: [
    { name: 'section', label: 'Section', formInput: { type: 'text' }, group: '-group1', order: 0 },
    { name: 'analyst', formInput: { type: 'select', selectSource: { type: 'list', listName: 'ANALYST', textField: 'remark', valueField: 'display' } } },
    { name: 'core_id', formInput: { type: 'select', selectSource: { type: 'one_relation', model: 'cores', textField: 'combined_id', valueField: 'id' } } }
  ],
  supForms: { core: { buttonLabel: 'Core', url: '/forms/core-form', parentIdField: 'core_id' } },
  ...extra
})

t.test('forms are created, changed, renamed and deleted through cg', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const cg = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, template?: unknown, headers = dev) => {
    const response = await app.inject({ method, url: `/cg/api/${url}`, headers, payload: template === undefined ? undefined : { template } as Record<string, unknown> })
    return { status: response.statusCode, body: response.body === '' ? null : response.json() }
  }

  t.test('create-form: stored and answered as it is; a second form of the same model; 409 for a name in use', async t => {
    t.same(await cg('POST', 'create-form', sectionForm()), { status: 201, body: sectionForm() })
    const read = await cg('GET', 'get-form-template?name=section')
    t.match(read.body, { ...sectionForm(), fields: [{ name: 'section', searchable: true }, { name: 'analyst' }, { name: 'core_id' }], requiredFilters: [{ value: 'cores', as: 'core_id', skipOnEmpty: false }] })
    t.equal(read.body.filterDataModels.at(-1).model, 'cores')
    const short = sectionForm({ name: 'section-short', fields: [{ name: 'section' }] })
    t.equal((await cg('POST', 'create-form', short)).status, 201, 'a model may have several forms')
    const again = await cg('POST', 'create-form', sectionForm())
    t.same([again.status, again.body.message], [409, 'Form "section" already exists.'])
    const summary = (await cg('GET', 'summary')).body.forms.filter((f: { model: string }) => f.model === 'core_section')
    t.same(summary.map((f: { name: string, custom: boolean }) => [f.name, f.custom]), [['section', true], ['section-short', true]])
    const viewer = await as(app, 'viewer')
    t.equal((await cg('POST', 'create-form', sectionForm({ name: 'x' }), viewer)).status, 403, 'developers only')
    t.equal((await cg('GET', 'get-form-template?name=section', undefined, viewer)).status, 200, 'anyone signed in reads')
  })

  t.test('a form is checked against its model, its value lists and related models', async t => {
    const fields = [
      { name: 'section', formInput: { type: 'select', selectSource: { type: 'list', listName: 'ANALYSTS' } } },
      { name: 'analyst', formInput: { type: 'select', selectSource: { type: 'api', model: 'nothing' } } },
      { name: 'core_id', formInput: { type: 'select', selectSource: { type: 'table' } } },
      { name: 'comment', formInput: { type: 'select', selectSource: 'cores' } },
      { name: 'top_depth', formInput: { type: 'select', selectSource: { type: 'many_relation' } } },
      { name: 'curated_length', formInput: { type: 'select', selectSource: { type: 'list' } } }
    ]
    t.same(await cg('POST', 'create-form', sectionForm({ name: 'bad', fields })), {
      status: 422,
      body: [
        { field: '/fields/0/formInput/selectSource/listName', message: 'must name a value list that exists; did you mean "ANALYST"?' },
        { field: '/fields/1/formInput/selectSource/model', message: 'must name a model that exists ("nothing" does not)' },
        { field: '/fields/2/formInput/selectSource/type', message: 'must be one of list, api, one_relation, many_relation' },
        { field: '/fields/3/formInput/selectSource', message: 'must be an object {type, listName or model, textField, valueField}' },
        { field: '/fields/4/formInput/selectSource/model', message: 'must name a model that exists' },
        { field: '/fields/5/formInput/selectSource/listName', message: 'must name a value list that exists' }
      ]
    })
    t.same((await cg('POST', 'create-form', { name: 'bad' })).body, [{ field: '/dataModel', message: 'is required' }, { field: '/fields', message: 'is required' }])
    t.same((await cg('POST', 'create-form', sectionForm({ name: 'cores' }))).body, [{ field: '/name', message: '"cores" is the name of model "cores"' }])
    t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-form', headers: dev, payload: sectionForm() })).statusCode, 422, 'the form goes in {template}')
    t.equal((await cg('GET', 'get-form-template?name=bad')).status, 404, 'nothing stored')
  })

  t.test('update-form: the next version under the same name (PUT, or POST as mDIS front ends)', async t => {
    const changed = sectionForm({ fields: [{ name: 'section', label: 'No.' }] })
    t.same(await cg('PUT', 'update-form?name=section', changed), { status: 200, body: changed })
    t.same((await cg('GET', 'get-form-template?name=section')).body.fields.map((f: { label: string }) => f.label), ['No.'])
    t.equal((await cg('POST', 'update-form?name=section', sectionForm())).status, 200)
    t.same(await cg('PUT', 'update-form?name=section', sectionForm({ name: 'other' })),
      { status: 422, body: [{ field: '/name', message: 'must stay "section" (rename-form renames a form)' }] })
    t.same((await cg('PUT', 'update-form?name=secton', sectionForm({ name: 'secton' }))).body.message, 'Object not found: secton; did you mean "section"?')
    t.equal((await cg('PUT', 'update-form?name=section', sectionForm({ fields: [{ name: 'nope' }] }))).status, 422)
  })

  t.test('rename-form', async t => {
    t.same(await cg('POST', 'rename-form?name=section-short&newName=section-brief'), { status: 200, body: sectionForm({ name: 'section-brief', fields: [{ name: 'section' }] }) })
    t.equal((await cg('GET', 'get-form-template?name=section-short')).status, 404)
    t.equal((await cg('GET', 'get-form-template?name=section-brief')).body.name, 'section-brief')
    t.same(await cg('POST', 'rename-form?name=section-brief&newName=section-brief'), { status: 200, body: sectionForm({ name: 'section-brief', fields: [{ name: 'section' }] }) }, 'the same name: nothing to do')
    t.equal((await cg('POST', 'rename-form?name=section-brief&newName=section')).status, 409)
    t.same((await cg('POST', 'rename-form?name=section-brief&newName=Section Brief')).body,
      [{ field: 'newName', message: 'must be a kebab-case form name: lower-case letters, digits and -, starting with a letter, at most 63 characters' }])
    t.same((await cg('POST', 'rename-form?name=section-brief&newName=holes')).body, [{ field: 'newName', message: '"holes" is the name of model "holes"' }])
    t.equal((await cg('POST', 'rename-form?name=gone&newName=here')).status, 404)
  })

  t.test('get-form-template-seed: what a new form starts from', async t => {
    const seed = await cg('GET', 'get-form-template-seed?modelName=core_section')
    t.equal(seed.status, 200)
    t.notOk('id' in seed.body.availableFieldTemplates || 'core_id' in seed.body.availableFieldTemplates, 'no id, no parent reference')
    t.match(seed.body.availableFieldTemplates.section_length, { name: 'section_length', label: 'Section Length', unit: 'm', formInput: { type: 'text' } })
    t.same(seed.body.initialTemplate.name, '')
    t.same(seed.body.initialTemplate.dataModel, 'core_section')
    t.same(seed.body.initialTemplate.fields.map((f: { name: string }) => f.name), ['section'])
    const started = { ...seed.body.initialTemplate, name: 'section-new' }
    t.equal((await cg('POST', 'create-form', started)).status, 201, 'the seed is a form to store')
    t.same((await cg('GET', 'get-form-template-seed?modelName=cores_')).body.message, 'Object not found: cores_; did you mean "cores"?')
  })

  t.test('delete-form; a model cannot be dropped while forms belong to it', async t => {
    t.equal((await cg('POST', 'create-model', { name: 'crates', columns: { label: { type: 'text' } } })).status, 201)
    for (const name of ['crate', 'crate-short']) t.equal((await cg('POST', 'create-form', { name, dataModel: 'crates', fields: [{ name: 'label' }] })).status, 201)
    const blocked = await cg('DELETE', 'delete-model?name=crates')
    t.same([blocked.status, blocked.body.message], [409, 'Model "crates" cannot be deleted: forms "crate", "crate-short" belong to it; delete them first.'])
    t.equal((await cg('DELETE', 'delete-form?name=crate')).status, 204)
    t.equal((await cg('DELETE', 'delete-form?name=crate')).status, 404)
    t.equal((await cg('DELETE', 'delete-model?name=crates')).status, 409)
    t.equal((await cg('DELETE', 'delete-form?name=crate-short')).status, 204)
    t.equal((await cg('DELETE', 'delete-model?name=crates')).status, 204)
    t.same((await cg('GET', 'summary')).body.forms.filter((f: { model: string }) => f.model === 'crates'), [])
  })
})
