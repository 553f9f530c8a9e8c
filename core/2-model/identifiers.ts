import type { ModelDefinition } from '../1-templates/definition.js'
import { INT32_MAX } from '../../schemas/bounds.js'

// The identifiers the server gives records (DESIGN §5): running numbers inside the parent, combined_id from the
// parent's combined_id and the record's own name, and the IGSN derived from the id. Their SQL counterparts are
// in create-statement.ts (one-statement create) and writes.ts (running numbers under lock).

/** Letters as running numbers: A, B, ... Z, AA, AB ... (spreadsheet columns). */
export function nextLetters (existing: string[]): string {
  const toNumber = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0)
  const max = Math.max(0, ...existing.map(s => s.toUpperCase()).filter(s => /^[A-Z]{1,6}$/.test(s)).map(toNumber))
  let n = max + 1
  let out = ''
  while (n > 0) {
    const rest = (n - 1) % 26
    out = String.fromCharCode(65 + rest) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** parent combined_id + '_' + own name (zero-padded when the template asks), or the name alone at the top. */
export function combinedId (model: ModelDefinition, parentCombined: string | null, name: unknown): string | null {
  if (name === null || name === undefined) return null
  const text = String(name)
  const part = model.leadingZeros !== null && /^\d+$/.test(text) ? text.padStart(model.leadingZeros, '0') : text
  return parentCombined === null ? part : `${parentCombined}_${part}`
}

/** The 5-character IGSN part derived from the id (mDIS ICDP_classic): reverse(pad(upper(base36(id + 36^4)))). */
export function igsnCode (id: number): string {
  return [...(id + 36 ** 4).toString(36).toUpperCase().padStart(5, '0')].reverse().join('')
}

/**
 * The object tag and the record id an IGSN of igsn() names: the inverse of the code after 'E' and the tag, or null
 * when the text cannot be one (the code is base 36, at least 5 digits, least significant first).
 */
export function igsnParts (text: string): { tag: string, id: number } | null {
  const m = /^[0-9A-Z]{8}E([A-Z])([0-9A-Z]{5,6})$/.exec(text)
  if (m === null) return null
  const id = parseInt([...m[2]].reverse().join(''), 36) - 36 ** 4
  return id >= 1 && id <= INT32_MAX ? { tag: m[1], id } : null
}

// (letters and digits of ASCII only, as the create statement does in SQL: core/2-model/create-statement.ts)
const code4 = (value: unknown, fill: string) =>
  String(value ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 4).padStart(4, fill)

/** The IGSN object tag of a model: its igsn column's one-letter default (mDIS: H, C, S...), else its name's initial. */
export function igsnTag (model: ModelDefinition): string | null {
  const column = model.columns.find(c => c.name === 'igsn')
  if (column === undefined) return null
  return typeof column.defaultValue === 'string' && /^[A-Za-z]$/.test(column.defaultValue)
    ? column.defaultValue.toUpperCase()
    : model.name[0].toUpperCase()
}

/** program (4) + expedition (4) + 'E' + object tag + code from the id, e.g. ICDP5065EC10001. */
export function igsn (program: unknown, expedition: unknown, tag: string, id: number): string {
  return `${code4(program, '0')}${code4(expedition, '0')}E${tag}${igsnCode(id)}`
}
