import { ValidationFailed } from '../../shared/errors.js'
import { BatchEditBodySchema } from '../../../schemas/report-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { checkEdits } from './edit-operations.js'
import { editRecords } from './edit-records.js'

// "Batch edit" (mDIS BatchEditReport): changes columns of every record of the filtered list (or of the record id=;
// `ids` picks among them) by the operations of edit-operations.ts, each record through the rules of an update, all
// or nothing (edit-records.ts). Body: {set?: {column: value}, operations?: [{column, operation, value, search}],
// ids?, preview?}; the answer: {preview, model, count, changed, records: [{id, combined_id, changes}], refused}.

const readBody = bodyReader(BatchEditBodySchema)

export const batchEdit: Report = {
  name: 'BatchEdit',
  title: 'Batch edit',
  model: '.*',
  showInMenu: true,
  singleRecord: 'either',
  type: 'action',
  confirmationMessage: 'Change these columns of all the selected records?',
  parameters: BatchEditBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = readBody(input.body)
    const { edits, problems } = checkEdits(input.model, body.set, body.operations)
    if (problems.length > 0) throw new ValidationFailed(problems)
    return await editRecords(input, body, edits, 'batch edit')
  }
}
