import { assignCoreboxStorage } from './actions/assign-corebox-storage.js'
import { batchDelete } from './actions/batch-delete.js'
import { batchEdit } from './actions/batch-edit.js'
import { createCrates } from './actions/create-crates.js'
import { createSampleSeries } from './actions/create-sample-series.js'
import { splitSection } from './actions/split-section.js'
import { undoSampleSeries } from './actions/undo-sample-series.js'
import { undoSplitSection } from './actions/undo-split-section.js'
import { details } from './details.js'
import { corelyzerXml } from './exports/corelyzer-xml.js'
import { igsnXml } from './exports/igsn-xml.js'
import { coreboxLabel } from './labels/corebox-label.js'
import { coreQrCodes } from './labels/core-qr-codes.js'
import { cuttingsQrCodes } from './labels/cuttings-qr-codes.js'
import { sampleQrCodes } from './labels/sample-qr-codes.js'
import { sectionQrCodes } from './labels/section-qr-codes.js'
import { listAllCsv } from './list-all-csv.js'
import { listCsv } from './list-csv.js'
import { list } from './list.js'
import { coreBoxesSummary } from './overviews/core-boxes-summary.js'
import { coreOverview } from './overviews/core-overview.js'
import { coreSectionsPdf } from './overviews/core-sections-pdf.js'
import { coreSections } from './overviews/core-sections.js'
import { holeOverview } from './overviews/hole-overview.js'
import { NotFound } from '../shared/errors.js'
import type { Report, ReportDescriptor } from './report.js'

// Reports (spec endpoint 5, DESIGN §6): each report is one file in core/reports exporting a Report, listed in
// BUILT_IN below (installation-specific ones can be added with register). `model` is a regular expression the
// model's name must match entirely (`.*`: every model).

export const BUILT_IN: readonly Report[] = [details, list, listCsv, listAllCsv, batchEdit, batchDelete,
  coreQrCodes, sectionQrCodes, coreboxLabel, sampleQrCodes, cuttingsQrCodes, assignCoreboxStorage,
  splitSection, undoSplitSection, createSampleSeries, undoSampleSeries, createCrates,
  coreOverview, holeOverview, coreSections, coreSectionsPdf, coreBoxesSummary, igsnXml, corelyzerXml]

/** each action's parameters as plain JSON schema, made once (not at every descriptor request) */
const plainParameters = new WeakMap<Report, Record<string, unknown>>()

/** An action's parameters as plain JSON schema (TypeBox's own marks left out); null for a report or an export (none). */
function parametersOf (report: Report): Record<string, unknown> | null {
  if (report.parameters === undefined) return null
  let plain = plainParameters.get(report)
  if (plain === undefined) {
    plain = JSON.parse(JSON.stringify(report.parameters)) as Record<string, unknown>
    plainParameters.set(report, plain)
  }
  return plain
}

/** mDIS's params['printers']: a printer per report name, else `default`; none: nothing is printed directly. */
export type PrinterTable = Readonly<Record<string, string>>

export class Reports {
  readonly #reports = new Map<string, { report: Report, pattern: RegExp }>()
  /** a streamed report whose client has read nothing for this long is cut off, releasing its connection */
  stallTimeoutMs = 60_000

  constructor (reports: readonly Report[] = BUILT_IN, readonly printers: PrinterTable = {}) {
    for (const report of reports) this.register(report)
  }

  /** Adds a report (or replaces the one of the same name); its `model` pattern must be a valid expression. */
  register (report: Report): void {
    this.#reports.set(report.name, { report, pattern: new RegExp(`^(?:${report.model})$`) })
  }

  get (name: string): Report | undefined {
    return this.#reports.get(name)?.report
  }

  /** The report of that name; 404 when there is none. */
  named (name: string): Report {
    const report = this.get(name)
    if (report === undefined) throw new NotFound(`Report "${name}" does not exist.`)
    return report
  }

  /** 404 unless the report is offered for the model. */
  offer (report: Report, model: string): void {
    if (!this.applies(report, model)) throw new NotFound(`Report "${report.name}" is not available for the model "${model}".`)
  }

  /** whether the report is offered for the model */
  applies (report: Report, model: string): boolean {
    return this.#reports.get(report.name)!.pattern.test(model)
  }

  /** The printer a printable report goes to (its own, else the default), or undefined. */
  printerFor (report: Report): string | undefined {
    if (report.printable !== true) return undefined
    return Object.hasOwn(this.printers, report.name) ? this.printers[report.name] : this.printers.default
  }

  /** The reports offered for a model, in the spec's two groups (an `either` report in both). */
  descriptors (model: string): { single: ReportDescriptor[], multiple: ReportDescriptor[] } {
    const offered = [...this.#reports.values()].filter(r => r.pattern.test(model)).map(r => r.report)
    const describe = (report: Report, singleRecord: boolean): ReportDescriptor => {
      const directPrint = this.printerFor(report) !== undefined
      const { name, title, model, showInMenu, type, confirmationMessage = false } = report
      return { name, title, model, showInMenu, singleRecord, type, confirmationMessage, directPrint, canAutoPrint: directPrint && singleRecord, parameters: parametersOf(report) }
    }
    return {
      single: offered.filter(r => r.singleRecord !== false).map(r => describe(r, true)),
      multiple: offered.filter(r => r.singleRecord !== true).map(r => describe(r, false))
    }
  }
}
