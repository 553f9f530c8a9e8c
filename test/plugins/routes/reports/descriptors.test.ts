import t from 'tap'
import type { Report } from '../../../../core/reports/report.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

// mDIS's further keys: what kind of report, what to confirm, whether a printer takes it
const NO_PRINT = { confirmationMessage: false, directPrint: false, canAutoPrint: false }
const BUILT_IN = {
  single: [
    { name: 'Details', title: 'Details of record', model: '.*', showInMenu: true, singleRecord: true, type: 'report', ...NO_PRINT }
  ],
  multiple: [
    { name: 'List', title: 'List of records', model: '.*', showInMenu: true, singleRecord: false, type: 'report', ...NO_PRINT },
    { name: 'ListCsv', title: 'Export records as CSV file', model: '.*', showInMenu: true, singleRecord: false, type: 'export', ...NO_PRINT },
    { name: 'ListAllCsv', title: 'Export full records as CSV file', model: '.*', showInMenu: true, singleRecord: false, type: 'export', ...NO_PRINT }
  ]
}

t.test('report descriptors', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const get = async (url: string, headers: Record<string, string> = viewer) => {
    const response = await app.inject({ url, headers })
    return { status: response.statusCode, body: response.json() }
  }

  t.test('the built-in reports for every model', async t => {
    for (const name of ['programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section']) {
      t.same(await get(`/api/v1/form/reports?name=${name}`), { status: 200, body: BUILT_IN }, name)
    }
  })

  t.test('the static path wins over /api/v1/form/:id', async t => {
    t.equal((await get('/api/v1/form/reports?name=holes')).body.single[0].name, 'Details')
    const record = await get(`/api/v1/form/${h.hole}?name=holes`)
    t.same([record.status, record.body.combined_id], [200, '5065_1_A'], 'records are still found by id')
    t.equal((await get('/api/v1/form/report?name=holes')).status, 404, 'a near miss is no record id')
  })

  t.test('errors and access', async t => {
    t.same(await get('/api/v1/form/reports?name=nope'), { status: 404, body: { name: 'Not Found', message: 'Model "nope" does not exist.', code: 0, status: 404 } })
    t.equal((await get('/api/v1/form/reports')).status, 400, 'name is required')
    t.equal((await get('/api/v1/form/reports?name=cores', {})).status, 401)
    const holesOnly = await as(app, 'viewer', ['form-holes:view'])
    t.equal((await get('/api/v1/form/reports?name=holes', holesOnly)).status, 200)
    t.same((await get('/api/v1/form/reports?name=cores', holesOnly)).body,
      { name: 'Forbidden', message: 'You are not allowed to view cores.', code: 0, status: 403 })
    t.equal((await get('/api/v1/form/reports?name=cores', await as(app, 'operator', ['form-cores:edit']))).status, 200, 'edit includes view')
  })

  t.test('a report is offered only for the models its pattern matches', async t => {
    const boxes: Report = {
      name: 'CoreBoxes',
      title: 'Core boxes',
      model: 'cores|core_section',
      showInMenu: false,
      singleRecord: false,
      type: 'report',
      choosesColumns: false,
      render: async ({ model }) => ({ type: 'html', body: `<p>boxes of ${model.name}</p>` })
    }
    app.reports.register(boxes)
    const descriptor = { name: 'CoreBoxes', title: 'Core boxes', model: 'cores|core_section', showInMenu: false, singleRecord: false, type: 'report', ...NO_PRINT }
    t.same((await get('/api/v1/form/reports?name=cores')).body.multiple.at(-1), descriptor)
    t.same((await get('/api/v1/form/reports?name=core_section')).body.multiple.at(-1), descriptor)
    t.same((await get('/api/v1/form/reports?name=holes')).body, BUILT_IN)
    app.reports.register({ ...boxes, name: 'CoreLabels', model: 'core' })
    t.same((await get('/api/v1/form/reports?name=cores')).body.multiple.map((r: { name: string }) => r.name), ['List', 'ListCsv', 'ListAllCsv', 'CoreBoxes'],
      'the whole name must match: core is not cores')
    const cores = await app.inject({ url: '/api/v1/report/CoreBoxes?name=cores', headers: viewer })
    t.same([cores.statusCode, cores.body], [200, '<p>boxes of cores</p>'])
    t.same(await get('/api/v1/report/CoreBoxes?name=holes'), {
      status: 404,
      body: { name: 'Not Found', message: 'Report "CoreBoxes" is not available for the model "holes".', code: 0, status: 404 }
    })
  })

  t.test('a report for one record or many is in both groups; an action runs by POST for those who edit', async t => {
    const seen: Array<number | undefined> = []
    const both: Report = {
      name: 'Tally',
      title: 'Tally',
      model: 'cores|holes',
      showInMenu: true,
      singleRecord: 'either',
      type: 'action',
      confirmationMessage: 'Count the cores?',
      choosesColumns: false,
      render: async ({ id, principal, body }) => { seen.push(id); return { type: 'json', body: { by: principal.username, body } } }
    }
    app.reports.register(both)
    const descriptors = (await get('/api/v1/form/reports?name=cores')).body
    const tally = { name: 'Tally', title: 'Tally', model: 'cores|holes', showInMenu: true, type: 'action', confirmationMessage: 'Count the cores?', directPrint: false, canAutoPrint: false }
    t.same(descriptors.single.at(-1), { ...tally, singleRecord: true })
    t.same(descriptors.multiple.at(-1), { ...tally, singleRecord: false })

    const operator = await as(app, 'operator')
    t.same(await get('/api/v1/report/Tally?name=cores', operator), {
      status: 405,
      body: { name: 'Method Not Allowed', message: 'Report "Tally" changes records: run it by POST.', code: 0, status: 405 }
    })
    const post = async (url: string, headers: Record<string, string>, payload?: object) => await app.inject({ method: 'POST', url, headers, payload })
    t.equal((await post('/api/v1/report/Tally?name=cores', viewer)).statusCode, 403, 'a viewer runs no action')
    const ran = await post(`/api/v1/report/Tally?name=holes&id=${h.hole}`, operator, { preview: true })
    t.match([ran.statusCode, ran.json()], [200, { by: /^operator_\d+$/, body: { preview: true } }], 'in the caller\'s name, with its parameters')
    t.equal((await post('/api/v1/report/Tally?name=cores', operator)).statusCode, 200, 'over the filtered records')
    t.same(seen, [h.hole, undefined])
    t.equal((await post('/api/v1/report/Tally?name=cores&id=0', operator)).statusCode, 404)
    t.same((await post('/api/v1/report/List?name=cores', operator)).json().message, 'Report "List" changes nothing: read it by GET.')
  })
})
