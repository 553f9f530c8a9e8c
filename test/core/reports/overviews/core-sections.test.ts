import t from 'tap'
import { REPORT_LIMITS } from '../../../../core/reports/chosen-records.js'
import { checkTemplate } from '../../../../core/1-templates/check.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { headers, pdfPages, put, sections, tableRows } from '../../../helpers/drilling.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'
import { bundledTemplate } from '../../../helpers/models.js'

// "Cores with Sections" (mDIS CoreSectionsReport) as a page and as a PDF (CoreSectionsPdfReport): the header with the
// first core's place and the totals, a row per core and per section, values escaped; the PDF read back.

t.test('cores with sections', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const get = async (url: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/report/${url}`, headers })
  const page = async (url: string): Promise<string> => {
    const response = await get(url)
    t.equal(response.statusCode, 200, url)
    return response.body
  }

  const core1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', core_ondeck: '2024-05-01 08:00', top_depth: 0, bottom_depth: 3, drilled_length: 3, core_recovery: 2.5 })
  const core2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'H', top_depth: 3, bottom_depth: 6, drilled_length: 3, core_recovery: 3 })
  await sections(app, core1.id, [
    { top_depth: 0, section_length: 1, comment: '<b>cracked</b> & "wet"' },
    { top_depth: 1, section_length: 1.5, curated_length: 1.4 }
  ])
  const holeB = await post(app, 'holes', { site_id: h.site })
  const long = await post(app, 'cores', { hole_id: holeB.id, core_type: 'R', top_depth: 0, drilled_length: 40, core_recovery: 40 })
  await sections(app, long.id, Array.from({ length: 36 }, (_, i) => ({ top_depth: i, section_length: 1, comment: i === 0 ? `α€\t${'x'.repeat(500)}` : null })))

  t.test('the page: header with totals, a row per core and per section', async t => {
    const html = await page(`CoreSections?name=cores&filter[hole_id]=${h.hole as number}`)
    t.match(html, '<title>Core / Section Summary</title>')
    t.match(html, '<p class="report-expedition">Deep drilling</p>')
    t.same(headers(html), [{
      Expedition: '5065', Site: '1', Hole: 'A', 'total drilled length': '6.00 m', 'core recovery': '5.50 m    92%', Cores: '2', Sections: '2'
    }])
    const rows = tableRows(html, 'core-sections')
    t.same(rows[0], ['', ['Core', 'On-Deck', 'Core Top Depth [m]', 'Core Bottom Depth [m]', 'Length Cored [m]', 'Length Recovered [m]', 'Core Recovered [%]',
      'Section Number', 'Section Length [m]', 'Curated Length [m]', 'Top Depth [m]', 'Bottom Depth [m]', 'Section Remarks']])
    t.same(rows.slice(1), [
      ['core', ['1 - R', '2024-05-01 08:00:00', '0', '3', '3', '2.5', '83.33', '2 Section/s']],
      ['section', ['', '1', '1', '1', '0', '1', '&lt;b&gt;cracked&lt;/b&gt; &amp; &quot;wet&quot;']],
      ['section', ['', '2', '1.5', '1.4', '1', '2.5', '']],
      ['spacer', ['']],
      ['core', ['2 - H', '', '3', '6', '3', '3', '100.00', '0 Section/s']],
      ['spacer', ['']]
    ], 'stored values; the recovery with two decimals; remarks escaped')
    t.notMatch(html, '<b>cracked')
  })

  t.test('one core by id; sort as the list', async t => {
    const html = await page(`CoreSections?name=cores&id=${core1.id as number}`)
    t.same(headers(html)[0].Cores, '1')
    t.same(tableRows(html, 'core-sections').filter(r => r[0] === 'core').map(r => r[1][0]), ['1 - R'])
    const sorted = await page(`CoreSections?name=cores&filter[hole_id]=${h.hole as number}&sort=-top_depth`)
    t.same(tableRows(sorted, 'core-sections').filter(r => r[0] === 'core').map(r => r[1][0]), ['2 - H', '1 - R'])
    t.equal((await get('CoreSections?name=cores&id=999')).statusCode, 404)
  })

  t.test('nothing chosen: the totals are naught, the table empty', async t => {
    const html = await page('CoreSections?name=cores&filter[core_type]=Q')
    t.same(headers(html), [{ 'total drilled length': '0.00 m', 'core recovery': '0.00 m', Cores: '0', Sections: '0' }])
    t.same(tableRows(html, 'core-sections').length, 1, 'the heads only')
  })

  t.test('the PDF: A4 landscape pages headed as mDIS, the rows, page numbers', async t => {
    const response = await get(`CoreSectionsPdf?name=cores&filter[hole_id]=${h.hole as number}`)
    t.equal(response.statusCode, 200)
    t.equal(response.headers['content-type'], 'application/pdf')
    t.equal(response.headers['content-disposition'], 'attachment; filename="Core_Section_Report_Exp-5065_Site-1_Hole-A.pdf"')
    const [text, ...more] = await pdfPages(response.rawPayload)
    t.same(more, [], 'one page')
    for (const expected of ['Expedition 5065', 'Data-Report: CORE / SECTION SUMMARY', 'Site: 1', 'Hole: A', 'total drilled length: 6.00 m', 'Cores: 2',
      'On-Deck', 'Section Remarks', '1 - R', '2024-05-01 08:00:00', '83.33', '2 Section/s', '<b>cracked</b> & "wet"', '2 - H', '0 Section/s', 'Page 1']) {
      t.ok(text.includes(expected), expected)
    }
  })

  t.test('the PDF breaks between rows onto pages headed alike; long and foreign text', async t => {
    const pages = await pdfPages((await get(`CoreSectionsPdf?name=cores&filter[hole_id]=${holeB.id as number}`)).rawPayload)
    t.equal(pages.length, 2)
    t.ok(pages.every((text, i) => text.includes('Expedition 5065') && text.includes('Section Remarks') && text.includes(`Page ${i + 1}`)), 'head and foot on every page')
    // (the text runs of wrapped lines, joined without the blanks between them)
    t.ok(pages[0].replace(/\s/g, '').includes(`?€${'x'.repeat(397)}...`), 'outside WinAnsi "?", a tab a space, cut after 400 characters')
    t.ok(pages[0].includes('1 - R') && !pages[1].includes('1 - R'), 'the core on the first page')
    t.ok(pages[1].includes('36'), 'the last section on the second page')
  })

  t.test('the PDF of nothing; a file name of what the names allow', async t => {
    const empty = await get('CoreSectionsPdf?name=cores&filter[core_type]=Q')
    t.equal(empty.headers['content-disposition'], 'attachment; filename="Core_Section_Report_Exp-_Site-_Hole-.pdf"')
    t.ok((await pdfPages(empty.rawPayload))[0].includes('Cores: 0'))
    const expedition = await post(app, 'expeditions', { program_id: h.program, expedition: 'Süd"2', exp_name: 'South' })
    const site = await post(app, 'sites', { expedition_id: expedition.id })
    const hole = await post(app, 'holes', { site_id: site.id })
    await post(app, 'cores', { hole_id: hole.id, core_type: 'R' })
    const named = await get(`CoreSectionsPdf?name=cores&filter[hole_id]=${hole.id as number}`)
    t.equal(named.headers['content-disposition'], 'attachment; filename="Core_Section_Report_Exp-S_d_2_Site-1_Hole-A.pdf"')
    await put(app, 'expeditions', h.expedition, { exp_name: '<script>alert(1)</script>' })
    t.match(await page(`CoreSections?name=cores&id=${core2.id as number}`), '<p class="report-expedition">&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    await put(app, 'expeditions', h.expedition, { exp_name: 'Deep drilling' })
  })

  t.test('bounds: records and related rows', async t => {
    const { records, rows } = REPORT_LIMITS
    t.teardown(() => Object.assign(REPORT_LIMITS, { records, rows }))
    REPORT_LIMITS.records = 1
    const many = await get(`CoreSections?name=cores&filter[hole_id]=${h.hole as number}`)
    t.same([many.statusCode, many.json().message], [400, 'Report "CoreSections" shows at most 1 records of cores at once; narrow the filter.'])
    t.equal((await get(`CoreSectionsPdf?name=cores&id=${core1.id as number}`)).statusCode, 200, 'one is allowed')
    REPORT_LIMITS.records = 1000
    REPORT_LIMITS.rows = 1
    const sectionsOver = await get(`CoreSections?name=cores&id=${core1.id as number}`)
    t.same([sectionsOver.statusCode, sectionsOver.json().message], [400, 'Report "CoreSections" reads at most 1 records of core_section at once; narrow the filter.'])
  })

  t.test('rights, and a model without a column the report reads', async t => {
    t.equal((await get('CoreSections?name=cores', {})).statusCode, 401)
    const coresOnly = await get('CoreSections?name=cores', await as(app, 'viewer', ['form-cores:view']))
    t.same([coresOnly.statusCode, coresOnly.json().message], [403, 'You are not allowed to view core_section.'])
    t.equal((await get('CoreSections?name=holes')).statusCode, 404, 'not a report of holes')
    const original = app.registry.get('cores')!.definition
    const template = bundledTemplate('cores')
    delete template.columns.core_ondeck
    const check = checkTemplate(template, { models: app.registry.definitions() })
    if (!check.ok) throw new Error(JSON.stringify(check.problems))
    app.registry.register(check.model)
    t.teardown(() => app.registry.register(original))
    const missing = await get('CoreSections?name=cores')
    t.same([missing.statusCode, missing.json().message], [404, 'Report "CoreSections" reads the columns core_ondeck of the model "cores", which it does not have.'])
  })
})
