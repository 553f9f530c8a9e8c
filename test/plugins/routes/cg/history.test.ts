import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'

// GET /cg/api/history: every change of a model's template is a version, with who made it and when (issue 28).

const boxes = (columns: Record<string, unknown> = {}) => ({
  name: 'boxes',
  module: 'Curation',
  parentModel: 'cores',
  columns: { core_id: { type: 'integer' }, box: { type: 'string', size: 20, required: true }, ...columns }
})
const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/

t.test('a model\'s template versions: create, updates, drop, created again; who and when; paged, newest first', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const user = { id: (await app.database.db.selectFrom('rs_user').select('id').where('username', '=', 'developer_1').executeTakeFirstOrThrow()).id, username: 'developer_1' }
  const history = async (query: string, h = headers) => await app.inject({ url: `/cg/api/history?${query}`, headers: h })
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })).statusCode, 201)
  const v2 = boxes({ note: { type: 'text' } })
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/update-model?name=boxes', headers, payload: { template: v2 } })).statusCode, 200)
  // the same template again (reformatted keys): no version
  t.equal((await app.inject({ method: 'PUT', url: '/cg/api/v1/update-model?name=boxes', headers, payload: { template: { columns: v2.columns, parentModel: 'cores', module: 'Curation', name: 'boxes' } } })).statusCode, 200)
  t.equal((await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=boxes', headers })).statusCode, 204)

  const dropped = await history('name=boxes')
  t.equal(dropped.statusCode, 200, 'a dropped model\'s versions, by its name')
  t.same(dropped.json().items.map((v: { version: number, action: string }) => [v.version, v.action]), [[3, 'drop'], [2, 'update'], [1, 'create']])
  const [drop, update, create] = dropped.json().items
  t.same([drop.template, update.template, create.template], [null, v2, boxes()], 'each version\'s template (a drop has none)')
  for (const v of dropped.json().items) {
    t.match(v.at, TIME)
    t.same(v.user, user, 'who made it')
  }

  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })).statusCode, 201)
  const page = await history('name=boxes&per-page=2&page=1', await as(app, 'viewer'))
  t.equal(page.statusCode, 200, 'anyone logged in reads templates and their versions')
  t.same(page.json().items.map((v: { version: number, action: string }) => [v.version, v.action]), [[4, 'create'], [3, 'drop']])
  t.same(page.json()._meta, { totalCount: 4, pageCount: 2, currentPage: 1, perPage: 2 })
  t.match(page.json()._links.next.href, /\/cg\/api\/history\?name=boxes&per-page=2&page=2$/)
  const past = (await history('name=boxes&per-page=2&page=9')).json()
  t.same([past.items, past._meta.totalCount], [[], 4], 'a page past the end: none, and the count')

  // a model named as mDIS clients name it (its table) answers under its API name; a model loaded at start-up has a
  // version made by the service
  const cores = await history('name=cores')
  t.same(cores.json().items.map((v: { version: number, action: string, user: unknown }) => [v.version, v.action, v.user]), [[1, 'create', null]])
  t.equal(cores.json().items[0].template.name, 'cores')
  t.equal((await app.inject({ url: '/cg/api/v1/history?name=cores' })).statusCode, 401, 'not without a login')
})

t.test('bad requests: unknown model 404 with the likely name, bad paging 400', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'viewer')
  const unknown = await app.inject({ url: '/cg/api/history?name=core', headers })
  t.same([unknown.statusCode, unknown.json().message], [404, 'Object not found: core; did you mean "cores"?'])
  t.equal((await app.inject({ url: '/cg/api/history', headers })).statusCode, 400)
  t.equal((await app.inject({ url: '/cg/api/history?name=cores&per-page=0', headers })).statusCode, 400)
})
