import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../core/app.js'
import { loadConfig } from '../core/config.js'
import { packageRoot } from '../core/paths.js'
import { igsn } from '../core/records/identifiers.js'
import { bundledTemplates, load, report, run, scratchDatabase, SECONDS } from './harness.js'

// Data API throughput (issue 4): list and create of cores through the service, against a bare Fastify + pg
// server that runs the same SQL (compiled from the same Kysely builders) with no auth, validation or envelope.
// Both use a pool of 10 on one scratch PostgreSQL database. Run: npm run bench (DATABASE_URL picks the server).

const ROWS = 2000

async function main (): Promise<void> {
  const database = await scratchDatabase()
  const dir = await mkdtemp(join(tmpdir(), 'rs-bench-'))
  const templates = await bundledTemplates(dir)
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dir, TEMPLATE_DIR: templates, ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'silent', DB_POOL_SIZE: '10' })
  const app = await buildApp({ config })
  const baseline = Fastify()
  const pool = new pg.Pool({ connectionString: database.url, max: 10 })
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 })
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'bench-password' } })
    const headers = { authorization: `Bearer ${login.json().token as string}`, 'content-type': 'application/json' }
    const create = async (name: string, payload: object) => (await app.inject({ method: 'POST', url: `/api/v1/form?name=${name}`, headers, payload })).json()
    const program = await create('programs', { program: 'ICDP', program_name: 'bench' })
    const expedition = await create('expeditions', { program_id: program.id, expedition: '5065', exp_name: 'bench' })
    const site = await create('sites', { expedition_id: expedition.id })
    const [holeA, holeB, holeC] = [await create('holes', { site_id: site.id }), await create('holes', { site_id: site.id }), await create('holes', { site_id: site.id })]
    const db = app.database.db
    await sql`insert into cores (hole_id, core, combined_id, core_type, top_depth, drilled_length, core_recovery, core_recovery_pc, core_catcher)
      select ${holeA.id}, g, '5065_1_A_' || g, 'R', g * 3.0, 3, 2.5, 83.33, 0 from generate_series(1, ${ROWS}) g`.execute(db)
    await sql`select setval(pg_get_serial_sequence('cores', 'id'), (select max(id) from cores))`.execute(db)
    // fresh statistics, so autovacuum does not start in the middle of a measurement
    await sql`analyze`.execute(db)

    // The baseline: the statements the service issues, compiled once from the same builders.
    const cores = app.registry.get('cores')!
    const holes = app.registry.get('holes')!
    const list = cores.queries.list(db, { conditions: [], sort: [{ field: 'id', desc: true }], limit: 20, offset: 0 }).compile(db)
    baseline.get('/list', async () => {
      const { rows } = await pool.query(list.sql, [...list.parameters])
      return { items: rows, _meta: { totalCount: rows[0]?.__total } }
    })
    const identity = holes.queries.identity(db, 0).forShare('t').compile().sql
    const insertSample = cores.queries.insert(db, { id: 0, hole_id: 0, core_type: 'R', core_catcher: 0, core: 0, core_recovery_pc: 0, combined_id: '', igsn: '' }).compile().sql
    const byId = cores.queries.byId(db, 0).compile().sql
    baseline.post('/create', async (_request, reply) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const parent = (await client.query(identity, [holeB.id])).rows[0]
        await client.query('select pg_advisory_xact_lock(hashtext($1))', [`cores:[${holeB.id as number}]`])
        const n = (await client.query('select coalesce(max("core"), 0) as n from "cores" where "hole_id" = $1', [holeB.id])).rows[0].n + 1
        const id = (await client.query("select nextval(pg_get_serial_sequence('cores', 'id'))::int as id")).rows[0].id
        const prefix = (await client.query('select "program" as v from "programs" where "id" = $1', [parent.program_id])).rows[0].v
        const code = (await client.query('select "expedition" as v from "expeditions" where "id" = $1', [parent.expedition_id])).rows[0].v
        await client.query(insertSample, [id, holeB.id, 'R', 0, n, 0, `${parent.combined_id as string}_${n as number}`, igsn(prefix, code, 'C', id)])
        const row = (await client.query(byId, [id])).rows[0]
        await client.query('commit')
        return await reply.code(201).send(row)
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    })
    const other = await baseline.listen({ host: '127.0.0.1', port: 0 })

    const body = (hole: number) => JSON.stringify({ hole_id: hole, core_type: 'R' })
    const ourList = { url: `${base}/api/v1/form?name=cores&sort=-id`, headers }
    const baseList = { url: `${other}/list` }
    const ourCreate = { url: `${base}/api/v1/form?name=cores`, method: 'POST' as const, headers, body: body(holeC.id) }
    const baseCreate = { url: `${other}/create`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: body(holeB.id) }
    // warm both up (JIT, pools, caches), then measure in alternating order and keep each side's better run
    for (const target of [ourList, baseList, ourCreate, baseCreate]) await load({ ...target, seconds: 1 })
    const best = async (a: Parameters<typeof load>[0], b: Parameters<typeof load>[0]) => {
      const [a1, b1, b2, a2] = [await load(a), await load(b), await load(b), await load(a)]
      const pick = (x: Awaited<ReturnType<typeof load>>, y: Awaited<ReturnType<typeof load>>) => ({ ...(x.rps >= y.rps ? x : y), errors: x.errors + y.errors, non2xx: x.non2xx + y.non2xx })
      return { ours: pick(a1, a2), baseline: pick(b1, b2) }
    }
    const rows = [
      { name: `list (20 of ${ROWS} cores, with total)`, ...await best(ourList, baseList) },
      { name: 'create a core', ...await best(ourCreate, baseCreate) }
    ]
    const text = report('Data API vs bare Fastify + pg running the same SQL', rows)
    process.stdout.write(`${text}\n`)
    await mkdir(join(packageRoot(), 'bench', 'results'), { recursive: true })
    await writeFile(join(packageRoot(), 'bench', 'results', 'data-api.md'), `${text}\n\n(${new Date().toISOString()}, ${SECONDS} s per run)\n`)
    const failed = rows.filter(r => r.ours.errors > 0 || r.ours.non2xx > 0)
    if (failed.length > 0) throw new Error(`requests failed during: ${failed.map(r => r.name).join(', ')}`)
  } finally {
    await baseline.close()
    await pool.end()
    await app.close()
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  }
}

run(main)
