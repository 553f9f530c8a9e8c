import { parse } from 'csv-parse/sync'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'

// The value-list export, GET /api/v1/list-values/export: a list's items (or every list's) as CSV in the columns
// the import reads, read back; it imports again as it is.

t.test('value-list export', async t => {
  const { app } = await buildTestApp(t)
  const operator = await as(app, 'operator')
  const viewer = await as(app, 'viewer')
  const add = async (listname: string, display: string, remark: string, sort: number): Promise<number> => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: operator, payload: { listname, display, remark, sort } })
    t.equal(response.statusCode, 201)
    return response.json().id
  }
  const get = async (query: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/list-values/export${query}`, headers })
  const rows = async (query: string): Promise<string[][]> => {
    const response = await get(query)
    t.equal(response.statusCode, 200, query)
    t.equal(response.headers['content-type'], 'text/csv; charset=utf-8')
    return parse(response.body)
  }
  await add('RS_EXPORT_A', 'CK', 'Cindy "K", Kunkel', 2)
  await add('RS_EXPORT_A', 'AB', 'line one\nline two', 1)
  await add('RS_EXPORT_A', '-5', '=HYPERLINK("http://evil.example")', 3)
  await add('RS_EXPORT_B', 'X', '<b>x</b>', 1)
  const only = await add('RS_EXPORT_EMPTY', 'gone', '', 1)
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/list-values/${only}`, headers: operator })).statusCode, 204)

  t.test('a list: its items by sort, in the columns the import reads', async t => {
    const response = await get('?listname=RS_EXPORT_A')
    t.equal(response.headers['content-disposition'], 'attachment; filename="RS_EXPORT_A.csv"')
    t.match(response.body, /^listname,display,remark,sort\r\n/)
    t.same(parse(response.body), [
      ['listname', 'display', 'remark', 'sort'],
      ['RS_EXPORT_A', 'AB', 'line one\nline two', '1'],
      ['RS_EXPORT_A', 'CK', 'Cindy "K", Kunkel', '2'],
      ['RS_EXPORT_A', "'-5", '\'=HYPERLINK("http://evil.example")', '3']
    ], 'quoted as CSV; cells a spreadsheet would run as formulas get a leading quote')
  })

  t.test('every list; an empty list; a list that does not exist', async t => {
    const response = await get('')
    t.equal(response.headers['content-disposition'], 'attachment; filename="value-lists.csv"')
    const mine = (parse(response.body) as string[][]).filter(r => r[0].startsWith('RS_EXPORT'))
    t.same(mine.map(r => [r[0], r[1]]), [['RS_EXPORT_A', 'AB'], ['RS_EXPORT_A', 'CK'], ['RS_EXPORT_A', "'-5"], ['RS_EXPORT_B', 'X']], 'by list, then by sort')
    t.same(await rows('?listname=RS_EXPORT_EMPTY'), [['listname', 'display', 'remark', 'sort']])
    const missing = await get('?listname=NOPE')
    t.same([missing.statusCode, missing.json().message], [404, 'Unable to find the value list NOPE.'])
    t.equal((await get('?listname=a%20b')).statusCode, 400, 'not a list name')
  })

  t.test('the export imports as it is', async t => {
    const csv = (await get('?listname=RS_EXPORT_B')).body
    const response = await app.inject({ method: 'POST', url: '/api/v1/list-values/import?listname=RS_EXPORT_B', headers: { ...operator, 'content-type': 'text/csv' }, payload: csv })
    t.same([response.statusCode, response.json()], [201, { rows: 1, created: 0, updated: 1 }])
    t.same(await rows('?listname=RS_EXPORT_B'), [['listname', 'display', 'remark', 'sort'], ['RS_EXPORT_B', 'X', '<b>x</b>', '1']])
  })

  t.test('a login is needed', async t => {
    t.equal((await get('?listname=RS_EXPORT_A', {})).statusCode, 401)
  })
})
