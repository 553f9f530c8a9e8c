import { sql } from 'kysely'
import pg from 'pg'
import t from 'tap'
import { toErrorResponse } from '../../../plugins/infra/error-response.js'
import { isStalePlan, MAX_STATEMENTS_PER_CONNECTION } from '../../../core/database/prepared.js'
import { createPostgresDatabase } from '../../helpers/database.js'

// PostgreSQL only: statements are prepared once per connection and survive a table changed under them.
t.test('prepared statements', { skip: !process.env.DATABASE_URL && 'PostgreSQL run only' }, async t => {
  const { openPostgres } = await import('../../../core/database/postgres.js')
  const url = await createPostgresDatabase(t)
  const database = await openPostgres({ url, poolSize: 1, poolTimeoutMs: 5000, statementTimeoutMs: 0, onError: () => {} })
  t.teardown(() => database.close())
  const { db } = database
  const other = new pg.Client({ connectionString: url })
  await other.connect()
  t.teardown(() => other.end())
  const prepared = async () => (await sql<{ name: string, statement: string }>`select name, statement from pg_prepared_statements order by prepare_time`.execute(db)).rows

  t.test('a data statement is prepared once on its connection and reused', async t => {
    await sql`create table probe (id int primary key, label varchar(5))`.execute(db)
    await sql`insert into probe values (1, 'a')`.execute(db)
    const read = async () => (await sql<{ label: string }>`select label from probe where id = ${1}`.execute(db)).rows
    t.same(await read(), [{ label: 'a' }])
    t.same(await read(), [{ label: 'a' }])
    const names = (await prepared()).filter(p => p.statement.includes('from probe'))
    t.equal(names.length, 1, 'one named statement for the repeated text')
    t.match(names[0].name, /^rs_/)
    t.notOk((await prepared()).some(p => /create table|^begin/.test(p.statement)), 'DDL and transaction control stay unnamed')
  })

  t.test('a column widened by another client: the statement runs again under a fresh name', async t => {
    const read = async () => (await sql<{ label: string }>`select label from probe where id = ${1}`.execute(db)).rows
    await other.query('alter table probe alter column label type varchar(10)')
    t.same(await read(), [{ label: 'a' }], 'outside a transaction: answered, no error')
    t.same(await read(), [{ label: 'a' }], 'and again under the new name')
    await other.query('alter table probe alter column label type varchar(20)')
    const error = await db.transaction().execute(async trx => await sql`select label from probe where id = ${1}`.execute(trx)).catch(e => e)
    t.ok(isStalePlan(error), 'inside a transaction the error ends the transaction')
    t.same(toErrorResponse(error), { status: 503, body: { name: 'Service Unavailable', message: 'The model changed while the request ran; retry it.', code: 0, status: 503 }, headers: { 'retry-after': '1' } })
    t.same(await read(), [{ label: 'a' }], 'the next request runs')
    t.notOk(isStalePlan(new Error('cached plan must not change result type')), 'only PostgreSQL\'s error counts')
  })

  t.test(`at most ${MAX_STATEMENTS_PER_CONNECTION} names per connection; statements beyond run unnamed`, async t => {
    for (let i = 0; i < MAX_STATEMENTS_PER_CONNECTION + 10; i++) await sql`select ${sql.lit(i)}::int as n`.execute(db)
    t.same(await sql<{ n: number }>`select ${sql.lit(-1)}::int as n`.execute(db).then(r => r.rows), [{ n: -1 }])
    t.equal((await prepared()).length, MAX_STATEMENTS_PER_CONNECTION)
  })
})
