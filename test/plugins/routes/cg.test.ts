import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { buildTestApp, tempDir } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'

const UNAUTHORIZED = { name: 'Unauthorized', message: 'Your request was made with invalid credentials.', code: 0, status: 401 }
const FORBIDDEN = { name: 'Forbidden', message: 'You are not allowed to perform this action.', code: 0, status: 403 }
const box = { name: 'boxes', columns: { label: { type: 'string', size: 20 } } }

t.test('both prefixes; reads for every user, changes for developers and above', async t => {
  const { app } = await buildTestApp(t)
  const viewer = await as(app, 'viewer')
  const operator = await as(app, 'operator')
  const developer = await as(app, 'developer')
  for (const prefix of ['/cg/api', '/cg/api/v1']) {
    t.equal((await app.inject(`${prefix}/summary`)).statusCode, 401)
    t.same((await app.inject(`${prefix}/summary`)).json(), UNAUTHORIZED)
    for (const url of ['summary', 'get-model-template?name=cores', 'get-form-template?name=cores']) {
      t.equal((await app.inject({ url: `${prefix}/${url}`, headers: viewer })).statusCode, 200, `${prefix}/${url} for a viewer`)
    }
    const writes = [
      { method: 'GET', url: 'behaviors' },
      { method: 'POST', url: 'create-model', payload: { template: box } },
      { method: 'POST', url: 'update-model?name=cores', payload: { template: box } },
      { method: 'PUT', url: 'update-model?name=cores', payload: { template: box } },
      { method: 'POST', url: 'create-model-table', payload: { model: 'cores' } },
      { method: 'DELETE', url: 'delete-model?name=core_section' },
      { method: 'GET', url: 'delete-model?name=core_section' },
      { method: 'POST', url: 'verify-uploaded-template?filename=x.json' }
    ] as const
    for (const request of writes) {
      const response = await app.inject({ ...request, url: `${prefix}/${request.url}`, headers: operator })
      t.same([response.statusCode, response.json()], [403, FORBIDDEN], `${request.method} ${prefix}/${request.url} for an operator`)
    }
    t.equal((await app.inject({ url: `${prefix}/behaviors`, headers: developer })).statusCode, 200)
  }
  t.equal(app.registry.has('core_section'), true, 'nothing changed')
  const sa = await as(app, 'admin')
  const administrator = await as(app, 'administrator')
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: sa, payload: { template: box } })).statusCode, 201, 'sa includes developer')
  t.equal((await app.inject({ method: 'DELETE', url: '/cg/api/v1/delete-model?name=boxes', headers: administrator })).statusCode, 204, 'administrator too')
})

t.test('summary: every model with its table and columns (also when empty), modules, forms and failed templates', async t => {
  const dataDir = await tempDir(t)
  const { app: first, templateDir } = await buildTestApp(t, { dataDir })
  await first.close()
  await writeFile(join(templateDir, 'zz_broken.json'), JSON.stringify({ name: 'zz_broken', columns: { x: { type: 'integr' } } }))
  const { app } = await buildTestApp(t, { dataDir, templateDir })
  const summary = (await app.inject({ url: '/cg/api/summary', headers: await as(app, 'viewer') })).json()
  t.same(summary.modules, ['Core', 'Curation', 'Project'])
  t.same(summary.models.map((m: { name: string }) => m.name), ['core_section', 'cores', 'curation_corebox', 'curation_section_split', 'expeditions', 'holes', 'programs', 'sites'])
  const sections = summary.models[0]
  t.match(sections, {
    name: 'core_section', module: 'Core', table: 'core_section', parentModel: 'cores', parent: 'cores', fullName: 'core_section', isTableCreated: true,
    columns: ['id', 'core_id', 'section', 'combined_id', 'top_depth', 'section_length', 'bottom_depth', 'analyst', 'igsn', 'section_state',
      'curated_length', 'comment', 'ukbgs_section_id', 'ukbgs_section_extra']
  }, "the spec's column list of core_section, from an empty table")
  t.type(sections.modifiedAt, 'number')
  t.match(summary.models.find((m: { name: string }) => m.name === 'programs'), { parentModel: '', parent: null })
  t.same(summary.forms[1], { name: 'cores', model: 'cores', module: 'Core', dataModel: 'cores', parent: 'holes', custom: false, modifiedAt: null })
  t.match(summary.failures, [{ source: 'zz_broken.json', name: 'zz_broken', problems: [{ field: '/columns/x/type', message: /did you mean "integer"/ }] }])
})

t.test('summary of a service without models', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  t.same((await app.inject({ url: '/cg/api/summary', headers: await as(app, 'viewer') })).json(), { modules: [], models: [], forms: [], failures: [], disagreements: [] })
})

