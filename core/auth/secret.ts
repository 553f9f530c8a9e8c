import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The HS256 secret: JWT_SECRET, or one generated on the first start and kept in DATA_DIR/jwt-secret (mode 600)
 * so that tokens survive restarts. Instances on separate machines must share JWT_SECRET.
 */
export async function jwtSecret (configured: string | undefined, dataDir: string): Promise<string> {
  if (configured !== undefined) return configured
  const file = join(dataDir, 'jwt-secret')
  const existing = await readSecret(file)
  if (existing !== undefined) return existing
  await mkdir(dataDir, { recursive: true })
  // written whole under a temporary name, then linked into place: a reader never sees a half-written secret,
  // and when two instances start at once the second link fails (EEXIST) and both use the first one's secret
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temp, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  // a failed link for any other reason surfaces as the read's error below
  await link(temp, file).catch(() => {})
  await rm(temp, { force: true })
  return (await readFile(file, 'utf8')).trim()
}

async function readSecret (file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return undefined
  }
}
