import type { FastifyInstance } from 'fastify'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { as } from './auth.js'
import { post } from './hierarchy.js'

// Helpers of the drilling reports' tests (test/core/reports/overviews, exports): cores, sections and their splits made
// through the data API, image files assigned to records (rows of the file table, as the reports only read them),
// reports fetched, and PDFs read back as text.

export type Rec = Record<string, any>

export async function put (app: FastifyInstance, name: string, id: number, payload: Record<string, unknown>): Promise<Rec> {
  const response = await app.inject({ method: 'PUT', url: `/api/v1/form/${id}?name=${name}`, headers: await as(app, 'operator'), payload })
  if (response.statusCode !== 200) throw new Error(`updating ${name} ${id} failed: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** The sections of a core, made one after the other (their numbers 1, 2, ...). */
export async function sections (app: FastifyInstance, core: number, sections: Array<Record<string, unknown>>): Promise<Rec[]> {
  const made: Rec[] = []
  for (const section of sections) made.push(await post(app, 'core_section', { core_id: core, ...section }))
  return made
}

/** The whole-round split the service made for a section. */
export async function wholeRound (app: FastifyInstance, section: number): Promise<Rec> {
  const response = await app.inject({ url: `/api/v1/form?name=curation_section_split&filter[section_id]=${section}`, headers: await as(app, 'viewer') })
  return response.json().items[0]
}

let files = 0

/** An image (or other) file assigned to a record: section_id, hole_id... as the file table has them. */
export async function addFile (app: FastifyInstance, values: { type: string, mime?: string, number?: string, filename?: string } & Record<string, unknown>): Promise<number> {
  files++
  const { mime = 'image/jpeg', filename = `file${files}.jpg`, ...rest } = values
  const row = await app.database.db.insertInto('rs_archive_file').values({
    filename, original_filename: filename, filesize: 100, mime_type: mime, checksum: 'x', upload_date: '2024-05-01 09:00:00', ...rest
  }).returning('id').executeTakeFirstOrThrow()
  return row.id as number
}

/** The text of each page of a PDF, its runs joined by line breaks. */
export async function pdfPages (pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise
  const pages: string[] = []
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent()
      pages.push(content.items.map(item => 'str' in item ? item.str : '').filter(s => s !== '').join('\n'))
    }
  } finally {
    await doc.destroy()
  }
  return pages
}

/** label → value of the report header's pairs (overviews/dis-header.ts), of each header on the page in turn */
export function headers (html: string): Array<Record<string, string>> {
  return [...html.matchAll(/<dl class="report-infos">(.*?)<\/dl>/g)]
    .map(([, pairs]) => Object.fromEntries([...pairs.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(m => [m[1], m[2]])))
}

/** The cells of each row of the table of `tableClass`: [row class, cells as HTML] */
export function tableRows (html: string, tableClass: string): Array<[string, string[]]> {
  const table = new RegExp(`<table class="${tableClass}">([\\s\\S]*?)</table>`).exec(html)
  if (table === null) throw new Error(`no table ${tableClass}`)
  return [...table[1].matchAll(/<tr(?: class="([a-z]+)")?>(.*?)<\/tr>/g)]
    .map(([, kind, row]) => [kind ?? '', [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(c => c[1])])
}
