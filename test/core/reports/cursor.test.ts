import { sql } from 'kysely'
import t from 'tap'
import { openCursor } from '../../../core/reports/cursor.js'
import { openTestDatabase } from '../../helpers/database.js'

// The cursor against a real database: batches in order, a failure while fetching ends the stream with the error,
// a query that cannot be declared fails before any row; in every case the connection is released.

const collect = async (stream: AsyncIterable<unknown>): Promise<unknown[]> => {
  const rows: unknown[] = []
  for await (const row of stream) rows.push(row)
  return rows
}

t.test('rows through a cursor', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  const numbers = db.selectFrom(sql`generate_series(1, 10)`.as('g')).select(sql<number>`g`.as('n')).where(sql.ref('g'), '>', 2).orderBy(sql.ref('g'))
  const released = async () => (await sql<{ n: number }>`select 1 as n`.execute(db)).rows[0].n === 1

  t.same(await collect(await openCursor(db, numbers, row => row.n, 3)), [3, 4, 5, 6, 7, 8, 9, 10], 'several batches, the last one short')
  t.same(await collect(await openCursor(db, numbers, row => row.n, 4)), [3, 4, 5, 6, 7, 8, 9, 10], 'a last empty batch')
  t.ok(await released())

  const failing = db.selectFrom(sql`generate_series(1, 10)`.as('g')).select(sql<number>`10 / (g - 6)`.as('n'))
  await t.rejects(collect(await openCursor(db, failing, row => row.n, 2)), { code: '22012' }, 'division by zero in the third batch')
  t.ok(await released(), 'released after a failure')

  await t.rejects(openCursor(db, db.selectFrom('no_such_table').selectAll(), row => row), { code: '42P01' })
  t.ok(await released(), 'released when the cursor cannot be declared')

  const stream = await openCursor(db, numbers, row => row.n, 2)
  stream.destroy()
  await new Promise(resolve => stream.on('close', resolve))
  t.ok(await released(), 'released when the reader goes away before reading')
  t.same((await sql<{ n: number }>`select count(*)::int as n from pg_cursors where name = 'rs_export'`.execute(db)).rows[0].n, 0, 'no cursor left open')
})
