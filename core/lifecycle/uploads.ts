import { lstat, readFile, rm } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { BadRequest, PayloadTooLarge } from '../errors.js'
import { objectNotFound } from './lifecycle.js'

// Templates named by `?filename=`: a .json file directly inside the upload directory (UPLOAD_DIR). Only plain
// names are accepted, so no path can leave that directory; links and directories are not read.

/** The path of an uploaded template file, after checking that the name is a plain .json file name. */
export function uploadPath (dir: string, filename: string): string {
  const plain = basename(filename) === filename && !filename.startsWith('.') && !/[\\/:\u0000]/.test(filename)
  if (!plain || !/\.json$/i.test(filename)) {
    throw new BadRequest(`Invalid file name ${JSON.stringify(filename)}: name a .json file of the upload directory, without a path.`)
  }
  return join(dir, filename)
}

/** Reads an uploaded template file; 404 when there is none, 413 when it exceeds the template size limit. */
export async function readUploadedTemplate (dir: string, filename: string, limit: number): Promise<string> {
  const path = uploadPath(dir, filename)
  const stats = await lstat(path).catch(() => null)
  if (stats === null || !stats.isFile()) throw objectNotFound(filename)
  if (stats.size > limit) throw new PayloadTooLarge(`The template file has ${stats.size} bytes; templates may have at most ${limit}.`)
  return await readFile(path, 'utf8')
}

/** mDIS removes an uploaded template once it was imported. */
export async function removeUploadedTemplate (dir: string, filename: string): Promise<void> {
  await rm(uploadPath(dir, filename), { force: true })
}
