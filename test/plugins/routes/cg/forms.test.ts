import { mkdir, readdir, writeFile } from 'node:fs/promises'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { multipart } from '../../../helpers/cg.js'

const coreForm = (extra: Record<string, unknown> = {}) => ({
  name: 'core',
  dataModel: 'cores',
  fields: [
    { name: 'core', label: 'Core number', formInput: { type: 'text' }, group: '-group1', order: 0 },
    { name: 'core_type', label: 'Type', formInput: { type: 'select', selectSource: { type: 'list', listName: 'CORE_TYPE' } } }
  ],
  subForms: { section: { buttonLabel: 'Sections', url: '/forms/section-form', filter: [{ unit: 'core', fromField: 'id' }] } },
  ...extra
})

t.test('the default form of a model, derived from its template', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'viewer')
  const dev = await as(app, 'developer')
  const form = (await app.inject({ url: '/cg/api/get-form-template?name=cores', headers })).json()
  t.match(form, { name: 'cores', dataModel: 'cores', requiredFilters: [{ value: 'holes', as: 'hole_id', skipOnEmpty: false }] })
  const field = (name: string) => form.fields.find((f: { name: string }) => f.name === name)
  t.notOk(field('id') ?? field('hole_id'), 'no id, no parent reference (chosen by requiredFilters)')
  const names = form.fields.map((f: { name: string }) => f.name)
  t.same(names.slice(0, 4), ['core', 'core_type', 'analyst', 'top_depth'], 'the required fields first, then the others to fill, in template order')
  t.same(names.slice(-3), ['combined_id', 'core_recovery_pc', 'igsn'], 'the server-set and computed ones last')
  t.same(form.fields.map((f: { order: number }) => f.order), names.map((_: string, i: number) => i), 'numbered in that order')
  t.same(field('core'), {
    name: 'core',
    label: 'Core',
    description: 'Core number inside the hole; the next free number when not given',
    unit: '',
    validators: [{ type: 'required' }, { type: 'integer' }, { type: 'rule', rule: '>= 1', message: '' }],
    formInput: { type: 'text', disabled: false, multiple: false },
    group: '-group1',
    order: 0,
    searchable: true
  })
  t.same(form.filterDataModels, [
    { model: 'programs', as: 'program_id', require: null },
    { model: 'expeditions', as: 'expedition_id', require: 'program_id' },
    { model: 'sites', as: 'site_id', require: 'expedition_id' },
    { model: 'holes', as: 'hole_id', require: 'site_id' }
  ], 'the filter bar, top-down, as filter-lists takes it')
  t.equal(field('core_recovery_pc').searchable, true)
  t.same(field('analyst').formInput, { type: 'select', disabled: false, multiple: false, selectSource: { type: 'list', listName: 'ANALYST', textField: 'remark', valueField: 'display' } })
  t.same(field('core_type').validators, [{ type: 'required' }, { type: 'string', max: 20 }])
  t.same(field('core_recovery_pc').formInput, { type: 'text', disabled: true, multiple: false, calculate: 'ROUND([core_recovery] / [drilled_length] * 100, 2)' })
  t.same([field('core_ondeck').formInput.type, field('core_catcher').formInput.type, field('top_depth').unit], ['datetime', 'switch', 'm'])
  t.same(field('combined_id').formInput.disabled, true, 'server-set')

  const created = await app.inject({
    method: 'POST',
    url: '/cg/api/create-model',
    headers: dev,
    payload: {
      template: {
        name: 'logs',
        fullName: 'CurationLog',
        columns: {
          at: { type: 'time' },
          tags: { type: 'string_multiple' },
          depth: { type: 'double', validator: 'between 0 and 100', validatorMessage: 'Depth is out of range.' },
          label: { type: 'pseudo', pseudoCalc: 'depth' }
        }
      }
    }
  })
  t.equal(created.statusCode, 201)
  const logs = (await app.inject({ url: '/cg/api/get-form-template?name=CurationLog', headers })).json()
  t.same(logs.dataModel, 'CurationLog')
  t.same(logs.requiredFilters, [])
  t.same(logs.fields.map((f: { formInput: { type: string, multiple: boolean } }) => [f.formInput.type, f.formInput.multiple]), [['time', false], ['text', true], ['text', false], ['text', false]])
  t.same(logs.fields.map((f: { validators: unknown[] }) => f.validators), [
    [{ type: 'time' }], [{ type: 'string' }], [{ type: 'number' }, { type: 'rule', rule: 'between 0 and 100', message: 'Depth is out of range.' }], []
  ])
  const missing = await app.inject({ url: '/cg/api/get-form-template?name=nothing', headers })
  t.same([missing.statusCode, missing.json().message], [404, 'Object not found: nothing'])
})

t.test('an uploaded form replaces the default one', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const upload = async (form: unknown) => {
    const body = multipart('core.json', JSON.stringify(form))
    return await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template?type=form', headers: { ...dev, ...body.headers }, payload: body.payload })
  }
  const uploaded = await upload(coreForm())
  t.same([uploaded.statusCode, uploaded.json()], [200, coreForm()])
  const output = (await app.inject({ url: '/cg/api/get-form-template?name=cores', headers: dev })).json()
  t.match(output, { ...coreForm(), fields: [{ name: 'core', searchable: true }, { name: 'core_type', searchable: true }], requiredFilters: [{ value: 'holes', as: 'hole_id' }] }, 'by model')
  t.same((await app.inject({ url: '/cg/api/v1/get-form-template?name=core', headers: dev })).json(), output, 'by form name')
  const summary = (await app.inject({ url: '/cg/api/summary', headers: dev })).json()
  t.match(summary.forms.filter((f: { model: string }) => f.model === 'cores'), [{ name: 'core', model: 'cores', module: 'Core', dataModel: 'cores', parent: 'holes', custom: true, modifiedAt: Number }])
  t.equal((await upload(coreForm({ fields: [] }))).statusCode, 200, 'the same form again')

  const shape = await upload({ name: 'Core Form', fields: [{ label: 1 }] })
  t.same([shape.statusCode, shape.json()], [422, [
    { field: '/dataModel', message: 'is required' },
    { field: '/name', message: 'must match pattern "^[a-z][a-z0-9-]{0,62}$"' },
    { field: '/fields/0/name', message: 'is required' },
    { field: '/fields/0/label', message: 'must be string' }
  ]])
  t.same((await upload([])).json(), [{ field: '/', message: 'must be object' }])
  t.same((await upload(coreForm({ dataModel: 'nothing' }))).json(), [{ field: '/dataModel', message: 'model "nothing" does not exist' }])
  t.same((await upload(coreForm({ dataModel: 'holes', fields: [{ name: 'hole' }, { name: 'dept_water' }, { name: 'nope' }, { name: 'hole' }] }))).json(), [
    { field: '/fields/1/name', message: '"dept_water" is not a column of model "holes"; did you mean "depth_water"?' },
    { field: '/fields/2/name', message: '"nope" is not a column of model "holes"' },
    { field: '/fields/3/name', message: '"hole" is in the form twice' }
  ])
  t.same((await upload(coreForm({ name: 'holes' }))).json(), [{ field: '/name', message: '"holes" is the name of model "holes"' }])

  const dir = app.config.UPLOAD_DIR
  await mkdir(dir, { recursive: true })
  await writeFile(`${dir}/hole-form.json`, JSON.stringify({ name: 'hole', dataModel: 'holes', fields: [{ name: 'hole' }] }))
  const byName = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-template?type=form&filename=hole-form.json', headers: dev })
  t.equal(byName.statusCode, 200)
  t.notOk((await readdir(dir)).includes('hole-form.json'))
  t.same((await app.inject({ url: '/cg/api/get-form-template?name=hole', headers: dev })).json().dataModel, 'holes')

  await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: { name: 'crates', columns: { label: { type: 'text' } } } } })
  t.equal((await upload({ name: 'crate', dataModel: 'crates', fields: [{ name: 'label' }] })).statusCode, 200)
  const blocked = await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: dev })
  t.same([blocked.statusCode, blocked.json().message], [409, 'Model "crates" cannot be deleted: form "crate" belongs to it; delete it first.'])
  t.equal((await app.inject({ method: 'DELETE', url: '/cg/api/delete-form?name=crate', headers: dev })).statusCode, 204)
  t.equal((await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: dev })).statusCode, 204)
  t.equal((await app.inject({ url: '/cg/api/get-form-template?name=crate', headers: dev })).statusCode, 404)
  await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: { name: 'crates', columns: { label: { type: 'text' } } } } })
  t.equal((await app.inject({ url: '/cg/api/get-form-template?name=crates', headers: dev })).json().name, 'crates', 'a new model of that name starts with the default form')
})
