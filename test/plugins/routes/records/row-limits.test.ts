import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'

// A record whose values together do not fit one row of its table (PostgreSQL: "row is too big", SQLSTATE 54000) is
// a 422 naming the model, on create and on update, never a 500; what was stored stays as it was.

t.test('a record larger than a row of its table is a 422 naming the model', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const dev = await as(app, 'developer')
  const columns = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`c${i}`, { type: 'string', size: 64 }]))
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: { name: 'wide', columns } } })).statusCode, 201)
  const full = Object.fromEntries(Object.keys(columns).map((c, i) => [c, `${i}`.padEnd(64, 'x')]))
  const refused = [{ field: 'body', message: 'The record does not fit model "wide": its values together are larger than one row of the table (or one entry of an index) can hold; shorten some of them.' }]

  const created = await app.inject({ method: 'POST', url: '/api/v1/form?name=wide', headers: dev, payload: full })
  t.same([created.statusCode, created.json()], [422, refused])
  const typed = await app.inject({ method: 'POST', url: '/api/v1/models/wide', headers: dev, payload: full })
  t.same([typed.statusCode, typed.json()], [422, refused], 'the per-model path names it too')

  const small = await app.inject({ method: 'POST', url: '/api/v1/form?name=wide', headers: dev, payload: { c0: 'kept' } })
  t.equal(small.statusCode, 201)
  const id = small.json().id
  const updated = await app.inject({ method: 'PUT', url: `/api/v1/form/${id}?name=wide`, headers: dev, payload: full })
  t.same([updated.statusCode, updated.json()], [422, refused])
  const read = await app.inject({ url: `/api/v1/form/${id}?name=wide`, headers: dev })
  t.same([read.json().c0, read.json().c1], ['kept', null], 'the stored record is unchanged')
  t.same((await app.inject({ url: '/api/v1/form?name=wide', headers: dev })).json()._meta.totalCount, 1)
})
