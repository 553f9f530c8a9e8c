import { details } from './details.js'
import { listAllCsv } from './list-all-csv.js'
import { listCsv } from './list-csv.js'
import { list } from './list.js'
import type { Report, ReportDescriptor } from './report.js'

// Reports (spec endpoint 5, DESIGN §6): each report is one file in core/reports exporting a Report, listed in
// BUILT_IN below (installation-specific ones can be added with register). `model` is a regular expression the
// model's name must match entirely (`.*`: every model).

export const BUILT_IN: readonly Report[] = [details, list, listCsv, listAllCsv]

export class Reports {
  readonly #reports = new Map<string, { report: Report, pattern: RegExp }>()
  /** a streamed report whose client has read nothing for this long is cut off, releasing its connection */
  stallTimeoutMs = 60_000

  constructor (reports: readonly Report[] = BUILT_IN) {
    for (const report of reports) this.register(report)
  }

  /** Adds a report (or replaces the one of the same name); its `model` pattern must be a valid expression. */
  register (report: Report): void {
    this.#reports.set(report.name, { report, pattern: new RegExp(`^(?:${report.model})$`) })
  }

  get (name: string): Report | undefined {
    return this.#reports.get(name)?.report
  }

  /** whether the report is offered for the model */
  applies (report: Report, model: string): boolean {
    return this.#reports.get(report.name)!.pattern.test(model)
  }

  /** The reports offered for a model, in the spec's two groups. */
  descriptors (model: string): { single: ReportDescriptor[], multiple: ReportDescriptor[] } {
    const offered = [...this.#reports.values()].filter(r => r.pattern.test(model))
      .map(({ report: { name, title, model, showInMenu, singleRecord } }) => ({ name, title, model, showInMenu, singleRecord }))
    return { single: offered.filter(r => r.singleRecord), multiple: offered.filter(r => !r.singleRecord) }
  }
}
