import { createHash } from 'node:crypto'
import { constants, createReadStream, type Stats } from 'node:fs'
import { copyFile, link, lstat, open, rename, rm, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { tempName, withSuffix } from './names.js'

// File moves that never leave a half-written file under a final name: data is written to a temporary name,
// synced, and only then renamed or linked into place; the directory is synced after the change.

export type Rename = (from: string, to: string) => Promise<void>

/** Flushes a file's data, or a directory's entry changes (rename, link, unlink), to disk. */
export async function syncPath (path: string): Promise<void> {
  const handle = await open(path, 'r')
  await handle.sync().finally(async () => await handle.close())
}

/**
 * Moves `from` to `to` (a name nobody else uses). Across file systems (EXDEV) the data is copied to a
 * temporary file beside `to`, synced and renamed into place before `from` is removed.
 */
export async function moveFile (from: string, to: string, renameFile: Rename = rename): Promise<void> {
  try {
    await renameFile(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    const temp = join(dirname(to), tempName())
    try {
      await copyFile(from, temp, constants.COPYFILE_EXCL)
      await syncPath(temp)
      await rename(temp, to)
    } catch (copyError) {
      await rm(temp, { force: true })
      throw copyError
    }
    await unlink(from)
  }
  await syncPath(dirname(to))
}

/**
 * Gives `source` (in `dir`) the visible name `name`, or `name_2`, `name_3`, ... when taken: a hard link never
 * replaces an existing file. Answers the name used.
 */
export async function publish (source: string, dir: string, name: string, n = 1): Promise<string> {
  const candidate = withSuffix(name, n)
  try {
    await link(source, join(dir, candidate))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return await publish(source, dir, name, n + 1)
    throw error
  }
  await unlink(source)
  await syncPath(dir)
  return candidate
}

/** lstat, or null when nothing is there. */
export async function lstatOrNull (path: string): Promise<Stats | null> {
  try {
    return await lstat(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** MD5 (hex) of a file's bytes, as mDIS's checksum. */
export async function md5File (path: string): Promise<string> {
  const hash = createHash('md5')
  await pipeline(createReadStream(path), hash)
  return hash.digest('hex')
}
