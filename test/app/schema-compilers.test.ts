import Fastify from 'fastify'
import t from 'tap'
import { schemaController } from '../../app/schema-compilers.js'

// Fastify's compilers, each put off until a route's first request needs it (app/schema-compilers.ts).

t.test('validators and serializers compile on first use and then work as Fastify\'s own', async t => {
  const app = Fastify({ schemaController, ajv: { customOptions: { allErrors: true } } })
  t.teardown(() => app.close())
  const body = { type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string' } }, required: ['n'] }
  app.post('/good', { schema: { body, response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } } }, async request => ({ ...request.body as object, extra: 'not in the schema' }))
  app.post('/broken', { schema: { body: { type: 'object', properties: { n: { type: 'no such type' } } } } }, async () => ({}))
  await app.ready()
  t.pass('ready, although a route\'s schema cannot compile: nothing compiled yet')

  const good = await app.inject({ method: 'POST', url: '/good', payload: { n: 1, s: 'x' } })
  t.same(good.json(), { n: 1 }, 'the response schema serialized the answer')
  for (const round of ['first', 'second']) {
    const bad = await app.inject({ method: 'POST', url: '/good', payload: { s: 2 } })
    t.equal(bad.statusCode, 400, `${round} refusal`)
    t.equal(bad.json().message, 'body must have required property \'n\'', `${round} refusal: the validator's errors`)
  }
  t.equal((await app.inject({ method: 'POST', url: '/good', payload: { n: 2 } })).json().n, 2, 'a valid body after a refused one')
  const broken = await app.inject({ method: 'POST', url: '/broken', payload: { n: 1 } })
  t.equal(broken.statusCode, 500, 'a schema that cannot compile fails its route\'s requests')
  t.match(broken.json().message, /^schema is invalid: /)
})
