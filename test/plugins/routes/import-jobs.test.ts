import t from 'tap'
import writeExcelFile from 'write-excel-file/node'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy } from '../../helpers/hierarchy.js'
import { as } from '../../helpers/auth.js'
import { INSTANCE_ID } from '../../../core/shared/instance.js'
import type { Database } from '../../../core/database/database.js'

// Import jobs (issue 29): `Prefer: respond-async` answers 202 with the job, which runs on; GET /api/v1/import/{id}
// reports its state, rows done and total, and its problems.

const ASYNC = { prefer: 'respond-async, wait=0' }

/** The job's state once it ended. */
async function ended (app: FastifyInstance, id: number, headers: Record<string, string>): Promise<Record<string, any>> {
  for (;;) {
    const log = (await app.inject({ method: 'GET', url: `/api/v1/import/${id}`, headers })).json()
    if (log.state !== 'running') return log
    await new Promise(resolve => setTimeout(resolve, 20))
  }
}

/** Another session holds `table` (on the embedded database, its one session) until released. */
async function holdTable (database: Database, table: string): Promise<{ release: () => void, session: Promise<void> }> {
  let release!: () => void
  const held = new Promise<void>(resolve => { release = resolve })
  let locked!: () => void
  const holding = new Promise<void>(resolve => { locked = resolve })
  const session = database.db.transaction().execute(async trx => {
    await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx)
    locked()
    await held
  })
  await holding
  return { release, session }
}

t.test('an import as a job: 202 at once, then its state, progress and problems; all or nothing as ever', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const send = async (csv: string, query: string, headers: Record<string, string> = ASYNC) =>
    await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores${query}`, headers: { ...h.headers, ...headers, 'content-type': 'text/csv' }, payload: csv })
  const cores = async () => (await app.inject({ method: 'GET', url: `/api/v1/form?name=cores&filter[hole_id]=${h.hole}`, headers: h.headers })).json()._meta.totalCount as number

  // a commit: every row written, the job done and kept as the import (its undo works as a commit's)
  const rows = Array.from({ length: 1500 }, (_, i) => `${h.hole},R,${i + 1}`).join('\n')
  const accepted = await send(`Hole ID,Core Type,Drilled Length (m)\n${rows}\n`, '&mode=commit')
  t.equal(accepted.statusCode, 202)
  const job = accepted.json()
  t.match(job, { id: Number, model: 'cores', mode: 'commit', state: 'running', rows: 1500, rowsDone: 0, created: 0, errors: [], failure: null, finishedAt: null, user: { username: 'operator' } })
  t.equal(accepted.headers.location, `/api/v1/import/${job.id as number}`)
  t.equal(accepted.headers['preference-applied'], 'respond-async')
  // (1,500 rows take the job a while: it is read running, from memory, and cannot be undone yet)
  t.match((await app.inject({ method: 'GET', url: `/api/v1/import/${job.id as number}`, headers: h.headers })).json(), { state: 'running', rows: 1500 })
  t.match((await app.inject({ method: 'POST', url: `/api/v1/import/${job.id as number}/undo`, headers: h.headers })).json(),
    { status: 409, message: `Import ${job.id as number} is still running: there is nothing to undo.` })
  const done = await ended(app, job.id, h.headers)
  t.match(done, { state: 'done', rows: 1500, rowsDone: 1500, created: 1500, updated: 0, errors: [], failure: null, undoneAt: null })
  t.match(done.finishedAt, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  t.equal(await cores(), 1500)
  t.match((await app.inject({ method: 'POST', url: `/api/v1/import/${job.id as number}/undo`, headers: h.headers })).json(), { state: 'done', undoneBy: 'operator' })
  t.equal(await cores(), 0, 'undone as a whole')

  // a check: its problems, row by row, and nothing written; nothing to undo
  const checked = await ended(app, (await send(`Hole ID,Core Type\n${h.hole},R\n${h.hole},NOT-A-TYPE\n`, '')).json().id, h.headers)
  t.match(checked, { mode: 'validate', state: 'done', rows: 2, rowsDone: 2, created: 1, failure: null, errors: [{ row: 3, column: 'core_type', value: 'NOT-A-TYPE' }] })
  t.equal(checked.errors.length, 1)
  t.equal(await cores(), 0)
  t.match((await app.inject({ method: 'POST', url: `/api/v1/import/${checked.id as number}/undo`, headers: h.headers })).json(),
    { status: 409, message: `Import ${checked.id as number} wrote nothing: there is nothing to undo.` })

  // a commit with a problem: failed, nothing written, the problems named
  const refused = await ended(app, (await send(`Hole ID,Core Type\n${h.hole},R\n${h.hole},NOT-A-TYPE\n`, '&mode=commit')).json().id, h.headers)
  t.match(refused, { mode: 'commit', state: 'failed', failure: 'The rows have problems (1): nothing was written.', errors: [{ row: 3, column: 'core_type' }] })
  t.equal(await cores(), 0)

  // a file the import cannot read is refused at once: no job
  const unreadable = await send('Nonsense\n1\n', '&mode=commit')
  t.match([unreadable.statusCode, unreadable.json()], [422, [{ field: 'Nonsense' }]])
  // (past the first slice the reader parses: its first rows read well, the count finds the cell)
  const long = Array.from({ length: 1200 }, (_, i) => `${h.hole},R,core ${i} ${'x'.repeat(60)}`).join('\n')
  const broken = await send(`Hole ID,Core Type,Remarks\n${long}\n"unclosed\n`, '&mode=commit')
  t.match([broken.statusCode, broken.json()], [400, { message: /^The file is no valid CSV: Quote Not Closed/ }], 'counted before the job begins: a cell that cannot be read, however far down')
  const json = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=validate', headers: { ...h.headers, ...ASYNC }, payload: [{ hole_id: h.hole, core_type: 'R' }] })
  t.match(await ended(app, json.json().id, h.headers), { state: 'done', rows: 1, created: 1 }, 'a JSON array as a job: its records counted')
  const sheet = await writeExcelFile([{ sheet: 'Cores', data: [['Hole ID', 'Core Type'], [h.hole, 'R'], [h.hole, 'R']] }]).toBuffer()
  const workbook = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=validate', headers: { ...h.headers, ...ASYNC, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, payload: sheet })
  t.match(await ended(app, workbook.json().id, h.headers), { state: 'done', rows: 2, created: 2 }, 'a workbook as a job: its rows counted')
  // other preferences: answered as ever
  t.equal((await send(`Hole ID,Core Type\n${h.hole},R\n`, '&mode=commit', { prefer: 'return=minimal' })).statusCode, 201)
  t.equal(await cores(), 1)

  // a job is its model's: others need to edit it; an id that names no import
  const viewer = await as(app, 'operator', ['form-cores:view'])
  t.equal((await app.inject({ method: 'GET', url: `/api/v1/import/${job.id as number}`, headers: viewer })).statusCode, 403)
  t.match((await app.inject({ method: 'GET', url: '/api/v1/import/999999', headers: h.headers })).json(), { status: 404, message: 'Object not found: import 999999' })
})

t.test('a running job: read from memory with its progress, not undone, and the service closes only after it', { skip: !process.env.DATABASE_URL && 'PostgreSQL run only: another session holds the table' }, async t => {
  const { app, database } = await buildTestApp(t)
  const h = await hierarchy(app)
  // (another session holds the cores table: the job's writes wait for it)
  const { release, session } = await holdTable(database, 'cores')
  const accepted = (await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, ...ASYNC, 'content-type': 'text/csv' }, payload: `Hole ID,Core Type\n${h.hole},R\n${h.hole},R\n` })).json()
  const running = (await app.inject({ method: 'GET', url: `/api/v1/import/${accepted.id as number}`, headers: h.headers })).json()
  t.match(running, { state: 'running', rows: 2, rowsDone: 0 })
  t.match((await app.inject({ method: 'POST', url: `/api/v1/import/${accepted.id as number}/undo`, headers: h.headers })).json(),
    { status: 409, message: `Import ${accepted.id as number} is still running: there is nothing to undo.` })
  release()
  await session
  t.match(await ended(app, accepted.id, h.headers), { state: 'done', created: 2, rowsDone: 2 })

  // a job still running when the service closes: the close waits for it
  const last = (await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, ...ASYNC, 'content-type': 'text/csv' }, payload: `Hole ID,Core Type\n${h.hole},R\n` })).json()
  await app.close()
  t.match(await database.db.selectFrom('rs_import').select(['state', 'created']).where('id', '=', last.id).executeTakeFirst(), { state: 'done', created: 1 })
})

t.test('a job of an instance that is gone failed: marked so when read, and at start-up', async t => {
  const { app, database, dataDir } = await buildTestApp(t)
  const h = await hierarchy(app)
  const job = async (instance: string) => (await sql<{ id: number }>`insert into rs_import (model, tbl, user_id, username, rows, created, updated, mode, state, instance)
    values ('cores', 'cores', 1, 'admin', 10, 0, 0, 'commit', 'running', ${instance}) returning id`.execute(database.db)).rows[0].id
  const read = async (id: number, server = app) => (await server.inject({ method: 'GET', url: `/api/v1/import/${id}`, headers: h.headers })).json()

  // (this process is among the live instances: a job of it that this app does not run is another app's, running)
  const elsewhere = await job(INSTANCE_ID)
  t.match(await read(elsewhere), { state: 'running', rowsDone: 0, failure: null })
  const gone = await job('0123456789abcdef')
  t.match(await read(gone), { state: 'failed', failure: 'The service stopped before the import ended: nothing of it was written.' })
  t.match(await read(gone), { state: 'failed', finishedAt: /^\d{4}-/ }, 'once marked, it stays so')
  t.match(await read(elsewhere), { state: 'running' }, 'a live instance\'s job is left running')

  const cut = await job('fedcba9876543210')
  const lines: string[] = []
  const restarted = await buildTestApp(t, { database, dataDir, logger: { write: line => { lines.push(line) } } })
  t.match(await database.db.selectFrom('rs_import').select('state').where('id', '=', cut).executeTakeFirst(), { state: 'failed' }, 'at start-up')
  t.ok(lines.some(line => JSON.parse(line).msg === '1 import jobs were cut off by a stop of the service and are marked failed'))
  t.match(await read(elsewhere, restarted.app), { state: 'running' })
})

t.test('IMPORT_JOB_LIMIT: one import more than the instance runs at once is refused (503), and the place comes back', async t => {
  const { app, database } = await buildTestApp(t, { env: { IMPORT_JOB_LIMIT: '1' } })
  const h = await hierarchy(app)
  const send = async (csv: string, headers: Record<string, string> = {}) =>
    await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores&mode=commit', headers: { ...h.headers, ...headers, 'content-type': 'text/csv' }, payload: csv })
  // (another session holds the imports' table — on the embedded database, its one session: the job cannot begin)
  const { release, session } = await holdTable(database, 'rs_import')
  const first = send(`Hole ID,Core Type\n${h.hole},R\n`, ASYNC)
  // (a file the import cannot read needs no database: refused at once while a place is free, 503 once the job has it)
  let answer = await send('Nonsense\n1\n')
  for (let tries = 0; answer.statusCode === 422 && tries < 500; tries++) {
    await new Promise(resolve => setTimeout(resolve, 10))
    answer = await send('Nonsense\n1\n')
  }
  const busy = { status: 503, message: 'The service runs 1 imports already, as many as it takes at once (IMPORT_JOB_LIMIT): try again when one of them has ended.' }
  t.match([answer.statusCode, answer.json()], [503, busy])
  t.match((await send(`Hole ID,Core Type\n${h.hole},R\n`, ASYNC)).json(), busy, 'a job too')
  release()
  await session
  const job = (await first).json()
  t.match(await ended(app, job.id, h.headers), { state: 'done', created: 1 })
  t.equal((await send(`Hole ID,Core Type\n${h.hole},R\n`)).statusCode, 201, 'the job gave its place back')
  t.equal((await send(`Hole ID,Core Type\n${h.hole},R\n`)).statusCode, 201, 'and so does an import answered at once')
})
