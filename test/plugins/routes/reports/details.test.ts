import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// The table rows of a page: [class of the table, cells as text] (tags inside cells kept).
function tables (html: string): Record<string, string[][]> {
  const found: Record<string, string[][]> = {}
  for (const [, name, body] of html.matchAll(/<table class="([a-z]+)">([\s\S]*?)<\/table>/g)) {
    found[name] = [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) => [...row.matchAll(/<t[hd]>(.*?)<\/t[hd]>/g)].map(c => c[1]))
  }
  return found
}

t.test('Details of a record', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', {
    hole_id: h.hole, core_type: 'R', analyst: 'CK', top_depth: -1.5, drilled_length: 3, core_recovery: 1.5,
    core_ondeck: '2024-05-01 08:00', remarks: '<script>alert("x")</script> & more'
  })
  const db = app.database.db
  await db.insertInto('rs_archive_file').values([
    { filename: '5065_1_A_1_photo.jpg', original_filename: '<b>photo</b>.jpg', type: 'PHOTO', filesize: 2048, mime_type: 'image/jpeg', checksum: 'x', upload_date: '2024-05-01 09:00:00', core_id: core.id, hole_id: h.hole },
    { filename: 'log.pdf', original_filename: 'log.pdf', type: null, filesize: 10, mime_type: 'application/pdf', checksum: 'y', upload_date: '2024-05-01 09:00:00', core_id: core.id, hole_id: h.hole }
  ]).execute()
  const viewer = await as(app, 'viewer')
  const details = async (query: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/report/Details?${query}`, headers })

  t.test('a core: ancestors, every column with label, value and unit, the assigned files', async t => {
    const response = await details(`name=cores&id=${core.id as number}`)
    t.equal(response.statusCode, 200)
    t.equal(response.headers['content-type'], 'text/html; charset=utf-8')
    t.match(response.headers['content-security-policy'], /default-src 'none'/, 'no script runs in a report page')
    t.equal(response.headers['x-content-type-options'], 'nosniff')
    t.equal(response.headers['content-disposition'], undefined, 'shown, not downloaded')
    const html = response.body
    t.match(html, /^<!DOCTYPE html>\n<html lang="en">/)
    t.match(html, `<title>Details of record: cores ${core.id as number}</title>`)
    const found = tables(html)
    t.same(found.ancestors, [['Program', 'ICDP'], ['Expedition', '5065'], ['Site', '5065_1'], ['Hole', '5065_1_A']],
      'top-down; combined ids, or the name where there is none (programs)')
    const rows = found.record
    t.same(rows[0], ['Field', 'Value', 'Unit'])
    t.same(rows.slice(1).map(r => r[0]), app.registry.get('cores')!.definition.columns.map(c => c.label), 'every column, in template order')
    const byLabel = Object.fromEntries(rows.slice(1).map(([label, value, unit]) => [label, [value, unit]]))
    t.same(byLabel['Combined ID'], ['5065_1_A_1', ''])
    t.same(byLabel['Top Depth'], ['-1.5', 'm'])
    t.same(byLabel['Core Recovery %'], ['50', '%'])
    t.same(byLabel['Core on Deck'], ['2024-05-01 08:00:00', ''])
    t.same(byLabel['Bottom Depth'], ['', 'm'], 'null is an empty cell')
    t.same(byLabel.Remarks, ['&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more', ''], 'values are escaped')
    t.notMatch(html, '<script>')
    t.match(html, '<h2>Files</h2>')
    t.same(found.files, [
      ['File', 'Original name', 'Type', 'Size (bytes)'],
      ['<a href="/api/v1/file/download/1">5065_1_A_1_photo.jpg</a>', '&lt;b&gt;photo&lt;/b&gt;.jpg', 'PHOTO', '2048'],
      ['<a href="/api/v1/file/download/2">log.pdf</a>', 'log.pdf', '', '10']
    ])
  })

  t.test('records higher up and without files', async t => {
    const hole = tables((await details(`name=holes&id=${h.hole}`)).body)
    t.same(hole.ancestors, [['Program', 'ICDP'], ['Expedition', '5065'], ['Site', '5065_1']])
    t.equal(hole.files.length, 3, 'a hole lists the files of its level, as its archive_files do')
    const site = (await details(`name=sites&id=${h.site}`)).body
    t.equal(tables(site).files, undefined)
    t.match(site, '<h2>Files</h2>\n<p class="files">No files are assigned.</p>')
    const program = (await details(`name=programs&id=${h.program}`)).body
    t.same(tables(program).ancestors, undefined, 'a program has no ancestors')
    t.same(tables(program).record.slice(2, 4), [['Program', 'ICDP', ''], ['Program Name', 'International Continental Drilling Program', '']])
    t.notMatch(program, 'Files', 'files cannot be assigned to programs')
    const list = await post(app, 'holes', { site_id: h.site, drilling_method: ['wireline', 'rotary'] })
    t.same(tables((await details(`name=holes&id=${list.id as number}`)).body).record.find(r => r[0] === 'Drilling Method'), ['Drilling Method', 'wireline; rotary', ''])
  })

  t.test('errors', async t => {
    const error = async (query: string) => {
      const response = await details(query)
      return [response.statusCode, response.json().message]
    }
    t.same(await error('name=cores'), [400, 'Report "Details" shows one record: give its id.'])
    t.same(await error('name=cores&id=999'), [404, 'Object not found: cores 999'])
    t.same(await error('name=cores&id=0'), [404, 'Object not found: cores 0'])
    t.same(await error('name=cores&id=9999999999'), [404, 'Object not found: cores 9999999999'])
    t.equal((await error('name=cores&id=x'))[0], 400)
    t.equal((await error('name=cores&id=1&id=2'))[0], 400)
    t.same(await error('name=cores&id=1&columns=id'), [400, 'Report "Details" shows every column; columns cannot be chosen.'])
    t.same(await error('name=nope&id=1'), [404, 'Model "nope" does not exist.'])
    t.equal((await error('id=1'))[0], 400, 'name is required')
    const unknown = await app.inject({ url: '/api/v1/report/Summary?name=cores', headers: viewer })
    t.same([unknown.statusCode, unknown.json().message], [404, 'Report "Summary" does not exist.'])
  })

  t.test('access as reads of the model', async t => {
    t.equal((await details(`name=cores&id=${core.id as number}`, {})).statusCode, 401)
    t.equal((await details(`name=cores&id=${core.id as number}`, await as(app, 'viewer', ['form-holes:view']))).statusCode, 403)
    t.equal((await details(`name=cores&id=${core.id as number}`, await as(app, 'viewer', ['form-cores:view']))).statusCode, 200)
    t.equal((await details(`name=cores&id=${core.id as number}`, await as(app, 'admin'))).statusCode, 200)
  })
})

t.test('ancestors without combined id or name', async t => {
  const templateDir = await tempDir(t)
  await writeFile(join(templateDir, 'areas.json'), JSON.stringify({
    name: 'areas', module: 'Test', columns: { id: { name: 'id', type: 'integer', label: 'ID' }, remarks: { name: 'remarks', type: 'text', label: 'Remarks' } }
  }))
  await writeFile(join(templateDir, 'samples.json'), JSON.stringify({
    name: 'samples',
    module: 'Test',
    parentModel: 'areas',
    columns: {
      id: { name: 'id', type: 'integer', label: 'ID' },
      area_id: { name: 'area_id', type: 'integer', required: true, label: 'Area' },
      sample: { name: 'sample', type: 'string', size: 20, label: 'Sample' }
    },
    relations: { samples__areas__parent: { name: 'samples__areas__parent', foreignTable: 'areas', localColumns: ['area_id'], foreignColumns: ['id'] } }
  }))
  const { app } = await buildTestApp(t, { templateDir })
  const operator = await as(app, 'operator')
  const area = await post(app, 'areas', { remarks: 'north' }, operator)
  const sample = await post(app, 'samples', { area_id: area.id, sample: 'S1' }, operator)
  const response = await app.inject({ url: `/api/v1/report/Details?name=samples&id=${sample.id as number}`, headers: operator })
  t.same(tables(response.body).ancestors, [['Areas', String(area.id)]], 'the model name and the id')
  t.same(tables(response.body).record.slice(1), [['ID', String(sample.id), ''], ['Area', String(area.id), ''], ['Sample', 'S1', '']])
})
