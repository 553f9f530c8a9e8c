import { ValidationFailed } from '../../shared/errors.js'
import { AssignStorageBodySchema } from '../../../schemas/report-actions.js'
import type { Report } from '../report.js'
import { bodyReader } from './body.js'
import { checkEdits } from './edit-operations.js'
import { editRecords } from './edit-records.js'

// "Assign storage location" (mDIS AssignCoreboxStorageReport): the chosen core boxes (the record id=, or the filtered
// list; `ids` picks among them), in the order of their combined ids, are now kept in the storage location given.
// mDIS writes the id of a CurationStorage record into storage_id; the bundled curation_corebox keeps the location
// as text (storage_location), so that is what is written, through the rules of an update (its size, a value list
// if the template gives it one), all or nothing (edit-records.ts).
// Body: {storageLocation, ids?, preview?}; the answer as a batch edit's.

const readBody = bodyReader(AssignStorageBodySchema)

/** The column that holds where a core box is kept. */
export const STORAGE_COLUMN = 'storage_location'

export const assignCoreboxStorage: Report = {
  name: 'AssignCoreboxStorage',
  title: 'Assign storage location',
  model: 'curation_corebox',
  showInMenu: true,
  singleRecord: 'either',
  type: 'action',
  confirmationMessage: 'Assign the selected core boxes to this storage location?',
  parameters: AssignStorageBodySchema,
  choosesColumns: false,
  async render (input) {
    const body = readBody(input.body)
    const { edits, problems } = checkEdits(input.model, { [STORAGE_COLUMN]: body.storageLocation })
    if (problems.length > 0) throw new ValidationFailed(problems)
    return await editRecords(input, body, edits, 'assign storage location', 'combined_id')
  }
}
