import t from 'tap'
import type { Database } from '../../../core/database/database.js'
import { buildTestApp, tempDir } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'

// A request that races a model change answers with the old or the new model: never 5xx.

t.test('an instance still on the old model while another drops and re-creates it with fewer columns answers by the new one', async t => {
  const { app: a, database } = await buildTestApp(t)
  // the second instance has not heard of the change yet (as in the milliseconds before NOTIFY arrives)
  const slow: Database = { ...database, listen: async () => async () => {}, onReconnect: () => {} }
  const { app: b } = await buildTestApp(t, { database: slow, templateDir: await tempDir(t) })
  const developer = await as(a, 'developer')
  const crates = (columns: Record<string, unknown>) => ({ name: 'crates', columns: { label: { type: 'string', size: 20 }, ...columns } })
  t.equal((await a.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template: crates({ note: { type: 'text' } }) } })).statusCode, 201)
  await b.lifecycle.reload('crates')
  const headers = await as(b, 'operator')
  t.equal((await b.inject({ url: '/api/v1/form?name=crates', headers })).statusCode, 200, 'the old model, read once')

  t.equal((await a.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: developer })).statusCode, 204)
  t.equal((await a.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template: crates({}) } })).statusCode, 201)
  // each request meets the change, follows it and runs again (plugins/support/model-change-retry.ts)
  const listed = await b.inject({ url: '/api/v1/form?name=crates', headers })
  t.same([listed.statusCode, listed.json().items], [200, []], 'the new, empty table')
  t.same(b.registry.get('crates')!.definition.columns.map(c => c.name), ['id', 'label'], 'followed')
  t.equal((await b.inject({ url: '/api/v1/form/1?name=crates', headers })).statusCode, 404)
  const noted = await b.inject({ method: 'POST', url: '/api/v1/form?name=crates', headers, payload: { label: 'a', note: 'b' } })
  t.same([noted.statusCode, noted.json()], [422, [{ field: 'note', message: '"note" is not a field of crates.' }]])
  t.equal((await b.inject({ method: 'POST', url: '/api/v1/form?name=crates', headers, payload: { label: 'a' } })).statusCode, 201)
})
