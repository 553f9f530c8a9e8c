import { compileLinear } from './regex.js'

// The mDIS `validator` mini-language of template columns, turned into JSON Schema keywords that the
// model's Ajv validator checks. Grammar (case-insensitive keywords):
//   [integer value | numeric value] <op> <value>     op: < > <= >= = != <>
//   [integer value | numeric value] between <a> and <b>
//   in (<a>, <b>, ...)                               items may be quoted with ' or "
//   LIKE <regex>                                     a /regex/ literal or the bare pattern, in RE2 syntax (regex.ts)

export interface ValidatorRule {
  /** JSON Schema keywords added to the column's schema */
  keywords: Record<string, unknown>
  /** the Yii2 default message when the template gives no validatorMessage; {label} is replaced */
  message: string
}

const OPS: Record<string, (v: unknown) => Record<string, unknown>> = {
  '<': v => ({ exclusiveMaximum: v }),
  '>': v => ({ exclusiveMinimum: v }),
  '<=': v => ({ maximum: v }),
  '>=': v => ({ minimum: v }),
  '=': v => ({ const: v }),
  '!=': v => ({ not: { const: v } }),
  '<>': v => ({ not: { const: v } })
}
const WORDS: Record<string, string> = {
  '<': 'less than', '>': 'greater than', '<=': 'less than or equal to', '>=': 'greater than or equal to',
  '=': 'equal to', '!=': 'not equal to', '<>': 'not equal to'
}

function literal (text: string, numeric: boolean): unknown {
  const t = text.trim()
  const quoted = /^(['"])(.*)\1$/.exec(t)
  if (quoted) return quoted[2]
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t)
  if (numeric) throw new Error(`"${t}" is not a number`)
  return t
}

/** Parses a validator expression; throws an Error whose message explains what is wrong. */
export function parseValidator (source: string): ValidatorRule {
  let text = source.trim()
  let numeric = false
  const prefix = /^(integer|numeric)\s+value\s*/i.exec(text)
  const keywords: Record<string, unknown> = {}
  if (prefix) {
    numeric = true
    if (prefix[1].toLowerCase() === 'integer') keywords.multipleOf = 1
    text = text.slice(prefix[0].length)
  }
  const between = /^between\s+(.+?)\s+and\s+(.+)$/i.exec(text)
  if (between) {
    const [min, max] = [literal(between[1], true), literal(between[2], true)]
    if (typeof min !== 'number' || typeof max !== 'number' || min > max) throw new Error('between needs two numbers, the smaller first')
    return { keywords: { ...keywords, minimum: min, maximum: max }, message: `{label} must be between ${min} and ${max}.` }
  }
  const list = /^in\s*\((.*)\)$/i.exec(text)
  if (list) {
    const items = list[1].split(',').map(i => literal(i, numeric)).filter(i => i !== '')
    if (items.length === 0) throw new Error('in (...) needs at least one value')
    return { keywords: { ...keywords, enum: items }, message: '{label} is invalid.' }
  }
  const like = /^like\s+(.+)$/i.exec(text)
  if (like) {
    const body = like[1].trim()
    const slashed = /^\/(.*)\/([a-z]*)$/.exec(body)
    if (slashed?.[2]) throw new Error('regex flags are not supported; write the alternatives into the pattern')
    const pattern = slashed ? slashed[1] : body
    // (checked with the engine the model's validator runs it on: regex.ts)
    try { compileLinear(pattern) } catch (e) { throw new Error(`invalid regular expression (RE2 syntax: no backreferences or lookaround): ${(e as Error).message}`) }
    return { keywords: { ...keywords, pattern }, message: '{label} is invalid.' }
  }
  const compare = /^(<=|>=|<>|!=|<|>|=)\s*(.+)$/.exec(text)
  if (compare) {
    const value = literal(compare[2], numeric)
    return { keywords: { ...keywords, ...OPS[compare[1]](value) }, message: `{label} must be ${WORDS[compare[1]]} "${String(value)}".` }
  }
  if (prefix && text === '') return { keywords, message: `{label} must be ${numeric && keywords.multipleOf ? 'an integer' : 'a number'}.` }
  throw new Error('expected "<op> value", "between A and B", "in (a,b)" or "LIKE regex"')
}
