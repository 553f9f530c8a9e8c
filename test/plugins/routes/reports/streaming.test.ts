import { request, type ClientRequest } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

// Exports over a real socket whose client reads one chunk and then goes away, or stops reading: the cursor is
// closed and the connection released. On PostgreSQL the export's session leaves its transaction; on the embedded
// database, whose one connection an export holds, the next query runs again.

const ROWS = 40_000

t.test('clients that go away or stall mid-export', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const db = app.database.db
  await sql`insert into cores (hole_id, core, combined_id, core_type, top_depth, remarks, core_recovery_pc, core_catcher)
    select ${h.hole}, g, '5065_1_A_' || g, 'R', g * 1.5, repeat('x', 500), 0, 0 from generate_series(1, ${ROWS}) g`.execute(db)
  const headers = await as(app, 'viewer')
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const postgres = process.env.DATABASE_URL !== undefined
  // other sessions of this database inside a transaction (PostgreSQL; PGlite has one session)
  const inTransaction = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`.execute(db)).rows[0].n
  const until = async (condition: () => Promise<boolean>) => { while (!await condition()) await sleep(20) }
  const openCursors = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_cursors where name = 'rs_export'`.execute(db)).rows[0].n

  /** Starts an export, reads its first chunk and stops reading; on PostgreSQL waits until its transaction shows. */
  const stalled = async (): Promise<{ client: ClientRequest, first: string, ended: () => boolean }> => {
    let ended = false
    let client!: ClientRequest
    const first = await new Promise<string>((resolve, reject) => {
      client = request(`${base}/api/v1/report/ListAllCsv?name=cores`, { headers }, response => {
        response.once('data', (chunk: Buffer) => {
          response.pause()
          resolve(chunk.toString())
        })
        response.on('end', () => { ended = true })
      })
      client.on('error', reject)
      client.end()
    })
    if (postgres) await until(async () => await inTransaction() === 1)
    t.teardown(() => client.destroy())
    return { client, first, ended: () => ended }
  }

  t.test('the client goes away', async t => {
    const { client, first, ended } = await stalled()
    t.match(first, /^Module,Core\r\n/, 'the export started')
    t.notOk(ended(), 'the client has not read it all')
    client.destroy()
    if (postgres) await until(async () => await inTransaction() === 0)
    t.equal(await openCursors(), 0, 'the cursor is closed, the connection released')
  })

  t.test('the client stops reading', async t => {
    app.reports.stallTimeoutMs = 200
    const { ended } = await stalled()
    // (a paused client does not read, so it does not notice the server closing the connection)
    if (postgres) await until(async () => await inTransaction() === 0)
    t.equal(await openCursors(), 0, 'the server cut the download off: the cursor is closed, the connection released')
    t.notOk(ended())
  })

  const next = await app.inject({ url: '/api/v1/report/ListCsv?name=cores&filter[core]=3&columns=combined_id', headers })
  t.same([next.statusCode, next.body], [200, 'Combined ID\r\n5065_1_A_3\r\n'], 'the service goes on')
})
