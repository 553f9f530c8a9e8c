import { sql } from 'kysely'
import t from 'tap'
import { ChangeCounts } from '../../../core/database/change-counters.js'
import { migrate } from '../../../core/database/migrate.js'
import { openTestDatabase } from '../../helpers/database.js'

t.test('change counts: one statement for those who ask while one runs, never begun before they asked', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  const counts = new ChangeCounts(db)
  t.same(await counts.read(), new Map(), 'nothing written yet')
  await sql`insert into rs_value_list (name) values ('A')`.execute(db)
  const first = counts.read()
  const [second, third] = [counts.read(), counts.read()]
  t.equal(second, third, 'those who ask while one runs share the next')
  t.not(first, second, 'not the one running when they asked')
  t.same(await first, new Map([['rs_value_list', 1]]))
  t.same(await second, new Map([['rs_value_list', 1]]), 'the next begins when the running one is answered')
  await sql`insert into rs_value_list (name) values ('B')`.execute(db)
  t.same(await counts.read(), new Map([['rs_value_list', 2]]), 'and then one of its own again')
  // a failed read fails those who shared it; the next read is a new statement
  await sql`alter table rs_change rename to rs_change_away`.execute(db)
  const failing = counts.read()
  const after = counts.read()
  await t.rejects(failing, /rs_change/)
  await t.rejects(after, /rs_change/)
  await sql`alter table rs_change_away rename to rs_change`.execute(db)
  t.same(await counts.read(), new Map([['rs_value_list', 2]]))
})
