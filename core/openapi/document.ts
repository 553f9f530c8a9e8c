import { STATUS_CODES } from 'node:http'
import type { CompiledModel } from '../2-model/compile.js'
import { MAX_CONTAINS_LENGTH, MAX_FILTER_LENGTH, MAX_FILTERS } from '../5-records/model-list-query.js'
import { Count, Id } from '../../schemas/bounds.js'
import { ConfigSchema } from '../../schemas/config.js'
import { dataDescription, fixedDescription } from './descriptions.js'
import { operationId, pascal, type DataOperation } from './operations.js'
import { modelSchemaNames, modelSchemas, ref, sharedSchemas, toComponent, type JsonSchema } from './components.js'

// The document clients see: the route document of @fastify/swagger (plugins/infra/openapi-collector.ts) completed with what
// changes with the registered models. The data API's per-model routes (/api/v1/models/{model}...) become one path
// set per model with that model's schemas; ?name= gets the registered names; every operation gets its error
// answers and an operationId. Pure: the same routes and models give the same document.

type Operation = Record<string, unknown> & {
  parameters?: Array<Record<string, unknown>>
  responses: Record<string, Record<string, unknown>>
  requestBody?: Record<string, unknown>
}
type PathItem = Record<string, Operation>
export interface OpenApiDocument {
  openapi: string
  info: Record<string, unknown>
  components: { schemas?: Record<string, JsonSchema>, [key: string]: unknown }
  paths: Record<string, PathItem>
  tags?: Array<{ name: string, description: string }>
  [key: string]: unknown
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })
const answer = (status: number, schema?: JsonSchema) =>
  ({ description: STATUS_CODES[status] as string, ...(schema === undefined ? {} : { content: json(schema) }) })

const TAGS: Record<string, string> = {
  auth: 'Log in (login or the OAuth 2.0 token endpoint), refresh, log out',
  data: 'Records of any model by ?name=; the typed operations of each model are under its own tag',
  app: 'What data-entry front ends call beside the data API (mDIS /api/v1/app)',
  'list values': 'Value lists of coded fields',
  files: 'Upload directory and the file archive',
  reports: 'Report descriptors and rendered reports (HTML, CSV)',
  users: 'User management (administrator)',
  dashboard: 'The start page of the front ends: its widgets and the messages of the day',
  account: 'The caller\'s own account: name, e-mail, password; password recovery by e-mail',
  cg: 'Code generation: model templates and the hot model lifecycle',
  health: 'Liveness and readiness',
  openapi: 'This document'
}

/** Request body and success answer of a data-API operation, by record, create, update, draft and page schemas. */
function dataShapes (kind: DataOperation, s: { record: JsonSchema, create: JsonSchema, update: JsonSchema, draft: JsonSchema, page: JsonSchema, history: JsonSchema, deleted: JsonSchema }):
{ body?: JsonSchema, status: number, schema?: JsonSchema } {
  switch (kind) {
    case 'list': return { status: 200, schema: s.page }
    case 'create': return { body: s.create, status: 201, schema: s.record }
    case 'get': return { status: 200, schema: s.record }
    case 'update': return { body: s.update, status: 200, schema: s.record }
    case 'remove': return { status: 204 }
    case 'duplicate': return { status: 200, schema: s.draft }
    case 'history': return { status: 200, schema: s.history }
    case 'deleted': return { status: 200, schema: s.deleted }
    case 'restore': return { status: 200, schema: s.record }
  }
}

const OPERATORS = `equality, or an operator prefix: ==, !==, = (contains, at most ${MAX_CONTAINS_LENGTH} characters), !=, <, <=, >, >=, ==NULL, !==NULL; at most ${MAX_FILTERS} filters a request`

/**
 * The filters of a list. A model's own operations name one query parameter per field, `filter[<field>]`, which
 * every generator and Swagger UI send as written; the ?name= operation, whose fields depend on the model, has one
 * deep-object parameter (empty by default, so that Try it out sends no filter).
 */
function filterParameters (fields: string[] | null): Array<Record<string, unknown>> {
  const value = { type: 'string', maxLength: MAX_FILTER_LENGTH }
  if (fields === null) {
    return [{
      name: 'filter',
      in: 'query',
      required: false,
      style: 'deepObject',
      explode: true,
      description: `\`filter[<field>]=<value>\`: ${OPERATORS}`,
      schema: { type: 'object', additionalProperties: value },
      example: {}
    }]
  }
  return fields.map(f => ({ name: `filter[${f}]`, in: 'query', required: false, description: `${f}: ${OPERATORS}`, schema: value }))
}

/** Gives a data-API operation its body, success answer and, for lists, the filter parameter. */
/** The record's version in its history, on the answers that carry one record (plugins/support/if-match.ts). */
const ETAG = { ETag: { description: 'the record\'s version, a strong entity tag ("3"): send it as If-Match with a change to refuse it (412) if the record changed meanwhile', schema: { type: 'string', maxLength: 12 } } }

function applyData (op: Operation, kind: DataOperation, shapes: Parameters<typeof dataShapes>[1], fields: string[] | null): void {
  const { body, status, schema } = dataShapes(kind, shapes)
  if (body !== undefined) op.requestBody = { required: true, content: json(body) }
  op.responses = { [status]: { ...answer(status, schema), ...(['get', 'create', 'update', 'restore'].includes(kind) ? { headers: ETAG } : {}) } }
  if (kind === 'list') op.parameters = [...op.parameters!, ...filterParameters(fields)]
}

/** The name of the shared error answer of a status: NotFound, UnprocessableEntity, ... */
const errorName = (status: number) => (STATUS_CODES[status] as string).replace(/[^A-Za-z]/g, '')

/** A message the service answers with each status (the examples of the shared error answers). */
const EXAMPLE_MESSAGES: Record<number, string> = {
  400: 'The filter on "core" must be an integer; got "two".',
  401: 'Your request was made with invalid credentials.',
  403: 'You are not allowed to perform this action.',
  404: 'Object not found: cores 42',
  405: 'Report "BatchEdit" changes records: run it by POST.',
  409: 'A record with the same unique values already exists.',
  412: 'The record changed since version 4: it is at version 5, last changed by curator at 2026-11-27 10:02:11 (remarks).',
  413: 'The request body is larger than the limit.',
  415: 'Unsupported Media Type: text/plain',
  428: 'This service requires If-Match on writes: send the ETag of the record as you read it.',
  429: 'Too many requests; retry in 42 seconds.',
  500: 'An internal server error occurred.',
  502: 'The print command failed (1): lp: The printer or class does not exist.',
  503: 'The database is unavailable.'
}

/** What a 412 tells beside its message (schemas/history.ts StaleWriteSchema). */
const STALE_WRITE_EXAMPLE = { version: 5, changedBy: { id: 3, username: 'curator' }, changedAt: '2026-11-27 10:02:11', columns: ['remarks'], current: { id: 12, remarks: 'grey clay' } }

/** The error answer of a status: the Yii2 shape (a 412's with what changed), or the 422 array, with an example of its own. */
function errorAnswer (s: number, message = EXAMPLE_MESSAGES[s]): { description: string, content: Record<string, unknown>, headers?: Headers } {
  const example = s === 422
    ? [{ field: 'hole_id', message: 'Hole ID cannot be blank.' }]
    : { name: STATUS_CODES[s], message, code: 0, status: s, ...s === 412 ? STALE_WRITE_EXAMPLE : {} }
  const schema = s === 422 ? 'ValidationErrors' : s === 412 ? 'StaleWrite' : 'Error'
  return { description: STATUS_CODES[s]!, content: { 'application/json': { schema: ref(schema), example } } }
}

/** Shared error answers of the statuses used; those below 500 with the API-wide limit's headers when it counts. */
function errorResponses (statuses: Set<number>, limited: boolean): Record<string, unknown> {
  return Object.fromEntries([...statuses].sort((a, b) => a - b).map(s => {
    const response = errorAnswer(s)
    if (limited && s < 500) response.headers = limitHeaders('api', s)
    return [errorName(s), response]
  }))
}

type Headers = Record<string, Record<string, unknown>>
/** the largest limits a configuration may set */
const LOGIN_RATE_LIMIT_MAX = ConfigSchema.properties.LOGIN_RATE_LIMIT.maximum!
const API_RATE_LIMIT_MAX = ConfigSchema.properties.API_RATE_LIMIT.maximum!
/** an integer response header */
const integerHeader = (description: string, maximum: number) => ({ description, schema: toComponent(Count({ maximum })) })
/** The headers of the login limit (plugins/infra/login-rate-limit.ts: @fastify/rate-limit's own names), written out. */
const LOGIN_LIMIT_HEADERS: Headers = {
  'X-RateLimit-Limit': integerHeader('attempts allowed per minute (LOGIN_RATE_LIMIT)', LOGIN_RATE_LIMIT_MAX),
  'X-RateLimit-Remaining': integerHeader('attempts left in the current minute', LOGIN_RATE_LIMIT_MAX),
  'X-RateLimit-Reset': integerHeader('seconds until the current minute ends', 60)
}
const LOGIN_RETRY_AFTER = integerHeader('seconds until a new attempt may succeed', 60)
/**
 * The headers of the API-wide limit (plugins/infra/rate-limit.ts; draft-ietf-httpapi-ratelimit-headers), shared
 * components the answers refer to. Sent on the answers the limit counted: not on requests refused before it (a
 * malformed URL, a missing or invalid token, a role too low), nor when API_RATE_LIMIT is 0.
 */
const API_LIMIT_HEADERS: Headers = {
  'RateLimit-Limit': integerHeader('requests allowed per minute (API_RATE_LIMIT), to the user or, without a login, to the client address', API_RATE_LIMIT_MAX),
  'RateLimit-Remaining': integerHeader('requests left in the current minute', API_RATE_LIMIT_MAX),
  'RateLimit-Reset': integerHeader('seconds until the current minute ends and the count starts again', 60),
  'Retry-After': integerHeader('seconds until a new request may succeed', 60)
}
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` })

/** The headers of a limit on an answer of the given status: the counts, and with 429 Retry-After. */
function limitHeaders (limit: 'api' | 'login', status: number): Headers {
  if (limit === 'login') return status === 429 ? { ...LOGIN_LIMIT_HEADERS, 'Retry-After': LOGIN_RETRY_AFTER } : LOGIN_LIMIT_HEADERS
  const names = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', ...(status === 429 ? ['Retry-After'] : [])]
  return Object.fromEntries(names.map(name => [name, headerRef(name)]))
}

/** Model tags are apart from the fixed ones, whatever the model is called. */
const modelTag = (name: string) => `models/${name}`

const MODEL_VERBS: Record<DataOperation, string> = { list: 'list', create: 'create', get: 'get', update: 'update', remove: 'delete', duplicate: 'duplicate', history: 'history', deleted: 'listDeleted', restore: 'restore' }

/** One model's copy of a per-model path item: its own schemas, tag and operationIds. */
function modelPathItem (item: PathItem, model: CompiledModel): PathItem {
  const names = modelSchemaNames(model.name)
  const shapes = { record: ref(names.record), create: ref(names.create), update: ref(names.update), draft: ref(names.draft), page: ref(names.page), history: ref('RecordHistory'), deleted: ref('DeletedRecords') }
  const record = model.schemas.record.properties
  const fields = Object.keys(record).filter(f => f !== 'archive_files')
  const out: PathItem = {}
  for (const [method, source] of Object.entries(item)) {
    const op = structuredClone(source)
    const kind = op['x-data-api'] as DataOperation
    delete op['x-data-api']
    op.parameters = (op.parameters as Array<Record<string, unknown>>).filter(p => p.name !== 'model')
      .map(p => p.name === 'id' && p.in === 'path' ? { ...p, schema: toComponent(Id()), description: 'record id' } : p)
    if (op.parameters.length === 0) delete op.parameters
    op.tags = [modelTag(model.name)]
    op.operationId = `${method === 'patch' ? 'patch' : MODEL_VERBS[kind]}${pascal(model.name)}`
    applyData(op, kind, shapes, fields)
    op.description = dataDescription(kind, model.name)
    out[method] = op
  }
  return out
}

/** The ?name= operations: the registered names as an enum and the generic record. */
function applyGenericData (op: Operation, kind: DataOperation, models: string[]): void {
  for (const p of op.parameters!) {
    if (p.name === 'name' && p.in === 'query') p.schema = { ...(p.schema as JsonSchema), enum: models }
  }
  const generic = ref('Record')
  applyData(op, kind, { record: generic, create: generic, update: generic, draft: generic, page: ref('RecordPage'), history: ref('RecordHistory'), deleted: ref('DeletedRecords') }, null)
}

/**
 * Success answers, declared answers and request bodies, error answers; removes the transform's markers. Adds the
 * statuses answered with the shared error answers to `shared`.
 */
function finish (op: Operation, path: string, method: string, models: string[], shared: Set<number>): void {
  const kind = op['x-data-api'] as DataOperation | undefined
  if (kind !== undefined) applyGenericData(op, kind, models)
  op.description ??= kind === undefined ? fixedDescription(method, path) : dataDescription(kind, null)
  const declared = op['x-responses'] as Record<string, Record<string, unknown>> | undefined
  const body = op['x-request-body'] as { content?: Record<string, unknown> } | undefined
  const statuses = op['x-error-statuses'] as number[]
  const limit = op['x-rate-limit'] as 'api' | 'login' | undefined
  for (const marker of ['x-data-api', 'x-responses', 'x-request-body', 'x-error-statuses', 'x-rate-limit']) delete op[marker]

  const responses: Operation['responses'] = {}
  for (const [status, response] of Object.entries(op.responses)) {
    // @fastify/swagger's placeholder for a route without response schemas
    if (response.description === 'Default Response' && response.content === undefined) {
      if (declared === undefined) responses[status] = answer(Number(status), {})
      continue
    }
    responses[status] = { ...response, description: /^\d+$/.test(status) ? STATUS_CODES[Number(status)] : 'Error' }
  }
  Object.assign(responses, declared)
  // a route with its own error shape (the OAuth token endpoint's '4xx') lists its real statuses with it instead of
  // a range, which generators (orval) cannot type
  const own = responses['4XX']?.content
  delete responses['4XX']
  for (const status of statuses) {
    // the shared answers carry the API-wide limit's headers: a login route's answers, which carry the login limit's,
    // are written out
    const inline = own !== undefined || (limit === 'login' && status < 500)
    if (!inline) shared.add(status)
    responses[status] = !inline
      ? { $ref: `#/components/responses/${errorName(status)}` }
      : own === undefined ? errorAnswer(status, status === 429 ? 'Too many login attempts; retry in 42 seconds.' : undefined) : { description: STATUS_CODES[status], content: own }
  }
  // the limit's headers on every answer written out below 500 (sent whatever the status; documented where clients act on them)
  if (limit !== undefined) {
    for (const [status, response] of Object.entries(responses)) {
      if (/^[234]\d\d$/.test(status) && response.$ref === undefined) response.headers = { ...(response.headers as Headers | undefined), ...limitHeaders(limit, Number(status)) }
    }
  }
  op.responses = responses
  if (body !== undefined) {
    op.requestBody = { required: true, ...op.requestBody, ...body, content: { ...(op.requestBody?.content as object), ...body.content } }
  }
  op.operationId ??= operationId(method, path)
}

/** The complete document for the registered models; `base` (the route document) is left untouched. */
export function buildDocument (base: OpenApiDocument, models: CompiledModel[]): OpenApiDocument {
  // a JSON copy: @fastify/swagger shares one operation object between the methods of a route (PUT and PATCH)
  const doc = JSON.parse(JSON.stringify(base)) as OpenApiDocument
  const sorted = [...models].sort((a, b) => a.name < b.name ? -1 : 1)
  const names = sorted.map(m => m.name)
  doc.components.schemas = { ...doc.components.schemas, ...sharedSchemas() }
  for (const model of sorted) Object.assign(doc.components.schemas, modelSchemas(model))

  const paths: OpenApiDocument['paths'] = {}
  const perModel: Array<[string, PathItem]> = Object.entries(doc.paths).filter(([path]) => path.includes('{model}'))
  for (const [path, item] of Object.entries(doc.paths)) if (!path.includes('{model}')) paths[path] = item
  for (const model of sorted) {
    for (const [path, item] of perModel) paths[path.replace('{model}', model.name)] = modelPathItem(item, model)
  }
  const seen = new Set<string>()
  const shared = new Set<number>()
  // the API-wide limit counts the operations (unless API_RATE_LIMIT is 0): its headers become shared components
  const limited = Object.values(paths).some(item => Object.values(item).some(op => op['x-rate-limit'] === 'api'))
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      finish(op, path, method, names, shared)
      // model names such as a_b and a__b would meet in one operationId
      let id = op.operationId as string
      for (let n = 2; seen.has(id); n++) id = `${op.operationId as string}${n}`
      op.operationId = id
      seen.add(id)
    }
  }
  doc.paths = paths
  doc.components.responses = errorResponses(shared, limited)
  if (limited) doc.components.headers = API_LIMIT_HEADERS
  doc.tags = [
    ...Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    ...sorted.map(m => ({ name: modelTag(m.name), description: `Typed operations of model ${m.name}` }))
  ]
  return doc
}
