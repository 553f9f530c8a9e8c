import { BadRequest, RecordNotFound } from '../shared/errors.js'
import type { ReportInput } from './report.js'
import { selectRecords } from './report-rows.js'

// The records a report that renders in memory (a page of overviews, a PDF, an XML file) is about: the one of `id`,
// else the list's filtered and sorted records. Such a report holds all it shows at once, so one request may ask for
// only so many records (and rows of related models); beyond that it is a 400 asking for a narrower filter.

export const REPORT_LIMITS = {
  /** records of the report's own model */
  records: 1000,
  /** rows of the models it reads below them (sections, splits, boxes) */
  rows: 20000
}

type ApiRecord = Record<string, unknown>

export async function chosenRecords ({ db, model, query, id }: Pick<ReportInput, 'db' | 'model' | 'query' | 'id'>, report: string): Promise<ApiRecord[]> {
  const rows = await selectRecords(db, model, id === undefined ? query : { 'filter[id]': String(id) }, record => record)
  const records: ApiRecord[] = []
  // (leaving the loop early destroys the stream, which closes its cursor)
  for await (const record of rows) {
    if (records.length === REPORT_LIMITS.records) {
      throw new BadRequest(`Report "${report}" shows at most ${REPORT_LIMITS.records} records of ${model.name} at once; narrow the filter.`)
    }
    records.push(record as ApiRecord)
  }
  if (id !== undefined && records.length === 0) throw new RecordNotFound(model.name, id)
  return records
}

/** 400 when a report would read more related rows than one request may. */
export function checkRows (count: number, report: string, what: string): void {
  if (count > REPORT_LIMITS.rows) {
    throw new BadRequest(`Report "${report}" reads at most ${REPORT_LIMITS.rows} ${what} at once; narrow the filter.`)
  }
}
