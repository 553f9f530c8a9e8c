// Benchmark of the hot model lifecycle: how long registering (and dropping) a model takes while 10 or 200 models
// are loaded, against a baseline measured in the same run: a plain ensureTable of the same template in one
// transaction (the DDL alone, no checks, no files, no registry). In process, bounded by sample counts.
//
//   npm run bench:cg                                          # embedded database (PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:cg   # a scratch database on that server
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import { buildApp } from '../app/build-app.js'
import { loadConfig } from '../core/shared/config.js'
import type { Database } from '../core/database/database.js'
import { ensureTable } from '../core/2-model/ddl.js'
import { checkTemplate } from '../core/1-templates/check.js'
import { benchTemplate as template, percentile, run, scratchDatabase } from './harness.js'

const SIZES = [10, 200]
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40)
// discarded rounds before the first measurement (JIT, caches)
const WARMUP = 5

const ms = (value: number) => value.toFixed(1).padStart(8)

async function time (fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

async function main (): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-'))
  const postgres = process.env.DATABASE_URL ? await scratchDatabase() : undefined
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    TEMPLATE_DIR: join(dir, 'templates'),
    PGLITE_DIR: 'memory://',
    ADMIN_PASSWORD: 'bench-password',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {})
  })
  const app = await buildApp({ config, logger: false })
  const db = (app.database as Database).db
  const token = (await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'bench-password' } })).json().token as string
  const headers = { authorization: `Bearer ${token}` }
  const rows: string[] = []
  let loaded = 0
  try {
    for (const size of SIZES) {
      // fill up to `size` models: chains of five (parent > child > ...), like the drilling hierarchy
      for (; loaded < size; loaded++) {
        const filler = template(`filler_${loaded}`, loaded % 5 === 0 ? null : `filler_${loaded - 1}`)
        await app.lifecycle.create(filler, JSON.stringify(filler))
      }
      const baseline: number[] = []
      const register: number[] = []
      const drop: number[] = []
      const definition = checkTemplate(template('bench_probe', 'filler_0'), { models: app.registry.definitions() })
      if (!definition.ok) throw new Error(JSON.stringify(definition.problems))
      for (let i = -(size === SIZES[0] ? WARMUP : 0); i < SAMPLES; i++) {
        baseline.push(await time(async () => await db.transaction().execute(async trx => await ensureTable(trx, definition.model, 'filler_0'))))
        await sql`drop table bench_probe`.execute(db)
        register.push(await time(async () => {
          const response = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: template('bench_probe', 'filler_0') } })
          if (response.statusCode !== 201) throw new Error(response.body)
        }))
        drop.push(await time(async () => {
          const response = await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=bench_probe', headers })
          if (response.statusCode !== 204) throw new Error(response.body)
        }))
      }
      for (const samples of [baseline, register, drop]) samples.splice(0, samples.length - SAMPLES)
      rows.push(`${String(size).padStart(6)} | ${ms(percentile(baseline, 50))} ${ms(percentile(baseline, 99))} | ${ms(percentile(register, 50))} ${ms(percentile(register, 99))} | ` +
        `${(percentile(register, 50) / percentile(baseline, 50)).toFixed(2).padStart(6)}x | ${ms(percentile(drop, 50))} ${ms(percentile(drop, 99))}`)
    }
  } finally {
    await app.close()
    await postgres?.drop()
    await rm(dir, { recursive: true, force: true })
  }
  process.stdout.write([
    `cg register latency on ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'}, ${SAMPLES} samples per row, milliseconds`,
    'models |  ensureTable p50      p99 | create-model p50      p99 |  ratio |  delete-model p50 p99',
    ...rows,
    'ensureTable: the DDL alone in one transaction (baseline); create-model: the whole HTTP request (auth, checks,',
    'compile, advisory lock, DDL, database copy, template file, NOTIFY, registry swap); ratio = create-model p50 / ensureTable p50.',
    ''
  ].join('\n'))
}

run(main)
