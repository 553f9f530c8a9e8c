import { sql } from 'kysely'
import { create } from 'xmlbuilder2'
import { assertIdentifier } from '../../shared/sql-names.js'
import { chosenRecords } from '../chosen-records.js'
import { fileName } from '../file-name.js'
import { Reading, type ApiRecord } from '../related.js'
import type { Report } from '../report.js'
import { holeSample, coreSample, type Depths, type Sample } from './igsn-samples.js'

// mDIS's "IGSN export" (IgsnXmlReport): the IGSN registration of holes or cores as XML, a <sample> per record in the
// element names and order of the SESAR sample upload that mDIS wrote (igsn-samples.ts), under <samples> with the
// schema location mDIS gave (the IGSN sample schema 0.1 of doidb.wdc-terra.org). Each sample reads its hole, site,
// expedition and program, and the depths of its hole's cores.

const IGSN_XML = 'IgsnXml'
const XMLNS = 'http://www.w3.org/2000/xmlns/'
const XSI = 'http://www.w3.org/2001/XMLSchema-instance'
export const SCHEMA_LOCATION = 'http://doidb.wdc-terra.org/igsnaa http://doidb.wdc-terra.org/igsnaa/doidb.wdc-terra.org/igsnaa/0.1/samplev2.xsd'

const HOLE_COLUMNS = ['combined_id', 'igsn']
const CORE_COLUMNS = ['combined_id', 'igsn', 'top_depth', 'bottom_depth', 'mcd_offset', 'drilled_length', 'core_ondeck']

export const igsnXml: Report = {
  name: IGSN_XML,
  title: 'IGSN export',
  model: 'cores|holes',
  showInMenu: true,
  type: 'export',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const reading = new Reading(IGSN_XML, input.db, input.registry, input.principal)
    const ofHoles = input.model.definition.nameAttribute === 'hole'
    const hole = ofHoles ? { model: reading.use(input.model, HOLE_COLUMNS), key: 'id' } : reading.ancestor(input.model, 'hole', HOLE_COLUMNS)
    const core = ofHoles ? reading.child(input.model, 'core', CORE_COLUMNS) : reading.use(input.model, CORE_COLUMNS)
    const above = ['site', 'expedition', 'program'].map(name => reading.ancestor(hole.model, name, []))
    const records = await chosenRecords(input, IGSN_XML)

    // per hole: the deepest bottom of its cores, the shallowest and deepest top (with the core's MCD offset)
    const parent = sql.ref(`t.${assertIdentifier(core.definition.parentColumn!)}`)
    const holeIds = [...new Set(records.map(r => r[hole.key]))]
    const depths = new Map<unknown, Depths>()
    if (holeIds.length > 0) {
      const top = sql`t.top_depth + coalesce(t.mcd_offset, 0)`
      const rows = await input.db.selectFrom(`${assertIdentifier(core.definition.table)} as t`)
        .select([parent.as('hole'), sql<number | null>`max(t.bottom_depth)`.as('bottom'), sql<number | null>`min(${top})`.as('top_min'), sql<number | null>`max(${top})`.as('top_max')])
        .where(parent, 'in', holeIds).groupBy(parent).execute()
      for (const row of rows) depths.set(row.hole, { bottom: row.bottom, topMin: row.top_min, topMax: row.top_max })
    }

    const root = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele('samples')
      .att(XMLNS, 'xmlns:xsi', XSI).att(XSI, 'xsi:schemaLocation', SCHEMA_LOCATION)
    for (const record of records) {
      const holeRecord = ofHoles ? record : await reading.record(hole.model, record[hole.key])
      const levels: ApiRecord[] = []
      for (const a of above) levels.push(await reading.record(a.model, holeRecord[a.key]))
      const [site, expedition, program] = levels
      const context = { program, expedition, site, hole: holeRecord, depths: depths.get(holeRecord.id) ?? { bottom: null, topMin: null, topMax: null } }
      const sample: Sample = ofHoles ? holeSample(context) : coreSample(context, record)
      const element = root.ele('sample')
      for (const [name, value] of sample) element.ele(name).txt(value)
    }
    return { type: 'xml', filename: fileName(`IGSN_${input.model.name}`, 'xml'), body: root.end({ prettyPrint: true }) }
  }
}
