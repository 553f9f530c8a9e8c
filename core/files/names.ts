import { randomBytes } from 'node:crypto'
import { INSTANCE_ID } from '../shared/instance.js'

// File names in the upload directory and the archive. Names a client sends are reduced to one safe path
// segment; names starting with a dot are the service's own (temporary and staging files) and never shown.

const MAX_NAME_BYTES = 200
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

/** The last path segment of a client's file name without control characters and leading dots (or `file`). */
export function safeName (raw: string): string {
  const last = raw.normalize('NFC').replace(CONTROL, '').split(/[/\\]/).pop()!
  const name = last.trim().replace(/^[.\s]+/, '')
  return truncate(name === '' ? 'file' : name)
}

/** Keeps the extension and cuts the stem so that the name fits in MAX_NAME_BYTES (room for a suffix). */
function truncate (name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name
  const { stem, ext } = splitExtension(name)
  const room = MAX_NAME_BYTES - Buffer.byteLength(ext)
  // cut by code points, never inside a character
  let cut = ''
  for (const char of stem) {
    if (Buffer.byteLength(cut + char) > room) break
    cut += char
  }
  return cut + ext
}

/** `a.tar.gz` → stem `a.tar`, ext `.gz`; a name without a dot has no extension. */
export function splitExtension (name: string): { stem: string, ext: string } {
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? { stem: name, ext: '' } : { stem: name.slice(0, dot), ext: name.slice(dot) }
}

/** The n-th candidate for a name: `x.txt`, `x_2.txt`, `x_3.txt`, ... */
export function withSuffix (name: string, n: number): string {
  if (n === 1) return name
  const { stem, ext } = splitExtension(name)
  return `${stem}_${n}${ext}`
}

/** A name a client may address in the upload directory: one visible path segment. */
export function isUploadName (name: string): boolean {
  return name !== '' && !name.startsWith('.') && !name.includes('/')
}

const TEMP_PREFIX = '.rs-tmp-'
/** A temporary file: written, synced, then linked or renamed to its final name. It names its instance. */
export const tempName = (): string => `${TEMP_PREFIX}${INSTANCE_ID}-${randomBytes(8).toString('hex')}`
export const isTempName = (name: string): boolean => name.startsWith(TEMP_PREFIX)
/** The instance that wrote a temporary file (null for names of earlier versions, which carry none). */
export const tempOwner = (name: string): string | null => /^([0-9a-f]{16})-/.exec(name.slice(TEMP_PREFIX.length))?.[1] ?? null
/** Where a file waits in the upload directory between the archive and its visible name. */
export const stagingName = (fileId: number): string => `.rs-staging-${fileId}`

/** One segment of a stored name or folder: letters, digits, `-` and `_` only. */
export function storedPart (text: string, max = 64): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, max)
}

/**
 * The stored name of an archived file, mDIS-like: `<TYPE>_<parent combined id>[_<number>].F<id>[.<ext>]`,
 * e.g. `CS_5065_1_A_3_2.F17.jpg`; the extension is the original one, lower case.
 */
export function storedName (type: string, combinedId: string, number: string | null, fileId: number, original: string): string {
  const ext = splitExtension(original).ext.slice(1).toLowerCase()
  const parts = [storedPart(type), storedPart(combinedId, 128), ...(number === null ? [] : [storedPart(number)])]
  return `${parts.join('_')}.F${fileId}${/^[a-z0-9]{1,16}$/.test(ext) ? `.${ext}` : ''}`
}
