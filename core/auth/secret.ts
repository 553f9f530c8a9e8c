import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The HS256 secret: JWT_SECRET, or one generated on the first start and kept in DATA_DIR/jwt-secret (mode 600)
 * so that tokens survive restarts. Instances on separate machines must share JWT_SECRET.
 */
export async function jwtSecret (configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) return configured
  const file = join(dataDir, 'jwt-secret')
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  // 'wx': when two instances start at once, the second write fails and both read the first one's secret
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => {})
  return (await readFile(file, 'utf8')).trim()
}
