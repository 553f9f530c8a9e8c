import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { addFile, headers, put, sections } from '../../../helpers/drilling.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// mDIS's Core Overview and Hole Overview: per core (per hole, 20 cores to a part) a header and the sections' images
// on a ruler in centimetres, each as long as its section's curated length; the image of a section by type preference.

/** per column of an overview: its head and its parts as [kind, height, image id or null] */
function columns (html: string): Array<{ head: string, parts: Array<[string, string, number | null]> }> {
  return [...html.matchAll(/<div class="column"><div class="head">(.*?)<\/div><div class="strip">(.*?)<\/div><\/div>/g)].map(([, head, strip]) => ({
    head,
    parts: [...strip.matchAll(/<(a|div) class="part[^"]*"(?: href="[^"]*")? style="height:([^"]+)"(?: title="[^"]*")?>(?:<img src="\/api\/v1\/file\/download\/(\d+)")?/g)]
      .map(([, tag, height, image]) => [tag === 'a' ? 'image' : 'none', height, image === undefined ? null : Number(image)])
  }))
}
const ticks = (html: string): string[][] => [...html.matchAll(/<div class="ruler"><div class="head"><\/div><div class="strip">(.*?)<\/div><\/div>/g)]
  .map(([, strip]) => [...strip.matchAll(/<span style="top:([^"]+)">([^<]*)<\/span>/g)].map(m => `${m[2]}@${m[1]}`))

t.test('core and hole overviews', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const get = async (url: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/report/${url}`, headers })
  const page = async (url: string): Promise<string> => {
    const response = await get(url)
    t.equal(response.statusCode, 200, url)
    t.equal(response.headers['content-type'], 'text/html; charset=utf-8')
    return response.body
  }
  const core1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 0, bottom_depth: 3 })
  const core2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'H' })
  const [s1, s2] = await sections(app, core1.id, [{ section_length: 1 }, { section_length: 1.5, curated_length: 1.45 }])
  await addFile(app, { type: 'SS', section_id: s1.id, core_id: core1.id, hole_id: h.hole })
  const scan = await addFile(app, { type: 'CS', section_id: s1.id, core_id: core1.id, hole_id: h.hole })
  await addFile(app, { type: 'BA', section_id: s1.id, core_id: core1.id, hole_id: h.hole })
  await addFile(app, { type: 'CS', mime: 'application/pdf', section_id: s2.id, core_id: core1.id, hole_id: h.hole })
  await addFile(app, { type: 'XX', section_id: s2.id, core_id: core1.id, hole_id: h.hole })

  t.test('Core Overview of a core: its header, a ruler, a column per section', async t => {
    const html = await page(`CoreOverview?name=cores&id=${core1.id as number}`)
    t.match(html, '<title>Core Overview</title>')
    t.same(headers(html), [{ Expedition: '5065', Site: '1', Hole: 'A', Core: '1 R', 'Top depth': '0 m', 'Bottom depth': '3 m', Comment: 'image length = curated length' }])
    t.same(ticks(html), [['0 cm@0%', '10@6.667%', '20@13.333%', '30@20%', '40@26.667%', '50@33.333%', '60@40%', '70@46.667%', '80@53.333%', '90@60%',
      '100@66.667%', '110@73.333%', '120@80%', '130@86.667%', '140@93.333%', '150@100%']], 'up to the longest section, rounded up to 10 cm')
    t.same(columns(html), [
      { head: 'Sect: 1', parts: [['image', '66.667%', scan]] },
      { head: 'Sect: 2', parts: [['none', '96.667%', null]] }
    ], 'a core scan before a section scan or a box photo; a PDF or another type is no image')
    t.match(html, `<a class="part" href="/api/v1/file/download/${scan}" style="height:66.667%"><img src="/api/v1/file/download/${scan}" alt="Section 1"></a>`)
    t.match(html, '<div class="part no-img" style="height:96.667%" title="Section 2: no image"></div>')
  })

  t.test('Core Overview of the filtered cores: a part each; a core without sections', async t => {
    const html = await page(`CoreOverview?name=cores&filter[hole_id]=${h.hole as number}`)
    t.same(headers(html).map(f => [f.Core, f['Top depth'], f['Bottom depth']]), [['1 R', '0 m', '3 m'], ['2 H', '3 m', ' m']], 'a core without a bottom depth; its top from the core above')
    t.same(ticks(html)[1], ['0 cm@0%', '10@100%'], 'an empty core: a ruler of 10 cm')
    t.same(columns(html).length, 2)
    t.match(await page('CoreOverview?name=cores&filter[core_type]=Q'), '<p class="empty">No cores.</p>')
  })

  t.test('Hole Overview: the cores of a hole side by side, each linking to its Core Overview', async t => {
    const html = await page(`HoleOverview?name=holes&id=${h.hole as number}`)
    t.match(html, '<title>Hole Overview</title>')
    t.same(headers(html), [{ Expedition: '5065', Site: '1', Hole: 'A', Cores: '1 - 2', 'Top depth': '0 m', 'Bottom depth': '3 m', Comment: 'image length = curated length' }])
    t.same(ticks(html)[0].at(-1), '250@100%', 'the longest core: 1 + 1.45 m')
    t.same(columns(html), [
      { head: `<a href="/api/v1/report/CoreOverview?name=cores&amp;id=${core1.id as number}">1</a>`, parts: [['image', '40%', scan], ['none', '58%', null]] },
      { head: `<a href="/api/v1/report/CoreOverview?name=cores&amp;id=${core2.id as number}">2</a>`, parts: [] }
    ])
  })

  t.test('Hole Overview: 20 cores to a part; a hole without cores; no holes', async t => {
    const hole = await post(app, 'holes', { site_id: h.site })
    for (let i = 0; i < 21; i++) await post(app, 'cores', { hole_id: hole.id, core_type: 'R', top_depth: i, bottom_depth: i + 1 })
    const empty = await post(app, 'holes', { site_id: h.site })
    const html = await page(`HoleOverview?name=holes&filter[site_id]=${h.site as number}&sort=hole`)
    t.same(headers(html).map(f => [f.Hole, f.Cores, f['Top depth'], f['Bottom depth']]), [
      ['A', '1 - 2', '0 m', '3 m'], ['B', '1 - 20', '0 m', '20 m'], ['B', '21 - 21', '20 m', '21 m'], ['C', '', ' m', ' m']
    ])
    t.equal(columns(html).length, 2 + 21)
    t.match(await page(`HoleOverview?name=holes&id=${empty.id as number}`), '<div class="overview">')
    t.match(await page('HoleOverview?name=holes&filter[hole]=Z'), '<p class="empty">No holes.</p>')
  })

  t.test('values are escaped', async t => {
    await put(app, 'expeditions', h.expedition, { exp_name: '<img src=x onerror=alert(1)>' })
    const html = await page(`HoleOverview?name=holes&id=${h.hole as number}`)
    t.match(html, '<p class="report-expedition">&lt;img src=x onerror=alert(1)&gt;</p>')
    t.notMatch(html, '<img src=x')
  })

  t.test('rights', async t => {
    t.equal((await get('CoreOverview?name=cores', {})).statusCode, 401)
    const holesOnly = await get('HoleOverview?name=holes', await as(app, 'viewer', ['form-holes:view']))
    t.same([holesOnly.statusCode, holesOnly.json().message], [403, 'You are not allowed to view cores.'])
    const coresOnly = await get('CoreOverview?name=cores', await as(app, 'viewer', ['form-cores:view']))
    t.same([coresOnly.statusCode, coresOnly.json().message], [403, 'You are not allowed to view core_section.'])
    t.equal((await get('HoleOverview?name=cores')).statusCode, 404)
  })
})
