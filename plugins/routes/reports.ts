import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequest, MethodNotAllowed } from '../../core/shared/errors.js'
import { fileFilter } from '../../core/files/access.js'
import type { CompiledModel } from '../../core/2-model/compile.js'
import { recordIdOf } from '../../core/shared/record-id.js'
import { toComponent } from '../../core/openapi/components.js'
import { content } from '../../core/openapi/operations.js'
import { BUILT_IN, Reports } from '../../core/reports/catalogue.js'
import type { ReportInput } from '../../core/reports/report.js'
import { parsePrinters } from '../../core/shared/printers.js'
import { ReportDescriptorsSchema, ReportParamsSchema, ReportQuerySchema, ReportsQuerySchema } from '../../schemas/reports.js'
import type { Access } from '../infra/auth.js'
import { FORM_PATHS } from '../support/form-paths.js'

// Reports (spec endpoint 5, DESIGN §6): the descriptors offered for a model, and the reports themselves at
// /api/v1/report/<Name>?name=<model>[&id=<id>]: read by GET, and an action (a report that changes records) run by
// POST with the right to edit the model. The static /api/v1/form/reports wins over /api/v1/form/:id.

declare module 'fastify' {
  interface FastifyInstance { reports: Reports }
}

const read: Access = { role: 'viewer', permission: 'view' }
const edit: Access = { role: 'operator', permission: 'edit' }

const CONTENT_TYPES = { html: 'text/html; charset=utf-8', csv: 'text/csv; charset=utf-8', pdf: 'application/pdf', xml: 'application/xml; charset=utf-8', json: 'application/json; charset=utf-8' }
const RENDERED = content('the rendered report: HTML page, CSV or XML file, PDF document', Object.values(CONTENT_TYPES).slice(0, 4))
const OUTCOME = content('what the action changed (or, previewed, would change)', [CONTENT_TYPES.json], { type: 'object', additionalProperties: true })
// (documented, not validated here: each action checks its own body, which it declares, and names the fields of its problems)
const ACTION_BODIES = Object.fromEntries(BUILT_IN.filter(r => r.parameters !== undefined).map(r => [r.name, r.parameters!]))
const ACTION_BODY = {
  description: 'the action\'s parameters: the body of the action named in the path',
  content: { 'application/json': { schema: { anyOf: Object.entries(ACTION_BODIES).map(([name, schema]) => ({ ...toComponent(schema), title: `${name} parameters` })) } } }
}
type ReportRequest = FastifyRequest<{ Params: { report: string }, Querystring: { name: string, id?: string, columns?: string } }>
// Report pages show stored values: whatever escaping missed, a browser still runs no script from them.
const HTML_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'"

/** What a report renders from: the request's query, body and caller, the record, the service's records and models. */
export function reportInput (app: FastifyInstance, request: FastifyRequest, model: CompiledModel, id: number | undefined): ReportInput {
  const principal = request.principal!
  const query = request.query as Record<string, unknown>
  return { db: app.database.db, model, query, id, files: fileFilter(app.registry, principal.permissions), principal, body: request.body, records: app.records, registry: app.registry }
}

async function reports (app: FastifyInstance): Promise<void> {
  // (PRINTERS was checked when the configuration was loaded)
  const registry = new Reports(BUILT_IN, parsePrinters(app.config.PRINTERS).printers)
  app.decorate('reports', registry)
  const model = (name: string): CompiledModel => app.registry.require(name)

  for (const base of FORM_PATHS) {
    app.get<{ Querystring: { name: string } }>(`${base}/reports`, {
      config: { access: read },
      schema: { querystring: ReportsQuerySchema, response: { 200: ReportDescriptorsSchema } }
    }, async request => registry.descriptors(model(request.query.name).name))
  }

  async function render (request: ReportRequest, reply: FastifyReply, method: 'GET' | 'POST'): Promise<FastifyReply> {
    const { query } = request
    const report = registry.named(request.params.report)
    const m = model(query.name)
    registry.offer(report, m.name)
    if ((report.type === 'action') !== (method === 'POST')) {
      throw new MethodNotAllowed(report.type === 'action'
        ? `Report "${report.name}" changes records: run it by POST.`
        : `Report "${report.name}" changes nothing: read it by GET.`)
    }
    if (query.columns !== undefined && !report.choosesColumns) throw new BadRequest(`Report "${report.name}" shows every column; columns cannot be chosen.`)
    let id: number | undefined
    if (report.singleRecord === true && query.id === undefined) throw new BadRequest(`Report "${report.name}" shows one record: give its id.`)
    if (report.singleRecord !== false && query.id !== undefined) id = recordIdOf(m.name, query.id)
    const output = await report.render(reportInput(app, request, m, id))
    void reply.type(CONTENT_TYPES[output.type]).header('x-content-type-options', 'nosniff')
    if (output.type === 'html') void reply.header('content-security-policy', HTML_POLICY)
    if (output.filename !== undefined) void reply.header('content-disposition', `attachment; filename="${output.filename}"`)
    // A client that stops reading would hold the export's database connection (on the embedded database the only
    // one) for as long as it keeps the socket open.
    if (output.body instanceof Readable) reply.raw.setTimeout(registry.stallTimeoutMs, () => reply.raw.destroy())
    return await reply.send(output.body)
  }

  const schema = { params: ReportParamsSchema, querystring: ReportQuerySchema }
  app.get('/api/v1/report/:report', {
    config: { access: read, openapi: { responses: { 200: RENDERED }, errors: [405] } },
    // a HEAD would read the whole export only to discard it
    exposeHeadRoute: false,
    schema
  }, async (request: ReportRequest, reply) => await render(request, reply, 'GET'))
  app.post('/api/v1/report/:report', {
    config: { access: edit, openapi: { responses: { 200: OUTCOME }, errors: [405], requestBody: ACTION_BODY } },
    schema
  }, async (request: ReportRequest, reply) => await render(request, reply, 'POST'))
}

// shared (not encapsulated), so that app.reports reaches the root instance
export default fp(reports, { name: 'reports', dependencies: ['auth', 'form'] })
