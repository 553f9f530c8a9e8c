import { PGlite } from '@electric-sql/pglite'
import t from 'tap'
import { PreparedStatements } from '../../../core/database/pglite-statements.js'
import { isStalePlan, MAX_STATEMENTS_PER_CONNECTION } from '../../../core/database/prepared.js'
import { initdbSnapshot } from '../../helpers/database.js'

// The embedded engine prepares each data statement once, as the service does on PostgreSQL (prepared.test.ts).
t.test('prepared statements on the embedded engine', async t => {
  const pg = new PGlite({ loadDataDir: await initdbSnapshot() })
  t.teardown(() => pg.close())
  const statements = new PreparedStatements(pg)
  const prepared = async () => (await pg.query<{ name: string, statement: string }>('select name, statement from pg_prepared_statements order by prepare_time')).rows

  t.test('a data statement is prepared once and reused; other statements are not prepared', async t => {
    t.same(await statements.query('create table probe (id int primary key, label varchar(5), tags text[], doc json, at timestamp, ref uuid)', []), { rows: [], affectedRows: 0 })
    const insert = 'insert into probe values ($1, $2, $3, $4, $5, $6) returning id'
    t.same(await statements.query(insert, [1, 'a', ['x', 'y'], { k: [1] }, '2024-05-01 10:30:00', '7f3c1a9e-0000-4000-8000-000000000001']), { rows: [{ id: 1 }], affectedRows: 1 })
    t.same(await statements.query(insert, [2, null, undefined, null, null, null]), { rows: [{ id: 2 }], affectedRows: 1 }, 'null and undefined are NULL')
    const read = 'select label, tags, doc, at, ref from probe where id = $1'
    t.same(await statements.query(read, [1]), { rows: [{ label: 'a', tags: ['x', 'y'], doc: { k: [1] }, at: new Date('2024-05-01T10:30:00.000Z'), ref: '7f3c1a9e-0000-4000-8000-000000000001' }], affectedRows: 0 },
      'values written by the types of their parameters (an array, JSON, a type PGlite has no writer for) and read back by PGlite\'s parsers')
    t.same((await statements.query('update probe set label = $1 where id > $2', ['b', 0])).affectedRows, 2)
    t.same((await statements.query(read, [2])).rows, [{ label: 'b', tags: null, doc: null, at: null, ref: null }])
    const names = await prepared()
    t.same(names.map(p => p.name), ['rs_1', 'rs_2', 'rs_3'], 'one name per text, however often it runs')
    t.notOk(names.some(p => /create table/.test(p.statement)), 'DDL runs unnamed')
  })

  t.test('errors keep PostgreSQL\'s fields, from the parse or from the run', async t => {
    await t.rejects(statements.query('select nope from probe', []), { code: '42703' })
    await t.rejects(statements.query('select $1::int as n', ['x']), { code: '22P02', message: /invalid input syntax/ })
    t.same((await statements.query('select $1::int as n', [3])).rows, [{ n: 3 }], 'a statement that failed once runs')
  })

  t.test('a column widened under a prepared statement: prepared again, or the transaction ends', async t => {
    const read = 'select label from probe where id = $1'
    t.same((await statements.query(read, [1])).rows, [{ label: 'b' }])
    await statements.query('alter table probe alter column label type varchar(10)', [])
    t.same((await statements.query(read, [1])).rows, [{ label: 'b' }], 'outside a transaction: answered, no error')
    await statements.query('alter table probe alter column label type varchar(20)', [])
    await statements.query('begin', [])
    const error = await statements.query(read, [1]).catch((e: unknown) => e)
    t.ok(isStalePlan(error), 'inside a transaction the error ends the transaction')
    await statements.query('rollback', [])
    t.same((await statements.query(read, [1])).rows, [{ label: 'b' }], 'the next statement runs')
  })

  t.test(`at most ${MAX_STATEMENTS_PER_CONNECTION} names; statements beyond run unnamed`, async t => {
    for (let i = 0; i < MAX_STATEMENTS_PER_CONNECTION + 10; i++) await statements.query(`select ${i}::int as n`, [])
    t.same((await statements.query('select $1::int as n', [-1])).rows, [{ n: -1 }], 'known statements keep their names')
    t.same((await statements.query('select -2::int as n', [])).rows, [{ n: -2 }])
    t.equal((await prepared()).length, MAX_STATEMENTS_PER_CONNECTION)
  })
})
