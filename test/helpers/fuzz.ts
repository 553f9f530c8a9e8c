import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { multipart } from './files.js'
import type { Endpoint } from './routes.js'

// fast-check arbitraries of hostile requests, derived from a route's schemas (querystring, params, body) and,
// where the route's body depends on the model (the data API), from the model's create and update schemas.
// Values are mostly plausible (known model names, ids, fields) so that requests get past the first check, mixed
// with wrong types, missing and extra fields, huge and odd values, malformed JSON and wrong content types.

type Schema = Record<string, any>

/** Known-good values the generators draw from: requests that name real things reach deeper code. */
export interface Pools {
  models: string[]
  /** ids of records, list values, users and files made for the fuzzing (never the sentinels') */
  ids: number[]
  reports: string[]
  /** names in the upload directory */
  filenames: string[]
  /** model fields (for sort and filter), all models together */
  fields: string[]
  lists: string[]
  displays: string[]
  /** model templates: bundled ones and a small new one */
  templates: Array<Record<string, unknown>>
}

export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

const HUGE = 'x'.repeat(70_000)
export const HOSTILE = [
  "'; drop table programs; --", 'x"; drop table programs; --', '" or 1=1 --', "1' or '1'='1", '1; select pg_sleep(10)', '$1',
  '\\', "'", '"', '`', '%', '_', '*', '\u0000', 'a\u0000b', '%00', '../../etc/passwd', '..\\..\\x', '/', '.', '..',
  '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '=HYPERLINK("http://x")', '\uFEFF', '\uD800', '\uDFFFx', '\u202Eabc', 'İı',
  'ǅ', '💥'.repeat(40), '\r\n', '\t', ' ', '', '-', ',', ',,,', '[]', '{}', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0',
  '1e309', '0x10', '1.5', ' 1', '9'.repeat(40), '__proto__', 'constructor', 'hasOwnProperty', HUGE
]
const NUMBERS = [0, -0, -1, 1, 0.5, -2147483648, -2147483649, 2147483647, 2147483648, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324]
/** JSON number literals that JSON.stringify cannot produce */
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '-0.0', '1E+2', '0.000000000000000000001']

export const hostileString = (): fc.Arbitrary<string> => fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 3000 }) }
)

const hostileValue = (): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: hostileString() },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { a: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 300 }).map(deep) }
)

/** Nested arrays or objects `depth` levels deep. */
function deep (depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value }
  return value
}

/** A value valid for the schema, mostly; integers come from the id pool or small ranges (never a sentinel id). */
export function fromSchema (schema: Schema, pools: Pools, key = ''): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.anyOf)) return fc.oneof(...schema.anyOf.map((s: Schema) => fromSchema(s, pools, key)))
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const types = [schema.type].flat().filter(t => t !== undefined)
  if (types.length > 1) return fc.oneof(...types.map(type => fromSchema({ ...schema, type }, pools, key)))
  switch (types[0]) {
    case 'string': return stringFor(schema, pools, key)
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -1000)
      const max = Math.min(schema.maximum ?? 1000, 1000)
      return fc.oneof(fc.constantFrom(...pools.ids), fc.integer({ min, max }), fc.constantFrom(schema.minimum ?? -1, schema.maximum ?? 0))
    }
    case 'number': return fc.double({ min: -1e9, max: 1e9, noNaN: true })
    case 'boolean': return fc.boolean()
    case 'null': return fc.constant(null)
    case 'array': return fc.array(fromSchema(schema.items ?? {}, pools, key), {
      minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 3, 3)
    })
    case 'object': {
      if (key === 'template') return fc.oneof(fc.constantFrom(...pools.templates), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }))
      const properties: Record<string, Schema> = schema.properties ?? {}
      const required: string[] = schema.required ?? []
      const record = fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, fromSchema(s, pools, k)])), { requiredKeys: required })
      return Object.keys(properties).length === 0 ? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) : record
    }
    default: return fc.jsonValue({ maxDepth: 2 })
  }
}

function stringFor (schema: Schema, pools: Pools, key: string): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 40)
  const plausible: Array<fc.Arbitrary<string>> = [fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(max, schema.minLength ?? 0) })]
  if (typeof schema.pattern === 'string') plausible.push(fc.stringMatching(new RegExp(schema.pattern)).filter(s => s.length <= (schema.maxLength ?? 255)))
  if (schema.format === 'rs-date') plausible.push(fc.constantFrom('2024-05-01', '2024-02-30', '0000-00-00', '9999-12-31'))
  if (schema.format === 'rs-time') plausible.push(fc.constantFrom('10:30:00', '24:00:00', '23:59:60', '1:2'))
  if (schema.format === 'rs-datetime') plausible.push(fc.constantFrom('2024-05-01 10:30:00', '2024-05-01T10:30:00Z', '2024-13-01 00:00:00'))
  const pool = /name$|model|dataModel/i.test(key) ? pools.models
    : /filename/i.test(key) ? pools.filenames
      : /listname/i.test(key) ? pools.lists
        : /display|fileType|analyst|type$/i.test(key) ? pools.displays
          : []
  if (pool.length > 0) plausible.push(fc.constantFrom(...pool))
  return fc.oneof(...plausible)
}

/** A JSON body: valid, corrupted (wrong type, missing or extra field, hostile value), or any JSON value. */
function jsonBody (schema: Schema, pools: Pools): fc.Arbitrary<unknown> {
  const valid = fromSchema(schema, pools)
  const corrupted = valid.chain(value => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostileValue()
    const keys = Object.keys(value)
    const object = value as Record<string, unknown>
    return fc.oneof(
      // a field missing
      keys.length === 0 ? fc.constant(object) : fc.constantFrom(...keys).map(k => { const { [k]: _, ...rest } = object; return rest }),
      // an extra field
      fc.tuple(fc.oneof(hostileString(), fc.constantFrom('id', 'igsn', 'combined_id', 'archive_files', 'password_hash', '__proto__')), hostileValue())
        .map(([k, v]) => ({ ...object, [k]: v })),
      // a field of the wrong type or with a hostile value
      keys.length === 0 ? hostileValue() : fc.tuple(fc.constantFrom(...keys), hostileValue()).map(([k, v]) => ({ ...object, [k]: v }))
    )
  })
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 4, arbitrary: corrupted }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) })
}

const MALFORMED_JSON = ['', '{', '{"a":', '[1,]', "{'a':1}", 'nul', '{"a":1}}', '\uFEFF{}', '{"a":"\\x00"}', '{"a":"\\ud800"}', '"\\u0000"',
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '{"a":1,"a":2}', '1', '"string"', 'true', 'null', '[]',
  'NaN', '{"a":NaN}', '{"a":undefined}', '/*c*/{}', '{}\u0000']

interface Body { type?: string, payload: string | Buffer }

/** A body with its content type: JSON (derived from the schema) most of the time, otherwise something hostile. */
export function bodyArbitrary (schema: Schema | undefined, pools: Pools): fc.Arbitrary<Body> {
  const json = (payload: string): Body => ({ type: 'application/json', payload })
  const keys = Object.keys(schema?.properties ?? { a: 0 })
  return fc.oneof(
    { weight: 10, arbitrary: jsonBody(schema ?? {}, pools).map(v => json(JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map(json) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...RAW_NUMBERS)).map(([k, n]) => json(`{"${k}":${n}}`)) },
    // deep nesting, also past what a recursive walk survives
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...keys), fc.constantFrom(100, 5_000, 30_000)).map(([k, d]) => json(`{"${k}":${'['.repeat(d)}${']'.repeat(d)}}`)) },
    // larger than BODY_LIMIT
    { weight: 1, arbitrary: fc.constantFrom(...keys).map(k => json(`{"${k}":"${'y'.repeat(70_000)}"}`)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'image/png', 'application/octet-stream', ';;;', 'application/json\u00e9'), fc.constantFrom('{}', 'a=1&b=2', '<a/>', '\u0000\u0001'))
      .map(([type, payload]) => ({ type, payload })) },
    { weight: 1, arbitrary: fc.constant({ payload: '{}' }) },
    { weight: 2, arbitrary: multipartArbitrary() }
  )
}

const FILENAMES = ['../../x', '..\\..\\x', '/etc/passwd', '.hidden', '', '.', '..', 'a/b/c.txt', 'x'.repeat(300), 'a"b.json', 'a\r\nb.txt',
  'nul\u0000.txt', '%2e%2e%2fx', 'CON', 'tëst 😀.json', 'template.json']

function multipartArbitrary (): fc.Arbitrary<Body> {
  const part = fc.record({
    filename: fc.oneof(fc.constantFrom(...FILENAMES), hostileString().map(s => s.slice(0, 300))),
    content: fc.oneof(fc.constantFrom('{"name":"fuzzed","table":"fuzzed","columns":{}}', '{', '', '{"name":"x"}'), fc.jsonValue({ maxDepth: 3 }).map(v => JSON.stringify(v) ?? ''), fc.uint8Array({ maxLength: 200 }).map(a => Buffer.from(a)))
  })
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(part, { minLength: 0, maxLength: 3 }).map(parts => { const m = multipart(parts); return { type: m.headers['content-type'], payload: m.payload } }) },
    // broken framing: no boundary, a truncated body, a boundary that never appears
    { weight: 1, arbitrary: fc.constantFrom(
      { type: 'multipart/form-data', payload: '--x\r\n' },
      { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="f"; filename="a.json"\r\n\r\n{"a"' },
      { type: 'multipart/form-data; boundary=x', payload: 'no boundary here' },
      { type: 'multipart/form-data; boundary=', payload: '--\r\n' }
    ) }
  )
}

const ODD_RAW = ['%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%ED%A0%80', '%FF', '&&', '==', '?', '+', '%2B', '%20', '%0A']
/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, where encodeURIComponent would throw). */
const enc = (s: string): string => [...Buffer.from(s, 'utf8')]
  .map(b => /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')

/** A path parameter: a known id or name mostly, otherwise a hostile segment. */
export function paramArbitrary (name: string, pools: Pools): fc.Arbitrary<string> {
  const known = /model/.test(name) ? pools.models : /report/.test(name) ? pools.reports : pools.ids.map(String)
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x1', '2147483647', '2147483648', '99999999999', '%20', '..', '%2e%2e', '%2F', '%2e%2e%2f%2e%2e%2fx', ...ODD_RAW) },
    { weight: 2, arbitrary: hostileString().map(enc) }
  )
}

const OPERATORS = ['', '==', '!==', '=', '!=', '<', '<=', '>', '>=']

/** A query string: the schema's parameters with plausible or hostile values, filters, sort, and odd keys. */
export function queryArbitrary (schema: Schema | undefined, pools: Pools): fc.Arbitrary<string> {
  const properties: Record<string, Schema> = schema?.properties ?? {}
  const required: string[] = schema?.required ?? []
  const value = (key: string, s: Schema): fc.Arbitrary<string> => {
    const plausible = key === 'name' ? fc.constantFrom(...pools.models)
      : key === 'sort' ? fc.array(fc.tuple(fc.constantFrom('', '-'), fc.constantFrom(...pools.fields, 'name', 'modified', 'listname', 'id', 'username')), { minLength: 1, maxLength: 9 }).map(parts => parts.map(([d, f]) => d + f).join(','))
        : key === 'page' || key === 'per-page' ? fc.constantFrom('1', '2', '-1', '0', '1000', '1001', '999999999', '9999999999999999999999', 'abc', '', '1e3', ' 1', '+1')
          : key === 'id' ? fc.constantFrom(...pools.ids.map(String))
            : key === 'columns' ? fc.subarray(pools.fields, { minLength: 1 }).map(f => f.join(','))
              : key === 'filename' ? fc.constantFrom(...pools.filenames, '../jwt-secret', '../../x.json', 'a/b.json')
                : fromSchema(s, pools, key).map(v => String(v))
    return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: hostileString() })
  }
  const named = fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, value(k, s)])), { requiredKeys: required })
  const filter = fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.fields) }, { weight: 1, arbitrary: hostileString() }),
    fc.constantFrom(...OPERATORS), fc.oneof(fc.constantFrom('1', 'R', 'NULL', 'yes', '2024-05-01', '10:30', '-5.5', '%', '_'), hostileString()))
    .map(([field, op, v]) => `filter[${enc(field)}]=${enc(op + v)}`)
  const odd = fc.constantFrom('__proto__[admin]=1', 'constructor[prototype][admin]=1', 'name[]=cores', 'name=cores&name=sites', 'filter=1',
    'filter[=1', 'filter[a][b]=1', 'filter[]=1', '=', '&', 'sort[]=id', 'page[]=1', 'per-page=1&per-page=2', 'a=%', '%=a', 'id[]=1', ...ODD_RAW)
  // now and then a required parameter is left out
  const dropped = fc.option(fc.constantFrom(...required, ''), { freq: 8 })
  return fc.tuple(named, fc.array(filter, { maxLength: 3 }), fc.array(odd, { maxLength: 2 }), dropped).map(([params, filters, odds, drop]) => {
    const parts = Object.entries(params).filter(([k]) => k !== drop).map(([k, v]) => `${enc(k)}=${enc(v)}`)
    return [...parts, ...filters, ...odds].join('&')
  })
}

/** Builds the whole request of an endpoint. */
export function requestArbitrary (endpoint: Endpoint, pools: Pools, app: FastifyInstance): fc.Arbitrary<FuzzRequest> {
  const schema = endpoint.schema as { querystring?: Schema, params?: Schema, body?: Schema }
  const params = fc.record(Object.fromEntries(endpoint.params.map(p => [p, paramArbitrary(p, pools)]))) as fc.Arbitrary<Record<string, string>>
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(endpoint.method)
  return fc.tuple(params, queryArbitrary(schema.querystring, pools), fc.constantFrom(...pools.models), fc.nat()).chain(([p, query, model, pick]) => {
    const url = endpoint.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => p[name]) + (query === '' ? '' : `?${query}`)
    // the data API takes a model's record: its schema is that of the model the request names
    const named = app.registry.get(p.model ?? '') ?? app.registry.get(model)
    const bodySchema = schema.body ?? (named !== undefined && pick % 4 !== 0 ? named.schemas[endpoint.method === 'POST' ? 'create' : 'update'] : undefined)
    const body = hasBody || pick % 10 === 0 ? bodyArbitrary(bodySchema, pools).map(b => b as Body | undefined) : fc.constant(undefined)
    return body.map((b): FuzzRequest => ({
      method: endpoint.method,
      url,
      headers: b?.type === undefined ? {} : { 'content-type': b.type } as Record<string, string>,
      payload: b?.payload
    }))
  })
}
