// The printers label reports go to (mDIS params['printers']): a printer per report name, else `default`. PRINTERS
// holds the table as JSON; each printer is written as mDIS writes it: <queue>, <queue>@<host>, <queue>@<host>:<port>
// or @<host>[:<port>] (that host's default queue). Checked at start, so that a typo stops the service rather than a
// print request.

/** Where a print job goes: a CUPS queue and the server that has it (the local one when no host). */
export interface PrintTarget { queue?: string, host?: string }

// a CUPS queue name has no space, tab, '/', '#' or '@'; none starts with '-' (lp would take it for an option)
const QUEUE = /^[^\s/#@-][^\s/#@]{0,126}$/
const HOST = /^(?:[A-Za-z0-9][A-Za-z0-9.-]{0,252}|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/
const REPORT = /^[A-Za-z][A-Za-z0-9_]{0,99}$/

/** The queue and host a printer names, or undefined when it names none (mDIS getPrintOptions). */
export function printTarget (printer: string): PrintTarget | undefined {
  const at = printer.lastIndexOf('@')
  const queue = at === -1 ? printer : printer.slice(0, at)
  const host = at === -1 ? '' : printer.slice(at + 1)
  if ((queue === '' && host === '') || (queue !== '' && !QUEUE.test(queue)) || (at !== -1 && !HOST.test(host))) return undefined
  return { ...(queue === '' ? {} : { queue }), ...(host === '' ? {} : { host }) }
}

/** The printer table of PRINTERS (unset: none), or the problems that make it unusable. */
export function parsePrinters (text: string | undefined): { printers: Record<string, string>, problems: string[] } {
  if (text === undefined) return { printers: {}, problems: [] }
  let table: unknown
  try {
    table = JSON.parse(text)
  } catch {
    return { printers: {}, problems: ['PRINTERS is not JSON: write {"default": "<queue>@<host>:<port>", "<report name>": "<queue>"}'] }
  }
  if (table === null || typeof table !== 'object' || Array.isArray(table)) {
    return { printers: {}, problems: ['PRINTERS must be a JSON object of report names (or "default") and printers'] }
  }
  const problems: string[] = []
  for (const [report, printer] of Object.entries(table)) {
    if (!REPORT.test(report)) problems.push(`PRINTERS: "${report}" is not a report name (letters, digits, _) nor "default"`)
    if (typeof printer !== 'string' || printTarget(printer) === undefined) {
      problems.push(`PRINTERS: the printer of "${report}" must be <queue>, <queue>@<host>[:<port>] or @<host>[:<port>]; got ${JSON.stringify(printer)}`)
    }
  }
  return problems.length === 0 ? { printers: table as Record<string, string>, problems } : { printers: {}, problems }
}
