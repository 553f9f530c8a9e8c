import { createWriteStream } from 'node:fs'
import { lstat, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { NotFound } from '../shared/errors.js'
import type { SortKey } from '../shared/list-params.js'
import { lstatOrNull, publish } from './fs.js'
import { isUploadName, safeName, tempName } from './names.js'
import { sniff } from './sniff.js'

// The upload directory (spec "Upload-directory entry"): files waiting to be assigned. Only regular files with
// visible names count; the service's temporary and staging files start with a dot.

export interface UploadEntry { name: string, size: number, modified: string, mime: string }
export const UPLOAD_ENTRY_FIELDS = ['name', 'size', 'modified', 'mime'] as const

/** `YYYY-MM-DD HH:MM:SS` in UTC, as every date-time of the API. */
export const formatTimestamp = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ')

const compare = <T extends string | number>(x: T, y: T): number => Number(x > y) - Number(x < y)

interface Listed { name: string, size: number, mtimeMs: number, mime?: string }

export class UploadDirectory {
  constructor (readonly dir: string) {}

  /** One page of entries in the given order (name breaks ties) and the number of entries. */
  async list (sort: SortKey[], limit: number, offset: number): Promise<{ items: UploadEntry[], total: number }> {
    const files: Listed[] = []
    for (const dirent of await readdir(this.dir, { withFileTypes: true })) {
      if (!dirent.isFile() || !isUploadName(dirent.name)) continue
      // gone meanwhile, or a name the file system cannot give back (not UTF-8)
      const stats = await lstatOrNull(join(this.dir, dirent.name))
      if (stats?.isFile()) files.push({ name: dirent.name, size: stats.size, mtimeMs: stats.mtimeMs })
    }
    // MIME types are read from content: only for the page, unless the order depends on them
    if (sort.some(s => s.field === 'mime')) await this.#sniffAll(files)
    const value = (f: Listed, field: string): string | number =>
      field === 'modified' ? f.mtimeMs : field === 'size' ? f.size : field === 'mime' ? f.mime! : f.name
    files.sort((a, b) => {
      for (const { field, desc } of sort) {
        const order = compare(value(a, field), value(b, field))
        if (order !== 0) return desc ? -order : order
      }
      return compare(a.name, b.name)
    })
    const page = files.slice(offset, offset + limit)
    await this.#sniffAll(page)
    return { items: page.map(f => this.#entry(f)), total: files.length }
  }

  /** The entries of the given names. */
  async entries (names: string[]): Promise<UploadEntry[]> {
    const files: Listed[] = []
    for (const name of names) {
      const stats = await lstat(join(this.dir, name))
      files.push({ name, size: stats.size, mtimeMs: stats.mtimeMs })
    }
    await this.#sniffAll(files)
    return files.map(f => this.#entry(f))
  }

  /** The path of an uploaded file a client names; null unless it is a regular file of this directory. */
  async find (name: string): Promise<string | null> {
    const path = join(this.dir, name)
    return isUploadName(name) && (await lstatOrNull(path))?.isFile() === true ? path : null
  }

  /** Deletes uploaded files: all of them, or none when one is missing (404). */
  async delete (names: string[]): Promise<void> {
    for (const path of await this.paths(names)) await rm(path, { force: true })
  }

  /** The paths of the named uploaded files (each once); 404 naming every one that is missing. */
  async paths (names: string[]): Promise<string[]> {
    const unique = [...new Set(names)]
    const paths = await Promise.all(unique.map(async name => await this.find(name)))
    const missing = unique.filter((_, i) => paths[i] === null)
    if (missing.length > 0) throw new NotFound(`Not in the upload directory: ${missing.map(n => JSON.stringify(n)).join(', ')}.`)
    return paths as string[]
  }

  /**
   * Streams uploaded files to temporary files and, when every one arrived complete, gives them their names
   * (safe, `_2` on collision). On any failure no file of the request is left behind.
   */
  async receive (files: AsyncIterable<{ filename: string, file: Readable & { truncated?: boolean } }>,
    tooLarge: () => Error): Promise<string[]> {
    const received: Array<{ temp: string, name: string }> = []
    try {
      for await (const part of files) {
        const temp = join(this.dir, tempName())
        received.push({ temp, name: safeName(part.filename) })
        await pipeline(part.file, createWriteStream(temp, { flags: 'wx', flush: true }))
        if (part.file.truncated === true) throw tooLarge()
      }
    } catch (error) {
      for (const { temp } of received) await rm(temp, { force: true })
      throw error
    }
    const names: string[] = []
    for (const { temp, name } of received) names.push(await publish(temp, this.dir, name))
    return names
  }

  async #sniffAll (files: Listed[]): Promise<void> {
    for (const f of files) f.mime ??= (await sniff(join(this.dir, f.name))).mime
  }

  #entry (f: Listed): UploadEntry {
    return { name: f.name, size: f.size, modified: formatTimestamp(new Date(f.mtimeMs)), mime: f.mime! }
  }
}
