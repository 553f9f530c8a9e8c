// Startup benchmark (issue 26): spawn → /health/ready of the built service as `npm start` runs it
// (dist/app/server.js, its own process): a first start, then restarts with nothing changed (a restart by systemd, a
// deploy or a crash), beside the bare Fastify server's spawn → ready, the Node floor measured in the same run.
//
//   1. the embedded database (PGlite, on disk), the bundled models;
//   2. PostgreSQL with 200 models (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; skipped when it
//      does not answer).
//
//   npm run bench:startup              # writes bench/results/startup.md
//   STARTUP_RESTARTS=9 npm run bench:startup
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { packageRoot } from '../core/shared/paths.js'
import { ADMIN_URL, benchTemplate, bundledTemplates, percentile, rssMb, run, scratchDatabase, startBuiltService, startServer, stopServer } from './harness.js'

const RESTARTS = Number(process.env.STARTUP_RESTARTS ?? 5)
const MODELS = 200

export interface StartupRow { process: string, ms: number, rss: number }

/** The first start, then `RESTARTS` restarts (their median and slowest) of the service on `env`. */
async function starts (what: string, env: Record<string, string>): Promise<StartupRow[]> {
  const first = await startBuiltService(env)
  const rows = [{ process: `${what}, first start`, ms: first.startupMs, rss: await rssMb(first.child.pid!) }]
  await stopServer(first)
  const restarts: number[] = []
  let rss = 0
  for (let i = 0; i < RESTARTS; i++) {
    const service = await startBuiltService(env)
    restarts.push(service.startupMs)
    rss = Math.max(rss, await rssMb(service.child.pid!))
    await stopServer(service)
  }
  rows.push({ process: `${what}, restart (median of ${RESTARTS})`, ms: percentile(restarts, 50), rss })
  rows.push({ process: `${what}, restart (slowest of ${RESTARTS})`, ms: Math.max(...restarts), rss })
  return rows
}

/** The bare server's spawn → ready (it answers /health without a database). */
export async function bareStart (): Promise<StartupRow> {
  const bare = await startServer(join('bench', 'bare-server.js'), '/health', { DATABASE_URL: ADMIN_URL })
  const row = { process: 'bare Fastify (baseline)', ms: bare.startupMs, rss: await rssMb(bare.child.pid!) }
  await stopServer(bare)
  return row
}

/** The service on the embedded database in a temporary data directory, with the bundled models. */
export async function embeddedStartup (): Promise<StartupRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-'))
  try {
    return await starts('service, PGlite, bundled models', { DATABASE_URL: '', DATA_DIR: join(dir, 'data'), TEMPLATE_DIR: await bundledTemplates(dir) })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The service on a scratch PostgreSQL database with `MODELS` templates (chains of parent and child). */
export async function postgresStartup (): Promise<StartupRow[]> {
  const database = await scratchDatabase()
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-'))
  const templates = join(dir, 'templates')
  await mkdir(templates)
  for (let i = 0; i < MODELS; i++) {
    const template = benchTemplate(`model_${i}`, i % 5 === 0 ? null : `model_${i - 1}`)
    await writeFile(join(templates, `${template.name}.json`), JSON.stringify(template, null, 2))
  }
  try {
    return await starts(`service, PostgreSQL, ${MODELS} models`, { DATABASE_URL: database.url, DATA_DIR: dir, TEMPLATE_DIR: templates })
  } finally {
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  }
}

export function startupTable (rows: StartupRow[]): string[] {
  return ['## Startup and memory', '', '| process | spawn → ready ms | ratio to bare | RSS MB |', '|---|---|---|---|',
    ...rows.map(r => `| ${r.process} | ${r.ms.toFixed(0)} | ${(r.ms / rows.at(-1)!.ms).toFixed(1)} | ${r.rss.toFixed(0)} |`)]
}

async function postgresAnswers (): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  return await client.connect().then(async () => { await client.end(); return true }, () => false)
}

async function main (): Promise<void> {
  const rows = await embeddedStartup()
  if (await postgresAnswers()) rows.push(...await postgresStartup())
  rows.push(await bareStart())
  const text = startupTable(rows).join('\n')
  process.stdout.write(`${text}\n`)
  await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
  await writeFile(join(packageRoot(), 'bench', 'results', 'startup.md'), `${text}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) run(main)
