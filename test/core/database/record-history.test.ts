import { sql } from 'kysely'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { currentVersion, forgetHistory, keepHistory, setActor } from '../../../core/database/record-history.js'
import { openTestDatabase } from '../../helpers/database.js'

// The history triggers on their own: who and why from the transaction's settings, the record a request names apart
// from the others its transaction changes, one version per changed row and none for a row that did not change.

t.test('history triggers: versions per row, the actor and the action from the transaction', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  // (columns named like the triggers' own aliases: rows are read whole)
  await sql`create table boxes (id integer primary key, n integer, j text)`.execute(db)
  await keepHistory(db, 'boxes')
  await keepHistory(db, 'boxes')
  const versions = async () => (await sql<Record<string, unknown>>`select record_id, version, action, user_id, username, changes from rs_history
    where tbl = 'boxes' order by id`.execute(db)).rows
  await sql`insert into boxes values (1, 10, 'a'), (2, null, null)`.execute(db)
  t.same(await versions(), [
    { record_id: 1, version: 1, action: 'create', user_id: null, username: null, changes: { n: 10, j: 'a' } },
    { record_id: 2, version: 1, action: 'create', user_id: null, username: null, changes: {} }
  ], 'plain SQL: no user; a create keeps the values that are not null')
  await db.transaction().execute(async trx => {
    await setActor(trx, { user: { id: 7, username: 'ana' }, action: 'restore', target: { table: 'boxes', id: 2 } })
    await sql`update boxes set n = n + 1 where id in (1, 2)`.execute(trx)
    await sql`update boxes set j = 'b' where id = 2`.execute(trx)
  })
  t.same((await versions()).slice(2, 3), [
    { record_id: 1, version: 2, action: 'update', user_id: 7, username: 'ana', changes: { n: { from: 10, to: 11 } } }
  ], 'a row that did not change has no version (2 stays null), another row of the transaction its own action')
  t.same((await versions()).slice(3), [{ record_id: 2, version: 2, action: 'restore', user_id: 7, username: 'ana', changes: { j: { from: null, to: 'b' } } }], 'the named record: the request\'s action')
  await sql`update boxes set n = 12 where id = 1`.execute(db)
  t.match((await versions()).at(-1), { record_id: 1, version: 3, user_id: null }, 'the settings end with their transaction')
  await sql`delete from boxes where id = 1`.execute(db)
  t.same((await versions()).at(-1), { record_id: 1, version: 4, action: 'delete', user_id: null, username: null, changes: { n: 12, j: 'a' } }, 'a delete keeps its values too')
  t.same([await currentVersion(db, 'boxes', 1), await currentVersion(db, 'boxes', 2), await currentVersion(db, 'boxes', 3)], [4, 2, 0])
  await forgetHistory(db, 'boxes')
  t.same(await versions(), [])
})
