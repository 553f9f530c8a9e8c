import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'
import { as } from '../../helpers/auth.js'
import { multipart } from '../../helpers/files.js'
import writeExcelFile from 'write-excel-file/node'

// POST /api/v1/form/import (issue 29): the file as a multipart field, its encoding, the limits, a ListCsv export back.

t.test('import: a file in the multipart field "file", by its type or name; text encodings; the limits', async t => {
  const { app } = await buildTestApp(t, { env: { IMPORT_ROW_LIMIT: '3', UPLOAD_FILE_LIMIT: '2000' } })
  const h = await hierarchy(app)
  const upload = async (parts: Parameters<typeof multipart>[0], query = 'mode=validate') => {
    const body = multipart(parts)
    const response = await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&${query}`, headers: { ...h.headers, ...body.headers }, payload: body.payload })
    return { status: response.statusCode, body: response.json() }
  }
  const csv = `Hole ID,Core Type\n${h.hole},R\n${h.hole},R\n`
  t.same((await upload([{ filename: 'cores.csv', content: csv, field: 'file' }])).body.wouldCreate, 2, 'a .csv file')
  t.same((await upload([{ filename: 'cores.txt', content: csv, field: 'file' }])).body.wouldCreate, 2, 'a .txt file is read as CSV')
  t.same((await upload([{ filename: 'cores.tsv', content: csv.replaceAll(',', '\t'), field: 'file' }], 'mode=commit')).body.wouldCreate, 2, 'a .tsv file, committed')
  t.same((await upload([{ filename: 'cores.json', content: JSON.stringify([{ hole_id: h.hole, core_type: 'R' }]), field: 'file' }])).body.wouldCreate, 1, 'a .json file')
  const notJson = await upload([{ filename: 'cores.json', content: '[{', field: 'file' }])
  t.same(notJson.status, 400)
  t.match(notJson.body.message, /^The file is no JSON: /)
  t.same((await upload([{ filename: 'cores.pdf', content: '%PDF', field: 'file' }])).status, 415, 'a file of another kind: 415')
  t.same((await upload([{ filename: 'cores', content: csv, field: 'file' }])).body.message, 'An import takes a .csv, .tsv, .xlsx or .json file, not "cores" (application/octet-stream).', 'nor a name that says: 415')
  t.same((await upload([{ filename: 'cores.csv', content: csv, field: 'other' }])).body, [{ field: 'file', message: 'An import takes one file, in the field "file".' }], 'another field: 422')
  t.same((await upload([{ filename: 'a.csv', content: csv, field: 'file' }, { filename: 'b.csv', content: csv, field: 'file' }])).status, 422, 'two files: 422')
  const field = multipart([{ filename: 'cores.csv', content: csv, field: 'file' }], { note: 'a field' })
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores', headers: { ...h.headers, ...field.headers }, payload: field.payload })).statusCode, 422, 'a field beside it: 422')
  const empty = multipart([])
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores', headers: { ...h.headers, ...empty.headers }, payload: empty.payload })).statusCode, 422, 'no file: 422')
  const large = await upload([{ filename: 'cores.csv', content: `Hole ID,Remarks\n${h.hole},${'x'.repeat(2100)}\n`, field: 'file' }])
  t.same([large.status, large.body.message], [413, 'The file is larger than the limit of 2000 bytes (UPLOAD_FILE_LIMIT).'])
  const raw = async (payload: Buffer | string, type: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores', headers: { ...h.headers, 'content-type': type }, payload })
    return { status: response.statusCode, body: response.json() }
  }
  t.equal((await raw('x'.repeat(2100), 'text/csv')).status, 413, 'a body beyond UPLOAD_FILE_LIMIT: 413')
  const tooMany = `hole_id,core_type\n${h.hole},R\n${h.hole},R\n${h.hole},R\n${h.hole},R\n`
  const cores = async () => (await app.inject({ method: 'GET', url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: h.headers })).json()._meta.totalCount as number
  const before = await cores()
  const job = async (payload: Buffer | string, type: string, headers = { prefer: 'respond-async' }) =>
    await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, 'content-type': type, ...headers }, payload })
  const rows = await job(tooMany, 'text/csv', { prefer: 'return=representation' })
  t.same([rows.statusCode, rows.json().message], [413, 'The import has more than 3 rows, the limit (IMPORT_ROW_LIMIT).'])
  t.equal(await cores(), before, 'read as it is written, the file is refused once its fourth row comes: nothing of it stays')
  t.match((await job(tooMany, 'text/csv')).json(), { status: 413, message: 'The import has more than 3 rows, the limit (IMPORT_ROW_LIMIT).' }, 'a job: counted before it begins')
  const sheet = await writeExcelFile([{ sheet: 'Cores', data: [['Hole ID', 'Core Type'], ...Array.from({ length: 4 }, () => [h.hole, 'R'])] }]).toBuffer()
  t.match((await job(sheet, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).json(), { status: 413 }, 'a workbook\'s job too')
  t.equal((await raw(JSON.stringify([{}, {}, {}, {}]), 'application/json')).status, 413, 'a JSON array likewise')

  const latin1 = Buffer.concat([Buffer.from(`hole_id,core_type,remarks\n${h.hole},R,`), Buffer.from([0x6d, 0xfc, 0x64, 0x65]), Buffer.from('\n')])
  const wrong = await raw(latin1, 'text/csv')
  t.same([wrong.status, wrong.body.message], [400, `The file is not utf-8 text: the byte at offset ${latin1.indexOf(0xfc)} cannot be read (save it as UTF-8, or name its charset in the content type).`],
    'not UTF-8: 400 naming the byte')
  const named = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, 'content-type': 'text/csv; charset=ISO-8859-1' }, payload: latin1 })
  t.equal(named.statusCode, 201, 'a charset that says otherwise')
  t.equal((await raw(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`Hole ID,Core Type,Remarks\n${h.hole},R,müde\n`)]), 'text/csv; charset=utf-8')).body.wouldCreate, 1, 'a UTF-8 BOM')
  t.equal((await raw('hole_id\n1\n', 'text/csv; charset=klingon')).body.message, 'The charset "klingon" is not one the import knows.')
  t.same((await raw(`hole_id,core_type,remarks\n${h.hole},R,a\u0000b\n`, 'text/csv')).body.message, 'Line 2 of the file holds a NUL character.', 'a NUL: 400, nothing stored')
  const remarks = (await app.inject({ url: '/api/v1/form?name=cores&sort=-id', headers: h.headers })).json().items[0].remarks
  t.equal(remarks, 'müde', 'Latin-1 read as Latin-1')
})

t.test('import: a ListCsv export of cores imports back as it was', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const values = [
    { hole_id: h.hole, core_type: 'R', top_depth: 1.25, drilled_length: 3, remarks: '=SUM(A1)', core_loss_reason: 'a, "quoted"\nsecond line', oriented: true },
    { hole_id: h.hole, core_type: 'H', top_depth: 4.25, remarks: 'second' }
  ]
  for (const v of values) await post(app, 'cores', v, h.headers)
  const list = async () => (await app.inject({ url: '/api/v1/form?name=cores&sort=id', headers: h.headers })).json().items as Array<Record<string, unknown>>
  const before = await list()
  const exported = await app.inject({ url: '/api/v1/report/ListCsv?name=cores', headers: h.headers })
  t.equal(exported.statusCode, 200)
  // the same cores again, from the file as it came: every header cell read (those the server sets left out)
  await app.inject({ method: 'DELETE', url: `/api/v1/form/${before[0].id as number}?name=cores`, headers: h.headers })
  await app.inject({ method: 'DELETE', url: `/api/v1/form/${before[1].id as number}?name=cores`, headers: h.headers })
  const imported = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, 'content-type': 'text/csv' }, payload: exported.body })
  t.same([imported.statusCode, imported.json().errors], [201, []])
  const after = await list()
  const without = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => !['id', 'igsn', 'combined_id', 'core', 'archive_files'].includes(k)))
  t.same(after.map(without), before.map(without), 'every value as it was (the server gives new ids, running numbers, IGSNs and so file filters)')
  t.same(after.map(r => r.remarks), ['=SUM(A1)', 'second'], 'a formula ListCsv neutralised reads back without its quote')
})

t.test('import: an XLSX workbook, as the body or a file; its first sheet or sheet=; date cells as dates; lines as the sheet has them', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const workbook = await writeExcelFile([
    { sheet: 'Notes', data: [['Hole ID', null, 'Core Type'], [h.hole, 'ignored', 'R']] },
    {
      sheet: 'Cores',
      data: [
        ['Hole ID', 'Core Type', 'Top Depth (m)', 'Core on Deck', 'Oriented'],
        ['5065_1_A', 'R', 1.5, { value: new Date('2024-03-05T13:45:30Z'), format: 'yyyy-mm-dd hh:mm:ss' }, true],
        [null, null, null, null, null],
        [h.hole, 'Q', 2, null, false]
      ]
    }
  ]).toBuffer()
  const send = async (query: string, headers: Record<string, string>, payload: Buffer) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&${query}`, headers: { ...h.headers, ...headers }, payload })
    return { status: response.statusCode, body: response.json() }
  }
  const xlsx = { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
  t.same((await send('mode=validate', xlsx, workbook)).body.wouldCreate, 1, 'the first sheet by default')
  const cores = await send('mode=validate&sheet=Cores', xlsx, workbook)
  t.same([cores.body.rows, cores.body.wouldCreate, cores.body.errors.map((e: { row: number, column: string }) => [e.row, e.column])], [2, 1, [[4, 'core_type']]],
    'an empty row between is skipped; the problem names the sheet\'s line')
  t.same((await send('sheet=Samples', xlsx, workbook)).body, [{ field: 'sheet', message: 'The workbook has no sheet "Samples"; its sheets are "Notes", "Cores".' }])
  const file = multipart([{ filename: 'cores.xlsx', content: workbook, field: 'file' }])
  t.equal((await send('mode=commit&sheet=Cores', file.headers, file.payload)).status, 422, 'a multipart .xlsx: all or nothing')
  const good = await writeExcelFile([{ sheet: 'Cores', data: [['Hole ID', 'Core Type', 'Core on Deck'], ['5065_1_A', 'R', { value: new Date('2024-03-05T13:45:30Z'), format: 'yyyy-mm-dd hh:mm:ss' }]] }]).toBuffer()
  const committed = await send('mode=commit', xlsx, good)
  t.same([committed.status, committed.body.wouldCreate], [201, 1])
  const core = (await app.inject({ url: '/api/v1/form?name=cores', headers: h.headers })).json().items[0]
  t.same([core.core_ondeck, core.hole_id], ['2024-03-05 13:45:30', h.hole], 'the date cell as the date; the parent by its combined id')
  t.equal((await send('', xlsx, Buffer.from('not a workbook'))).status, 400)
})

t.test('the import template: the columns a create takes, labels with units, an example row that imports as it comes', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const template = await app.inject({ url: '/api/v1/form/import-template?name=cores', headers: h.headers })
  t.same([template.statusCode, template.headers['content-disposition']], [200, 'attachment; filename="cores-import.csv"'])
  const [header, example] = template.body.split('\r\n')
  t.match(header, /^Hole ID,Core,Analyst,Top Depth \(m\),/, 'labels, units in brackets')
  t.match(example, /^5065_1_A,1,[^,]*,1\.5,/, 'the parent by the combined id of the latest, a value of each type')
  const imported = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores', headers: { ...h.headers, 'content-type': 'text/csv' }, payload: template.body })
  t.same([imported.statusCode, imported.json().errors, imported.json().wouldCreate], [200, [], 1], 'it imports as it comes')
  const programs = await app.inject({ url: '/api/v1/form/import-template?name=expeditions', headers: h.headers })
  t.match(programs.body.split('\r\n')[1], new RegExp(`^${h.program},`), 'a parent without combined ids by its id')
})

t.test('the import template of an empty database: no parent to name, a value list without codes, a unit left empty', async t => {
  const { app } = await buildTestApp(t)
  const admin = await as(app, 'admin')
  // (a list is made by its first item; without it the list stays, empty)
  const item = await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: admin, payload: { listname: 'NO_CODES_YET', display: 'X' } })
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/list-values/${item.json().id as number}`, headers: admin })).statusCode, 204)
  const developer = await as(app, 'developer')
  const boxes = { name: 'boxes', module: 'Curation', columns: { label: { type: 'string', size: 20, label: 'Label', unit: '', selectListName: 'NO_CODES_YET' }, packed_at: { type: 'time', label: 'Packed At' } } }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template: boxes } })).statusCode, 201)
  t.equal((await app.inject({ url: '/api/v1/form/import-template?name=boxes', headers: admin })).body, 'Label,Packed At\r\n,08:00:00\r\n')
  t.match((await app.inject({ url: '/api/v1/form/import-template?name=cores', headers: admin })).body, /\r\n,1,/, 'no hole yet: the parent left empty')
})

t.test('import: a file refused on its way — too many rows, a cell that cannot be read — after parts were written keeps nothing', async t => {
  const { app } = await buildTestApp(t, { env: { IMPORT_ROW_LIMIT: '1500' } })
  const h = await hierarchy(app)
  const cores = async () => (await app.inject({ method: 'GET', url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: h.headers })).json()._meta.totalCount as number
  const send = async (csv: string) => await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, 'content-type': 'text/csv' }, payload: csv })
  const rows = (count: number) => Array.from({ length: count }, (_, i) => `${h.hole},R,core ${i} ${'x'.repeat(60)}`).join('\n')
  const tooMany = await send(`Hole ID,Core Type,Remarks\n${rows(1501)}\n`)
  t.match([tooMany.statusCode, tooMany.json()], [413, { message: 'The import has more than 1500 rows, the limit (IMPORT_ROW_LIMIT).' }])
  const broken = await send(`Hole ID,Core Type,Remarks\n${rows(1200)}\n"unclosed\n`)
  t.match([broken.statusCode, broken.json()], [400, { message: /^The file is no valid CSV: Quote Not Closed/ }], 'a cell past the first thousand rows')
  t.equal(await cores(), 0, 'the thousand rows written before are gone with the transaction')
  t.match((await send(`Hole ID,Core Type\n${h.hole},R\n`)).json(), { wouldCreate: 1 }, 'and the next import goes as ever')
  t.equal(await cores(), 1)
})
