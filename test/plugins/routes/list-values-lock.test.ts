import type { LightMyRequestResponse } from 'fastify'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'

// A value list's own record, GET and PUT /api/v1/list-values/list?listname= (mDIS list-info, update-list-info), and
// its lock: only sa locks, unlocks or changes a locked list and its items, whichever way the items change.

const LIST = '/api/v1/list-values/list'
const ITEMS = '/api/v1/list-values'

t.test('reading a list: any login; an unknown list is a 404', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const viewer = await as(app, 'viewer')

  t.equal((await app.inject({ url: `${LIST}?listname=ANALYST` })).statusCode, 401, 'a login is needed')
  const analyst = await app.inject({ url: `${LIST}?listname=ANALYST`, headers: viewer })
  t.equal(analyst.statusCode, 200)
  t.match(analyst.json(), { id: Number, listname: 'ANALYST', list_name: 'ANALYST', is_locked: false, list_uri: null })
  t.same(Object.keys(analyst.json()), ['id', 'listname', 'list_name', 'is_locked', 'list_uri'])
  t.match((await app.inject({ url: `${LIST}?listname=UPLOAD_FILE_TYPE`, headers: viewer })).json(), { is_locked: true }, 'the bundled lock')

  const unknown = await app.inject({ url: `${LIST}?listname=NOPE`, headers: viewer })
  t.same([unknown.statusCode, unknown.json()], [404, { name: 'Not Found', message: 'Unable to find the value list NOPE.', code: 0, status: 404 }])
  t.equal((await app.inject({ url: `${LIST}?listname=analyst`, headers: viewer })).statusCode, 404, 'names are exact')
  t.same((await app.inject({ url: `${ITEMS}/list-names`, headers: viewer })).json().includes('NOPE'), false, 'reading creates nothing')
  t.equal((await app.inject({ url: LIST, headers: viewer })).statusCode, 400, 'listname is needed')
  t.equal((await app.inject({ url: `${LIST}?listname=no%20spaces`, headers: viewer })).statusCode, 400, 'a list name as lists have them')
})

t.test('the list URI: operators set it on unlocked lists; validated; viewers refused', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const viewer = await as(app, 'viewer')
  const operator = await as(app, 'operator')
  const put = async (payload: unknown, headers = operator, listname = 'ANALYST') => {
    const response = await app.inject({ method: 'PUT', url: `${LIST}?listname=${listname}`, headers, payload: payload as object })
    return { status: response.statusCode, body: response.json() }
  }

  const refused = await put({ list_uri: 'https://vocab.example.org/analysts' }, viewer)
  t.same([refused.status, refused.body.message], [403, 'You are not allowed to perform this action.'], 'a viewer may not')

  const set = await put({ list_uri: 'https://vocab.example.org/lists/ANALYST?v=2#top' })
  t.same([set.status, set.body], [200, { ...set.body, listname: 'ANALYST', is_locked: false, list_uri: 'https://vocab.example.org/lists/ANALYST?v=2#top' }])
  t.equal((await app.inject({ url: `${LIST}?listname=ANALYST`, headers: viewer })).json().list_uri, 'https://vocab.example.org/lists/ANALYST?v=2#top', 'stored')
  t.same((await put({})).body.list_uri, 'https://vocab.example.org/lists/ANALYST?v=2#top', 'nothing to change')
  t.same((await put({ list_uri: 'HTTP://Vocab.Example.org' })).body.list_uri, 'HTTP://Vocab.Example.org', 'as given')

  const message = 'List Uri must be an absolute http or https URI, e.g. https://vocab.example.org/lists/ANALYST.'
  for (const uri of ['vocab.example.org/analysts', 'javascript:alert(1)', 'ftp://vocab.example.org/', 'http://', 'http://vocab example.org', 'https://[bad']) {
    const bad = await put({ list_uri: uri })
    t.same([bad.status, bad.body], [422, [{ field: 'list_uri', message }]], uri)
  }
  const long = await put({ list_uri: `https://vocab.example.org/${'a'.repeat(2048)}` })
  // (the schema's words for a value of a union (null or text), as user management answers them: each names list_uri)
  t.same([long.status, [...new Set(long.body.map((e: { field: string }) => e.field))]], [422, ['list_uri']])
  t.ok(long.body.some((e: { message: string }) => e.message === 'List Uri must NOT have more than 2048 characters.'), 'at most 2048 characters')
  const extra = await put({ list_name: 'OTHER', is_locked: 'maybe' })
  t.same([extra.status, extra.body.map((e: { field: string }) => e.field).sort()], [422, ['body', 'is_locked']], 'only is_locked and list_uri')
  t.equal((await app.inject({ url: `${LIST}?listname=ANALYST`, headers: viewer })).json().list_uri, 'HTTP://Vocab.Example.org', 'refused changes changed nothing')

  t.same((await put({ list_uri: '' })).body.list_uri, null, 'empty removes it')
  await put({ list_uri: 'https://vocab.example.org/a' })
  t.same((await put({ list_uri: null })).body.list_uri, null, 'so does null')
  t.same((await put({ list_uri: 'https://x.example.org' }, operator, 'NOPE')).status, 404, 'an unknown list')
  t.same((await put({ list_uri: 'https://x.example.org' }, operator, 'UPLOAD_FILE_TYPE')).status, 403, 'a locked list')
})

t.test('the lock: sa locks; operators then change neither the list nor its items, in any way; sa unlocks', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const viewer = await as(app, 'viewer')
  const operator = await as(app, 'operator')
  const sa = await as(app, 'sa')
  const put = async (payload: object, headers: { authorization: string }) => {
    const response = await app.inject({ method: 'PUT', url: `${LIST}?listname=ANALYST`, headers, payload })
    return { status: response.statusCode, body: response.json() }
  }
  const list = async () => (await app.inject({ url: `${LIST}?listname=ANALYST`, headers: viewer })).json()
  const items = async () => (await app.inject({ url: `${ITEMS}?filter[listname]=ANALYST&per-page=-1`, headers: viewer })).json().items
  const item = (await items())[0]

  const lockRefused = await put({ is_locked: true, list_uri: 'https://vocab.example.org/analysts' }, operator)
  t.same([lockRefused.status, lockRefused.body], [403, { name: 'Forbidden', message: 'Only the sa role may lock the value list ANALYST.', code: 0, status: 403 }])
  t.same((await list()).is_locked, false, 'an operator does not lock')
  t.equal((await list()).list_uri, null, 'nor sets the URI with it')
  t.same((await put({ is_locked: false }, operator)).status, 200, 'an unlocked list staying unlocked is no lock (as mDIS)')

  // mDIS clients send 1 and 0
  const locked = await put({ is_locked: 1, list_uri: 'https://vocab.example.org/analysts' }, sa)
  t.same([locked.status, locked.body.is_locked, locked.body.list_uri], [200, true, 'https://vocab.example.org/analysts'])
  const before = { list: await list(), items: await items() }

  const lockedMessage = { name: 'Forbidden', message: 'The value list ANALYST is locked; only the sa role may change it.', code: 0, status: 403 }
  for (const [what, payload] of [['unlock', { is_locked: false }], ['URI', { list_uri: 'https://other.example.org' }], ['nothing', {}]] as const) {
    const refused = await put(payload, operator)
    t.same([refused.status, refused.body], [403, lockedMessage], `the list: ${what}`)
  }
  for (const request of [
    { method: 'POST' as const, url: ITEMS, payload: { listname: 'ANALYST', display: 'ZZ' } },
    { method: 'PUT' as const, url: `${ITEMS}/${item.id}`, payload: { remark: 'changed' } },
    { method: 'DELETE' as const, url: `${ITEMS}/${item.id}` },
    { method: 'POST' as const, url: `${ITEMS}/import?listname=ANALYST`, payload: 'display;remark\nZZ;new\nCK;changed\n', type: 'text/csv' }
  ]) {
    const { type, ...rest } = request
    const refused = await app.inject({ ...rest, headers: { ...operator, ...(type === undefined ? {} : { 'content-type': type }) } })
    t.same([refused.statusCode, refused.json()], [403, lockedMessage], `${request.method} ${request.url}`)
  }
  t.equal((await app.inject({ method: 'PUT', url: `${LIST}?listname=ANALYST`, headers: viewer, payload: {} })).statusCode, 403, 'a viewer neither')
  t.same({ list: await list(), items: await items() }, before, 'the list and its items untouched')
  t.notOk((await app.lists.displays('ANALYST')).has('ZZ'))

  // sa changes the locked list and its items
  t.same((await put({ list_uri: 'https://vocab.example.org/analysts/v2' }, sa)).body.list_uri, 'https://vocab.example.org/analysts/v2')
  const added = await app.inject({ method: 'POST', url: ITEMS, headers: sa, payload: { listname: 'ANALYST', display: 'SA' } })
  t.equal(added.statusCode, 201)
  t.same((await put({ is_locked: true }, sa)).body.is_locked, true, 'locking a locked list')

  const unlocked = await put({ is_locked: false }, sa)
  t.same([unlocked.status, unlocked.body.is_locked, unlocked.body.list_uri], [200, false, 'https://vocab.example.org/analysts/v2'])

  // operators edit again
  const created = await app.inject({ method: 'POST', url: ITEMS, headers: operator, payload: { listname: 'ANALYST', display: 'ZZ' } })
  t.equal(created.statusCode, 201)
  t.equal((await app.inject({ method: 'PUT', url: `${ITEMS}/${item.id}`, headers: operator, payload: { remark: 'changed' } })).json().remark, 'changed')
  t.equal((await app.inject({ method: 'DELETE', url: `${ITEMS}/${added.json().id}`, headers: operator })).statusCode, 204)
  const imported = await app.inject({ method: 'POST', url: `${ITEMS}/import?listname=ANALYST`, headers: { ...operator, 'content-type': 'text/csv' }, payload: 'display;remark\nZY;new\n' })
  t.same([imported.statusCode, imported.json()], [201, { rows: 1, created: 1, updated: 0 }])
  t.same((await put({ list_uri: null }, operator)).body.list_uri, null)
  t.ok((await app.lists.displays('ANALYST')).has('ZY'))

  // a list made by an item is unlocked, without a URI
  await app.inject({ method: 'POST', url: ITEMS, headers: operator, payload: { listname: 'LITHOLOGY', display: 'sand' } })
  t.match((await app.inject({ url: `${LIST}?listname=LITHOLOGY`, headers: viewer })).json(), { listname: 'LITHOLOGY', is_locked: false, list_uri: null })
  t.equal((await app.inject({ method: 'PUT', url: `${LIST}?listname=NOPE`, headers: sa, payload: { is_locked: true } })).statusCode, 404, 'an unknown list is not made')
})

t.test('an item write that meets a lock being set waits for it, and is then refused', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const operator = await as(app, 'operator')
  let pending: Promise<LightMyRequestResponse> | undefined
  // the lock as PUT /list sets it, held uncommitted while an operator adds an item
  await app.database.db.transaction().execute(async trx => {
    await trx.updateTable('rs_value_list').set({ locked: true }).where('name', '=', 'ANALYST').execute()
    pending = app.inject({ method: 'POST', url: ITEMS, headers: operator, payload: { listname: 'ANALYST', display: 'ZZ' } })
    await new Promise(resolve => setTimeout(resolve, 300))
  })
  const response = await pending!
  t.same([response.statusCode, response.json().message], [403, 'The value list ANALYST is locked; only the sa role may change it.'])
  t.notOk((await app.lists.displays('ANALYST')).has('ZZ'))
})
