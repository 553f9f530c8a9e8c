import { XMLParser } from 'fast-xml-parser'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { addFile, sections } from '../../../helpers/drilling.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// mDIS's export to Corelyzer read back: one EXPEDITION holding its sites, holes, cores and sections, each section
// with the image the overviews show, its url under the local folder given.

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: name => ['SITE', 'HOLE', 'CORE', 'SECTION'].includes(name) })

t.test('export to Corelyzer', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const get = async (url: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/report/${url}`, headers })
  const core1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 0, drilled_length: 3 })
  const core2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'H', top_depth: 3 })
  const holeB = await post(app, 'holes', { site_id: h.site })
  const core3 = await post(app, 'cores', { hole_id: holeB.id, core_type: 'X', top_depth: 0, drilled_length: 2 })
  const [s1, s2] = await sections(app, core1.id, [{ top_depth: 0, section_length: 1 }, { top_depth: 1, section_length: 1.5 }])
  const [s3] = await sections(app, core3.id, [{ top_depth: 0, section_length: 2 }])
  const image = await addFile(app, { type: 'CS', section_id: s1.id, core_id: core1.id, hole_id: h.hole, filename: '5065_1_A_1_1 <scan>.jpg' })

  t.test('the hierarchy of the chosen cores\' sections, with their images', async t => {
    const response = await get(`CorelizerXml?name=cores&filter[site_id]=${h.site as number}&localPath=${encodeURIComponent('C:\\Virtual\\upload\\')}`)
    t.equal(response.statusCode, 200)
    t.equal(response.headers['content-type'], 'application/xml; charset=utf-8')
    t.equal(response.headers['content-disposition'], 'attachment; filename="ICDP_5065_1_A.xml"', 'the first core\'s program, expedition, site and hole')
    t.match(response.body, '<IMAGE id="')
    const root = parser.parse(response.body).EXPEDITION
    const attributes = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => k.startsWith('@_')).map(([k, v]) => [k.slice(2), v]))
    t.same(attributes(root), { id: String(h.expedition), name: '5065', highresformat: 'jpg', topoffset: '0', bottomoffset: '0' })
    t.same(root.SITE.map(attributes), [{ id: String(h.site), name: '1' }])
    t.same(root.SITE[0].HOLE.map(attributes), [{ id: String(h.hole), name: 'A' }, { id: String(holeB.id), name: 'B' }])
    const [holeA, holeBXml] = root.SITE[0].HOLE
    t.same(holeA.CORE.map(attributes), [{ id: String(core1.id), name: '1R', top_depth: '0', mcd_depth: '0', length: '3' }], 'a core without sections is left out')
    t.same(holeA.CORE[0].SECTION.map(attributes), [
      { id: String(s1.id), name: '1', top_depth: '0', mcd_depth: '0', length: '1' },
      { id: String(s2.id), name: '2', top_depth: '1', mcd_depth: '1', length: '1.5' }
    ])
    t.same(attributes(holeA.CORE[0].SECTION[0].IMAGE), { id: String(image), name: '5065_1_A_1_1 <scan>.jpg', url: 'file:///C:/Virtual/upload/5065_1_A_1_1 <scan>.jpg' })
    t.equal(holeA.CORE[0].SECTION[1].IMAGE, undefined)
    t.same(holeBXml.CORE.map(attributes), [{ id: String(core3.id), name: '1X', top_depth: '0', mcd_depth: '0', length: '2' }])
    t.same(holeBXml.CORE[0].SECTION.map(attributes), [{ id: String(s3.id), name: '1', top_depth: '0', mcd_depth: '0', length: '2' }])
  })

  t.test('the url without a local folder, and under a Unix one', async t => {
    const url = async (query: string) => parser.parse((await get(`CorelizerXml?name=cores&id=${core1.id as number}${query}`)).body).EXPEDITION.SITE[0].HOLE[0].CORE[0].SECTION[0].IMAGE['@_url']
    t.equal(await url(''), 'file:///5065_1_A_1_1 <scan>.jpg')
    t.equal(await url('&localPath=/data/corelyzer//'), 'file:///data/corelyzer/5065_1_A_1_1 <scan>.jpg')
    t.equal(await url('&localPath=a&localPath=b'), 'file:///5065_1_A_1_1 <scan>.jpg', 'a repeated parameter is none')
  })

  t.test('nothing to export; cores of two expeditions', async t => {
    const none = await get(`CorelizerXml?name=cores&id=${core2.id as number}`)
    t.same([none.statusCode, none.json().message], [400, 'Report "CorelizerXml" found no sections of the chosen cores to export.'])
    t.equal((await get('CorelizerXml?name=cores&filter[core_type]=Q')).statusCode, 400)
    const expedition = await post(app, 'expeditions', { program_id: h.program, expedition: '5066', exp_name: 'Other' })
    const site = await post(app, 'sites', { expedition_id: expedition.id })
    const hole = await post(app, 'holes', { site_id: site.id })
    await post(app, 'cores', { hole_id: hole.id, core_type: 'R' })
    const two = await get('CorelizerXml?name=cores')
    t.same([two.statusCode, two.json().message], [400, 'Report "CorelizerXml" does not work for multiple expeditions: choose the cores of one.'])
  })

  t.test('rights', async t => {
    t.equal((await get('CorelizerXml?name=cores', {})).statusCode, 401)
    const coresOnly = await get('CorelizerXml?name=cores', await as(app, 'viewer', ['form-cores:view']))
    t.same([coresOnly.statusCode, coresOnly.json().message], [403, 'You are not allowed to view core_section.'])
    t.equal((await get('CorelizerXml?name=holes')).statusCode, 404)
  })
})
