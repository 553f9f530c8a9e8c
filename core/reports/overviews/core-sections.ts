import { escape, PAGE_END, pageTop } from '../html.js'
import type { Report } from '../report.js'
import { CORE_HEADS, coreCells, coresWithSections, SECTION_HEADS, sectionCells, sectionCount } from './core-sections-data.js'
import { disHeader, HEADER_STYLE, headingOf, levelFields } from './dis-header.js'

// mDIS's "Cores with Sections" (CoreSectionsReport) as a page: the header with the totals, then a table of the
// cores, each followed by its sections (core-sections-data.ts says what is shown).

const CORE_SECTIONS = 'CoreSections'

const STYLE = '.core-sections th.core{background:#dce6ff}.core-sections th.section{background:#ffe0e0}' +
  '.core-sections td.count{color:#999}.core-sections td.blank{border:none}'

const cells = (values: readonly string[]): string => values.map(v => `<td>${escape(v)}</td>`).join('')

export const coreSections: Report = {
  name: CORE_SECTIONS,
  title: 'Cores with Sections',
  model: 'cores',
  showInMenu: true,
  type: 'report',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const { levels, cores, totals } = await coresWithSections(input, CORE_SECTIONS)
    const head = [...CORE_HEADS.map(h => `<th class="core">${escape(h)}</th>`), ...SECTION_HEADS.map(h => `<th class="section">${escape(h)}</th>`)].join('')
    const rows = cores.map(({ core, sections }) =>
      `<tr class="core">${cells(coreCells(core))}<td class="count" colspan="${SECTION_HEADS.length}">${sectionCount(sections)}</td></tr>\n` +
      sections.map(s => `<tr class="section"><td class="blank" colspan="${CORE_HEADS.length}"></td>${cells(sectionCells(s))}</tr>\n`).join('') +
      `<tr class="spacer"><td class="blank" colspan="${CORE_HEADS.length + SECTION_HEADS.length}"></td></tr>\n`)
    return {
      type: 'html',
      body: pageTop('Core / Section Summary', HEADER_STYLE + STYLE) + disHeader(headingOf(levels), [...levelFields(levels), ...totals]) +
        `<table class="core-sections">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('')}</tbody>\n</table>\n${PAGE_END}`
    }
  }
}
