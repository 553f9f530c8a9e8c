import { unzipSync, zipSync, type UnzipFileInfo } from 'fflate'
import { BadRequest, PayloadTooLarge, ValidationFailed } from '../errors.js'
import { templateJson } from './store.js'

// Template packages: zips of model and form templates, as mDIS keeps them (backend/dis_templates/models/*.json and
// forms/*.json). Entries are found by their folder at any depth; other entries are named back as ignored and never
// written anywhere. The zip and the sum of what its entries unpack to are bounded (a zip's declared sizes bound
// what is unpacked, so a bomb that lies about them only yields cut, unreadable JSON).

export interface PackageEntry { path: string, text: string, raw: unknown }
export interface TemplatePackage { models: PackageEntry[], forms: PackageEntry[], ignored: string[] }

export const MAX_PACKAGE_ENTRIES = 2000
const ENTRY = /(?:^|\/)(models|forms)\/[^/]+\.json$/i

/**
 * The model and form templates of a zip (its size bounded by the caller); 400 when it is not one, 413 when it
 * unpacks to more than `limit`, 422 for unreadable JSON.
 */
export function readPackage (zip: Uint8Array, limit: number): TemplatePackage {
  let count = 0
  let unpacked = 0
  const ignored: string[] = []
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(zip, {
      filter: (file: UnzipFileInfo) => {
        if (++count > MAX_PACKAGE_ENTRIES) throw new PayloadTooLarge(`The template package has more than ${MAX_PACKAGE_ENTRIES} entries.`)
        if (!ENTRY.test(file.name)) {
          if (!file.name.endsWith('/')) ignored.push(file.name)
          return false
        }
        unpacked += file.originalSize
        if (unpacked > limit) throw new PayloadTooLarge(`The template package unpacks to more than ${limit} bytes.`)
        return true
      }
    })
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw error
    throw new BadRequest(`The template package is not a zip file: ${(error as Error).message}.`)
  }
  const models: PackageEntry[] = []
  const forms: PackageEntry[] = []
  const problems: Array<{ field: string, message: string }> = []
  for (const [path, bytes] of Object.entries(files).sort(([a], [b]) => a < b ? -1 : 1)) {
    const text = Buffer.from(bytes).toString('utf8')
    try {
      const entry = { path, text, raw: templateJson(text) }
      if (ENTRY.exec(path)![1].toLowerCase() === 'models') models.push(entry)
      else forms.push(entry)
    } catch (error) {
      problems.push({ field: `${path}/`, message: `not valid JSON: ${(error as Error).message}` })
    }
  }
  if (problems.length > 0) throw new ValidationFailed(problems)
  if (models.length + forms.length === 0) throw new BadRequest('The template package holds no models/*.json or forms/*.json.')
  return { models, forms, ignored }
}

/** A zip of templates: `models/<file>` and `forms/<name>.json`, each as stored (with a fixed time: the same templates give the same bytes). */
export function writePackage (models: Array<{ file: string, text: string }>, forms: Array<{ name: string, text: string }>): Buffer {
  const entries: Record<string, Uint8Array> = {}
  for (const m of models) entries[`models/${m.file}`] = Buffer.from(m.text)
  for (const f of forms) entries[`forms/${f.name}.json`] = Buffer.from(f.text)
  return Buffer.from(zipSync(entries, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') }))
}
