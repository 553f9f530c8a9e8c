import { unzipSync, zipSync, type UnzipFileInfo } from 'fflate'
import { boundedUnzip } from '../../../../core/shared/bounded-unzip.js'
import { BadRequest, PayloadTooLarge, ValidationFailed } from '../../../../core/shared/errors.js'
import type { PackageEntry, TemplatePackage } from '../../../../core/4-lifecycle/package-import.js'
import { templateJson } from '../../../../core/4-lifecycle/store.js'

// Template packages: zips of model and form templates, as mDIS keeps them (backend/dis_templates/models/*.json and
// forms/*.json). Entries are found by their folder at any depth; other entries are named back as ignored and never
// written anywhere. The zip, the sum of what its entries unpack to and each template are bounded, counting the bytes
// that really come out of inflating, whatever the zip's headers declare (core/shared/bounded-unzip.ts).

/** A package as read: the templates the lifecycle imports (core/4-lifecycle/package-import.ts), and the other entries. */
export interface ReadPackage extends TemplatePackage { ignored: string[] }
export interface PackageLimits {
  /** the most bytes all templates of the package unpack to */
  unpacked: number
  /** the most bytes one template unpacks to (what the template area takes: TEMPLATE_FILE_LIMIT) */
  entry: number
}

export const MAX_PACKAGE_ENTRIES = 2000
const ENTRY = /(?:^|\/)(models|forms)\/[^/]+\.json$/i

/** The entries of the zip's central directory, read without inflating anything: the templates and the others. */
function directory (zip: Uint8Array): { wanted: Set<string>, ignored: string[] } {
  let count = 0
  const wanted = new Set<string>()
  const ignored: string[] = []
  try {
    unzipSync(zip, {
      filter: (file: UnzipFileInfo) => {
        if (++count > MAX_PACKAGE_ENTRIES) throw new PayloadTooLarge(`The template package has more than ${MAX_PACKAGE_ENTRIES} entries.`)
        if (ENTRY.test(file.name)) wanted.add(file.name)
        else if (!file.name.endsWith('/')) ignored.push(file.name)
        return false
      }
    })
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw error
    throw new BadRequest(`The template package is not a zip file: ${(error as Error).message}.`)
  }
  return { wanted, ignored }
}

/** The bytes of the wanted entries, inflated as far as the limits allow and no further (core/shared/bounded-unzip.ts). */
function inflate (zip: Uint8Array, wanted: Set<string>, limits: PackageLimits): Map<string, Uint8Array[]> {
  return boundedUnzip(zip, name => wanted.has(name), limits, failure => {
    switch (failure.kind) {
      case 'unpacked': return new PayloadTooLarge(`The template package unpacks to more than ${limits.unpacked} bytes.`)
      case 'entry': return new PayloadTooLarge(`The template package entry ${failure.name} unpacks to more than ${limits.entry} bytes; templates may have at most ${limits.entry}.`)
      case 'broken': return new BadRequest(`The template package entry ${failure.name} cannot be unpacked: ${failure.reason}.`)
      case 'unreadable': return new BadRequest(`The template package is not a readable zip file: ${failure.reason}.`)
    }
  })
}

/**
 * The model and form templates of a zip (its size bounded by the caller); 400 when it is not one, 413 when it
 * unpacks to more than the limits, 422 for unreadable JSON.
 */
export function readPackage (zip: Uint8Array, limits: PackageLimits): ReadPackage {
  const { wanted, ignored } = directory(zip)
  const models: PackageEntry[] = []
  const forms: PackageEntry[] = []
  const problems: Array<{ field: string, message: string }> = []
  for (const [path, parts] of [...inflate(zip, wanted, limits)].sort(([a], [b]) => a < b ? -1 : 1)) {
    const text = Buffer.concat(parts).toString('utf8')
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
