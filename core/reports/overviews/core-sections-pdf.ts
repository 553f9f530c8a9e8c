import { fileName } from '../file-name.js'
import { tablePdf, type PdfCell, type PdfColumn } from '../pdf-table.js'
import type { Report } from '../report.js'
import { CORE_HEADS, coreCells, coresWithSections, SECTION_HEADS, sectionCells, sectionCount } from './core-sections-data.js'
import { levelValue, text } from './dis-header.js'

// mDIS's "Cores with Sections (PDF)" (CoreSectionsPdfReport): the table of "Cores with Sections" as an A4
// landscape PDF to download. Each page is headed by the expedition, the report's name, the expedition, site and
// hole of the first core and the totals; the core columns' heads are blue, the sections' red, as in mDIS.

const CORE_SECTIONS_PDF = 'CoreSectionsPdf'
const CORE_WIDTHS = [7, 12, 7, 7, 6, 7, 6]
const SECTION_WIDTHS = [6, 6, 6, 6, 6, 18]

const COLUMNS: PdfColumn[] = [
  ...CORE_HEADS.map((label, i) => ({ label, width: CORE_WIDTHS[i], fill: '#dce6ff' })),
  ...SECTION_HEADS.map((label, i) => ({ label, width: SECTION_WIDTHS[i], fill: '#ffe0e0' }))
]

export const coreSectionsPdf: Report = {
  name: CORE_SECTIONS_PDF,
  title: 'Cores with Sections (PDF)',
  model: 'cores',
  showInMenu: true,
  type: 'export',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const { levels, cores, totals } = await coresWithSections(input, CORE_SECTIONS_PDF)
    const [expedition, site, hole] = ['expedition', 'site', 'hole'].map(name => levelValue(levels, name))
    const rows: PdfCell[][] = cores.flatMap(({ core, sections }) => [
      [...coreCells(core), { text: sectionCount(sections), span: SECTION_HEADS.length }],
      ...sections.map(s => [{ text: '', span: CORE_HEADS.length }, ...sectionCells(s)]),
      []
    ])
    const body = await tablePdf({
      title: `Expedition ${expedition}`,
      lines: [
        'Data-Report: CORE / SECTION SUMMARY',
        `Expedition: ${expedition}    Site: ${site}    Hole: ${hole}`,
        totals.map(([label, value]) => `${label}: ${text(value)}`).join('    ')
      ],
      columns: COLUMNS,
      rows
    })
    return { type: 'pdf', filename: fileName(`Core_Section_Report_Exp-${expedition}_Site-${site}_Hole-${hole}`, 'pdf'), body }
  }
}
