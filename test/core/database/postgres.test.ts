import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import pg from 'pg'
import t from 'tap'
import { createPostgresDatabase } from '../../helpers/database.js'

// PostgreSQL only: the notification connection survives the server dropping it.
t.test('postgres', { skip: !process.env.DATABASE_URL && 'PostgreSQL run only' }, async t => {
  const { openPostgres } = await import('../../../core/database/postgres.js')
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    try { return await client.query(text) } finally { await client.end() }
  }
  const until = async (check: () => boolean) => { for (let i = 0; i < 200 && !check(); i++) await sleep(25) }

  t.test('the listener reconnects with backoff and asks for a reload', async t => {
    const url = await createPostgresDatabase(t)
    const name = new URL(url).pathname.slice(1)
    const errors: Error[] = []
    const database = await openPostgres({ url, poolSize: 2, poolTimeoutMs: 2000, statementTimeoutMs: 0, maxBackoffMs: 200, onError: e => errors.push(e) })
    t.teardown(() => database.close())
    const got: string[] = []
    await database.listen('rs_a', p => got.push(`a:${p}`))
    await database.listen('rs_a', p => got.push(`a2:${p}`))
    let reloads = 0
    database.onReconnect(() => { reloads++ })

    await admin(`alter database ${name} allow_connections false`)
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)
    await until(() => errors.length >= 3)
    t.ok(errors.length >= 3, 'reconnect attempts fail while the database refuses connections')
    await admin(`alter database ${name} allow_connections true`)
    await until(() => reloads > 0)
    t.equal(reloads, 1, 'subscribers are told to reload')
    await sql`select pg_notify('rs_a', 'after')`.execute(database.db)
    await until(() => got.length >= 2)
    t.same(got.sort(), ['a2:after', 'a:after'], 'channels are listened to again')
  })

  t.test('closing while the listener is reconnecting stops the attempts', async t => {
    const url = await createPostgresDatabase(t)
    const name = new URL(url).pathname.slice(1)
    const errors: Error[] = []
    const database = await openPostgres({ url, poolSize: 1, poolTimeoutMs: 500, statementTimeoutMs: 1000, onError: e => errors.push(e) })
    await database.listen('rs_b', () => {})
    await admin(`alter database ${name} allow_connections false`)
    t.teardown(() => admin(`alter database ${name} allow_connections true`))
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)
    await until(() => errors.some(e => /not currently accepting connections/.test(e.message)))
    await database.close()
    await admin(`alter database ${name} allow_connections true`)
    await sleep(400)
    const { rows } = await admin(`select count(*)::int as n from pg_stat_activity where datname = '${name}'`)
    t.equal(rows[0].n, 0, 'no connection is made after close')
  })

  t.test('a connection lost inside a transaction fails its queries and does not crash the process', async t => {
    const url = await createPostgresDatabase(t)
    const errors: Error[] = []
    const database = await openPostgres({ url, poolSize: 2, poolTimeoutMs: 2000, statementTimeoutMs: 0, onError: e => errors.push(e) })
    t.teardown(() => database.close())
    // between two queries the transaction's client is checked out and idle: the pool no longer listens to it
    await t.rejects(database.db.transaction().execute(async trx => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
      await admin(`select pg_terminate_backend(${rows[0].pid})`)
      await until(() => errors.length > 0)
      await sql`select 1`.execute(trx)
    }), /not queryable|Connection terminated/)
    t.match(errors[0].message, /terminat/, 'the loss is reported, not thrown')
    t.same((await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows, [{ n: 1 }], 'the pool serves again')
  })

  t.test('an unreachable server fails the start', async t => {
    await t.rejects(openPostgres({ url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1, poolTimeoutMs: 500, statementTimeoutMs: 0, onError: () => {} }))
  })
})
