import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { packageRoot } from '../core/paths.js'

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
