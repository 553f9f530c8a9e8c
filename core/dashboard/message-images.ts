import { lstat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Kysely } from 'kysely'
import { MESSAGE_LIMITS } from '../../schemas/messages.js'
import { ValidationFailed, type FieldError } from '../shared/errors.js'
import { sniff } from '../files/sniff.js'

// The images of a message are archived files (File records), linked by id as mDIS links image_of_the_day to
// archive_file. A file becomes an image only when its stored bytes are a picture of a type browsers show (sniffed
// from the content, never from the name, and no SVG: it may carry script) and not larger than the bound.

export interface ImageInput { image_id: number, caption?: string | null }
export interface ImageLink { image_id: number, caption: string }

const TYPES: readonly string[] = MESSAGE_LIMITS.imageTypes
const TYPE_NAMES = 'PNG, JPEG, GIF or WebP'

/** What is wrong with the stored file of File record `id` as an image, if anything. */
async function problemOf (archiveDir: string, id: number, path: string | null): Promise<string | undefined> {
  // the stored path stays inside the archive, and a symbolic link is never followed (as downloads, core/files/assignments.ts)
  const stored = join(archiveDir, path ?? '..')
  const inside = relative(archiveDir, stored).split(sep)[0] !== '..'
  const stats = inside ? await lstat(stored).catch(() => undefined) : undefined
  if (stats === undefined || !stats.isFile()) return `The stored file of file ${id} is missing from the archive.`
  if (stats.size > MESSAGE_LIMITS.imageBytes) return `File ${id} is ${stats.size} bytes; an image of a message is at most ${MESSAGE_LIMITS.imageBytes}.`
  const { mime } = await sniff(stored)
  return TYPES.includes(mime) ? undefined : `File ${id} is not a ${TYPE_NAMES} picture (its content is ${mime}).`
}

/**
 * The images to link, in order, once every one of them passed: a bad one refuses the whole write (422 naming
 * `images.<index>.image_id`). Image id 0, mDIS's placeholder for its default picture, is left out.
 */
export async function checkImages (db: Kysely<any>, archiveDir: string, images: ImageInput[]): Promise<ImageLink[]> {
  const given = images.map((image, index) => ({ ...image, field: `images.${index}.image_id` })).filter(image => image.image_id !== 0)
  const ids = given.map(image => image.image_id)
  const rows = ids.length === 0 ? [] : await db.selectFrom('rs_archive_file').select(['id', 'path']).where('id', 'in', ids).execute()
  const paths = new Map(rows.map(row => [row.id as number, row.path as string | null]))
  const problems: FieldError[] = []
  const seen = new Set<number>()
  // one at a time: twenty pictures must not mean twenty open descriptors
  for (const { image_id: id, field } of given) {
    const problem = seen.has(id) ? `File ${id} is given more than once.`
      : !paths.has(id) ? `File ${id} does not exist.`
        : await problemOf(archiveDir, id, paths.get(id)!)
    seen.add(id)
    if (problem !== undefined) problems.push({ field, message: problem })
  }
  if (problems.length > 0) throw new ValidationFailed(problems)
  return given.map(image => ({ image_id: image.image_id, caption: image.caption ?? '' }))
}
