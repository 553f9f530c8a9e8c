// Date and time formats of model columns. Input may omit seconds; stored and returned values carry them.
// Each check parses the calendar for real, so 2023-02-30 or 24:00 are refused.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/

function validDate (text: string): boolean {
  const m = DATE.exec(text)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

function normalTime (text: string): string | null {
  const m = TIME.exec(text)
  if (!m) return null
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)]
  return h < 24 && mi < 60 && s < 60 ? `${m[1]}:${m[2]}:${m[3] ?? '00'}` : null
}

/** 'YYYY-MM-DD HH:MM[:SS]' (or with T) → 'YYYY-MM-DD HH:MM:SS'; null when not a valid date-time. */
export function normalDateTime (text: string): string | null {
  const m = DATETIME.exec(text)
  if (!m || !validDate(m[1])) return null
  const time = normalTime(m[2])
  return time === null ? null : `${m[1]} ${time}`
}

export const formats = {
  'rs-date': (text: string) => validDate(text),
  'rs-time': (text: string) => normalTime(text) !== null,
  'rs-datetime': (text: string) => normalDateTime(text) !== null
}

/** Brings a validated value to the stored form (seconds added). */
export function normalizeTemporal (format: keyof typeof formats, text: string): string {
  if (format === 'rs-time') return normalTime(text)!
  if (format === 'rs-datetime') return normalDateTime(text)!
  return text
}
