import { execFile, type ExecFileException } from 'node:child_process'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { BadGateway } from '../shared/errors.js'
import type { PrintTarget } from '../shared/printers.js'
import { clip } from '../shared/text.js'

// Sends a PDF to a printer through CUPS: `lp -d <queue> [-h <host>] -t <title>`, the document on its standard input.
// The command runs without a shell (its arguments are never parsed as text) and is stopped after a time limit; the
// document is complete before lp starts, so that lp never takes a part of one for a job.

export interface PrintJob {
  /** PRINT_COMMAND: lp, or a path to it */
  command: string
  target: PrintTarget
  title: string
  pdf: Buffer
  timeoutMs: number
}

/** lp's arguments: the queue (-d, else the server's default), the server (-h, else the local one), the job's title. */
export function lpArguments (target: PrintTarget, title: string): string[] {
  return [...(target.queue === undefined ? [] : ['-d', target.queue]), ...(target.host === undefined ? [] : ['-h', target.host]), '-t', title]
}

function failure (job: PrintJob, error: ExecFileException, stderr: string): Error {
  if (error.code === 'ENOENT') return new BadGateway(`The print command "${job.command}" was not found: set PRINT_COMMAND to the path of CUPS lp.`)
  if (error.killed === true) return new BadGateway(`The print command did not finish within ${job.timeoutMs / 1000} s and was stopped; nothing was printed.`)
  return new BadGateway(`The print command failed (${String(error.code)}): ${clip(stderr.trim(), 500)}`.trim())
}

interface Outcome { error: ExecFileException | null, stdout: string, stderr: string }

/** Runs the print command; answers what it said (lp: "request id is <queue>-<n> (1 file(s))"), else a 502. */
export async function sendToPrinter (job: PrintJob): Promise<string> {
  let input!: NodeJS.WritableStream
  const ran = new Promise<Outcome>(resolve => {
    const child = execFile(job.command, lpArguments(job.target, job.title), { timeout: job.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => resolve({ error, stdout, stderr }))
    input = child.stdin!
  })
  // (a command that is missing, or exits without reading its input, breaks the pipe: its exit status tells why)
  const [, settled] = await Promise.allSettled([pipeline(Readable.from([job.pdf]), input), ran])
  const { error, stdout, stderr } = (settled as PromiseFulfilledResult<Outcome>).value
  if (error !== null) throw failure(job, error, stderr)
  return clip(stdout.trim(), 500)
}
