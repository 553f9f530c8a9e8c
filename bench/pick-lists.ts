// Pick lists on a large table (issue 31, mDIS async-lists): GET /api/v1/global/async-lists over 1,000,000 cores, the
// built service as `npm start` runs it (its own process, on a scratch PostgreSQL database), against the bare Fastify +
// pg server (bench/bare-server.ts) running mDIS's statements on the same index in the same run (it counts every
// match, as mDIS does; the service counts up to LIST_EXACT_COUNT_LIMIT and estimates beyond). Three kinds of typing: the start of
// one core's combined id (a handful match), a short start (111,111 match: the first 100 and the count), nothing typed
// (all match: the first 100 and the count of a million).
//
//   npm run bench:pick-lists   # DATABASE_URL picks the server; BENCH_PICK_ROWS (default 1 000 000); writes bench/results/pick-lists.md
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { packageRoot } from '../core/shared/paths.js'
import { benchHoles, best, bundledTemplates, call, load, report, run, scratchDatabase, startBuiltService, startServer, stopServer } from './harness.js'

const ROWS = Number(process.env.BENCH_PICK_ROWS ?? 1_000_000)

run(async () => {
  const database = await scratchDatabase()
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-pick-'))
  const service = await startBuiltService({ DATABASE_URL: database.url, DATA_DIR: join(dir, 'service'), TEMPLATE_DIR: await bundledTemplates(dir) })
  const bare = await startServer(join('bench', 'bare-server.js'), '/health', { DATABASE_URL: database.url })
  const pool = new pg.Pool({ connectionString: database.url, max: 1 })
  try {
    const { headers, holes } = await benchHoles(service.url, 1)
    process.stdout.write(`filling cores with ${ROWS} rows...\n`)
    // (straight into the table, its history and change triggers off while it fills: a million creates through the API
    // would take the benchmark's whole time)
    await pool.query('alter table cores disable trigger user')
    await pool.query(`insert into cores (hole_id, core, combined_id, core_type) select $1, g, '5065_1_A_' || g, 'R' from generate_series(1, ${ROWS}) g`, [holes[0]])
    await pool.query('alter table cores enable trigger user')
    await pool.query('vacuum analyze cores')

    const ours = (q: string) => `/api/v1/global/async-lists?name=cores&fields=combined_id,id&q=${encodeURIComponent(q)}`
    const theirs = (q: string) => `/cores/pick?q=${encodeURIComponent(q)}`
    // (each request types another core's whole combined id, in lower case)
    const anyCore = (path: (q: string) => string) => [{ method: 'GET' as const, path: path(''), setupRequest: (request: object) => ({ ...request, path: path(`5065_1_a_${1 + Math.floor(Math.random() * ROWS)}`) }) }]
    const kinds: Array<[string, string, string, boolean]> = [
      ['one core\'s combined id typed (a few match)', ours(''), theirs(''), true],
      [`"5065_1_a_1" typed (${Math.floor(ROWS / 9).toLocaleString('en')} match: 100 and the count)`, ours('5065_1_a_1'), theirs('5065_1_a_1'), false],
      [`nothing typed (${ROWS.toLocaleString('en')} match: 100 and the count)`, ours(''), theirs(''), false]
    ]
    const answer = await call(`${service.url}${ours('5065_1_a_1')}`, headers, 'GET')
    if (answer.status !== 200 || answer.body.items.length !== 100) throw new Error(`the pick list answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`)
    const rows = []
    for (const [name, path, baselinePath, random] of kinds) {
      const mine = { url: `${service.url}${path}`, headers, requests: random ? anyCore(ours) : undefined }
      const baseline = { url: `${bare.url}${baselinePath}`, requests: random ? anyCore(theirs) : undefined }
      // (warm-up: plans, JIT, pools)
      await Promise.all([load({ ...mine, seconds: 1 }), load({ ...baseline, seconds: 1 })])
      rows.push({ name, ...await best(mine, baseline) })
    }
    const text = report(`Pick lists (async-lists) on ${ROWS.toLocaleString('en')} cores: the service vs bare Fastify + pg, each its own process`, rows)
    process.stdout.write(`${text}\n`)
    await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
    await writeFile(join(packageRoot(), 'bench', 'results', 'pick-lists.md'), `${text}\n\n(${new Date().toISOString()})\n`)
  } finally {
    await pool.end()
    await stopServer(service)
    await stopServer(bare)
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  }
})
