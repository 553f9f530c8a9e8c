import { Ajv, type ErrorObject } from 'ajv'
import { KNOWN_KEYS, TemplateSchema, type Template } from '../../schemas/template.js'
import type { FieldError } from '../shared/errors.js'
import { depthProblems } from './limits.js'
import { didYouMean, suggest } from '../shared/suggest.js'

// First pass over a template: the JSON shape (TypeBox schema, all errors at once) and misspelt keys.
// Problems carry JSON-pointer paths as `field` so that a user can find the spot in the file.

// verbose: errors carry the offending data and schema, for the messages below
const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
const validate = ajv.compile<Template>(TemplateSchema)

function describe (schema: Record<string, unknown>): string {
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Array<Record<string, unknown>>).map(describe).join(' or ')
  if (schema.type === 'array' && schema.maxItems === 0) return '[]'
  if (schema.type === 'integer') return 'an integer'
  if (schema.type === 'object') return 'an object'
  if (schema.type === 'null') return 'null'
  return `a ${String(schema.type)}`
}

function message (error: ErrorObject): string {
  const data = error.data
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues as string[]
    return `must be one of ${allowed.join(', ')}` + (typeof data === 'string' ? didYouMean(data, allowed) : '')
  }
  if (error.keyword === 'anyOf') return `must be ${describe(error.parentSchema as Record<string, unknown>)}`
  if (error.keyword === 'type') return `must be ${describe({ type: error.params.type })}`
  return String(error.message)
}

const KEY_SETS: Array<[RegExp, string[]]> = [
  [/^$/, KNOWN_KEYS.template],
  [/^\/columns\/[^/]+$/, KNOWN_KEYS.column],
  [/^\/indices\/[^/]+$/, KNOWN_KEYS.index],
  [/^\/(relations|foreignkeys)\/[^/]+$/, KNOWN_KEYS.relation],
  [/^\/behaviors\/\d+$/, KNOWN_KEYS.behavior]
]

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/** Unknown keys are kept (mDIS files carry extras), but a key one typo away from a known one is an error. */
function misspelt (value: unknown, path: string, problems: FieldError[]): void {
  if (value === null || typeof value !== 'object') return
  const known = KEY_SETS.find(([re]) => re.test(path))?.[1]
  for (const [key, child] of Object.entries(value)) {
    if (known && !known.includes(key)) {
      const hint = suggest(key, known)
      if (hint !== undefined) problems.push({ field: `${path}/${pointer(key)}`, message: `unknown key "${key}"; did you mean "${hint}"?` })
    }
    misspelt(child, `${path}/${pointer(key)}`, problems)
  }
}

export function checkStructure (raw: unknown): { template?: Template, problems: FieldError[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { problems: [{ field: '/', message: 'a template must be a JSON object' }] }
  }
  // (before anything below walks it: misspelt recurses)
  const deep = depthProblems(raw)
  if (deep.length > 0) return { problems: deep }
  const problems: FieldError[] = []
  if (!validate(raw)) {
    // A failed union (anyOf) also reports each branch's mismatch at the same spot: drop those. When a branch
    // matched the type but failed deeper inside, the deeper errors say more than the union's summary.
    const errors = validate.errors!
    const unions = new Set(errors.filter(e => e.keyword === 'anyOf').map(e => e.instancePath))
    const deeper = (path: string) => errors.some(e => e.keyword !== 'anyOf' && e.instancePath.startsWith(path + '/'))
    for (const error of errors) {
      if (error.keyword === 'anyOf' ? deeper(error.instancePath) : unions.has(error.instancePath)) continue
      const field = error.keyword === 'required'
        ? `${error.instancePath}/${String(error.params.missingProperty)}`
        : error.instancePath
      problems.push({ field, message: error.keyword === 'required' ? 'is required' : message(error) })
    }
  }
  misspelt(raw, '', problems)
  return problems.length === 0 ? { template: raw as Template, problems } : { problems }
}
