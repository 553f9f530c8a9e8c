import { chosenRecords } from '../chosen-records.js'
import { groupBy, Reading, type ApiRecord, type Level } from '../related.js'
import type { ReportInput } from '../report.js'
import { decimal, decimalOf, text, type HeaderField } from './dis-header.js'

// What mDIS's "Cores with Sections" shows, as a page (core-sections.ts) and as a PDF (core-sections-pdf.ts): the
// chosen cores, each with its sections; a header with the first core's place and the totals (length drilled, length
// recovered and its share, the numbers of cores and sections); a table of a row per core (number and type, time on
// deck, depths, lengths, recovery) followed by a row per section (number, lengths, depths, remarks).

const CORE_COLUMNS = ['core', 'core_type', 'core_ondeck', 'top_depth', 'bottom_depth', 'drilled_length', 'core_recovery', 'core_recovery_pc']
const SECTION_COLUMNS = ['section', 'section_length', 'curated_length', 'top_depth', 'bottom_depth', 'comment']

export const CORE_HEADS = ['Core', 'On-Deck', 'Core Top Depth [m]', 'Core Bottom Depth [m]', 'Length Cored [m]', 'Length Recovered [m]', 'Core Recovered [%]']
export const SECTION_HEADS = ['Section Number', 'Section Length [m]', 'Curated Length [m]', 'Top Depth [m]', 'Bottom Depth [m]', 'Section Remarks']

export interface CoresWithSections {
  /** the first core's ancestors (none without cores) */
  levels: Level[]
  cores: Array<{ core: ApiRecord, sections: ApiRecord[] }>
  /** lengths drilled and recovered, numbers of cores and sections */
  totals: HeaderField[]
}

export async function coresWithSections (input: ReportInput, report: string): Promise<CoresWithSections> {
  const reading = new Reading(report, input.db, input.registry, input.principal)
  reading.use(input.model, CORE_COLUMNS)
  const sectionModel = reading.child(input.model, 'section', SECTION_COLUMNS)
  const cores = await chosenRecords(input, report)
  const sectionsOf = groupBy(await reading.below(sectionModel, cores.map(c => c.id), ['section']), sectionModel.definition.parentColumn!)
  const levels = cores.length === 0 ? [] : await reading.lineage(input.model, cores[0])
  const rows = cores.map(core => ({ core, sections: sectionsOf.get(core.id) ?? [] }))
  const drilled = cores.reduce((sum, c) => sum + Number(c.drilled_length), 0)
  const recovered = cores.reduce((sum, c) => sum + Number(c.core_recovery), 0)
  const share = drilled === 0 ? '' : `${Math.round(recovered / drilled * 100)}%`
  return {
    levels,
    cores: rows,
    totals: [
      ['total drilled length', `${decimal(drilled, ',')} m`],
      ['core recovery', `${decimal(recovered, ',')} m    ${share}`.trimEnd()],
      ['Cores', cores.length],
      ['Sections', rows.reduce((sum, r) => sum + r.sections.length, 0)]
    ]
  }
}

/** The cells of a core's row (text): mDIS shows the stored values, the recovery in percent with two decimals. */
export const coreCells = (core: ApiRecord): string[] => [
  `${text(core.core)} - ${text(core.core_type)}`, text(core.core_ondeck), text(core.top_depth), text(core.bottom_depth),
  text(core.drilled_length), text(core.core_recovery), decimalOf(core.core_recovery_pc, ',')
]

export const sectionCells = (section: ApiRecord): string[] => [
  text(section.section), text(section.section_length), text(section.curated_length), text(section.top_depth), text(section.bottom_depth), text(section.comment)
]

/** "2 Section/s", beside the core's cells */
export const sectionCount = (sections: readonly ApiRecord[]): string => `${sections.length} Section/s`
