import { once } from 'node:events'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringify } from 'csv-stringify'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../app/build-app.js'
import { loadConfig } from '../core/shared/config.js'
import { packageRoot } from '../core/shared/paths.js'
import { bundledTemplates, run, scratchDatabase } from './harness.js'

// Report exports (issue 6): ListCsv and ListAllCsv of a large cores table streamed over loopback, against a
// baseline in the same run: a bare node:http server running the same SELECT through a plain pg cursor loop
// (DECLARE/FETCH 1000) into csv-stringify, with no auth, no record mapping and no formula guard.
// Reported: rows/s, MB/s, heap and RSS sampled every 20 ms during each export, and the live heap (after a full
// GC, once a second). Constant memory shows as the same live heap for an export of a tenth of the rows and for
// all of them.
// Run: npm run bench:reports (DATABASE_URL picks the server; BENCH_REPORT_ROWS, default 1 000 000).

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000)
const MB = 1024 * 1024

interface Run { name: string, rows: number, seconds: number, bytes: number, heapBefore: number, heapPeak: number, livePeak: number, rssBefore: number, rssPeak: number }

const gc = (): void => { (globalThis as { gc?: () => void }).gc?.() }

/** Downloads url to nowhere, sampling this process's memory meanwhile. */
async function download (name: string, url: string, rows: number, headers: Record<string, string> = {}): Promise<Run> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('benchmarks send traffic to 127.0.0.1 only')
  gc()
  const before = process.memoryUsage()
  let heapPeak = before.heapUsed
  let rssPeak = before.rss
  let livePeak = before.heapUsed
  const sample = setInterval(() => {
    const now = process.memoryUsage()
    heapPeak = Math.max(heapPeak, now.heapUsed)
    rssPeak = Math.max(rssPeak, now.rss)
  }, 20)
  // the live heap: what a full collection leaves, once a second (garbage makes the peak above rise and fall)
  const live = setInterval(() => {
    gc()
    livePeak = Math.max(livePeak, process.memoryUsage().heapUsed)
  }, 1000)
  const start = process.hrtime.bigint()
  let bytes = 0
  try {
    await new Promise<void>((resolve, reject) => {
      get(url, { headers }, response => {
        if (response.statusCode !== 200) reject(new Error(`${name}: HTTP ${response.statusCode ?? 0}`))
        response.on('data', (chunk: Buffer) => { bytes += chunk.length })
        response.on('end', resolve)
        response.on('error', reject)
      }).on('error', reject)
    })
  } finally {
    clearInterval(sample)
    clearInterval(live)
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  return { name, rows, seconds, bytes, heapBefore: before.heapUsed, heapPeak, livePeak, rssBefore: before.rss, rssPeak }
}

/** The baseline: the same SELECT through a plain pg cursor loop into csv-stringify, honouring backpressure. */
function baselineServer (pool: pg.Pool, selectUpTo: (rows: number) => { sql: string, parameters: readonly unknown[] }): Server {
  return createServer((request, response) => {
    const select = selectUpTo(Number(request.url!.slice(1)))
    void (async () => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query(`declare bench_cursor no scroll cursor for ${select.sql}`, [...select.parameters])
        response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' })
        const csv = stringify({ record_delimiter: 'windows' })
        csv.pipe(response)
        let header = true
        for (;;) {
          const { rows, fields } = await client.query('fetch 1000 from bench_cursor')
          if (header) { csv.write(fields.map(f => f.name)); header = false }
          for (const row of rows) {
            if (!csv.write(Object.values(row))) await once(csv, 'drain')
          }
          if (rows.length < 1000) break
        }
        csv.end()
        await once(response, 'finish')
      } finally {
        await client.query('rollback')
        client.release()
      }
    })().catch(error => response.destroy(error as Error))
  })
}

function table (runs: Run[]): string {
  const lines = ['| export | rows | seconds | rows/s | MB | MB/s | heap before → peak (MB) | live heap peak (MB) | RSS before → peak (MB) |', '|---|---|---|---|---|---|---|---|---|']
  for (const r of runs) {
    lines.push(`| ${r.name} | ${r.rows} | ${r.seconds.toFixed(1)} | ${Math.round(r.rows / r.seconds)} | ${(r.bytes / MB).toFixed(0)} | ` +
      `${(r.bytes / MB / r.seconds).toFixed(1)} | ${(r.heapBefore / MB).toFixed(0)} → ${(r.heapPeak / MB).toFixed(0)} | ${(r.livePeak / MB).toFixed(1)} | ` +
      `${(r.rssBefore / MB).toFixed(0)} → ${(r.rssPeak / MB).toFixed(0)} |`)
  }
  return lines.join('\n')
}

async function main (): Promise<void> {
  if ((globalThis as { gc?: unknown }).gc === undefined) process.stderr.write('(run with node --expose-gc for a clean heap before each export)\n')
  const database = await scratchDatabase()
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-'))
  const templates = await bundledTemplates(dir)
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dir, TEMPLATE_DIR: templates, ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'silent', DB_STATEMENT_TIMEOUT_MS: '0' })
  const app = await buildApp({ config })
  // dates and times as text, as the service reads them
  const asText = (value: string) => value
  const types = { getTypeParser: (oid: number, format?: 'text' | 'binary') => [1082, 1083, 1114].includes(oid) ? asText : pg.types.getTypeParser(oid, format as 'text') }
  const pool = new pg.Pool({ connectionString: database.url, max: 2, types })
  let baseline: Server | undefined
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 })
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'bench-password' } })
    const headers = { authorization: `Bearer ${login.json().token as string}` }
    const create = async (name: string, payload: object) => (await app.inject({ method: 'POST', url: `/api/v1/form?name=${name}`, headers, payload })).json()
    const program = await create('programs', { program: 'ICDP', program_name: 'bench' })
    const expedition = await create('expeditions', { program_id: program.id, expedition: '5065', exp_name: 'bench' })
    const site = await create('sites', { expedition_id: expedition.id })
    const hole = await create('holes', { site_id: site.id })
    const db = app.database.db
    process.stdout.write(`filling cores with ${ROWS} rows...\n`)
    await sql`insert into cores (hole_id, core, combined_id, igsn, core_type, analyst, top_depth, bottom_depth, drilled_length,
        core_recovery, core_recovery_pc, core_catcher, core_ondeck, remarks, temperature)
      select ${hole.id}, g, '5065_1_A_' || g, 'ICDP5065EC' || lpad(g::text, 6, '0'), 'R', 'CK', g * 3.0, g * 3.0 + 3, 3, 2.5, 83.33,
        0, timestamp '2024-05-01 08:00' + g * interval '1 minute', 'grey clay, ' || g || ' fine sand; ' || md5(g::text), -1.5
      from generate_series(1, ${ROWS}) g`.execute(db)
    await sql`select setval(pg_get_serial_sequence('cores', 'id'), (select max(id) from cores))`.execute(db)
    await sql`vacuum analyze cores`.execute(db)

    const cores = app.registry.get('cores')!
    baseline = baselineServer(pool, rows => cores.queries.selectColumns(db).where('t.core', '<=', rows).orderBy('t.id').compile())
    baseline.listen(0, '127.0.0.1')
    await once(baseline, 'listening')
    const other = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`

    const report = (name: string, query = '') => `${base}/api/v1/report/${name}?name=cores${query}`
    const tenth = Math.max(1, Math.floor(ROWS / 10))
    // warm up (JIT, pools, plans)
    await download('warm-up', report('ListCsv', '&filter[core]=%3C%3D1000'), 1000, headers)
    await download('warm-up', `${other}/1000`, 1000)
    const runs = [
      await download('ListCsv', report('ListCsv'), ROWS, headers),
      await download('baseline: pg cursor loop → csv-stringify', `${other}/${ROWS}`, ROWS),
      await download('ListAllCsv', report('ListAllCsv'), ROWS, headers),
      await download(`ListCsv, a tenth (filter[core]<=${tenth})`, report('ListCsv', `&filter[core]=${encodeURIComponent(`<=${tenth}`)}`), tenth, headers),
      await download('ListCsv, 3 columns', report('ListCsv', '&columns=combined_id,top_depth,remarks'), ROWS, headers)
    ]
    const [ours, base1] = runs
    const text = [`## Report exports, ${ROWS} cores, loopback`, '', table(runs), '',
      `ListCsv speed vs baseline: ${(ours.rows / ours.seconds / (base1.rows / base1.seconds)).toFixed(2)}. ` +
      `Live heap growth (after a full GC, sampled each second): all rows ${((ours.livePeak - ours.heapBefore) / MB).toFixed(1)} MB, ` +
      `a tenth ${((runs[3].livePeak - runs[3].heapBefore) / MB).toFixed(1)} MB. Server and client share this process; ` +
      'the peak heap includes garbage not yet collected.'].join('\n')
    process.stdout.write(`${text}\n`)
    await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
    await writeFile(join(packageRoot(), 'bench', 'results', 'reports.md'), `${text}\n\n(${new Date().toISOString()})\n`)
  } finally {
    baseline?.close()
    await pool.end()
    await app.close()
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  }
}

run(main)
