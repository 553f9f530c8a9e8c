import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequest, Conflict } from '../../core/shared/errors.js'
import { sendToPrinter } from '../../core/reports/print-job.js'
import { printTarget } from '../../core/shared/printers.js'
import { recordIdOf } from '../../core/shared/record-id.js'
import { PrintedSchema, PrintQuerySchema } from '../../schemas/print.js'
import type { Access } from '../infra/auth.js'
import { FORM_PATHS } from '../support/form-paths.js'
import { reportInput } from './reports.js'

// Printing (mDIS PrintAction, GET /api/v1/form/print?name=&id=&reportName=, also under /api/v1/global): a printable
// report (a label PDF) of one record, or of the filtered records of the list, sent to the printer PRINTERS names
// for the report (else its default) with PRINT_COMMAND (CUPS lp). As mDIS, whoever may view the model may print.

const read: Access = { role: 'viewer', permission: 'view' }

type PrintRequest = FastifyRequest<{ Querystring: { name: string, reportName: string, id?: string } }>

async function print (app: FastifyInstance): Promise<void> {
  const { reports, config } = app

  async function printReport (request: PrintRequest): Promise<Record<string, unknown>> {
    const { query } = request
    // mDIS names reports by class: CoreQrCodesReport is CoreQrCodes
    const name = query.reportName.replace(/Report$/, '')
    const report = reports.named(name)
    const model = app.registry.require(query.name)
    reports.offer(report, model.name)
    if (report.printable !== true) throw new BadRequest(`Report "${report.name}" is not printable: only label reports (PDF) go to a printer.`)
    const id = query.id === undefined ? undefined : recordIdOf(model.name, query.id)
    const printer = reports.printerFor(report)
    if (printer === undefined) throw new Conflict(`No printer is configured for report "${report.name}": PRINTERS names none for it and no default.`)
    const { body } = await report.render(reportInput(app, request, model, id))
    const pdf = await buffer(body instanceof Readable ? body : Readable.from([body]))
    const target = printTarget(printer)!
    const title = [report.name, model.name, ...(id === undefined ? [] : [String(id)])].join(' ')
    const job = await sendToPrinter({ command: config.PRINT_COMMAND, target, title, pdf, timeoutMs: config.PRINT_TIMEOUT_MS })
    return { report: report.name, model: model.name, id: id ?? null, printer, queue: target.queue ?? null, host: target.host ?? null, title, job }
  }

  for (const base of FORM_PATHS) {
    app.get(`${base}/print`, {
      config: { access: read, openapi: { errors: [409, 502] } },
      // a HEAD would print as well
      exposeHeadRoute: false,
      schema: { querystring: PrintQuerySchema, response: { 200: PrintedSchema } }
    }, printReport)
  }
}

export default fp(print, { name: 'print', dependencies: ['auth', 'reports'] })
