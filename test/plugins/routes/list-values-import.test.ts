import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'

// POST /api/v1/list-values/import?listname= (issue 29): a list's items from a CSV or TSV, all or none.

t.test('the value-list import: new items added, known ones updated, every problem before anything is written; roles and locks', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const operator = await as(app, 'operator')
  const send = async (listname: string, body: string | Buffer, type = 'text/csv', headers = operator) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/list-values/import?listname=${listname}`, headers: { ...headers, 'content-type': type }, payload: body })
    return { status: response.statusCode, body: response.json() }
  }
  const items = async (listname: string) => (await app.inject({ url: `/api/v1/list-values?filter[listname]=${listname}&per-page=-1`, headers: operator })).json().items
    .map((i: { display: string, remark: string, sort: number }) => [i.display, i.remark, i.sort])

  const made = await send('BOX_TYPE', 'Display;Remark\nW;wooden\nP;"plastic; grey"\n')
  t.same([made.status, made.body], [201, { rows: 2, created: 2, updated: 0 }], 'a new list, its items in the file\'s order')
  t.same(await items('BOX_TYPE'), [['W', 'wooden', 1], ['P', 'plastic; grey', 2]])
  const again = await send('BOX_TYPE', 'listname\tdisplay\tsort\tremark\nBOX_TYPE\tP\t1\t\nBOX_TYPE\tA\t\taluminium\n', 'text/tab-separated-values')
  t.same(again.body, { rows: 2, created: 1, updated: 1 }, 'a known display updated (its sort; an empty remark keeps the one it has), a new one at the end')
  t.same(await items('BOX_TYPE'), [['W', 'wooden', 1], ['P', 'plastic; grey', 1], ['A', 'aluminium', 2]])

  const bad = await send('BOX_TYPE', `display,sort,listname\n,1,\nW,x,\n${'L'.repeat(101)},,\nQ,,OTHER\nQ2,,\nQ2,,\n`)
  t.same([bad.status, bad.body.map((p: { message: string }) => p.message)], [422, [
    'Row 2: Display cannot be blank.', 'Row 3: Sort must be an integer.', 'Row 4: Display should contain at most 100 characters.',
    'Row 5: the item is of the list OTHER, not BOX_TYPE.', 'Row 7: Display "Q2" comes twice in the file.'
  ]], 'every problem, by row')
  t.equal((await items('BOX_TYPE')).length, 3, 'nothing written')
  t.same((await send('BOX_TYPE', 'remark\nx\n')).body, [{ field: 'file', message: 'Row 1: a header row naming display (and remark, sort if the file gives them) is expected.' }])
  t.same((await send('BOX_TYPE', 'display\n')).body, [{ field: 'file', message: 'The file has no items.' }])
  t.same((await send('BOX_TYPE', '')).status, 422, 'an empty file')
  t.match((await send('BOX_TYPE', 'display\n"unclosed\n')).body, { status: 400, message: /^The file is no valid CSV: Quote Not Closed/ }, 'no CSV')
  t.same((await send('BOX_TYPE', Buffer.from([0x64, 0x69, 0x73, 0x70, 0x6c, 0x61, 0x79, 0x0a, 0xfc, 0x0a]))).status, 400, 'not UTF-8')
  t.same((await send('BOX_TYPE', Buffer.from([0x64, 0x69, 0x73, 0x70, 0x6c, 0x61, 0x79, 0x0a, 0xfc, 0x0a]), 'text/csv; charset=latin1')).body.created, 1, 'unless its charset says so')
  t.same((await send('BOX_TYPE', '[]', 'application/json')).status, 415)
  t.same((await send('BAD NAME', 'display\nX\n')).status, 400, 'a list name as lists have them')
  t.same((await send('BOX_TYPE', 'display\nX\n', 'text/csv', await as(app, 'viewer'))).status, 403, 'operators import')
  t.same((await send('UPLOAD_FILE_TYPE', 'display\nX\n')).status, 403, 'a locked list: sa only')
  t.same((await send('UPLOAD_FILE_TYPE', 'display;remark\nX;x-files\n', 'text/csv', await as(app, 'sa'))).body.created, 1)
})
