import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The directory holding package.json, found from this file both in the sources and in dist/. */
export function packageRoot (from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir)
    if (up === dir) throw new Error(`package.json not found above ${from}`)
    dir = up
  }
  return dir
}
