import { first, placeOf, shown } from './label-data.js'
import { labelReport, type LabelSpec } from './label-report.js'

// mDIS CuttingsQrCodesReport, "Cuttings Label", for an installation's cuttings model: a label per cuttings sample
// with its combined id, the QR code of its IGSN, its depth, the driller's sieve, the curator and when it was taken
// (to the minute, UTC).
export const CUTTINGS_QR_CODES: LabelSpec = {
  name: 'CuttingsQrCodes',
  title: 'Cuttings Label',
  model: 'curation_cuttings',
  async labels (cuttings, input) {
    const place = await placeOf(input, cuttings, 'Cuttings')
    return cuttings.map(sample => ({
      ...place(sample),
      title: first(sample.combined_id),
      code: first(sample.igsn, sample.combined_id),
      lines: [
        `IGSN: ${shown(sample.igsn)}`,
        `Depth: ${shown(sample.average_depth)} m`,
        `Driller's sieve: ${shown(sample.drillers_sieve)} mm`,
        `Curator: ${shown(sample.curator)}`,
        `Date: ${shown(first(sample.sampling_datetime).replace(/:\d+$/, ''))} UTC`
      ]
    }))
  }
}

export const cuttingsQrCodes = labelReport(CUTTINGS_QR_CODES)
