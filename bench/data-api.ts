// Data API benchmark (issue 12). The service runs as `npm start` runs it (dist/app/server.js, its own process, on
// PostgreSQL), the baseline is a bare Fastify + pg server (bench/bare-server.ts, its own process) on the same
// database and tables, and this process is the load generator (autocannon). Reported as ratios measured in the
// same run: machines are shared and noisy.
//
//   1. startup time and RSS of the service with 200 models (templates) against the bare server's (bench/startup.ts);
//   2. list (a hole's page 2, sorted), first (the unfiltered first page), get, create (16 holes in turn) and update
//      (one column of a random core) on 100,000 cores, service ÷ bare, best of two alternating runs;
//   3. the unfiltered first page of 10,000 and of 1,000,000 cores: p50 under load, and p50 right after a write
//      (when the total must be counted again).
//
//   npm run bench                       # PostgreSQL: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SECONDS=3 npm run bench       # shorter runs
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { packageRoot } from '../core/shared/paths.js'
import {
  benchHoles, best, bundledTemplates, load, ok, percentile, report, run, scratchDatabase, SECONDS,
  startBuiltService, startServer, stopServer, type LoadOptions, type Result
} from './harness.js'
import { bareStart, postgresStartup, startupTable } from './startup.js'

const HOLES = 50
const PER_HOLE = 2000

/** Cores of `holes`, numbered from `from` to `to` in every hole, inserted by SQL. */
async function seed (pool: pg.Pool, holes: number[], from: number, to: number): Promise<void> {
  await pool.query(`insert into cores (hole_id, core, combined_id, core_type, top_depth, drilled_length, core_recovery, core_recovery_pc, core_catcher, igsn)
    select h.id, g, h.combined_id || '_' || g, 'R', g * 3.0, 3, 2.5, 83.33, 0, 'ICDP5065EC' || lpad(to_hex(h.id * 1000000 + g), 7, '0')
    from holes h, generate_series($2::int, $3::int) g where h.id = any($1)`, [holes, from, to])
  await pool.query("select setval(pg_get_serial_sequence('cores', 'id'), (select max(id) from cores))")
  await pool.query('analyze')
}

async function main (): Promise<void> {
  const sections = [startupTable([...await postgresStartup(), await bareStart()])]
  const database = await scratchDatabase()
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-'))
  const service = await startBuiltService({ DATABASE_URL: database.url, DATA_DIR: dir, TEMPLATE_DIR: await bundledTemplates(dir), LOGIN_RATE_LIMIT: '1000' })
  const bare = await startServer(join('bench', 'bare-server.js'), '/health', { DATABASE_URL: database.url })
  const pool = new pg.Pool({ connectionString: database.url, max: 2 })
  try {
    const { headers, holes } = await benchHoles(service.url, HOLES)

    // the first page of a small table, under load and right after a write
    const first = { url: `${service.url}/api/v1/form?name=cores`, headers }
    const firstPage = async (rows: number): Promise<{ loaded: Result, afterWrite: number }> => {
      await load({ ...first, seconds: 1 })
      const loaded = await load({ ...first, seconds: Math.min(SECONDS, 3) })
      const samples: number[] = []
      for (let i = 0; i < 30; i++) {
        await pool.query('update cores set remarks = null where id = (select min(id) from cores)')
        const start = performance.now()
        const page = await ok(first.url, headers)
        samples.push(performance.now() - start)
        if (page.items.length !== 20) throw new Error(`first page of ${rows} rows: ${page.items.length as number} items`)
      }
      return { loaded, afterWrite: percentile(samples, 50) }
    }
    await seed(pool, holes.slice(0, 5), 1, PER_HOLE)
    const small = await firstPage(5 * PER_HOLE)

    // the four operations on 100,000 cores
    await seed(pool, holes.slice(5), 1, PER_HOLE)
    const listHole = holes[6]
    const id = (await pool.query('select id from cores where hole_id = $1 order by core desc offset 25 limit 1', [listHole])).rows[0].id as number
    const writeHoles = holes.slice(-16)
    let n = 0
    const body = () => JSON.stringify({ hole_id: writeHoles[n++ % writeHoles.length], core_type: 'R' })
    const json = { 'content-type': 'application/json' }
    // an update of one column of a random core (the service writes its version in the history too)
    const ids = (await pool.query('select min(id)::int as low, max(id)::int as high from cores')).rows[0] as { low: number, high: number }
    let u = 0
    const randomCore = () => ids.low + Math.floor(Math.random() * (ids.high - ids.low + 1))
    const update = (path: (id: number) => string, headers: Record<string, string>): LoadOptions['requests'] =>
      [{ method: 'PUT', headers, setupRequest: r => ({ ...r, path: path(randomCore()), body: JSON.stringify({ remarks: `u${u++}` }) }) }]
    const operations: Array<[string, LoadOptions, LoadOptions]> = [
      ['list: a hole\'s page 2, sorted, with its total',
        { url: `${service.url}/api/v1/form?name=cores&filter%5Bhole_id%5D=${listHole}&sort=-core&per-page=20&page=2`, headers },
        { url: `${bare.url}/cores?hole=${listHole}&page=2` }],
      ['first: the unfiltered first page, with its total', first, { url: `${bare.url}/cores?page=1` }],
      ['get: one record', { url: `${service.url}/api/v1/form/${id}?name=cores`, headers }, { url: `${bare.url}/cores/${id}` }],
      ['create: a core in one of 16 holes',
        { url: first.url, method: 'POST', requests: [{ method: 'POST', path: '/api/v1/form?name=cores', headers: { ...headers, ...json }, setupRequest: r => ({ ...r, body: body() }) }] },
        { url: `${bare.url}/cores`, method: 'POST', requests: [{ method: 'POST', path: '/cores', headers: json, setupRequest: r => ({ ...r, body: body() }) }] }],
      ['update: one column of a random core',
        { url: first.url, requests: update(id => `/api/v1/form/${id}?name=cores`, { ...headers, ...json }) },
        { url: `${bare.url}/cores`, requests: update(id => `/cores/${id}`, json) }]
    ]
    for (const [, ours, baseline] of operations) await Promise.all([load({ ...ours, seconds: 1 }), load({ ...baseline, seconds: 1 })])
    const rows = []
    for (const [name, ours, baseline] of operations) rows.push({ name, ...await best(ours, baseline) })
    sections.push([report(`Data API on ${HOLES * PER_HOLE} cores: the service vs bare Fastify + pg, each its own process`, rows)])

    // the first page of 1,000,000 cores
    const total = 1_000_000
    // (numbered far above those the creates gave)
    await seed(pool, holes, 10_000_001, 10_000_000 + total / HOLES - PER_HOLE)
    const large = await firstPage(total)
    sections.push([
      '## The unfiltered first page as the table grows', '',
      '| cores | p50 under load ms | p50 right after a write ms |', '|---|---|---|',
      `| ${5 * PER_HOLE} | ${small.loaded.p50} | ${small.afterWrite.toFixed(1)} |`,
      `| ${total} | ${large.loaded.p50} | ${large.afterWrite.toFixed(1)} |`,
      `| ratio | ${(large.loaded.p50 / Math.max(small.loaded.p50, 1)).toFixed(2)} | ${(large.afterWrite / small.afterWrite).toFixed(2)} |`,
      '', 'Under load the total is reused while no write intervenes; right after a write it is counted again, up to',
      'LIST_EXACT_COUNT_LIMIT rows (and estimated beyond), so neither grows with the table.'
    ])
    const text = sections.map(s => s.join('\n')).join('\n\n')
    process.stdout.write(`${text}\n`)
    await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
    await writeFile(join(packageRoot(), 'bench', 'results', 'data-api.md'), `${text}\n\n(${new Date().toISOString()}, ${SECONDS} s per run)\n`)
    const failed = rows.filter(r => r.ours.errors > 0 || r.ours.non2xx > 0)
    if (failed.length > 0) throw new Error(`requests failed during: ${failed.map(r => r.name).join(', ')}`)
  } finally {
    await pool.end()
    await stopServer(bare)
    await stopServer(service)
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  }
}

run(main)
