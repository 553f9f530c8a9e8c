import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { packageRoot } from '../core/shared/paths.js'

// Shared pieces of the benchmarks: a scratch PostgreSQL database, a bounded autocannon run on loopback, and the
// report as ratios against a baseline measured in the same run (machines are shared and noisy).

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

export async function scratchDatabase (): Promise<{ url: string, drop: () => Promise<void> }> {
  const name = `rs_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
}

/** Copies the bundled model templates (not the value lists) into `dir`/templates; answers that template area. */
export async function bundledTemplates (dir: string): Promise<string> {
  const bundled = join(packageRoot(), 'templates')
  const templates = join(dir, 'templates')
  await cp(bundled, templates, { recursive: true, filter: src => !src.startsWith(join(bundled, 'lists')) })
  return templates
}

/** The administrator password of services the benchmarks start. */
export const BENCH_PASSWORD = 'bench-password'

/** A free loopback port (asked of the kernel, then released for the server). */
export async function freePort (): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise(resolve => probe.once('listening', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise(resolve => probe.close(resolve))
  return port
}

export interface ServerProcess {
  child: ChildProcess
  url: string
  /** from spawn until the server answered `ready` */
  startupMs: number
  /** log lines by pino level */
  logged: Map<string, number>
}

/**
 * A server script of this package (built, under dist/) as its own process on 127.0.0.1, once `ready` answers 200.
 * `env` adds to this process's environment; a name set to undefined is left out.
 */
export async function startServer (script: string, ready: string, env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort()
  const started = performance.now()
  const all = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ADMIN_PASSWORD: BENCH_PASSWORD, ...env }
  const child = spawn(process.execPath, [join(packageRoot(), 'dist', script)], {
    env: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'inherit']
  })
  const logged = new Map<string, number>()
  createInterface({ input: child.stdout! }).on('line', line => {
    const level = /"level":(\d+)/.exec(line)?.[1] ?? 'other'
    logged.set(level, (logged.get(level) ?? 0) + 1)
    if (logged.get(level)! <= 3) process.stderr.write(`${script}: ${line.slice(0, 500)}\n`)
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 3000 && child.exitCode === null; i++) {
    if (await fetch(`${url}${ready}`).then(r => r.status === 200, () => false)) return { child, url, startupMs: performance.now() - started, logged }
    await sleep(10)
  }
  child.kill('SIGKILL')
  throw new Error(`${script} did not start`)
}

/** The service as `npm start` runs it (dist/app/server.js), without the API-wide rate limit (loopback load, one user). */
export async function startBuiltService (env: Record<string, string | undefined>): Promise<ServerProcess> {
  return await startServer(join('app', 'server.js'), '/health/ready', { API_RATE_LIMIT: '0', ...env })
}

/** One JSON request to a server the benchmark started; the answer's status and parsed body. */
export async function call (url: string, headers: Record<string, string>, method: string, body?: unknown): Promise<{ status: number, body: any }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : JSON.parse(text) }
}

/** The body of a successful answer (the benchmark stops on any other). */
export async function ok (url: string, headers: Record<string, string>, body?: unknown): Promise<any> {
  const answer = await call(url, headers, body === undefined ? 'GET' : 'POST', body)
  if (answer.status >= 300) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/**
 * Logs in to a service the benchmark started as its administrator and creates a program, expedition, site and
 * `count` holes through the API: the headers of that login, a create through the data API, the holes' ids.
 */
export async function benchHoles (service: string, count: number): Promise<{ headers: Record<string, string>, create: (name: string, body: unknown) => Promise<number>, holes: number[] }> {
  const { token } = await ok(`${service}/api/v1/auth/login`, {}, { username: 'admin', password: BENCH_PASSWORD })
  const headers = { authorization: `Bearer ${token as string}` }
  const create = async (name: string, body: unknown): Promise<number> => (await ok(`${service}/api/v1/form?name=${name}`, headers, body)).id
  const program = await create('programs', { program: 'ICDP', program_name: 'bench' })
  const expedition = await create('expeditions', { program_id: program, expedition: '5065', exp_name: 'bench' })
  const site = await create('sites', { expedition_id: expedition })
  const holes: number[] = []
  for (let i = 0; i < count; i++) holes.push(await create('holes', { site_id: site }))
  return { headers, create, holes }
}

/** Resident memory of a process in MB (Linux). */
export async function rssMb (pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

/** Ends a server process and waits for it. */
export async function stopServer (server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = new Promise(resolve => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

export interface Result {
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** answers per HTTP status */
  statuses: Record<string, number>
}

export interface LoadOptions {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  seconds?: number
  connections?: number
  /** a pipeline of requests each connection cycles through (a mixed workload) */
  requests?: autocannon.Request[]
}

/** One bounded load run against 127.0.0.1. */
export async function load (options: LoadOptions): Promise<Result> {
  if (!options.url.startsWith('http://127.0.0.1:')) throw new Error('benchmarks send traffic to 127.0.0.1 only')
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS
  })
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]))
  }
}

/** Alternating runs of both, each side's better one. */
export async function best (ours: LoadOptions, baseline: LoadOptions): Promise<{ ours: Result, baseline: Result }> {
  const [a1, b1, b2, a2] = [await load(ours), await load(baseline), await load(baseline), await load(ours)]
  const pick = (x: Result, y: Result) => ({ ...(x.rps >= y.rps ? x : y), errors: x.errors + y.errors, non2xx: x.non2xx + y.non2xx })
  return { ours: pick(a1, a2), baseline: pick(b1, b2) }
}

export function report (title: string, rows: Array<{ name: string, ours: Result, baseline: Result }>): string {
  const lines = [`## ${title}`, '', `${CONNECTIONS} connections, ${SECONDS} s per run, loopback`, '',
    '| operation | ours req/s | baseline req/s | ratio | ours p50/p99 ms | baseline p50/p99 ms | errors / non-2xx (ours) |',
    '|---|---|---|---|---|---|---|']
  for (const { name, ours, baseline } of rows) {
    lines.push(`| ${name} | ${ours.rps.toFixed(0)} | ${baseline.rps.toFixed(0)} | ${(ours.rps / baseline.rps).toFixed(2)} | ` +
      `${ours.p50}/${ours.p99} | ${baseline.p50}/${baseline.p99} | ${ours.errors} / ${ours.non2xx} |`)
  }
  return lines.join('\n')
}

/** Runs a benchmark's main function; a failure prints its stack and exits 1. */
export function run (main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`benchmark failed: ${(error as Error).stack ?? String(error)}\n`)
    process.exit(1)
  })
}

/** A model template of 20 columns for benchmarks that load many models (chains of parent and child). */
export const benchTemplate = (name: string, parent: string | null) => ({
  name,
  module: 'Bench',
  parentModel: parent ?? '',
  columns: {
    ...(parent === null ? {} : { [`${parent}_id`]: { type: 'integer' } }),
    label: { type: 'string', size: 64, required: true },
    ...Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`value_${i}`, { type: ['integer', 'double', 'text', 'date'][i % 4] }]))
  }
})

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p / 100 * sorted.length) - 1)]
}
