import { XMLParser } from 'fast-xml-parser'
import t from 'tap'
import { SCHEMA_LOCATION } from '../../../../core/reports/exports/igsn-xml.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { put } from '../../../helpers/drilling.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// mDIS's IGSN export of holes and cores read back: <samples> with the schema location, a <sample> per record with
// SESAR's elements in mDIS's order, filled from the record, its hole, site, expedition and program.

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, preserveOrder: false })

const HOLE_ELEMENTS = ['user_code', 'sample_type', 'name', 'igsn', 'parent_igsn', 'comments', 'is_private', 'latitude', 'longitude', 'coordinate_system',
  'elevation', 'elevation_end', 'elevation_unit', 'elevation_end_unit', 'primary_location_type', 'primary_location_name', 'location_description', 'locality',
  'locality_description', 'country', 'province', 'county', 'city', 'material', 'classification', 'field_name', 'depth_min', 'depth_max', 'depth_scale', 'size',
  'size_unit', 'age_unit', 'geological_age', 'geological_unit', 'description', 'sample_image', 'sample_image_path', 'collection_method',
  'collection_method_descr', 'length', 'length_unit', 'sample_comment', 'cruise_field_prgrm', 'platform_type', 'platform_name', 'platform_descr', 'operator',
  'funding_agency', 'collector', 'collection_start_date', 'collection_end_date', 'collection_date_precision', 'current_archive', 'current_archive_contact',
  'original_archive', 'original_archive_contact']
const CORE_ELEMENTS = [...HOLE_ELEMENTS.slice(0, 5), ...HOLE_ELEMENTS.slice(6, 14), 'sampling_date', ...HOLE_ELEMENTS.slice(14)]

t.test('IGSN export', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const viewer = await as(app, 'viewer')
  const get = async (url: string, headers: Record<string, string> = viewer) => await app.inject({ url: `/api/v1/report/${url}`, headers })
  const samples = async (url: string): Promise<Array<Record<string, string>>> => {
    const response = await get(url)
    t.equal(response.statusCode, 200, url)
    t.equal(response.headers['content-type'], 'application/xml; charset=utf-8')
    const root = parser.parse(response.body).samples
    t.equal(root['@_xmlns:xsi'], 'http://www.w3.org/2001/XMLSchema-instance')
    t.equal(root['@_xsi:schemaLocation'], SCHEMA_LOCATION)
    return root.sample === undefined ? [] : [root.sample].flat()
  }
  await put(app, 'expeditions', h.expedition, { start_date: '2024-04-05', chief_scientists: ['Ann', 'Bob'], exp_name: 'Deep & <drilling>' })
  const hole = await put(app, 'holes', h.hole, { latitude: 52.5, longitude: 13.25, elevation: 34, comment: 'a < b & "c"' })
  const core1 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 0, bottom_depth: 3, mcd_offset: 0.1, drilled_length: 3, core_ondeck: '2024-05-01 08:05:09' })
  const core2 = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 3, bottom_depth: 6.3, drilled_length: 3.3 })

  t.test('a hole: its position, the depths of its cores, the expedition', async t => {
    const response = await get(`IgsnXml?name=holes&id=${h.hole as number}`)
    t.equal(response.headers['content-disposition'], 'attachment; filename="IGSN_holes.xml"')
    t.match(response.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<samples xmlns:xsi=/)
    const [sample, ...more] = await samples(`IgsnXml?name=holes&id=${h.hole as number}`)
    t.same(more, [])
    t.same(Object.keys(sample), HOLE_ELEMENTS, 'the elements in mDIS\'s order')
    t.match(sample, {
      user_code: 'ICDP', sample_type: 'Hole', name: '5065_1_A', igsn: hole.igsn ?? '', parent_igsn: '', comments: 'a < b & "c"', is_private: '0',
      latitude: '52.5', longitude: '13.25', coordinate_system: 'WGS84', elevation: '34', elevation_end: '6.3', depth_min: '0.1', depth_max: '3', size: '2.9',
      material: 'rock', country: '', depth_scale: 'meter below ground level', cruise_field_prgrm: 'ICDP 5065', collector: 'Ann, Bob',
      collection_start_date: '2024-4-5 0:0:0', collection_end_date: '', collection_date_precision: 'day', platform_name: '', sample_image: ''
    })
  })

  t.test('cores: each with its hole as parent', async t => {
    const found = await samples(`IgsnXml?name=cores&filter[hole_id]=${h.hole as number}`)
    t.same(found.map(s => Object.keys(s)), [CORE_ELEMENTS, CORE_ELEMENTS])
    t.match(found, [
      { sample_type: 'Core', name: '5065_1_A_1', igsn: core1.igsn, parent_igsn: hole.igsn ?? '', sampling_date: '2024-5-1 8:5:9', depth_min: '0', depth_max: '3', size: '3', length: '3', elevation_end: '6.3', latitude: '52.5' },
      { name: '5065_1_A_2', igsn: core2.igsn, sampling_date: '', depth_max: '6.3', size: '3.3', length: '3.3' }
    ])
  })

  t.test('a hole without cores; nothing chosen; characters XML cannot hold', async t => {
    const holeB = await post(app, 'holes', { site_id: h.site })
    // control characters no XML may hold, as an import of old data could have stored them
    await app.database.db.updateTable('holes').set({ comment: 'bell\u0007 and \u001bescape' }).where('id', '=', holeB.id).execute()
    const [sample] = await samples(`IgsnXml?name=holes&id=${holeB.id as number}`)
    t.match(sample, { name: '5065_1_B', elevation_end: '', depth_min: '', depth_max: '', size: '', comments: 'bell and escape', latitude: '' })
    t.same(await samples('IgsnXml?name=holes&filter[hole]=Z'), [])
  })

  t.test('rights', async t => {
    t.equal((await get('IgsnXml?name=cores', {})).statusCode, 401)
    const coresOnly = await get('IgsnXml?name=cores', await as(app, 'viewer', ['form-cores:view']))
    t.same([coresOnly.statusCode, coresOnly.json().message], [403, 'You are not allowed to view holes.'])
    const holesOnly = await get('IgsnXml?name=holes', await as(app, 'viewer', ['form-holes:view']))
    t.same([holesOnly.statusCode, holesOnly.json().message], [403, 'You are not allowed to view cores.'])
    t.equal((await get('IgsnXml?name=sites')).statusCode, 404)
  })
})
