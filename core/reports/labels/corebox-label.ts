import { sql } from 'kysely'
import type { ReportInput } from '../report.js'
import { first, placeOf, recordsById, shown, type Row } from './label-data.js'
import { labelReport, type LabelSpec } from './label-report.js'

// mDIS CoreboxLabelReport, "Corebox label": two labels per core box, one for each end (T on black, B on white), with
// the box's combined id, its QR code (the box's IGSN where its model has one, else — as mDIS — its combined id), the
// depth range and the first and last section of the section splits kept in it.

const SPLITS = 'curation_section_split'
const SECTIONS = 'core_section'

/** The sections whose splits each box keeps, by box id (none where no split model with a corebox_id exists). */
async function sectionsByBox ({ db, registry }: ReportInput, boxes: Row[]): Promise<Map<unknown, Row[]>> {
  const splits = registry.get(SPLITS)
  const boxColumn = splits === undefined ? undefined : splits.queries.fields.get('corebox_id')
  const byBox = new Map<unknown, Row[]>(boxes.map(box => [box.id, []]))
  if (boxColumn === undefined) return byBox
  const kept = await splits!.queries.selectColumns(db).where(sql.ref(boxColumn.ref), 'in', [...byBox.keys()]).execute()
  const records = kept.map(row => splits!.toRecord(row))
  const sections = await recordsById(db, registry.require(SECTIONS), records.map(split => split.section_id))
  for (const split of records) byBox.get(split.corebox_id)!.push({ ...sections.get(split.section_id) })
  return byBox
}

// (the section's part of its combined id: <core>_<section>)
const sectionPart = (section: Row): string => first(section.combined_id).split('_').slice(-2).join('_')

/** "Depth [m]" and "Sections" lines: from the first section (by combined id, as mDIS) to the last. */
function extent (sections: Row[]): string[] {
  if (sections.length === 0) return ['Depth [m]: –', 'Sections: –']
  const ordered = [...sections].sort((a, b) => first(a.combined_id).localeCompare(first(b.combined_id), 'en', { numeric: true }))
  const top = ordered[0]
  const bottom = ordered[ordered.length - 1]
  return [`Depth [m]: ${shown(top.top_depth)} to ${shown(bottom.bottom_depth)}`, `Sections: ${sectionPart(top)} to ${sectionPart(bottom)}`]
}

export const COREBOX_LABEL: LabelSpec = {
  name: 'CoreboxLabel',
  title: 'Corebox label',
  model: 'curation_corebox',
  async labels (boxes, input) {
    const place = await placeOf(input, boxes, 'Core Box')
    const sections = await sectionsByBox(input, boxes)
    return boxes.flatMap(box => {
      const label = { ...place(box), title: first(box.combined_id), code: first(box.igsn, box.combined_id), lines: extent(sections.get(box.id)!) }
      return [{ ...label, mark: { letter: 'T', filled: true } }, { ...label, mark: { letter: 'B', filled: false } }]
    })
  }
}

export const coreboxLabel = labelReport(COREBOX_LABEL)
