import { copyFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { CORE_QR_CODES } from '../../../../core/reports/labels/core-qr-codes.js'
import { labelReport, MAX_LABEL_RECORDS } from '../../../../core/reports/labels/label-report.js'
import { packageRoot } from '../../../../core/shared/paths.js'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'
import { readLabels, type LabelPage } from '../../../helpers/label-pdf.js'

// The label reports (mDIS's QR-code and label reports), read back: a 104 × 56 mm page per label, its text, and
// the QR code decoded. Cores, section splits and core boxes are bundled models; sample and cuttings models are an
// installation's own, made here through the cg API.

const SIZE = [104, 56]

t.test('label reports', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const developer = await as(app, 'developer')
  const get = async (url: string) => await app.inject({ url: `/api/v1/report/${url}`, headers: viewer })
  // (the helpers throw on a failure: the subtest that calls them fails)
  const expect = (status: number, response: { statusCode: number, body: string }, what: string) => {
    if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`)
  }
  const labels = async (url: string): Promise<LabelPage[]> => {
    const response = await get(url)
    expect(200, response, url)
    if (response.headers['content-type'] !== 'application/pdf') throw new Error(`${url}: ${String(response.headers['content-type'])}`)
    return await readLabels(response.rawPayload)
  }
  const put = async (name: string, id: number, payload: Record<string, unknown>) =>
    expect(200, await app.inject({ method: 'PUT', url: `/api/v1/form/${id}?name=${name}`, headers: h.headers, payload }), `PUT ${name}`)
  const model = async (template: Record<string, unknown>) =>
    expect(201, await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template } }), 'create-model')

  const core1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 0, bottom_depth: 3.5, core_ondeck: '2024-05-01 08:00' })
  const core2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 3.5 })

  t.test('core labels: of one record, or of the filtered, sorted list', async t => {
    const one = await get(`CoreQrCodes?name=cores&id=${core1.id as number}`)
    t.equal(one.headers['content-disposition'], 'attachment; filename="CoreQrCodes.pdf"')
    t.same(await readLabels(one.rawPayload), [{
      size: SIZE,
      text: ['5065', 'Hole A - Core', '5065_1_A_1', `IGSN: ${core1.igsn as string}`, 'Depth: 0 - 3.5 m', 'Core on deck: 2024-05-01 08:00:00'],
      codes: [core1.igsn]
    }], 'the expedition by its code where it has no acronym')
    const all = await labels('CoreQrCodes?name=cores&sort=-core')
    t.same(all.map(p => [p.size, p.codes]), [[SIZE, [core2.igsn]], [SIZE, [core1.igsn]]], 'a page per record, in sort order')
    t.equal(all[0].text[4], 'Depth: 3.5 - – m', 'a dash for a value the record lacks')
    t.same((await labels('CoreQrCodes?name=cores&filter[core]=2')).map(p => p.text[2]), ['5065_1_A_2'])

    await put('expeditions', h.expedition, { exp_acronym: 'DEEP' })
    t.same((await labels(`CoreQrCodes?name=cores&id=${core2.id as number}`))[0].text.slice(0, 2), ['DEEP', 'Hole A - Core'], 'its acronym where it has one')
  })

  t.test('section and core box labels', async t => {
    const section1 = await post(app, 'core_section', { core_id: core1.id, top_depth: 0, section_length: 1 })
    const section2 = await post(app, 'core_section', { core_id: core1.id, top_depth: 1, section_length: 1.25 })
    const splits = (await app.inject({ url: `/api/v1/form?name=curation_section_split&filter[core_id]=${core1.id as number}&sort=id`, headers: viewer })).json().items
    // (each new section comes with its whole-round split; putting it in box 001 makes the box)
    await put('curation_section_split', splits[1].id, { corebox_name: '001' })
    await put('curation_section_split', splits[0].id, { corebox_name: '001', curator: 'CK' })
    const today = new Date().toISOString().slice(0, 10)
    t.same(await labels(`SectionQrCodes?name=curation_section_split&id=${splits[0].id as number}`), [{
      size: SIZE,
      text: ['DEEP', 'Hole A - Section', '5065_1_A_1_1_WR', `IGSN: ${section1.igsn as string}`, 'Split: WR', 'Top: 0 m', 'Bottom: 1 m', 'Curator: CK', `Date: ${today}`],
      codes: [section1.igsn]
    }], "a split has no IGSN in the bundled template: its section's")
    t.same((await labels('SectionQrCodes?name=curation_section_split')).map(p => p.codes), [[section1.igsn], [section2.igsn]])

    const empty = await post(app, 'curation_corebox', { hole_id: h.hole, corebox: '002' })
    const boxes = await labels('CoreboxLabel?name=curation_corebox&sort=corebox')
    const box = { size: SIZE, codes: ['5065_1_A_001'] }
    t.same(boxes, [
      { ...box, text: ['DEEP', 'Hole A - Core Box', '5065_1_A_001', 'Depth [m]: 0 to 2.25', 'Sections: 1_1 to 1_2', 'T'] },
      { ...box, text: ['DEEP', 'Hole A - Core Box', '5065_1_A_001', 'Depth [m]: 0 to 2.25', 'Sections: 1_1 to 1_2', 'B'] },
      { size: SIZE, codes: ['5065_1_A_002'], text: ['DEEP', 'Hole A - Core Box', '5065_1_A_002', 'Depth [m]: –', 'Sections: –', 'T'] },
      { size: SIZE, codes: ['5065_1_A_002'], text: ['DEEP', 'Hole A - Core Box', '5065_1_A_002', 'Depth [m]: –', 'Sections: –', 'B'] }
    ], 'two labels a box, its ends; as mDIS, a box without an IGSN has the QR code of its combined id')
    t.equal((await labels(`CoreboxLabel?name=curation_corebox&id=${empty.id as number}`)).length, 2)
  })

  t.test("an installation's sample and cuttings models", async t => {
    await model({
      name: 'curation_sample',
      parentModel: 'curation_section_split',
      nameAttribute: 'sample',
      columns: {
        section_split_id: { type: 'integer', required: true },
        sample: { type: 'string', size: 20, required: true },
        combined_id: { type: 'string', size: 255 },
        igsn: { type: 'string', size: 32 },
        top: { type: 'double', unit: 'cm' },
        bottom: { type: 'double', unit: 'cm' },
        sample_date: { type: 'date' },
        curator: { type: 'string_multiple' },
        sample_request_id: { type: 'string', size: 20 }
      },
      relations: { curation_sample__split__parent: { name: 'curation_sample__split__parent', foreignTable: 'curation_section_split', localColumns: ['section_split_id'], foreignColumns: ['id'] } }
    })
    const split = (await app.inject({ url: '/api/v1/form?name=curation_section_split&sort=id', headers: viewer })).json().items[0]
    const sample = await post(app, 'curation_sample', { section_split_id: split.id, sample: 'S1', top: 12, bottom: 14.5, sample_date: '2024-05-03', curator: ['Zoë Ω', 'KH'], sample_request_id: 'R-7' })
    t.same(await labels(`SampleQrCodes?name=curation_sample&id=${sample.id as number}`), [{
      size: SIZE,
      text: ['DEEP', 'Hole A - Core Sample', '5065_1_A_1_1_WR_S1', `IGSN: ${sample.igsn as string}`, 'Top: 12 cm', 'Bottom: 14.5 cm', 'Date: 2024-05-03', 'Curator: Zoë ?; KH', 'Request: R-7'],
      codes: [sample.igsn]
    }], 'a list of values joined; a character the standard fonts lack is printed as ?')
    const samples = app.reports.get('SampleQrCodes')!
    t.same(['curation_sample12', 'curation_samples'].map(name => app.reports.applies(samples, name)), [true, false], 'curation_sample followed by digits')

    await model({
      name: 'curation_cuttings',
      parentModel: 'holes',
      nameAttribute: 'cuttings',
      columns: {
        hole_id: { type: 'integer', required: true },
        cuttings: { type: 'string', size: 20, required: true },
        combined_id: { type: 'string', size: 255 },
        igsn: { type: 'string', size: 32 },
        average_depth: { type: 'double', unit: 'm' },
        drillers_sieve: { type: 'double', unit: 'mm' },
        curator: { type: 'string', size: 100 },
        sampling_datetime: { type: 'dateTime' }
      }
    })
    const cuttings = await post(app, 'curation_cuttings', { hole_id: h.hole, cuttings: 'C1', average_depth: 102.5, drillers_sieve: 2, curator: 'KH', sampling_datetime: '2024-05-04 13:45:10' })
    t.same(await labels('CuttingsQrCodes?name=curation_cuttings'), [{
      size: SIZE,
      text: ['DEEP', 'Hole A - Cuttings', '5065_1_A_C1', `IGSN: ${cuttings.igsn as string}`, 'Depth: 102.5 m', "Driller's sieve: 2 mm", 'Curator: KH', 'Date: 2024-05-04 13:45 UTC'],
      codes: [cuttings.igsn]
    }], 'the date to the minute, as mDIS')
  })

  t.test('descriptors: for one record and for the list; no printer configured', async t => {
    const reports = (await app.inject({ url: '/api/v1/form/reports?name=cores', headers: viewer })).json()
    const core = { name: 'CoreQrCodes', title: 'Print Core QR code', model: 'cores', showInMenu: true, type: 'report', confirmationMessage: false, directPrint: false, canAutoPrint: false, parameters: null }
    t.same(reports.single.find((r: { name: string }) => r.name === 'CoreQrCodes'), { ...core, singleRecord: true })
    t.same(reports.multiple.find((r: { name: string }) => r.name === 'CoreQrCodes'), { ...core, singleRecord: false })
    const holes = (await app.inject({ url: '/api/v1/form/reports?name=holes', headers: viewer })).json()
    t.notOk([...holes.single, ...holes.multiple].some((r: { name: string }) => /QrCodes|Label/.test(r.name)), 'none for a hole')
  })

  t.test('bounds and errors', async t => {
    t.equal(MAX_LABEL_RECORDS, 500)
    app.reports.register(labelReport({ ...CORE_QR_CODES, name: 'TwoCoreLabels' }, 1))
    const many = await get('TwoCoreLabels?name=cores')
    t.same([many.statusCode, many.json().message], [400, 'Report "TwoCoreLabels" prints the labels of at most 1 records at once, and more records of "cores" match: ' +
      'narrow the list with filter[<column>]= (e.g. filter[hole_id]=) or print one record with id=.'])
    t.equal((await labels('TwoCoreLabels?name=cores&filter[core]=1')).length, 1, 'within the bound; the cursor of the refused request was closed')
    const error = async (url: string) => { const r = await get(url); return [r.statusCode, r.json().message] }
    t.same(await error('CoreQrCodes?name=cores&filter[core]=99'), [404, 'No record of "cores" matches the filter: there is no label to print.'])
    t.same(await error('CoreQrCodes?name=cores&id=999999'), [404, 'Object not found: cores 999999'])
    t.same(await error('CoreQrCodes?name=holes'), [404, 'Report "CoreQrCodes" is not available for the model "holes".'])
    t.match(await error('CoreQrCodes?name=cores&filter[nope]=1'), [400, /"nope"/], 'the list\'s filters, checked as the list checks them')
    t.equal((await app.inject({ url: '/api/v1/report/CoreQrCodes?name=cores' })).statusCode, 401)
    t.equal((await app.inject({ url: '/api/v1/report/CoreQrCodes?name=cores', headers: await as(app, 'viewer', ['form-holes:view']) })).statusCode, 403)
  })
})

t.test('labels where the hierarchy or the split model is missing', async t => {
  // an installation with core boxes but no section splits, and cuttings kept outside the drilling hierarchy
  const templateDir = await tempDir(t)
  for (const name of ['programs', 'expeditions', 'sites', 'holes', 'curation_corebox']) {
    await copyFile(join(packageRoot(), 'templates', `${name}.json`), join(templateDir, `${name}.json`))
  }
  const { app } = await buildTestApp(t, { templateDir })
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const box = await post(app, 'curation_corebox', { hole_id: h.hole, corebox: '001' })
  const read = async (url: string) => await readLabels((await app.inject({ url: `/api/v1/report/${url}`, headers: viewer })).rawPayload)
  t.same((await read(`CoreboxLabel?name=curation_corebox&id=${box.id as number}`))[0].text, ['5065', 'Hole A - Core Box', '5065_1_A_001', 'Depth [m]: –', 'Sections: –', 'T'])

  const template = { name: 'curation_cuttings', nameAttribute: 'cuttings', columns: { cuttings: { type: 'string', size: 20, required: true }, combined_id: { type: 'string', size: 255 } } }
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers: await as(app, 'developer'), payload: { template } })).statusCode, 201)
  await post(app, 'curation_cuttings', { cuttings: 'C9' })
  t.same(await read('CuttingsQrCodes?name=curation_cuttings'), [{
    size: SIZE,
    text: ['Cuttings', 'C9', 'IGSN: –', 'Depth: – m', "Driller's sieve: – mm", 'Curator: –', 'Date: – UTC'],
    codes: ['C9']
  }], 'no expedition, no hole; no IGSN column: the QR code of the combined id')
})
