import { appendFileSync } from 'node:fs'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { OpenApiDocument } from '../../core/openapi/document.js'

// Every answer a test gets from an app of buildTestApp is checked against the app's own OpenAPI document at that
// moment (issue 14): the operation is documented, its status is listed, the content type is one the status
// allows, and a JSON body matches the schema documented for it. The violations fail the test that caused them
// (test/helpers/app.ts), so the document cannot drift from what the service answers.

interface Response { content?: Record<string, { schema?: unknown }> }
interface Operation { responses?: Record<string, Response | { $ref: string }> }
type Paths = Record<string, Record<string, Operation | undefined> | undefined>

/** The UIs' own files (Swagger UI, the web app): outside the document by design, like Fastify's automatic HEAD twins and hidden routes. */
const UNDOCUMENTED = /^\/(docs|app)(\/|$)/

interface Validators { ajv: Ajv2020, compiled: Map<unknown, ValidateFunction> }

export class DocumentedResponses {
  readonly #validators = new WeakMap<OpenApiDocument, Validators>()

  constructor (readonly document: () => OpenApiDocument, readonly report: (problem: string) => void) {}

  /** Checks one answer; `payload` is what the onSend hook got (text, a Buffer or a stream). */
  check (request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const route = request.routeOptions.url
    // no route: Fastify's not-found answer, the same for every unknown URL (checked by the contract tests)
    const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide === true
    if (route === undefined || request.method === 'HEAD' || UNDOCUMENTED.test(route) || hidden) return
    const problem = this.#problem(request, reply, route, payload)
    // DOCUMENTED_LOG=<file> counts the answers checked (one line each), for the figures in a closing note
    if (process.env.DOCUMENTED_LOG !== undefined) appendFileSync(process.env.DOCUMENTED_LOG, `${problem === undefined ? 'ok' : 'violation'} ${request.method} ${route} ${reply.statusCode}\n`)
    if (problem !== undefined) this.report(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}`)
  }

  #problem (request: FastifyRequest, reply: FastifyReply, route: string, payload: unknown): string | undefined {
    const document = this.document()
    const paths = document.paths as unknown as Paths
    const params = (request.params ?? {}) as Record<string, string>
    // the per-model paths are listed once per model (/api/v1/models/cores/{id}), the others as declared
    const path = route.replace(/:model\b/, params.model ?? ':model').replace(/:(\w+)/g, '{$1}')
    // a model that does not exist has no path of its own: like an unknown URL, it may only be refused
    if (route.includes(':model') && paths[path] === undefined) {
      return reply.statusCode >= 400 && reply.statusCode < 500 ? undefined : `status ${reply.statusCode} for a model that does not exist`
    }
    const operation = paths[path]?.[request.method.toLowerCase()]
    if (operation === undefined) return `the operation ${request.method} ${path} is not in the document`
    const status = String(reply.statusCode)
    const responses = operation.responses ?? {}
    const response = resolve<Response>(document, responses[status] ?? responses[`${status[0]}XX`] ?? responses.default)
    if (response === undefined) return `status ${status} is not listed (listed: ${Object.keys(responses).join(', ')})`
    const type = mediaType(String(reply.getHeader('content-type') ?? ''))
    const content = response.content
    const empty = payload === undefined || payload === null || payload === ''
    if (content === undefined || Object.keys(content).length === 0) return empty ? undefined : `a body (${type}) where none is documented`
    // (a documented media type may carry parameters: text/csv; charset=utf-8)
    const media = Object.entries(content).find(([range]) => mediaType(range) === type)?.[1] ??
      Object.entries(content).find(([range]) => matchesRange(range, type))?.[1]
    if (media === undefined) return `content type "${type}" is not documented (documented: ${Object.keys(content).join(', ')})`
    if (media.schema === undefined || !type.endsWith('json') || typeof payload !== 'string') return undefined
    let body: unknown
    try {
      body = JSON.parse(payload)
    } catch {
      return 'a JSON body that does not parse'
    }
    const validate = this.#validator(document, media.schema)
    if (validate(body)) return undefined
    return `the body does not match the documented schema: ${validate.errors!.slice(0, 3).map(e => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ')}`
  }

  /** The document's schemas, compiled once per document (a hot model change builds a new one). */
  #validator (document: OpenApiDocument, schema: unknown): ValidateFunction {
    let validators = this.#validators.get(document)
    if (validators === undefined) {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
      formats.default(ajv)
      // every '#/components/...' reference of the document resolves here
      ajv.addSchema({ $id: 'openapi', components: rebase(document.components) })
      validators = { ajv, compiled: new Map() }
      this.#validators.set(document, validators)
    }
    let validate = validators.compiled.get(schema)
    if (validate === undefined) {
      validate = validators.ajv.compile(rebase(schema) as object)
      validators.compiled.set(schema, validate)
    }
    return validate
  }
}

/** A response object, or the one a '#/components/responses/...' reference names. */
function resolve<T> (document: OpenApiDocument, value: T | { $ref: string } | undefined): T | undefined {
  if (value === undefined || typeof (value as { $ref?: unknown }).$ref !== 'string') return value as T | undefined
  const path = (value as { $ref: string }).$ref.replace(/^#\//, '').split('/')
  return path.reduce<any>((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document) as T | undefined
}

/** A copy whose local references ('#/components/...') point into the schema registered as 'openapi'. */
function rebase (schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema ?? {}).replaceAll('"#/components/', '"openapi#/components/'))
}

/** The media type of a content type, without its parameters. */
const mediaType = (contentType: string): string => contentType.split(';')[0].trim().toLowerCase()

/** Whether a documented media range ('*\/*', 'text/*') covers a content type. */
function matchesRange (range: string, type: string): boolean {
  if (range === '*/*') return true
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1))
}

/** Checks every answer of `app` from now on (an onSend hook; the app must not be ready yet). */
export function checkResponses (app: FastifyInstance, report: (problem: string) => void): void {
  const documented = new DocumentedResponses(() => app.openapi.current().document, report)
  app.addHook('onSend', async (request, reply, payload) => {
    documented.check(request, reply, payload)
    return payload
  })
}
