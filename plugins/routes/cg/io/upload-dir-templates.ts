import { lstat, readFile, rm } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { BadRequest, objectNotFound, PayloadTooLarge } from '../../../../core/shared/errors.js'

// Templates named by `?filename=`: a .json file directly inside the upload directory (UPLOAD_DIR). Only plain
// names are accepted, so no path can leave that directory; links and directories are not read.

/** The path of an uploaded template file (or package), after checking that the name is a plain file name. */
export function uploadPath (dir: string, filename: string, extension = '.json'): string {
  const plain = basename(filename) === filename && !filename.startsWith('.') && !/[\\/:\u0000]/.test(filename)
  if (!plain || !filename.toLowerCase().endsWith(extension)) {
    throw new BadRequest(`Invalid file name ${JSON.stringify(filename)}: name a ${extension} file of the upload directory, without a path.`)
  }
  return join(dir, filename)
}

/** Reads an uploaded file; 404 when there is none, 413 when it exceeds `limit` bytes. */
async function readUploaded (dir: string, filename: string, limit: number, extension: string, what: string): Promise<Buffer> {
  const path = uploadPath(dir, filename, extension)
  const stats = await lstat(path).catch(() => null)
  if (stats === null || !stats.isFile()) throw objectNotFound(filename)
  if (stats.size > limit) throw new PayloadTooLarge(`The ${what} file has ${stats.size} bytes; ${what}s may have at most ${limit}.`)
  return await readFile(path)
}

/** Reads an uploaded template file; 404 when there is none, 413 when it exceeds the template size limit. */
export async function readUploadedTemplate (dir: string, filename: string, limit: number): Promise<string> {
  return (await readUploaded(dir, filename, limit, '.json', 'template')).toString('utf8')
}

/** Reads an uploaded template package (.zip). */
export async function readUploadedPackage (dir: string, filename: string, limit: number): Promise<Buffer> {
  return await readUploaded(dir, filename, limit, '.zip', 'template package')
}

/** mDIS removes an uploaded template (or package) once it was imported. */
export async function removeUploadedTemplate (dir: string, filename: string): Promise<void> {
  await rm(join(dir, basename(filename)), { force: true })
}
