import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { addFile, headers, put, sections, tableRows, wholeRound, type Rec } from '../../../helpers/drilling.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// mDIS's Core Boxes Summary of holes and of core boxes: a row per split a box keeps, the box's depths and stored
// length on its first row, numbers as mDIS formats them, 50 boxes to a part, a photo part per box that has one.

const HEADS = ['Box', 'Top Depth [m]', 'Bottom Depth [m]', 'Stored core length [m]', 'Combined ID sections', 'Curated Length [m]', 'Section Top Depth [m]']
const DATE = /^\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}$/

t.test('core boxes summary', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const get = async (url: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/report/${url}`, headers })
  const page = async (url: string): Promise<string> => {
    const response = await get(url)
    t.equal(response.statusCode, 200, url)
    return response.body
  }
  const core1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 0 })
  const core2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 1234.5 })
  const made = [
    ...await sections(app, core1.id, [{ top_depth: 0, section_length: 1, curated_length: 0.9 }, { top_depth: 1, section_length: 1.5 }, { top_depth: 2.5, section_length: 1 }]),
    ...await sections(app, core2.id, [{ top_depth: 1234.5, section_length: 1 }])
  ]
  const splits: Rec[] = []
  for (const [i, box] of ['2', '2', '10', 'X1'].entries()) splits.push(await put(app, 'curation_section_split', (await wholeRound(app, made[i].id)).id, { corebox_name: box }))
  const boxY = await post(app, 'curation_corebox', { hole_id: h.hole, corebox: 'Y' })
  const photo = await addFile(app, { type: 'BA', number: '2', hole_id: h.hole })
  await addFile(app, { type: 'BW', number: '2', hole_id: h.hole })
  await addFile(app, { type: 'CS', number: '10', hole_id: h.hole })
  await addFile(app, { type: 'BW', number: 'Y', hole_id: h.hole, mime: 'application/pdf' })
  const [c1, c2, c3, c4] = splits.map(s => s.combined_id as string)
  const ROWS = {
    X1: [['even', ['X1', '1 234.50', '1 235.50', '1.00', c4, '1.00', '1 234.50']]],
    Y: [['odd', ['Y', '', '', '0.00', '', '', '']]],
    2: [['even', ['2', '0.00', '2.50', '2.40', c1, '0.90', '0.00']], ['even', ['', c2, '1.50', '1.00']]],
    10: [['odd', ['10', '2.50', '3.50', '1.00', c3, '1.00', '2.50']]]
  }

  t.test('of a hole: its boxes by number, a row per split, the photo of a box', async t => {
    const html = await page(`CoreBoxesSummary?name=holes&id=${h.hole as number}`)
    t.match(html, '<title>Core Boxes Summary</title>')
    const [top, box] = headers(html)
    t.match(top, { Expedition: '5065', Site: '1', Hole: 'A', Date: DATE })
    t.match(html, '<p class="warning">Check if depth is finalized!</p>')
    t.same(tableRows(html, 'core-boxes'), [['', HEADS], ...ROWS.X1, ...ROWS.Y, ...ROWS[2], ...ROWS[10]],
      'numbers first (a name without one as 0), two decimals and a space between thousands; an empty box; depths of its sections')
    t.same(box, { ...top, Box: '2', 'Top Depth [m]': '0.00', 'Bottom Depth [m]': '2.50', 'Stored core length [m]': '2.40' })
    t.match(html, `<div class="box-image"><a href="/api/v1/file/download/${photo}"><img src="/api/v1/file/download/${photo}" alt="Core box 2"></a></div>`)
    t.equal(headers(html).length, 2, 'only box 2 has a photo (a BA or BW image numbered as the box)')
  })

  t.test('of core boxes: as chosen, grouped by hole; one box', async t => {
    const html = await page(`CoreBoxesSummary?name=curation_corebox&filter[hole_id]=${h.hole as number}&sort=corebox`)
    t.same(tableRows(html, 'core-boxes').slice(1).map(r => r[1][0]), ['10', '2', '', 'X1', 'Y'], 'in the order of the sort')
    const one = await page(`CoreBoxesSummary?name=curation_corebox&id=${boxY.id as number}`)
    t.same(tableRows(one, 'core-boxes'), [['', HEADS], ['even', ['Y', '', '', '0.00', '', '', '']]])
    const holeB = await post(app, 'holes', { site_id: h.site })
    await post(app, 'curation_corebox', { hole_id: holeB.id, corebox: '<b>Z</b>' })
    const both = await page(`CoreBoxesSummary?name=curation_corebox&filter[site_id]=${h.site as number}&sort=hole_id`)
    t.same(headers(both).map(f => f.Hole), ['A', 'B', 'A'], 'a part per hole, then the photos')
    t.match(both, '<td>&lt;b&gt;Z&lt;/b&gt;</td>')
    t.notMatch(both, '<b>Z')
  })

  t.test('50 boxes to a part; a hole without boxes; nothing chosen', async t => {
    const hole = await post(app, 'holes', { site_id: h.site })
    for (let i = 1; i <= 51; i++) await post(app, 'curation_corebox', { hole_id: hole.id, corebox: String(i) })
    const html = await page(`CoreBoxesSummary?name=holes&id=${hole.id as number}`)
    const parts = html.split('<section class="report-part">').slice(1)
    t.same(parts.map(p => tableRows(p, 'core-boxes').length - 1), [50, 1])
    t.same(tableRows(parts[1], 'core-boxes')[1][1][0], '51')
    const empty = await post(app, 'holes', { site_id: h.site })
    t.same(tableRows(await page(`CoreBoxesSummary?name=holes&id=${empty.id as number}`), 'core-boxes'), [['', HEADS]])
    t.match(await page('CoreBoxesSummary?name=holes&filter[hole]=Z'), '<p class="empty">No core boxes.</p>')
  })

  t.test('rights', async t => {
    t.equal((await get('CoreBoxesSummary?name=holes', {})).statusCode, 401)
    const holesOnly = await get('CoreBoxesSummary?name=holes', await as(app, 'viewer', ['form-holes:view']))
    t.same([holesOnly.statusCode, holesOnly.json().message], [403, 'You are not allowed to view curation_corebox.'])
    const boxesOnly = await get('CoreBoxesSummary?name=curation_corebox', await as(app, 'viewer', ['form-curation_corebox:view']))
    t.same([boxesOnly.statusCode, boxesOnly.json().message], [403, 'You are not allowed to view holes.'])
    t.equal((await get('CoreBoxesSummary?name=cores')).statusCode, 404)
  })
})
