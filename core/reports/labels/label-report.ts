import { BadRequest, NotFound, RecordNotFound } from '../../shared/errors.js'
import { selectRecords } from '../report-rows.js'
import type { Report, ReportInput } from '../report.js'
import { labelPdf, type Label } from './label-pdf.js'

// A label report (mDIS's *QrCodesReport, *LabelReport): the labels of one record (id=) or of the filtered, sorted
// records of the list, as one PDF of a page per label, which a configured printer can take (GET /api/v1/form/print).
// One request renders the labels of at most `limit` records: they are read at once, with what else they show.

/** the most records one label request takes */
export const MAX_LABEL_RECORDS = 500

export interface LabelSpec {
  /** the report name (also its key in PRINTERS) */
  name: string
  title: string
  /** a regular expression the model name must match entirely */
  model: string
  /** the labels of the records, in their order (a record may have more than one) */
  labels: (records: Array<Record<string, unknown>>, input: ReportInput) => Promise<Label[]>
}

type Row = Record<string, unknown>

async function oneRecord ({ db, model, id }: ReportInput & { id: number }): Promise<Row[]> {
  const row = (await db.executeQuery(model.queries.byId(id))).rows[0]
  if (row === undefined) throw new RecordNotFound(model.name, id)
  return [model.toRecord(row)]
}

async function filteredRecords ({ db, model, query }: ReportInput, report: string, limit: number): Promise<Row[]> {
  const records: Row[] = []
  // (leaving the loop early destroys the stream, which closes its cursor)
  for await (const record of await selectRecords(db, model, query, record => record)) {
    if (records.length === limit) {
      throw new BadRequest(`Report "${report}" prints the labels of at most ${limit} records at once, and more records of "${model.name}" match: ` +
        'narrow the list with filter[<column>]= (e.g. filter[hole_id]=) or print one record with id=.')
    }
    records.push(record as Row)
  }
  if (records.length === 0) throw new NotFound(`No record of "${model.name}" matches the filter: there is no label to print.`)
  return records
}

export function labelReport (spec: LabelSpec, limit = MAX_LABEL_RECORDS): Report {
  return {
    name: spec.name,
    title: spec.title,
    model: spec.model,
    showInMenu: true,
    singleRecord: 'either',
    type: 'report',
    printable: true,
    choosesColumns: false,
    async render (input) {
      const records = input.id === undefined ? await filteredRecords(input, spec.name, limit) : await oneRecord({ ...input, id: input.id })
      return { type: 'pdf', filename: `${spec.name}.pdf`, body: labelPdf(spec.title, await spec.labels(records, input)) }
    }
  }
}
