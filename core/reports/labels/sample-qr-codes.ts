import { first, placeOf, shown } from './label-data.js'
import { labelReport, type LabelSpec } from './label-report.js'

// mDIS SampleQrCodesReport, "Sample Label", for an installation's sample models (curation_sample, curation_sample2...):
// a label per sample with its combined id, the QR code of its IGSN, its interval in the section, the sampling date,
// the curator and the request it was taken for.
export const SAMPLE_QR_CODES: LabelSpec = {
  name: 'SampleQrCodes',
  title: 'Sample Label',
  model: 'curation_sample\\d*',
  async labels (samples, input) {
    const place = await placeOf(input, samples, 'Core Sample')
    return samples.map(sample => ({
      ...place(sample),
      title: first(sample.sample_combined_id, sample.combined_id),
      code: first(sample.igsn, sample.sample_combined_id, sample.combined_id),
      lines: [
        `IGSN: ${shown(sample.igsn)}`,
        `Top: ${shown(sample.top)} cm`,
        `Bottom: ${shown(sample.bottom)} cm`,
        `Date: ${shown(sample.sample_date)}`,
        `Curator: ${shown(sample.curator)}`,
        `Request: ${shown(sample.sample_request_id)}`
      ]
    }))
  }
}

export const sampleQrCodes = labelReport(SAMPLE_QR_CODES)
