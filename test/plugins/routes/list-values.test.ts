import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { LIST_CHANNEL } from '../../../core/value-lists/lists.js'

const URL_ = '/api/v1/list-values'

t.test('listing: envelope, per-page -1, sort, exact filters, unknown fields', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const viewer = await as(app, 'viewer')

  t.equal((await app.inject({ url: URL_ })).statusCode, 401, 'a login is needed')
  const all = await app.inject({ url: `${URL_}?filter[listname]=ANALYST&per-page=-1&name=ListValues`, headers: viewer })
  t.equal(all.statusCode, 200)
  const body = all.json()
  t.same(body.items.map((i: any) => i.display), ['CK', 'JB', 'KH', 'MS', 'TW'])
  t.match(body.items[0], { id: Number, listname: 'ANALYST', display: 'CK', remark: 'Cindy Kunkel', sort: 1 })
  t.same(Object.keys(body.items[0]).sort(), ['display', 'id', 'listname', 'remark', 'sort'])
  t.same(body._meta, { totalCount: 5, pageCount: 1, currentPage: 1, perPage: -1 })
  t.same(Object.keys(body._links), ['self'])
  t.match(body._links.self.href, /^http:\/\/localhost(:\d+)?\/api\/v1\/list-values\?filter%5Blistname%5D=ANALYST&per-page=-1&name=ListValues&page=1$/)

  const paged = (await app.inject({ url: `${URL_}?filter[listname]=CORE_TYPE&per-page=3&page=2&sort=-display`, headers: viewer })).json()
  t.same(paged.items.map((i: any) => i.display), ['R', 'N', 'M'])
  t.same(paged._meta, { totalCount: 7, pageCount: 3, currentPage: 2, perPage: 3 })
  t.same(Object.keys(paged._links), ['self', 'next', 'last'])
  const past = (await app.inject({ url: `${URL_}?filter[listname]=CORE_TYPE&per-page=3&page=9`, headers: viewer })).json()
  t.same([past.items, past._meta.totalCount], [[], 7], 'a page past the end still counts')

  const everything = (await app.inject({ url: `${URL_}?per-page=100`, headers: viewer })).json()
  t.equal(everything._meta.totalCount, 27)
  t.same(everything.items.slice(0, 2).map((i: any) => [i.listname, i.sort]), [['ANALYST', 1], ['ANALYST', 2]], 'default order: list, then sort')
  const sorted = (await app.inject({ url: `${URL_}?per-page=3&sort=-listname,-sort`, headers: viewer })).json()
  t.same(sorted.items.map((i: any) => [i.listname, i.sort]), [['UPLOAD_FILE_TYPE', 6], ['UPLOAD_FILE_TYPE', 5], ['UPLOAD_FILE_TYPE', 4]])

  const one = (await app.inject({ url: `${URL_}?filter[display]=PH&filter[sort]=2&filter[remark]=photos`, headers: viewer })).json()
  t.same(one.items.map((i: any) => i.listname), ['UPLOAD_FILE_TYPE'])
  const byId = (await app.inject({ url: `${URL_}?filter[id]=${one.items[0].id}`, headers: viewer })).json()
  t.equal(byId.items[0].display, 'PH')
  t.same((await app.inject({ url: `${URL_}?filter[listname]=NOPE`, headers: viewer })).json()._meta.totalCount, 0, 'an unknown list is empty')
  t.same((await app.inject({ url: `${URL_}?filter[listname]=analyst`, headers: viewer })).json()._meta.totalCount, 0, 'exact match')

  for (const [query, message] of [
    ['filter[colour]=red', 'Unknown filter field "colour"; use one of id, listname, display, remark, sort.'],
    ['sort=colour', 'Unknown sort field "colour"; use one of id, listname, display, remark, sort.'],
    ['filter[sort]=abc', 'filter[sort] must be an integer.'],
    ['filter[listname]=A&filter[listname]=B', 'filter[listname] must be given once.'],
    ['filter=ANALYST', '"filter" is not a filter; write filter[<field>]=<value>.'],
    ['per-page=0', 'per-page must be between 1 and 1000, or -1 for all.']
  ]) {
    const response = await app.inject({ url: `${URL_}?${query}`, headers: viewer })
    t.same([response.statusCode, response.json()], [400, { name: 'Bad Request', message, code: 0, status: 400 }], query)
  }
  t.equal((await app.inject({ url: `${URL_}?sort=a&sort=b`, headers: viewer })).statusCode, 400)

  const names = await app.inject({ url: `${URL_}/list-names`, headers: viewer })
  t.same(names.json(), ['ANALYST', 'CORE_TYPE', 'DRILLING_METHOD', 'SECTION_STATE', 'UPLOAD_FILE_TYPE'])
})

t.test('changes: create (new lists too), update, delete; display unique per list; roles and locks', async t => {
  const { app } = await buildTestApp(t)
  const viewer = await as(app, 'viewer')
  const operator = await as(app, 'operator')
  const sa = await as(app, 'admin')

  t.equal((await app.inject({ method: 'POST', url: URL_, headers: viewer, payload: { listname: 'ANALYST', display: 'AB' } })).statusCode, 403)
  const created = await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'ANALYST', display: ' AB ', remark: 'Anna Berg' } })
  t.equal(created.statusCode, 201)
  const item = created.json()
  t.match(item, { id: Number, listname: 'ANALYST', display: 'AB', remark: 'Anna Berg', sort: 6 })

  // the value list takes part in model validation at once
  t.ok((await app.lists.displays('ANALYST')).has('AB'), 'the cache was dropped')

  const taken = await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'ANALYST', display: 'CK' } })
  t.same([taken.statusCode, taken.json()], [422, [{ field: 'display', message: 'Display has already been taken in the list ANALYST.' }]])
  const blank = await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'ANALYST', display: '  ' } })
  t.same([blank.statusCode, blank.json()], [422, [{ field: 'display', message: 'Display cannot be blank.' }]])
  const bad = await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'no spaces', display: 'x'.repeat(101), extra: 1 } })
  t.equal(bad.statusCode, 422)
  t.same(bad.json().map((e: any) => e.field).sort(), ['body', 'display', 'listname'])

  const fresh = await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'LITHOLOGY', display: 'sand', sort: 7 } })
  t.match(fresh.json(), { listname: 'LITHOLOGY', display: 'sand', remark: '', sort: 7 })
  t.same((await app.inject({ url: `${URL_}/list-names`, headers: viewer })).json(),
    ['ANALYST', 'CORE_TYPE', 'DRILLING_METHOD', 'LITHOLOGY', 'SECTION_STATE', 'UPLOAD_FILE_TYPE'], 'an unknown list is created')
  t.same((await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'LITHOLOGY', display: 'clay' } })).json().sort, 8, 'next sort')

  const updated = await app.inject({ method: 'PUT', url: `${URL_}/${item.id}`, headers: operator, payload: { display: 'AZ', sort: 0 } })
  t.same([updated.statusCode, updated.json()], [200, { ...item, display: 'AZ', sort: 0 }])
  t.same((await app.inject({ method: 'PUT', url: `${URL_}/${item.id}`, headers: operator, payload: {} })).json(), { ...item, display: 'AZ', sort: 0 }, 'nothing to change')
  t.same((await app.inject({ method: 'PUT', url: `${URL_}/${item.id}`, headers: operator, payload: { remark: 'A. Z.' } })).json().remark, 'A. Z.')
  const clash = await app.inject({ method: 'PUT', url: `${URL_}/${item.id}`, headers: operator, payload: { display: 'JB' } })
  t.same([clash.statusCode, clash.json()], [422, [{ field: 'display', message: 'Display has already been taken in the list ANALYST.' }]])
  t.equal((await app.inject({ method: 'PUT', url: `${URL_}/${item.id}`, headers: operator, payload: { display: '' } })).statusCode, 422)
  t.equal((await app.inject({ method: 'PUT', url: `${URL_}/${item.id}`, headers: operator, payload: { listname: 'X' } })).statusCode, 422)
  const missing = await app.inject({ method: 'PUT', url: `${URL_}/999999`, headers: operator, payload: { remark: 'x' } })
  t.same([missing.statusCode, missing.json().message], [404, 'Object not found: list value 999999'])
  t.equal((await app.inject({ method: 'PUT', url: `${URL_}/abc`, headers: operator, payload: {} })).statusCode, 400)

  t.equal((await app.inject({ method: 'DELETE', url: `${URL_}/${item.id}`, headers: viewer })).statusCode, 403)
  t.equal((await app.inject({ method: 'DELETE', url: `${URL_}/${item.id}`, headers: operator })).statusCode, 204)
  t.equal((await app.inject({ method: 'DELETE', url: `${URL_}/${item.id}`, headers: operator })).statusCode, 404)
  t.notOk((await app.lists.displays('ANALYST')).has('AZ'))

  // UPLOAD_FILE_TYPE is locked: only sa changes it
  const ph = (await app.inject({ url: `${URL_}?filter[listname]=UPLOAD_FILE_TYPE&filter[display]=PH`, headers: viewer })).json().items[0]
  const lockedMessage = 'The value list UPLOAD_FILE_TYPE is locked; only the sa role may change it.'
  for (const request of [
    { method: 'POST' as const, url: URL_, payload: { listname: 'UPLOAD_FILE_TYPE', display: 'XX' } },
    { method: 'PUT' as const, url: `${URL_}/${ph.id}`, payload: { remark: 'pictures' } },
    { method: 'DELETE' as const, url: `${URL_}/${ph.id}` }
  ]) {
    const refused = await app.inject({ ...request, headers: operator })
    t.same([refused.statusCode, refused.json()], [403, { name: 'Forbidden', message: lockedMessage, code: 0, status: 403 }], request.method)
  }
  t.equal((await app.inject({ method: 'POST', url: URL_, headers: sa, payload: { listname: 'UPLOAD_FILE_TYPE', display: 'XX', remark: 'extra' } })).statusCode, 201)
  t.equal((await app.inject({ method: 'PUT', url: `${URL_}/${ph.id}`, headers: sa, payload: { remark: 'pictures' } })).json().remark, 'pictures')
  t.equal((await app.inject({ method: 'DELETE', url: `${URL_}/${ph.id}`, headers: sa })).statusCode, 204)
})

t.test('other instances drop their cached list on the notification', async t => {
  const { app, database } = await buildTestApp(t, { bundled: false })
  const { app: other } = await buildTestApp(t, { bundled: false, database })
  t.notOk((await other.lists.displays('CORE_TYPE')).has('Z'), 'cached without Z')
  const operator = await as(app, 'operator')
  // subscribed after the other instance, so its handler has run when this one hears the notification
  let hear: (list: string) => void = () => {}
  const heard = new Promise<string>(resolve => { hear = resolve })
  await database.listen(LIST_CHANNEL, list => hear(list))
  await app.inject({ method: 'POST', url: URL_, headers: operator, payload: { listname: 'CORE_TYPE', display: 'Z' } })
  t.equal(await heard, 'CORE_TYPE')
  t.ok((await other.lists.displays('CORE_TYPE')).has('Z'))
})
