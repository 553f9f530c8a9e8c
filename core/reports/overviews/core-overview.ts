import { escape, PAGE_END, pageTop } from '../html.js'
import { chosenRecords } from '../chosen-records.js'
import { groupBy, Reading } from '../related.js'
import type { Report } from '../report.js'
import { sectionImages } from '../section-images.js'
import { disHeader, HEADER_STYLE, headingOf, levelFields, text, withUnit } from './dis-header.js'
import { columnLength, overview, scaleOf, STRIP_STYLE } from './strips.js'

// mDIS's "Core Overview" (CoreOverviewReport): for each core, a header (its place, its number and type, its depths)
// and its sections side by side, each section's image as long as its curated length on a ruler in centimetres.

export const CORE_OVERVIEW = 'CoreOverview'

export const coreOverview: Report = {
  name: CORE_OVERVIEW,
  title: 'Core Overview',
  model: 'cores',
  showInMenu: true,
  type: 'report',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const reading = new Reading(CORE_OVERVIEW, input.db, input.registry, input.principal)
    reading.use(input.model, ['core', 'core_type', 'top_depth', 'bottom_depth'])
    const sectionModel = reading.child(input.model, 'section', ['section', 'curated_length'])
    const cores = await chosenRecords(input, CORE_OVERVIEW)
    const sections = await reading.below(sectionModel, cores.map(c => c.id), ['section'])
    const images = await sectionImages(input.db, sections.map(s => s.id))
    const byCore = groupBy(sections, sectionModel.definition.parentColumn!)
    const parts = [pageTop('Core Overview', HEADER_STYLE + STRIP_STYLE)]
    for (const core of cores) {
      const levels = await reading.lineage(input.model, core)
      const strips = (byCore.get(core.id) ?? []).map(section => ({
        head: escape(`Sect: ${text(section.section)}`),
        parts: [{ length: section.curated_length, image: images.get(section.id), label: `Section ${text(section.section)}` }]
      }))
      parts.push('<section class="report-part">\n', disHeader(headingOf(levels), [
        ...levelFields(levels),
        ['Core', [core.core, core.core_type].filter(v => v !== null).join(' ')],
        ['Top depth', withUnit(core.top_depth, 'm')],
        ['Bottom depth', withUnit(core.bottom_depth, 'm')],
        ['Comment', 'image length = curated length']
      ]), overview(strips, scaleOf(strips.map(s => columnLength(s.parts)))), '<p class="footer">Each image links to its file.</p>\n</section>\n')
    }
    if (cores.length === 0) parts.push('<p class="empty">No cores.</p>\n')
    parts.push(PAGE_END)
    return { type: 'html', body: parts.join('') }
  }
}
