import { ancestor, first, placeOf, shown } from './label-data.js'
import { labelReport, type LabelSpec } from './label-report.js'

// mDIS SectionQrCodesReport, "Section label": a label per section split with its combined id, the QR code of its IGSN
// (a split has none in the bundled template: its section's), the section's depth range, the curator and the day
// it is printed.
export const SECTION_QR_CODES: LabelSpec = {
  name: 'SectionQrCodes',
  title: 'Section label',
  model: 'curation_section_split',
  async labels (splits, input) {
    const place = await placeOf(input, splits, 'Section')
    const sectionOf = await ancestor(input, splits, 'core_section')
    const today = new Date().toISOString().slice(0, 10)
    return splits.map(split => {
      const section = sectionOf(split)
      return {
        ...place(split),
        title: first(split.combined_id),
        code: first(split.igsn, section.igsn, split.combined_id),
        lines: [
          `IGSN: ${shown(split.igsn, section.igsn)}`,
          `Split: ${shown(split.type)}`,
          `Top: ${shown(section.top_depth)} m`,
          `Bottom: ${shown(section.bottom_depth)} m`,
          `Curator: ${shown(split.curator)}`,
          `Date: ${today}`
        ]
      }
    })
  }
}

export const sectionQrCodes = labelReport(SECTION_QR_CODES)
