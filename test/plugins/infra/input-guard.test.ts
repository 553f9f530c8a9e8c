import t from 'tap'
import { nonFinite } from '../../../plugins/infra/input-guard.js'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { hierarchy } from '../../helpers/hierarchy.js'

// Regressions found by the fuzzing (test/security/fuzz.test.ts): Ajv coerces "Infinity" and "1e400" to numbers
// that its integer and range checks skip, and the router answered malformed URLs in Fastify's own shape.

t.test('non-finite numbers are refused wherever Ajv coerced them', async t => {
  const { app } = await buildTestApp(t)
  const admin = await as(app, 'admin')
  const h = await hierarchy(app)
  const bad = { name: 'Bad Request', code: 0, status: 400 }
  for (const url of ['/api/v1/file/unassign/Infinity', '/api/v1/file/unassign/-Infinity', '/api/v1/file/unassign/1e400']) {
    const response = await app.inject({ method: 'PUT', url, headers: admin })
    t.same([response.statusCode, response.json()], [400, { ...bad, message: 'fileId must be a finite number.' }], url)
  }
  const user = await app.inject({ url: '/api/v1/users/Infinity', headers: admin })
  t.same([user.statusCode, user.json().message], [400, 'id must be a finite number.'])
  const listValue = (await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: admin, payload: { listname: 'X', display: 'a' } })).json()
  const body = await app.inject({ method: 'PUT', url: `/api/v1/list-values/${listValue.id as number}`, headers: admin, payload: { sort: 'Infinity' } })
  t.same([body.statusCode, body.json()], [422, [{ field: 'sort', message: 'sort must be a finite number.' }]])

  const record = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R', top_depth: 'Infinity', core: '1e400', core_catcher: 'Infinity' } })
  t.same([record.statusCode, record.json()], [422, [
    { field: 'core', message: 'Core must be no greater than 2147483647.' },
    { field: 'top_depth', message: `Top Depth must be no greater than ${Number.MAX_VALUE}.` },
    { field: 'core_catcher', message: 'Core Catcher must be either "1" or "0".' }
  ]], 'model input: the model validator range-checks an infinite double, integer or flag')
})

t.test('a coerced query parameter is checked too', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  app.get('/t/count', { config: { access: 'public' }, schema: { querystring: { type: 'object', properties: { n: { type: 'integer', maximum: 10 } } } } },
    async request => request.query)
  t.same((await app.inject('/t/count?n=5')).json(), { n: 5 })
  const infinite = await app.inject('/t/count?n=Infinity')
  t.same([infinite.statusCode, infinite.json().message], [400, 'n must be a finite number.'])
})

t.test('nonFinite finds the path of an infinite number, and stops at a depth', async t => {
  t.equal(nonFinite({ a: [1, { b: -Infinity }] }), 'a.1.b')
  t.equal(nonFinite({ a: 1, b: 'Infinity', c: null }), undefined)
  let deep: unknown = Infinity
  for (let i = 0; i < 100; i++) deep = [deep]
  t.equal(nonFinite(deep), undefined, 'deeper than any schema reaches')
})

t.test('URLs the router refuses answer in the contract shape', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const badUrl = await app.inject({ url: '/api/v1/form/%ED%A0%80' })
  t.same([badUrl.statusCode, badUrl.json()], [400, { name: 'Bad Request', message: "'/api/v1/form/%ED%A0%80' is not a valid url component", code: 0, status: 400 }])
  const long = await app.inject({ url: `/api/v1/users/${'1'.repeat(200)}` })
  t.same([long.statusCode, long.json().name, long.json().status], [414, 'URI Too Long', 414])
})

t.test('a number or false for a list of strings is refused, not emptied', async t => {
  // (the fuzzer's {"chief_scientists": -0.0}: Ajv coerced it to null, the "no value" of a nullable list)
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  for (const value of ['-0.0', '0', 'false', '{}']) {
    const response = await app.inject({ method: 'PUT', url: `/api/v1/models/expeditions/${h.expedition}`, headers: { ...h.headers, 'content-type': 'application/json' }, payload: `{"chief_scientists":${value}}` })
    t.same([response.statusCode, response.json()], [422, [{ field: 'chief_scientists', message: 'Chief Scientists must be a list of strings.' }]], value)
  }
  const kept = await app.inject({ method: 'PUT', url: `/api/v1/models/expeditions/${h.expedition}`, headers: h.headers, payload: { chief_scientists: ['a', 'b'] } })
  t.same(kept.json().chief_scientists, ['a', 'b'])
})
