import { sql } from 'kysely'
import t, { type Test } from 'tap'
import { openDatabase } from '../../../core/database/open.js'
import { migrate } from '../../../core/database/migrate.js'
import { migrations } from '../../../core/database/migrations/index.js'
import { tempDir, testConfig } from '../../helpers/app.js'
import { createPostgresDatabase } from '../../helpers/database.js'

const roundTrip = async (t: Test, config: ReturnType<typeof testConfig>, kind: string) => {
  const errors: Error[] = []
  const database = await openDatabase(config, e => errors.push(e))
  t.teardown(() => database.close())
  t.equal(database.kind, kind)
  t.same(await migrate(database.db), Object.keys(migrations))
  t.same(await migrate(database.db), [], 'migrations apply once')
  const got: string[] = []
  const stop = await database.listen('rs_test', payload => got.push(payload))
  await sql`select pg_notify('rs_test', 'hello')`.execute(database.db)
  await database.db.transaction().execute(async trx => { await sql`select pg_notify('rs_test', 'committed')`.execute(trx) })
  for (let i = 0; i < 50 && got.length < 2; i++) await new Promise(resolve => setTimeout(resolve, 20))
  t.same(got, ['hello', 'committed'])
  await stop()
  await sql`select pg_notify('rs_test', 'unheard')`.execute(database.db)
  await new Promise(resolve => setTimeout(resolve, 50))
  t.same(got, ['hello', 'committed'])
  database.onReconnect(() => {})
  const row = await sql<{ d: string, ts: string, tm: string, n: number }>`select date '2024-05-01' as d, timestamp '2024-05-01 10:30' as ts, time '08:05' as tm, 9007199254740::bigint as n`.execute(database.db)
  t.same(row.rows[0], { d: '2024-05-01', ts: '2024-05-01 10:30:00', tm: '08:05:00', n: 9007199254740 }, 'dates as text, bigint as number')
  await database.close()
  await database.close()
  t.same(errors, [])
}

t.test('the embedded database when DATABASE_URL is unset', async t => {
  const dir = await tempDir(t)
  await roundTrip(t, testConfig(dir, dir), 'pglite')
})

t.test('PostgreSQL when DATABASE_URL is set', { skip: !process.env.DATABASE_URL && 'PostgreSQL run only' }, async t => {
  const dir = await tempDir(t)
  await roundTrip(t, testConfig(dir, dir, { DATABASE_URL: await createPostgresDatabase(t) }), 'postgres')
})
