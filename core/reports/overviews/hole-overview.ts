import { escape, PAGE_END, pageTop } from '../html.js'
import { chosenRecords } from '../chosen-records.js'
import { groupBy, level, Reading, type ApiRecord } from '../related.js'
import type { Report } from '../report.js'
import { sectionImages } from '../section-images.js'
import { CORE_OVERVIEW } from './core-overview.js'
import { disHeader, HEADER_STYLE, headingOf, levelFields, text, withUnit } from './dis-header.js'
import { columnLength, overview, scaleOf, STRIP_STYLE, type Strip } from './strips.js'

// mDIS's "Hole Overview" (HoleOverviewReport): for each hole, its cores side by side, 20 to a part, each core a
// column of its sections' images (each as long as the section's curated length) on a ruler in centimetres. A part's
// header names the hole, the cores it shows and their depths. A core's number opens its Core Overview (mDIS: a
// click on the core zooms into it).

const HOLE_OVERVIEW = 'HoleOverview'
const CORES_PER_PART = 20

function extremes (values: readonly unknown[]): { min: string, max: string } {
  const numbers = values.filter((v): v is number => typeof v === 'number')
  return numbers.length === 0 ? { min: '', max: '' } : { min: String(Math.min(...numbers)), max: String(Math.max(...numbers)) }
}

export const holeOverview: Report = {
  name: HOLE_OVERVIEW,
  title: 'Hole Overview',
  model: 'holes',
  showInMenu: true,
  type: 'report',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const reading = new Reading(HOLE_OVERVIEW, input.db, input.registry, input.principal)
    const coreModel = reading.child(input.model, 'core', ['core', 'top_depth', 'bottom_depth'])
    const sectionModel = reading.child(coreModel, 'section', ['section', 'curated_length'])
    const holes = await chosenRecords(input, HOLE_OVERVIEW)
    const cores = await reading.below(coreModel, holes.map(h => h.id), ['core'])
    const sections = await reading.below(sectionModel, cores.map(c => c.id), ['section'])
    const images = await sectionImages(input.db, sections.map(s => s.id))
    const coresOf = groupBy(cores, coreModel.definition.parentColumn!)
    const sectionsOf = groupBy(sections, sectionModel.definition.parentColumn!)
    const strip = (core: ApiRecord): Strip => ({
      head: `<a href="/api/v1/report/${CORE_OVERVIEW}?name=${encodeURIComponent(coreModel.name)}&amp;id=${text(core.id)}">${escape(text(core.core))}</a>`,
      parts: (sectionsOf.get(core.id) ?? []).map(s => ({ length: s.curated_length, image: images.get(s.id), label: `Core ${text(core.core)} section ${text(s.section)}` }))
    })
    const parts = [pageTop('Hole Overview', HEADER_STYLE + STRIP_STYLE)]
    for (const hole of holes) {
      const levels = [...await reading.lineage(input.model, hole), level(input.model, hole)]
      const holeCores = coresOf.get(hole.id) ?? []
      // a hole without cores still gets its header (in mDIS it showed nothing)
      for (let at = 0; at < Math.max(1, holeCores.length); at += CORES_PER_PART) {
        const shown = holeCores.slice(at, at + CORES_PER_PART)
        const numbers = extremes(shown.map(c => c.core))
        const strips = shown.map(strip)
        parts.push('<section class="report-part">\n', disHeader(headingOf(levels), [
          ...levelFields(levels),
          ['Cores', [numbers.min, numbers.max].filter(n => n !== '').join(' - ')],
          ['Top depth', withUnit(extremes(shown.map(c => c.top_depth)).min, 'm')],
          ['Bottom depth', withUnit(extremes(shown.map(c => c.bottom_depth)).max, 'm')],
          ['Comment', 'image length = curated length']
        ]), overview(strips, scaleOf(strips.map(s => columnLength(s.parts)))), '<p class="footer">A core\'s number opens its Core Overview.</p>\n</section>\n')
      }
    }
    if (holes.length === 0) parts.push('<p class="empty">No holes.</p>\n')
    parts.push(PAGE_END)
    return { type: 'html', body: parts.join('') }
  }
}
