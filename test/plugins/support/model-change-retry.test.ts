import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { MODEL_CHANGE_RUNS, retriedOnModelChange } from '../../../plugins/support/model-change-retry.js'
import { noteChange } from '../../../core/database/change-counters.js'

// Another instance drops a column of a model (drop and re-create with fewer columns) while this one still holds the
// old model: the request that meets the change runs again once this instance has followed it, and answers.

const crates = (columns: Record<string, unknown>) => ({ template: { name: 'crates', columns: { label: { type: 'string', size: 20 }, ...columns } } })

t.test('a request that meets a model changed elsewhere is answered by the model that replaced it', async t => {
  const { app } = await buildTestApp(t)
  const developer = await as(app, 'developer')
  const operator = await as(app, 'operator')
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: crates({ note: { type: 'text' } }) })).statusCode, 201)
  const made = await app.inject({ method: 'POST', url: '/api/v1/form?name=crates', headers: operator, payload: { label: 'A', note: 'n' } })
  t.same(made.json(), { id: 1, label: 'A', note: 'n' })
  const list = async () => await app.inject({ url: '/api/v1/form?name=crates', headers: operator })
  t.same((await list()).json().items, [{ id: 1, label: 'A', note: 'n' }])
  // what another instance's change leaves in the database: the table (counted as changed, as its DDL does), the copy
  // of the template, and no notification to this instance
  const db = app.database.db
  const elsewhere = async (changes: string[], template: unknown) => {
    for (const change of changes) await sql.raw(change).execute(db)
    await noteChange(db, 'crates')
    await db.updateTable('rs_model_template').set({ source: JSON.stringify(template) }).where('name', '=', 'crates').execute()
  }
  await elsewhere(['alter table crates drop column note'], crates({}).template)
  const listed = await list()
  t.same([listed.statusCode, listed.json().items], [200, [{ id: 1, label: 'A' }]], 'the list, by the new model')
  t.same(app.registry.get('crates')!.definition.columns.map(c => c.name), ['id', 'label'], 'followed')
  await elsewhere(['alter table crates add column note text', 'alter table crates drop column label'], { name: 'crates', columns: { note: { type: 'text' } } })
  const created = await app.inject({ method: 'POST', url: '/api/v1/form?name=crates', headers: operator, payload: { label: 'B' } })
  t.same([created.statusCode, created.json()], [422, [{ field: 'label', message: '"label" is not a field of crates.' }]], 'a create too, judged by the new model')
  const noted = await app.inject({ method: 'POST', url: '/api/v1/form?name=crates', headers: operator, payload: { note: 'x' } })
  t.same([noted.statusCode, noted.json()], [201, { id: 2, note: 'x' }])
  // dropped elsewhere: 404
  await sql`drop table crates`.execute(db)
  await db.deleteFrom('rs_model_template').where('name', '=', 'crates').execute()
  t.equal((await app.inject({ url: '/api/v1/form/1?name=crates', headers: operator })).statusCode, 404)
})

t.test('the runs are bounded, and other errors are not run again', async t => {
  const change = Object.assign(new Error('column "x" does not exist'), { code: '42703' })
  let runs = 0
  const followed: string[] = []
  const reply = { sent: false } as never
  const failing = retriedOnModelChange(async () => { runs++; throw change }, () => 'crates', async name => { followed.push(name) })
  await t.rejects(failing({} as never, reply), change)
  t.same([runs, followed.length], [MODEL_CHANGE_RUNS, MODEL_CHANGE_RUNS - 1])
  runs = 0
  const other = retriedOnModelChange(async () => { runs++; throw new Error('other') }, () => 'crates', async () => {})
  await t.rejects(other({} as never, reply), /other/)
  t.equal(runs, 1)
  runs = 0
  const unnamed = retriedOnModelChange(async () => { runs++; throw change }, () => undefined, async () => {})
  await t.rejects(unnamed({} as never, reply), change)
  t.equal(runs, 1, 'no model to follow')
  runs = 0
  const sent = retriedOnModelChange(async () => { runs++; throw change }, () => 'crates', async () => {})
  await t.rejects(sent({} as never, { sent: true } as never), change)
  t.equal(runs, 1, 'an answer already on its way')
})
