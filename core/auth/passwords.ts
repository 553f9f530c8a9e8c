import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { promisify } from 'node:util'

// Password hashes: scrypt (memory-hard KDF from node:crypto), stored as scrypt$N$r$p$salt$key (base64).

const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 64

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: ScryptOptions) => Promise<Buffer>
const derive = async (password: string, salt: Buffer, options: ScryptOptions, length: number) =>
  await scryptAsync(password.normalize('NFC'), salt, length, options)

export async function hashPassword (password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

// Checked when the user is unknown, so that an unknown name costs as much time as a wrong password.
const DUMMY = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(KEY_LENGTH).toString('base64')

/** Compares in constant time; an absent or malformed hash never matches. */
export async function verifyPassword (password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = (stored ?? DUMMY).split('$')
  if (scheme !== 'scrypt' || key === undefined) return false
  const expected = Buffer.from(key, 'base64')
  const options = { N: Number(N), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem }
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length).catch(() => null)
  return actual !== null && timingSafeEqual(actual, expected) && stored !== undefined && stored !== null
}

/** A random password for the first administrator in development (printed once). */
export function generatePassword (): string {
  return randomBytes(18).toString('base64url')
}
