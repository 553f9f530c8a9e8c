import type { Kysely } from 'kysely'

// The image of a section, as mDIS's reports pick it (reports/Base getSectionImage): among the image files assigned
// to the section, the first of the preferred file types (core scan, section scan, box photos...), the oldest file of
// that type. Files are shown through their download (GET /api/v1/file/download/<id>).

export const SECTION_IMAGE_TYPES = ['CS', 'SS', 'BA', 'BW', 'BWR', 'CB']

export interface Image { id: number, filename: string }

const CHUNK = 1000

export const downloadUrl = (image: Image): string => `/api/v1/file/download/${image.id}`

/** The image of each of the sections `ids` that has one. */
export async function sectionImages (db: Kysely<any>, ids: readonly unknown[]): Promise<Map<unknown, Image>> {
  const found = new Map<unknown, Image & { rank: number }>()
  for (let at = 0; at < ids.length; at += CHUNK) {
    const rows = await db.selectFrom('rs_archive_file').select(['id', 'filename', 'type', 'section_id'])
      .where('section_id', 'in', ids.slice(at, at + CHUNK)).where('type', 'in', SECTION_IMAGE_TYPES).where('mime_type', 'like', 'image/%')
      .orderBy('id').execute()
    for (const row of rows) {
      const rank = SECTION_IMAGE_TYPES.indexOf(row.type as string)
      const best = found.get(row.section_id)
      if (best === undefined || rank < best.rank) found.set(row.section_id, { id: row.id as number, filename: row.filename as string, rank })
    }
  }
  return found
}
