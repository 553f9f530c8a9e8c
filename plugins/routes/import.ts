import type { FastifyInstance } from 'fastify'
import { importRecords } from '../../core/5-records/import.js'
import type { TableFormat } from '../../core/5-records/import-table.js'
import { UnsupportedMediaType } from '../../core/shared/errors.js'
import { content } from '../../core/openapi/operations.js'
import { toComponent } from '../../core/openapi/components.js'
import { ImportQuerySchema, ImportResultSchema } from '../../schemas/import.js'
import { actingUser } from '../support/acting-user.js'

// Getting data in (issue 29): POST /api/v1/form/import?name=<model>&mode=validate|commit with a CSV or TSV file or a
// JSON array of records as the body (core/5-records/import.ts). Encapsulated: the text parsers are this route's own.

const FORMATS: Record<string, TableFormat> = { 'text/csv': 'csv', 'text/tab-separated-values': 'tsv', 'application/json': 'json' }

export default async function importRoutes (app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(['text/csv', 'text/tab-separated-values'], { parseAs: 'string' }, (_request, body, done) => { done(null, body) })
  // (as long as a request body may be: BODY_LIMIT bytes)
  const table = { type: 'string', maxLength: app.config.BODY_LIMIT, description: 'a header row of column names or labels (a unit in brackets is fine), then one row per record' }
  app.post<{ Querystring: { name: string, mode?: 'validate' | 'commit' } }>('/api/v1/form/import', {
    config: {
      access: { role: 'operator', permission: 'edit' },
      openapi: {
        requestBody: {
          description: 'the records: CSV (comma or semicolon), TSV, or a JSON array of records as a create takes them',
          content: { 'text/csv': { schema: table }, 'text/tab-separated-values': { schema: table }, 'application/json': { schema: { type: 'array', maxItems: app.config.BODY_LIMIT, items: { type: 'object', additionalProperties: true } } } }
        },
        responses: { 201: content('committed: every row written', ['application/json'], toComponent(ImportResultSchema)) }
      }
    },
    schema: { querystring: ImportQuerySchema, response: { 200: ImportResultSchema } }
  }, async (request, reply) => {
    const type = String(request.headers['content-type']).split(';')[0].trim().toLowerCase()
    const format = FORMATS[type]
    if (format === undefined) throw new UnsupportedMediaType(`An import takes text/csv, text/tab-separated-values or application/json, not "${type}".`)
    const commit = request.query.mode === 'commit'
    const model = app.registry.require(request.query.name)
    const result = await importRecords(app.records.deps, model, request.body, format, commit, { user: actingUser(request) })
    return await reply.code(commit ? 201 : 200).send(result)
  })
}
