import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy } from '../../helpers/hierarchy.js'
import { as } from '../../helpers/auth.js'

// GET /api/v1/importer (issue 29): the importers as mDIS lists them; each one's file goes to the endpoint it names.

t.test('the importers: what each reads, whether it names a model, and where its file goes', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const response = await app.inject({ method: 'GET', url: '/api/v1/importer', headers: h.headers })
  t.equal(response.statusCode, 200)
  const importers = response.json() as Array<{ class: string, title: string, extensionRegExp: string, modelNameRequired: boolean, url: string }>
  t.same(importers.map(i => [i.class, i.modelNameRequired, i.url]), [['records', true, '/api/v1/form/import'], ['list-values', false, '/api/v1/list-values/import']])
  const [records, lists] = importers.map(i => new RegExp(i.extensionRegExp, 'i'))
  t.same(['cores.csv', 'CORES.XLSX', 'a.tsv', 'a.tab', 'a.txt', 'a.json', 'a.pdf', 'csv'].map(name => records.test(name)), [true, true, true, true, true, true, false, false])
  t.same(['items.csv', 'items.TSV', 'items.xlsx', 'items.json'].map(name => lists.test(name)), [true, true, false, false], 'a value list comes as text')

  // the file each importer reads, sent where it says
  const csv = `Hole ID,Core Type\n${h.hole},R\n`
  const recordsImport = await app.inject({ method: 'POST', url: `${importers[0].url}?name=cores`, headers: { ...h.headers, 'content-type': 'text/csv' }, payload: csv })
  t.same(recordsImport.json(), { rows: 1, wouldCreate: 1, wouldUpdate: 0, errors: [] })
  const listImport = await app.inject({ method: 'POST', url: `${importers[1].url}?listname=ANALYST`, headers: { ...h.headers, 'content-type': 'text/csv' }, payload: 'display,remark\nJD,Jane Doe\n' })
  t.same([listImport.statusCode, listImport.json()], [201, { rows: 1, created: 1, updated: 0 }])

  t.equal((await app.inject({ method: 'GET', url: '/api/v1/importer' })).statusCode, 401, 'no login: 401')
  const viewer = await as(app, 'viewer')
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/importer', headers: viewer })).statusCode, 403, 'a viewer imports nothing: 403')
})
