/** How stored dates and times look on the wire (responses; requests accept more, core/2-model/input.ts). */
export const WIRE_FORMATS = {
  dateTime: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  time: '^\\d{2}:\\d{2}:\\d{2}$'
} as const
