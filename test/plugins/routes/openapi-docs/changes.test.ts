import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { DOCS_CSP } from '../../../../plugins/routes/openapi-docs.js'

// The document follows the models: rebuilt when the cg API registers, changes or drops one, served from memory
// (same ETag, 304 on If-None-Match) in between. /docs serves the interactive UI under its own policy.

type Doc = Record<string, any>

const crates = (columns: Record<string, unknown> = {}) => ({
  name: 'crates',
  columns: {
    label: { type: 'string', size: 20, required: true, label: 'Label', description: 'Printed on the crate' },
    weight: { type: 'double', unit: 'kg' },
    analyst: { type: 'string', size: 100, selectListName: 'ANALYST' },
    ...columns
  }
})

t.test('the document changes when a model is registered, changed or dropped, and is cached otherwise', async t => {
  const { app } = await buildTestApp(t)
  const dev = await as(app, 'developer')
  const fetchDoc = async (headers: Record<string, string> = {}) => await app.inject({ url: '/openapi.json', headers })

  const first = await fetchDoc()
  const etag = first.headers.etag as string
  t.match(etag, /^"[\w-]{27}"$/)
  t.equal(first.headers['cache-control'], 'no-cache')
  const builds = app.openapi.builds
  t.equal(builds, 1)
  t.equal((await fetchDoc()).body, first.body)
  t.equal((await app.inject('/openapi.yaml')).headers.etag, etag, 'one document behind both forms')
  t.equal((await app.inject('/docs/json')).body, first.body, 'and the UI')
  const unchanged = await fetchDoc({ 'if-none-match': etag })
  t.same([unchanged.statusCode, unchanged.body], [304, ''], 'not modified')
  t.equal(app.openapi.builds, builds, 'served from memory')
  t.notOk(first.json<Doc>().paths['/api/v1/models/crates'])

  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: crates() } })).statusCode, 201)
  const created = await fetchDoc({ 'if-none-match': etag })
  t.equal(created.statusCode, 200, 'the old ETag no longer matches')
  t.not(created.headers.etag, etag)
  t.equal(app.openapi.builds, builds + 1)
  const doc = created.json<Doc>()
  t.same(Object.keys(doc.paths['/api/v1/models/crates']), ['get', 'post'])
  t.same(Object.keys(doc.paths['/api/v1/models/crates/{id}']), ['get', 'put', 'patch', 'delete'])
  t.equal(doc.paths['/api/v1/models/crates'].post.operationId, 'createCrates')
  t.match(doc.components.schemas.crates.description, /Model crates \(module Default, table crates\)/)
  t.match(doc.components.schemas.cratesCreate, {
    required: ['label'],
    properties: {
      label: { title: 'Label', description: 'Printed on the crate', maxLength: 20 },
      weight: { 'x-unit': 'kg', description: 'Unit: kg.' },
      analyst: { 'x-value-list': 'ANALYST' }
    }
  })
  t.ok(doc.paths['/api/v1/form'].get.parameters.find((p: Doc) => p.name === 'name').schema.enum.includes('crates'))
  const yaml = await app.inject('/openapi.yaml')
  t.match(yaml.body, /\/api\/v1\/models\/crates:/, 'the YAML form follows too')

  const changed = crates({ shelf: { type: 'integer', description: 'Shelf number' } })
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/update-model?name=crates', headers: dev, payload: { template: changed } })).statusCode, 200)
  t.match((await fetchDoc()).json<Doc>().components.schemas.cratesUpdate.properties.shelf, { description: 'Shelf number' }, 'a changed model too')
  t.equal(app.openapi.builds, builds + 2)

  t.equal((await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: dev })).statusCode, 204)
  const dropped = (await fetchDoc()).json<Doc>()
  t.notOk(dropped.paths['/api/v1/models/crates'])
  t.notOk(dropped.components.schemas.crates)
  t.notOk(dropped.paths['/api/v1/form'].get.parameters.find((p: Doc) => p.name === 'name').schema.enum.includes('crates'))
  t.same(dropped, first.json(), 'back to the document without the model')
  t.equal(app.openapi.builds, builds + 3)
  await fetchDoc()
  t.equal(app.openapi.builds, builds + 3)

  // a model whose operationIds meet the fixed routes' keeps them unique
  const named = { name: 'form_by_id', columns: { label: { type: 'string', size: 20 } } }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: dev, payload: { template: named } })).statusCode, 201)
  const paths = (await fetchDoc()).json<Doc>().paths
  t.equal(paths['/api/v1/form/{id}'].get.operationId, 'getFormById')
  t.equal(paths['/api/v1/models/form_by_id/{id}'].get.operationId, 'getFormById2')
})

t.test('/docs serves the interactive UI, public, under its own content security policy', async t => {
  const { app } = await buildTestApp(t)
  const page = await app.inject('/docs')
  t.equal(page.statusCode, 200)
  t.match(page.headers['content-type'], /^text\/html/)
  t.match(page.body, /swagger-ui-bundle\.js/)
  const policy = page.headers['content-security-policy'] as string
  t.match(policy, /script-src 'self'/)
  t.match(policy, /connect-src 'self'/)
  t.match(policy, /style-src 'self' 'unsafe-inline'/)
  t.match(policy, /frame-ancestors 'none'/)
  t.notMatch(policy, /upgrade-insecure-requests/)
  t.same(Object.keys(DOCS_CSP).length, 10)
  for (const asset of ['/docs/static/swagger-ui-bundle.js', '/docs/static/swagger-ui.css', '/docs/static/swagger-initializer.js']) {
    const response = await app.inject(asset)
    t.equal(response.statusCode, 200, asset)
    t.match(response.headers['content-security-policy'], /script-src 'self'/)
  }
  const initializer = (await app.inject('/docs/static/swagger-initializer.js')).body
  t.match(initializer, /resolveUrl\('\.\/json'\)/, 'the UI loads the live document')
  t.match(initializer, /"clientId":"docs"/, 'the password flow of the token endpoint is prefilled')
  const api = await app.inject('/health/live')
  t.match(api.headers['content-security-policy'], /default-src 'none'/)
  t.match(api.headers['content-security-policy'], /form-action 'none'/, 'the API keeps its strict policy')
  t.notMatch(api.headers['content-security-policy'], /connect-src/)

  // what the UI's "Authorize" dialog does: the OAuth 2.0 password grant, then bearer requests
  const token = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&username=admin&password=admin-password&client_id=docs'
  })
  t.equal(token.statusCode, 200)
  const list = await app.inject({ url: '/api/v1/models/programs', headers: { authorization: `Bearer ${token.json().access_token as string}` } })
  t.equal(list.statusCode, 200)
})
