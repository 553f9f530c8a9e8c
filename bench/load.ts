// Load test: the service as `npm start` runs it (a child process on 127.0.0.1), 64 connections of a mixed
// workload — list, get and create — for 60 s; then the same while a loop registers and drops a model through the
// cg API. Reports requests, errors and non-2xx answers and p50/p99 latency; exits 1 on any error or non-2xx.
//
//   npm run load                                                        # embedded database (on disk, like npm start)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run load   # a scratch database on that server
//   LOAD_SECONDS=10 LOAD_CONNECTIONS=16 npm run load                    # shorter, fewer connections
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BENCH_PASSWORD, bundledTemplates, call, load, run, scratchDatabase, startBuiltService, type Result } from './harness.js'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64)
const HOLES = 8

const row = (name: string, r: Result): string =>
  `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${JSON.stringify(r.statuses)} |`

async function main (): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'rs-load-'))
  const postgres = process.env.DATABASE_URL ? await scratchDatabase() : undefined
  const templates = await bundledTemplates(dir)
  const { child, url, logged } = await startBuiltService({
    DATA_DIR: dir,
    TEMPLATE_DIR: templates,
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: '' })
  })
  const exited = once(child, 'exit')
  let failed = false
  try {
    const login = await call(`${url}/api/v1/auth/login`, {}, 'POST', { username: 'admin', password: BENCH_PASSWORD })
    const headers = { authorization: `Bearer ${login.body.token as string}` }
    const create = async (name: string, body: Record<string, unknown>): Promise<number> => {
      const answer = await call(`${url}/api/v1/form?name=${name}`, headers, 'POST', body)
      if (answer.status !== 201) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`)
      return answer.body.id
    }
    const program = await create('programs', { program: 'ICDP', program_name: 'International Continental Drilling Program' })
    const expedition = await create('expeditions', { program_id: program, expedition: '5065', exp_name: 'Load' })
    const site = await create('sites', { expedition_id: expedition })
    const holes: number[] = []
    for (let i = 0; i < HOLES; i++) holes.push(await create('holes', { site_id: site }))
    const core = await create('cores', { hole_id: holes[0], core_type: 'R' })

    let n = 0
    const json = { ...headers, 'content-type': 'application/json' }
    const requests = [
      { method: 'GET' as const, path: `/api/v1/form?name=cores&filter[hole_id]=${holes[0]}&per-page=20`, headers },
      { method: 'GET' as const, path: `/api/v1/form/${core}?name=cores`, headers },
      // creates spread over the holes: running numbers are drawn per hole
      {
        method: 'POST' as const,
        path: '/api/v1/form?name=cores',
        headers: json,
        setupRequest: (request: any) => ({ ...request, body: JSON.stringify({ hole_id: holes[n++ % HOLES], core_type: 'R', drilled_length: 3 }) })
      }
    ]
    const run = async (): Promise<Result> => await load({ url, requests, connections: CONNECTIONS, seconds: SECONDS })

    const steady = await run()

    // the same while a model is registered and dropped again and again
    let cycles = 0
    const cgFailures: string[] = []
    let stop = false
    const template = { name: 'load_probe', module: 'Load', parentModel: 'cores', columns: { cores_id: { type: 'integer' }, label: { type: 'string', size: 20 } } }
    const churn = (async () => {
      while (!stop) {
        const registered = await call(`${url}/cg/api/create-model`, headers, 'POST', { template })
        if (registered.status !== 201) cgFailures.push(`create-model ${registered.status} ${JSON.stringify(registered.body)}`)
        const dropped = await call(`${url}/cg/api/delete-model?name=load_probe`, headers, 'DELETE')
        if (dropped.status !== 204) cgFailures.push(`delete-model ${dropped.status} ${JSON.stringify(dropped.body)}`)
        cycles++
      }
    })()
    const churning = await run()
    stop = true
    await churn

    const ok = (r: Result) => r.errors === 0 && r.non2xx === 0
    failed = !ok(steady) || !ok(churning) || cgFailures.length > 0 || cycles === 0
    process.stdout.write([
      `Load on ${postgres ? 'PostgreSQL' : 'PGlite (embedded, on disk)'}: ${CONNECTIONS} connections, ${SECONDS} s per phase, loopback,`,
      'mixed workload (list 20 cores, get one core, create a core in one of 8 holes)',
      '',
      '| phase | requests | req/s | p50 ms | p99 ms | errors | non-2xx | statuses |',
      '|---|---|---|---|---|---|---|---|',
      row('steady', steady),
      row(`with ${cycles} register/drop cycles`, churning),
      '',
      `service log lines by pino level (40 warn, 50 error): ${JSON.stringify(Object.fromEntries(logged))}`,
      `cg register/drop failures: ${cgFailures.length}${cgFailures.length > 0 ? `\n  ${cgFailures.slice(0, 5).join('\n  ')}` : ''}`,
      failed ? 'FAILED: errors or non-2xx answers' : 'OK: no errors, no non-2xx answers',
      ''
    ].join('\n'))
  } finally {
    child.kill('SIGTERM')
    await exited
    await postgres?.drop()
    await rm(dir, { recursive: true, force: true })
  }
  if (failed) process.exitCode = 1
}

run(main)
