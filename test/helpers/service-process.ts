import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { packageRoot } from '../../core/shared/paths.js'
import { bundledTemplates } from './app.js'
import { createPostgresDatabase } from './database.js'
import type { Teardown } from './teardown.js'

// The real service as a child process (the entry point `npm start` runs, through the test loader so that its
// coverage counts), for fault tests that kill it. Loopback only; a port of the system's choosing.

export interface ServiceProcess {
  child: ChildProcess
  /** http://127.0.0.1:<port> */
  url: string
  output: () => string
  /** resolves with the exit code (null after a signal) */
  exited: Promise<number | null>
}

export const ADMIN_PASSWORD = 'admin-password'

/** The environment of a service on `dir`: bundled templates, and its own PostgreSQL database on PostgreSQL runs. */
export async function serviceEnv (t: Teardown, dir: string): Promise<Record<string, string>> {
  return {
    DATA_DIR: dir,
    TEMPLATE_DIR: await bundledTemplates(join(dir, 'templates')),
    DATABASE_URL: process.env.DATABASE_URL ? await createPostgresDatabase(t) : ''
  }
}

/**
 * The real entry point, as `npm start` runs it (through the test loader, so its coverage counts); output collected.
 * `under` runs it under another command (strace and its options).
 */
export function spawnService (env: Record<string, string>, under: string[] = []): { child: ChildProcess, output: () => string } {
  const [command, ...args] = [...under, process.execPath, ...process.execArgv, join(packageRoot(), 'app', 'server.ts')]
  const child = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => { output += d.toString() })
  child.stderr!.on('data', (d: Buffer) => { output += d.toString() })
  return { child, output: () => output }
}

/** Starts the service and waits until it listens; it is killed (SIGKILL) when the test ends, if still running. */
export async function startService (t: Teardown, env: Record<string, string>, under: string[] = []): Promise<ServiceProcess> {
  const { child, output } = spawnService({ HOST: '127.0.0.1', PORT: '0', ADMIN_PASSWORD, MAX_EVENT_LOOP_DELAY_MS: '0', ...env }, under)
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  let running = true
  void exited.then(() => { running = false })
  t.teardown(async () => { if (running) { child.kill('SIGKILL'); await exited } })
  // a start compiles the TypeScript through the loader (under strace, traced too): allow a slow, shared machine two minutes
  for (let i = 0; i < 1200 && running; i++) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
    if (url !== undefined) return { child, url, output, exited }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`the service did not start:\n${output()}`)
}

/** Stops the service with SIGKILL (no shutdown, no flush) and waits until it is gone. */
export async function killHard (service: ServiceProcess): Promise<void> {
  service.child.kill('SIGKILL')
  await service.exited
}

/** Stops the service gracefully (SIGTERM) and returns its exit code. */
export async function stop (service: ServiceProcess): Promise<number | null> {
  service.child.kill('SIGTERM')
  return await service.exited
}

/** A bearer header for the bootstrap administrator. */
export async function adminHeaders (url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD })
  })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return { authorization: `Bearer ${(await response.json() as { token: string }).token}` }
}

/** POSTs JSON and returns status and parsed body (any answer); a transport failure rejects. */
export async function postJson (url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number, body: any }> {
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text) }
}

/** Creates a record through the API; anything but 201 throws. Answers its id. */
export async function createRecord (url: string, headers: Record<string, string>, name: string, body: Record<string, unknown>): Promise<number> {
  const answer = await postJson(`${url}/api/v1/form?name=${name}`, headers, body)
  if (answer.status !== 201) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.id
}

/** program > expedition > site > hole through the API; answers the hole's id. */
export async function createHole (url: string, headers: Record<string, string>): Promise<number> {
  const program = await createRecord(url, headers, 'programs', { program: 'ICDP', program_name: 'International Continental Drilling Program' })
  const expedition = await createRecord(url, headers, 'expeditions', { program_id: program, expedition: '5065', exp_name: 'Deep drilling' })
  const site = await createRecord(url, headers, 'sites', { expedition_id: expedition })
  return await createRecord(url, headers, 'holes', { site_id: site })
}
