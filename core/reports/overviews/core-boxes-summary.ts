import type { Kysely } from 'kysely'
import { isCoreboxModel } from '../../1-templates/behavior-rules.js'
import { escape, PAGE_END, pageTop } from '../html.js'
import { chosenRecords } from '../chosen-records.js'
import { groupBy, level, Reading, type ApiRecord } from '../related.js'
import type { Report } from '../report.js'
import { downloadUrl, type Image } from '../section-images.js'
import { decimal, decimalOf, disHeader, HEADER_STYLE, headingOf, levelFields, text, type HeaderField } from './dis-header.js'

// mDIS's "Core Boxes Summary" (CoreBoxesSummaryReport), of holes (each hole's boxes, in the order of their numbers)
// or of core boxes (as chosen): a table of 50 boxes to a part under the hole's header, a row per split kept in a box
// (its combined id, its section's curated length and top depth), the box's cells on its first row: its name, the top
// of its shallowest section, the bottom of its deepest, the curated length it holds. Then each box that has a photo
// (a file of the hole numbered as the box, of type BA or BW) on a part of its own.

const CORE_BOXES_SUMMARY = 'CoreBoxesSummary'
const BOXES_PER_PART = 50
const BOX_IMAGE_TYPES = ['BA', 'BW']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const HEADS = ['Box', 'Top Depth [m]', 'Bottom Depth [m]', 'Stored core length [m]', 'Combined ID sections', 'Curated Length [m]', 'Section Top Depth [m]']

const STYLE = '.core-boxes{width:100%}.core-boxes th{background:#dce6ff}.core-boxes tr.even td{background:#dce6ff}' +
  '.box-image img{max-width:100%;max-height:80vh;object-fit:contain}'

/** mDIS's date("d-M-Y"), e.g. 05-Mar-2025 */
function today (): string {
  const now = new Date()
  return `${String(now.getDate()).padStart(2, '0')}-${MONTHS[now.getMonth()]}-${now.getFullYear()}`
}

/** mDIS sorted a hole's boxes by the number their name starts with, then by name. */
const boxNumber = (box: ApiRecord): number => Number(/^\d*/.exec(text(box.corebox))![0])
const byNumber = (a: ApiRecord, b: ApiRecord): number => boxNumber(a) - boxNumber(b) || text(a.corebox).localeCompare(text(b.corebox))

/** The photo of each box: the first image file of its hole numbered as the box, of a box photo type. */
async function boxImages (db: Kysely<any>, holeIds: readonly unknown[]): Promise<Map<string, Image>> {
  const images = new Map<string, Image>()
  if (holeIds.length === 0) return images
  const rows = await db.selectFrom('rs_archive_file').select(['id', 'filename', 'hole_id', 'number'])
    .where('hole_id', 'in', holeIds).where('type', 'in', BOX_IMAGE_TYPES).where('mime_type', 'like', 'image/%').orderBy('id').execute()
  // (the first file of a box wins: it is set last)
  for (const row of rows.reverse()) images.set(`${text(row.hole_id)}/${text(row.number)}`, { id: row.id as number, filename: row.filename as string })
  return images
}

export const coreBoxesSummary: Report = {
  name: CORE_BOXES_SUMMARY,
  title: 'Core Boxes Summary',
  model: 'holes|curation_corebox',
  showInMenu: true,
  type: 'report',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const reading = new Reading(CORE_BOXES_SUMMARY, input.db, input.registry, input.principal)
    const onBoxes = isCoreboxModel(input.model.definition)
    const box = onBoxes ? reading.use(input.model, ['corebox']) : reading.child(input.model, 'corebox', ['corebox'])
    const hole = reading.ancestor(box, 'hole', [])
    const split = reading.find('the splits kept in core boxes', m => m.definition.behaviors.corebox !== null, ['combined_id'])
    const boxColumn = split.definition.behaviors.corebox!.idColumn
    const section = reading.use(input.registry.get(split.definition.parent!)!, ['top_depth', 'bottom_depth', 'curated_length'])

    const chosen = await chosenRecords(input, CORE_BOXES_SUMMARY)
    const groups: Array<{ hole: ApiRecord, boxes: ApiRecord[] }> = []
    if (onBoxes) {
      for (const [id, boxes] of groupBy(chosen, hole.key)) groups.push({ hole: await reading.record(hole.model, id), boxes })
    } else {
      const boxesOf = groupBy(await reading.below(box, chosen.map(h => h.id), []), box.definition.parentColumn!)
      for (const h of chosen) groups.push({ hole: h, boxes: (boxesOf.get(h.id) ?? []).sort(byNumber) })
    }
    const boxes = groups.flatMap(g => g.boxes)
    const splits = await reading.having(split, boxColumn, boxes.map(b => b.id), [])
    const sections = new Map((await reading.having(section, 'id', [...new Set(splits.map(s => s[split.definition.parentColumn!]))], []))
      .map(s => [s.id, s]))
    const sectionOf = (s: ApiRecord): ApiRecord => sections.get(s[split.definition.parentColumn!])!
    const splitsOf = groupBy(splits.sort((a, b) => Number(sectionOf(a).top_depth) - Number(sectionOf(b).top_depth)), boxColumn)
    const images = await boxImages(input.db, groups.map(g => g.hole.id))

    const boxCells = (b: ApiRecord): string[] => {
      const held = (splitsOf.get(b.id) ?? []).map(sectionOf)
      return [text(b.corebox), decimalOf(held[0]?.top_depth ?? null, ' '), decimalOf(held.at(-1)?.bottom_depth ?? null, ' '),
        decimal(held.reduce((sum, s) => sum + Number(s.curated_length), 0), ' ')]
    }
    const cells = (values: readonly string[]): string => values.map(v => `<td>${escape(v)}</td>`).join('')
    const rows = (b: ApiRecord, parity: string): string => {
      const kept = splitsOf.get(b.id) ?? []
      if (kept.length === 0) return `<tr class="${parity}">${cells(boxCells(b))}<td></td><td></td><td></td></tr>\n`
      return kept.map((s, i) => `<tr class="${parity}">${i === 0 ? cells(boxCells(b)) : '<td colspan="4"></td>'}` +
        `${cells([text(s.combined_id), decimalOf(sectionOf(s).curated_length, ' '), decimalOf(sectionOf(s).top_depth, ' ')])}</tr>\n`).join('')
    }

    const parts = [pageTop('Core Boxes Summary', HEADER_STYLE + STYLE)]
    const photos: string[] = []
    const date = today()
    for (const group of groups) {
      const levels = [...await reading.lineage(hole.model, group.hole), level(hole.model, group.hole)]
      const fields: HeaderField[] = [...levelFields(levels), ['Date', date]]
      const header = disHeader(headingOf(levels), fields) + '<p class="warning">Check if depth is finalized!</p>\n'
      for (let at = 0; at < Math.max(1, group.boxes.length); at += BOXES_PER_PART) {
        const shown = group.boxes.slice(at, at + BOXES_PER_PART)
        parts.push('<section class="report-part">\n', header, `<table class="core-boxes">\n<thead><tr>${HEADS.map(h => `<th>${h}</th>`).join('')}</tr></thead>\n<tbody>\n`,
          ...shown.map((b, i) => rows(b, i % 2 === 0 ? 'even' : 'odd')), '</tbody>\n</table>\n</section>\n')
      }
      for (const b of group.boxes) {
        const image = images.get(`${text(group.hole.id)}/${text(b.corebox)}`)
        if (image === undefined) continue
        const [name, top, bottom, stored] = boxCells(b)
        photos.push('<section class="report-part">\n', disHeader(headingOf(levels), [...fields, ['Box', name], [HEADS[1], top], [HEADS[2], bottom], [HEADS[3], stored]]),
          `<div class="box-image"><a href="${downloadUrl(image)}"><img src="${downloadUrl(image)}" alt="Core box ${escape(name)}"></a></div>\n</section>\n`)
      }
    }
    if (groups.length === 0) parts.push('<p class="empty">No core boxes.</p>\n')
    parts.push(...photos, PAGE_END)
    return { type: 'html', body: parts.join('') }
  }
}
