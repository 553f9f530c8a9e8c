// What the OpenAPI document says about one route, derived from its declarations: the access it requires
// (config.access), its schema and its method. Pure: used by the @fastify/swagger transform (plugins/infra/openapi-collector.ts)
// and for the per-model operations of the data API (model-paths.ts).

/** The access declaration of a route (plugins/infra/auth.ts). */
export type RouteAccess = 'public' | { role?: string, permission?: string }

/** The data-API operation a route serves (plugins/routes/records.ts); per-model paths are generated from these. */
export type DataOperation = 'list' | 'create' | 'get' | 'update' | 'remove' | 'duplicate' | 'history' | 'deleted' | 'restore'

/** Documentation a route adds to what its schema says (only the document reads it). */
export interface RouteDocs {
  summary?: string
  /** error statuses beyond those derived from access, schema and method (e.g. 400 and 401 of the token endpoint) */
  errors?: number[]
  /** answers other than JSON or without a body, as OpenAPI response objects by status */
  responses?: Record<string, unknown>
  /** a request body Fastify does not validate (multipart uploads), as an OpenAPI request body object */
  requestBody?: Record<string, unknown>
  /** the login rate limit applies instead of the API-wide one: its headers are documented on the answers (core/openapi/document.ts) */
  rateLimited?: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** documentation beyond the route's schema (core/openapi/operations.ts) */
    openapi?: RouteDocs
    /** the data-API operation of a route of plugins/routes/records.ts */
    dataApi?: DataOperation
  }
}

export interface RouteFacts {
  method: string
  access: RouteAccess | undefined
  /** the route validates a query string, path parameters or a body */
  input: boolean
  /** the route reads a request body */
  body: boolean
  /** the route names something that may not exist (path parameters, ?name=) */
  lookup: boolean
  /** a rate limit counts the route's requests (429) */
  limited: boolean
  extra: number[]
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every error status a route can answer, ascending. 500 and 503 (overload, database) apply everywhere. */
export function errorStatuses (route: RouteFacts): number[] {
  // 400 on every route: a URL with a NUL character (plugins/infra/input-guard.ts) or bad percent-encoding is refused
  const codes = new Set<number>([...route.extra, 400, 500, 503])
  const write = WRITES.has(route.method)
  const guarded = route.access !== undefined && route.access !== 'public'
  if (guarded) codes.add(401)
  if (typeof route.access === 'object' && (route.access.role !== undefined || route.access.permission !== undefined)) codes.add(403)
  if (route.lookup) codes.add(404)
  if (route.limited) codes.add(429)
  // unique values and references between records (SQLSTATE 23505/23503) conflict on any change
  if (write && guarded && (route.input || route.body)) codes.add(409)
  // Fastify reads a body on every write, declared or not: one too large (413), of a type it does not parse (415),
  // or with a number beyond range (422, plugins/infra/input-guard.ts)
  if (write || route.body) for (const code of [413, 415, 422]) codes.add(code)
  return [...codes].sort((a, b) => a - b)
}

/** Security requirements: a bearer token (pasted or from the OAuth 2.0 password flow), none when public. */
export function security (access: RouteAccess | undefined): Array<Record<string, string[]>> {
  return access === 'public' ? [] : [{ bearer: [] }, { oauth2: [] }]
}

const TAGS: Array<[RegExp, string]> = [
  [/^\/api\/v1\/auth\//, 'auth'],
  [/^\/api\/v1\/((form|global)\/(reports|print)|report\/)/, 'reports'],
  [/^\/api\/v1\/(form|global|models|history|import|importer)(\/|$)/, 'data'],
  [/^\/api\/v1\/app\//, 'app'],
  [/^\/api\/v1\/list-values(\/|$)/, 'list values'],
  [/^\/api\/v1\/file(\/|$)/, 'files'],
  [/^\/api\/v1\/users(\/|$)/, 'users'],
  [/^\/api\/v1\/(widgets|messages)(\/|$)/, 'dashboard'],
  [/^\/api\/v1\/account(\/|$)/, 'account'],
  [/^\/cg\//, 'cg'],
  [/^\/health\//, 'health'],
  [/^\/openapi\./, 'openapi']
]

/** The tag of a route (the UI's own routes, hidden from the document, have none). */
export function tagOf (url: string): string {
  return TAGS.find(([pattern]) => pattern.test(url))?.[1] ?? 'other'
}

/** PascalCase of the words of a name or path segment: core_section → CoreSection, list-values → ListValues. */
export const pascal = (text: string): string => text.split(/[^A-Za-z0-9]+/).filter(Boolean)
  .map(word => word[0].toUpperCase() + word.slice(1)).join('')

/**
 * A readable operationId from method and path: `GET /api/v1/list-values/{id}` → `getListValuesById`,
 * `POST /cg/api/v1/create-model` → `postCgApiV1CreateModel`.
 */
export function operationId (method: string, path: string): string {
  const words = path.replace(/^\/api\/v1(?=\/|$)/, '').split('/').filter(Boolean)
    .map(segment => /^[{:]/.test(segment) ? `By${pascal(segment)}` : pascal(segment))
  return `${method.toLowerCase()}${words.join('')}`
}

// Response and request-body objects that routes declare in config.openapi.

/** An answer without a body. */
export const noContent = (description: string) => ({ 204: { description } })

/** An answer of the given media types, without a JSON schema (downloads, reports, documents). */
export const content = (description: string, types: string[], schema: Record<string, unknown> = { type: 'string' }) =>
  ({ description, content: Object.fromEntries(types.map(type => [type, { schema }])) })

/** A multipart/form-data body of files of at most `maxBytes` each: one `file`, or with `maxItems` above 1 a list of them. */
export const multipartFiles = (description: string, maxItems: number, maxBytes: number) => {
  const binary = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', maxLength: maxBytes }
  return {
    required: true,
    description,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { file: maxItems === 1 ? binary : { type: 'array', items: binary, maxItems } } }
      }
    }
  }
}
