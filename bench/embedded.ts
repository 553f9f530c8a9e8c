// Embedded benchmark (issue 27). The service runs as `npm start` runs it without DATABASE_URL: PGlite in DATA_DIR on
// disk, every acknowledged write synced (EMBEDDED_DURABILITY strict), its own process. The baseline is bare Fastify
// + better-sqlite3 (bench/bare-sqlite-server.ts, its own process) on a SQLite file in the same folder, WAL mode,
// synchronous=FULL: the engine and driver under Platformatic DB on SQLite without Platformatic's own layers, so a
// stricter mark than the peers (../shared/peers/embedded.sh measures those). This process is the load generator.
//
//   1. list (a hole's page 2, sorted, with its total), first (the unfiltered first page), get and create (16 holes
//      in turn) on 10,000 cores, service ÷ baseline, best of two alternating runs;
//   2. the list right after a write (p50 of 30): what a page costs when it must be read again, not answered from
//      the pages held (core/5-records/pages.ts).
//
//   npm run bench:embedded                          # BENCH_DIR: where both databases live (default: the OS's temp dir)
//   BENCH_SECONDS=3 npm run bench:embedded          # shorter runs
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { packageRoot } from '../core/shared/paths.js'
import {
  benchHoles, best, bundledTemplates, call, load, ok, percentile, report, run, SECONDS, startBuiltService, startServer, stopServer, type LoadOptions
} from './harness.js'

const HOLES = 16
const PER_HOLE = 625
const SQLITE_DRIVER = 'better-sqlite3@12'

/** The SQLite driver's folder: installed once into a cache folder (it compiles natively: about a minute). */
function sqliteDriver (): string {
  const folder = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'record-service-bench')
  if (!existsSync(join(folder, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'))) {
    process.stderr.write(`installing ${SQLITE_DRIVER} into ${folder} for the baseline (once)\n`)
    execFileSync('npm', ['install', '--prefix', folder, '--no-save', '--no-audit', '--no-fund', SQLITE_DRIVER], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  return folder
}

/** The service's cores as a SQLite table of the same columns and rows (a record's answer, its values as they are). */
function copyToSqlite (modules: string, file: string, cores: Array<Record<string, unknown>>): void {
  const Database = createRequire(join(modules, 'package.json'))('better-sqlite3')
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  const columns = Object.keys(cores[0]).filter(c => c !== 'id')
  db.exec(`create table cores (id integer primary key autoincrement, ${columns.map(c => `"${c}" ${typeof cores[0][c] === 'number' ? 'numeric' : 'text'}`).join(', ')})`)
  db.exec('create unique index cores_hole_core on cores (hole_id, core)')
  const insert = db.prepare(`insert into cores (id, ${columns.map(c => `"${c}"`).join(', ')}) values (?${', ?'.repeat(columns.length)})`)
  const value = (v: unknown) => v === null || typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v)
  db.transaction(() => { for (const core of cores) insert.run(core.id, ...columns.map(c => value(core[c]))) })()
  db.close()
}

async function main (): Promise<void> {
  const modules = sqliteDriver()
  const dir = await mkdtemp(join(process.env.BENCH_DIR ?? tmpdir(), 'rs-bench-embedded-'))
  const service = await startBuiltService({ DATABASE_URL: undefined, PGLITE_DIR: undefined, EMBEDDED_DURABILITY: undefined, DATA_DIR: join(dir, 'service'), TEMPLATE_DIR: await bundledTemplates(dir), LOGIN_RATE_LIMIT: '1000' })
  let bare: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const { headers, create, holes } = await benchHoles(service.url, HOLES)
    // the cores through the API, a worker per hole (running numbers, combined ids and IGSNs by the service)
    await Promise.all(holes.map(async hole => {
      for (let core = 1; core <= PER_HOLE; core++) await create('cores', { hole_id: hole, core_type: 'R', top_depth: core * 3, drilled_length: 3, core_recovery: 2.5 })
    }))
    const cores: Array<Record<string, unknown>> = []
    for (let page = 1; cores.length < HOLES * PER_HOLE; page++) cores.push(...(await ok(`${service.url}/api/v1/form?name=cores&sort=id&per-page=1000&page=${page}`, headers)).items)
    const sqliteFile = join(dir, 'baseline.sqlite')
    copyToSqlite(modules, sqliteFile, cores)
    bare = await startServer(join('bench', 'bare-sqlite-server.js'), '/health', { SQLITE_MODULES: modules, SQLITE_FILE: sqliteFile })

    const listHole = holes[6]
    const id = cores.filter(c => c.hole_id === listHole).sort((a, b) => (b.core as number) - (a.core as number))[25].id as number
    let n = 0
    const body = () => JSON.stringify({ hole_id: holes[n++ % holes.length], core_type: 'R' })
    const json = { 'content-type': 'application/json' }
    const list = { url: `${service.url}/api/v1/form?name=cores&filter%5Bhole_id%5D=${listHole}&sort=-core&per-page=20&page=2`, headers }
    const operations: Array<[string, LoadOptions, LoadOptions]> = [
      ['list: a hole\'s page 2, sorted, with its total', list, { url: `${bare.url}/cores?hole=${listHole}&page=2` }],
      ['first: the unfiltered first page, with its total', { url: `${service.url}/api/v1/form?name=cores`, headers }, { url: `${bare.url}/cores?page=1` }],
      ['get: one record', { url: `${service.url}/api/v1/form/${id}?name=cores`, headers }, { url: `${bare.url}/cores/${id}` }],
      ['create: a core in one of 16 holes',
        { url: list.url, method: 'POST', requests: [{ method: 'POST', path: '/api/v1/form?name=cores', headers: { ...headers, ...json }, setupRequest: r => ({ ...r, body: body() }) }] },
        { url: `${bare.url}/cores`, method: 'POST', requests: [{ method: 'POST', path: '/cores', headers: json, setupRequest: r => ({ ...r, body: body() }) }] }]
    ]
    for (const [, ours, baseline] of operations) await Promise.all([load({ ...ours, seconds: 1 }), load({ ...baseline, seconds: 1 })])
    const rows = []
    for (const [name, ours, baseline] of operations) rows.push({ name, ...await best(ours, baseline) })

    // the list when its page must be read again: right after a write to its table
    const afterWrite = async (write: () => Promise<unknown>, url: string, h: Record<string, string>): Promise<number> => {
      const samples: number[] = []
      for (let i = 0; i < 30; i++) {
        await write()
        const start = performance.now()
        await ok(url, h)
        samples.push(performance.now() - start)
      }
      return percentile(samples, 50)
    }
    const oursCold = await afterWrite(async () => await call(`${service.url}/api/v1/form/${id}?name=cores`, headers, 'PUT', { remarks: `r${n++}` }), list.url, headers)
    const bareCold = await afterWrite(async () => await ok(`${bare!.url}/cores`, {}, { hole_id: listHole, core_type: 'R' }), `${bare.url}/cores?hole=${listHole}&page=2`, {})
    const text = [
      report(`Embedded, on ${HOLES * PER_HOLE} cores: the service on PGlite vs bare Fastify + better-sqlite3, both on disk, every commit synced`, rows),
      '', '| the list right after a write | ours p50 ms | baseline p50 ms |', '|---|---|---|',
      `| a hole's page 2, read again | ${oursCold.toFixed(1)} | ${bareCold.toFixed(1)} |`, '',
      'Under load the service answers a page it read before while the change counters of the tables it reads stand',
      'still (one small statement for all requests at once); right after a write it reads the page again.'
    ].join('\n')
    process.stdout.write(`${text}\n`)
    await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
    await writeFile(join(packageRoot(), 'bench', 'results', 'embedded.md'), `${text}\n\n(${new Date().toISOString()}, ${SECONDS} s per run, ${dir})\n`)
    const failed = rows.filter(r => r.ours.errors > 0 || r.ours.non2xx > 0)
    if (failed.length > 0) throw new Error(`requests failed during: ${failed.map(r => r.name).join(', ')}`)
  } finally {
    if (bare !== undefined) await stopServer(bare)
    await stopServer(service)
    await rm(dir, { recursive: true, force: true })
  }
}

run(main)
