import { create } from 'xmlbuilder2'
import { BadRequest } from '../../shared/errors.js'
import { chosenRecords } from '../chosen-records.js'
import { fileName } from '../file-name.js'
import type { CompiledModel } from '../../2-model/compile.js'
import { text } from '../overviews/dis-header.js'
import { groupBy, level, Reading } from '../related.js'
import type { Report } from '../report.js'
import { sectionImages } from '../section-images.js'

// mDIS's "Export to Corelizer" (CorelizerXmlReport): the chosen cores' sections as the XML file Corelyzer opens, one
// expedition: <EXPEDITION id name highresformat="jpg" topoffset="0" bottomoffset="0"> holding <SITE id name>,
// <HOLE id name>, <CORE id name top_depth mcd_depth length> (name: number and type) and <SECTION id name top_depth
// mcd_depth length>, each section with the <IMAGE id name url> of its image (as the overviews pick it). mDIS copied
// the images into a folder on the server and zipped it with the file; here the file names the images, which are
// downloaded from the archive, and `localPath` (the folder Corelyzer will find them in, as mDIS asked for it) makes
// their url file:///<localPath>/<name>. Cores without sections are left out, as in mDIS.

const CORELYZER = 'CorelizerXml'

type XMLBuilder = ReturnType<typeof create>

/** mDIS's file URL of an exported image: file:///, the local folder (with / for \), the file's name. */
export function imageUrl (localPath: string, name: string): string {
  const folder = localPath.replace(/\\/g, '/').replace(/\/+$/, '')
  return `file:///${`${folder}/${name}`.replace(/^\/+/, '')}`
}

export const corelyzerXml: Report = {
  name: CORELYZER,
  title: 'Export to Corelyzer',
  model: 'cores',
  showInMenu: true,
  type: 'export',
  singleRecord: 'either',
  choosesColumns: false,
  async render (input) {
    const reading = new Reading(CORELYZER, input.db, input.registry, input.principal)
    reading.use(input.model, ['core', 'core_type', 'top_depth', 'drilled_length'])
    const sectionModel = reading.child(input.model, 'section', ['section', 'top_depth', 'section_length'])
    const [expedition, site, hole] = ['expedition', 'site', 'hole'].map(name => reading.ancestor(input.model, name, []))
    const localPath = typeof input.query.localPath === 'string' ? input.query.localPath : ''
    const cores = await chosenRecords(input, CORELYZER)
    if (new Set(cores.map(c => c[expedition.key])).size > 1) throw new BadRequest(`Report "${CORELYZER}" does not work for multiple expeditions: choose the cores of one.`)
    const sections = await reading.below(sectionModel, cores.map(c => c.id), ['section'])
    if (sections.length === 0) throw new BadRequest(`Report "${CORELYZER}" found no sections of the chosen cores to export.`)
    const images = await sectionImages(input.db, sections.map(s => s.id))
    const sectionsOf = groupBy(sections, sectionModel.definition.parentColumn!)

    const first = cores.find(c => sectionsOf.has(c.id))!
    const top = await reading.record(expedition.model, first[expedition.key])
    const root = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele('EXPEDITION', {
      id: String(top.id), name: text(level(expedition.model, top).value), highresformat: 'jpg', topoffset: '0', bottomoffset: '0'
    })
    const elements = new Map<string, XMLBuilder>()
    /** the element of a level's record, made once under its parent's */
    const element = async (parent: XMLBuilder, tag: string, model: CompiledModel, id: unknown): Promise<XMLBuilder> => {
      const key = `${tag}:${String(id)}`
      let found = elements.get(key)
      if (found === undefined) {
        found = parent.ele(tag, { id: String(id), name: text(level(model, await reading.record(model, id)).value) })
        elements.set(key, found)
      }
      return found
    }
    for (const core of cores) {
      const own = sectionsOf.get(core.id)
      if (own === undefined) continue
      const siteXml = await element(root, 'SITE', site.model, core[site.key])
      const holeXml = await element(siteXml, 'HOLE', hole.model, core[hole.key])
      const coreXml = holeXml.ele('CORE', { id: String(core.id), name: `${text(core.core)}${text(core.core_type)}`, top_depth: text(core.top_depth), mcd_depth: text(core.top_depth), length: text(core.drilled_length) })
      for (const section of own) {
        const sectionXml = coreXml.ele('SECTION', { id: String(section.id), name: text(section.section), top_depth: text(section.top_depth), mcd_depth: text(section.top_depth), length: text(section.section_length) })
        const image = images.get(section.id)
        if (image !== undefined) sectionXml.ele('IMAGE', { id: String(image.id), name: image.filename, url: imageUrl(localPath, image.filename) })
      }
    }
    const names = (await reading.lineage(input.model, first)).map(l => text(l.value))
    return { type: 'xml', filename: fileName(names.join('_'), 'xml'), body: root.end({ prettyPrint: true }) }
  }
}
