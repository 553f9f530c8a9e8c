import { first, placeOf, shown } from './label-data.js'
import { labelReport, type LabelSpec } from './label-report.js'

// mDIS CoreQrCodesReport, "Print Core QR code": a label per core with its combined id, the QR code of its IGSN, its
// depth range and when it came on deck.
export const CORE_QR_CODES: LabelSpec = {
  name: 'CoreQrCodes',
  title: 'Print Core QR code',
  model: 'cores',
  async labels (cores, input) {
    const place = await placeOf(input, cores, 'Core')
    return cores.map(core => ({
      ...place(core),
      title: first(core.combined_id),
      code: first(core.igsn, core.combined_id),
      lines: [
        `IGSN: ${shown(core.igsn)}`,
        `Depth: ${shown(core.top_depth)} - ${shown(core.bottom_depth)} m`,
        `Core on deck: ${shown(core.core_ondeck)}`
      ]
    }))
  }
}

export const coreQrCodes = labelReport(CORE_QR_CODES)
