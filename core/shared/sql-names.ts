import { createHash } from 'node:crypto'
import { IDENTIFIER } from '../../schemas/template.js'

// Identifiers from templates reach SQL only through Kysely's quoting *and* after this pattern check; the check
// is repeated at the point of use so that no code path can skip it.

const identifier = new RegExp(IDENTIFIER)

export function assertIdentifier (name: string): string {
  if (!identifier.test(name)) throw new Error(`unsafe SQL identifier ${JSON.stringify(name)}`)
  return name
}

/** A constraint or index name derived from a table: `<table>__<suffix>`, hashed when it would exceed 63 bytes. */
export function derivedName (table: string, suffix: string): string {
  const plain = `${table}__${suffix.toLowerCase()}`
  return identifier.test(plain) ? plain : `${table.slice(0, 40)}__${createHash('sha1').update(suffix).digest('hex').slice(0, 16)}`
}
