import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { packageRoot } from '../../core/shared/paths.js'

// The command-line tools (app/cli/) in tests: run as `npm run <tool> -- ...` runs them, or in the test process
// with their output captured (so that their coverage counts either way).

export interface ToolRun { code: number, out: string, err: string }

/** The real entry point `app/cli/<tool>.ts`, through the test loader; its exit code and output. */
export async function runEntry (tool: string, args: string[], env: Record<string, string>): Promise<ToolRun> {
  const child = spawn(process.execPath, [...process.execArgv, join(packageRoot(), 'app', 'cli', `${tool}.ts`), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const output = capture(child.stdout, child.stderr)
  const [code] = await once(child, 'exit') as [number]
  return { code, ...output() }
}

/** Two streams standing for a tool's stdout and stderr, and what was written to them so far. */
export function capturedStreams (): { stdout: PassThrough, stderr: PassThrough, output: () => { out: string, err: string } } {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  return { stdout, stderr, output: capture(stdout, stderr) }
}

function capture (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream): () => { out: string, err: string } {
  let out = ''
  let err = ''
  stdout.on('data', (d: Buffer) => { out += d.toString() })
  stderr.on('data', (d: Buffer) => { err += d.toString() })
  return () => ({ out, err })
}
