import { INT32_MAX } from '../../schemas/bounds.js'
import { RecordNotFound } from './errors.js'

// Record ids as requests give them, in URLs and bodies: the one reading of "a record id" (Yii2's <id:\d+> routes).
// Each caller answers a text that names no record its own way (404 on a record's path, 400 from defaults' body).

const DIGITS = /^[0-9]{1,10}$/

/** The number of a text of 1 to 10 digits (leading zeros too), whether or not a record can have it; else undefined. */
export function recordIdDigits (text: string): number | undefined {
  return DIGITS.test(text) ? Number(text) : undefined
}

/** The id `text` names: 1 to 10 digits of a value a record can have (1 to INT32_MAX); else undefined. */
export function parseRecordId (text: string): number | undefined {
  const value = recordIdDigits(text)
  return value !== undefined && value >= 1 && value <= INT32_MAX ? value : undefined
}

/** The id `text` names in a request for a record of `model`; 404 (Yii2's <id:\d+> routes) when it names none. */
export function recordIdOf (model: string, text: string): number {
  const value = parseRecordId(text)
  if (value === undefined) throw new RecordNotFound(model, text)
  return value
}
