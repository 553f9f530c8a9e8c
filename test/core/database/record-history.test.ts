import { sql } from 'kysely'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { addSideChanges, currentVersion, forgetHistory, keepHistory, setActor } from '../../../core/database/record-history.js'
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

t.test('changes beside the row: part of the version the transaction wrote, else a version of their own; none for a record that is gone', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  await sql`create table boxes (id integer primary key, n integer)`.execute(db)
  await sql`insert into boxes values (1, 10), (2, 20)`.execute(db)
  await keepHistory(db, 'boxes')
  const versions = async (id: number) => (await sql<Record<string, unknown>>`select version, op, action, username, changes from rs_history
    where tbl = 'boxes' and record_id = ${id} order by version`.execute(db)).rows
  const links = { links: { from: [], to: [3] } }
  // a record made before versions were kept: its first version
  await db.transaction().execute(async trx => {
    await setActor(trx, { user: { id: 7, username: 'ana' } })
    await addSideChanges(trx, 'boxes', 1, links, 'link')
    await addSideChanges(trx, 'boxes', 9, links)
    await addSideChanges(trx, 'boxes', 1, {})
  })
  t.same(await versions(1), [{ version: 1, op: 'u', action: 'link', username: 'ana', changes: links }])
  t.same(await versions(9), [], 'a record that is not there has none')
  // with a create and an update of the same transaction: part of theirs
  await db.transaction().execute(async trx => {
    await sql`insert into boxes values (3, 30)`.execute(trx)
    await addSideChanges(trx, 'boxes', 3, links)
    await sql`update boxes set n = 11 where id = 1`.execute(trx)
    await addSideChanges(trx, 'boxes', 1, { links: { from: [3], to: [] } })
  })
  t.same(await versions(3), [{ version: 1, op: 'c', action: 'create', username: null, changes: { n: 30, links: [3] } }])
  t.same((await versions(1))[1], { version: 2, op: 'u', action: 'update', username: null, changes: { n: { from: 10, to: 11 }, links: { from: [3], to: [] } } })
})
