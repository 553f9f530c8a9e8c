import t from 'tap'
import type { TSchema } from '@sinclair/typebox'
import type { Report } from '../../../../core/reports/report.js'
import { CreateCratesBodySchema, SplitSectionBodySchema, UndoSplitSectionBodySchema } from '../../../../schemas/curation-actions.js'
import { BatchDeleteBodySchema, BatchEditBodySchema } from '../../../../schemas/report-actions.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

// mDIS's further keys: what kind of report, what to confirm, whether a printer takes it; and an action's parameters
// (its body's JSON schema, for a client's form), null for the others
const NO_PRINT = { confirmationMessage: false, directPrint: false, canAutoPrint: false, parameters: null }
/** An action's body schema as the descriptors carry it: plain JSON schema. */
const json = (schema: TSchema) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>
// the curation actions offered for every model (core/reports/actions), for one record and for the filtered list
const BATCH_EDIT = { name: 'BatchEdit', title: 'Batch edit', model: '.*', showInMenu: true, type: 'action', ...NO_PRINT, confirmationMessage: 'Change these columns of all the selected records?', parameters: json(BatchEditBodySchema) }
const BATCH_DELETE = { name: 'BatchDelete', title: 'Batch delete / Recursive delete', model: '.*', showInMenu: true, type: 'action', ...NO_PRINT, confirmationMessage: 'Delete the selected records? This cannot be undone.', parameters: json(BatchDeleteBodySchema) }
const BUILT_IN = {
  single: [
    { name: 'Details', title: 'Details of record', model: '.*', showInMenu: true, singleRecord: true, type: 'report', ...NO_PRINT },
    { ...BATCH_EDIT, singleRecord: true },
    { ...BATCH_DELETE, singleRecord: true }
  ],
  multiple: [
    { name: 'List', title: 'List of records', model: '.*', showInMenu: true, singleRecord: false, type: 'report', ...NO_PRINT },
    { name: 'ListCsv', title: 'Export records as CSV file', model: '.*', showInMenu: true, singleRecord: false, type: 'export', ...NO_PRINT },
    { name: 'ListAllCsv', title: 'Export full records as CSV file', model: '.*', showInMenu: true, singleRecord: false, type: 'export', ...NO_PRINT },
    { ...BATCH_EDIT, singleRecord: false },
    { ...BATCH_DELETE, singleRecord: false }
  ]
}

// reports offered for some models only, after those for every model (in the catalogue's order), for one record and
// for the list: the labels of cores (core/reports/labels), the curation actions on splits and crates
const SPLIT_ACTIONS = [
  { name: 'SplitSection', title: 'Split sections', model: 'cores|core_section|curation_section_split', showInMenu: true, type: 'action', ...NO_PRINT, confirmationMessage: 'Split the chosen section splits in two?', parameters: json(SplitSectionBodySchema) },
  { name: 'UndoSplitSection', title: 'Undo section splits', model: 'cores|core_section|curation_section_split', showInMenu: true, type: 'action', ...NO_PRINT, confirmationMessage: 'Undo the splitting of the chosen section splits (the splits made of them are deleted)?', parameters: json(UndoSplitSectionBodySchema) }
]
const FILL_CRATES = { name: 'CreateCrates', title: 'Fill crates', model: 'expeditions|sites|holes', showInMenu: true, type: 'action', ...NO_PRINT, confirmationMessage: 'Put the chosen section splits in the crate?', parameters: json(CreateCratesBodySchema) }
// the overviews and exports of holes and cores (core/reports/overviews, core/reports/exports)
const drilling = (name: string, title: string, model: string, type = 'report') => ({ name, title, model, showInMenu: true, type, ...NO_PRINT })
const IGSN = drilling('IgsnXml', 'IGSN export', 'cores|holes', 'export')
const OFFERED: Record<string, Array<{ name: string, [key: string]: unknown }>> = {
  expeditions: [FILL_CRATES],
  sites: [FILL_CRATES],
  holes: [FILL_CRATES, drilling('HoleOverview', 'Hole Overview', 'holes'), drilling('CoreBoxesSummary', 'Core Boxes Summary', 'holes|curation_corebox'), IGSN],
  cores: [{ name: 'CoreQrCodes', title: 'Print Core QR code', model: 'cores', showInMenu: true, type: 'report', ...NO_PRINT }, ...SPLIT_ACTIONS,
    drilling('CoreOverview', 'Core Overview', 'cores'), drilling('CoreSections', 'Cores with Sections', 'cores'),
    drilling('CoreSectionsPdf', 'Cores with Sections (PDF)', 'cores', 'export'), IGSN, drilling('CorelizerXml', 'Export to Corelyzer', 'cores', 'export')],
  core_section: SPLIT_ACTIONS
}
const offered = (name: string) => ({
  single: [...BUILT_IN.single, ...(OFFERED[name] ?? []).map(r => ({ ...r, singleRecord: true }))],
  multiple: [...BUILT_IN.multiple, ...(OFFERED[name] ?? []).map(r => ({ ...r, singleRecord: false }))]
})

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
      t.same(await get(`/api/v1/form/reports?name=${name}`), { status: 200, body: offered(name) }, name)
    }
  })

  t.test('an action\'s parameters: the JSON schema of its body, for a client to build its form', async t => {
    const { single, multiple } = (await get('/api/v1/form/reports?name=cores')).body
    const batchEdit = multiple.find((r: { name: string }) => r.name === 'BatchEdit')
    t.same(Object.keys(batchEdit.parameters.properties), ['set', 'operations', 'ids', 'preview'])
    t.match(batchEdit.parameters, {
      type: 'object',
      additionalProperties: false,
      properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000 }, preview: { type: 'boolean' } }
    })
    t.same(multiple.find((r: { name: string }) => r.name === 'SplitSection').parameters.required, ['firstSplitType', 'secondSplitType', 'splitIds'])
    const kinds = [...single, ...multiple].map((r: { type: string, parameters: unknown }) => [r.type === 'action', r.parameters !== null])
    t.ok(kinds.every(([action, parameters]: boolean[]) => action === parameters), 'every action has its parameters, a report or an export none')
    t.same((await get('/api/v1/global/reports?name=cores')).body, { single, multiple }, 'the same under /api/v1/global')
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
    t.same((await get('/api/v1/form/reports?name=holes')).body, offered('holes'))
    app.reports.register({ ...boxes, name: 'CoreLabels', model: 'core' })
    t.same((await get('/api/v1/form/reports?name=cores')).body.multiple.map((r: { name: string }) => r.name), [...offered('cores').multiple.map(r => r.name), 'CoreBoxes'],
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
    const tally = { name: 'Tally', title: 'Tally', model: 'cores|holes', showInMenu: true, type: 'action', confirmationMessage: 'Count the cores?', directPrint: false, canAutoPrint: false, parameters: null }
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
