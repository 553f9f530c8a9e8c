import { setImmediate } from 'node:timers/promises'
import { sql } from 'kysely'
import t from 'tap'
import { openTestPglite } from '../../helpers/database.js'

// The embedded engine runs in a thread of its own: a queue of waiting queries leaves the event loop free.
t.test('queued queries let the event loop turn between them', async t => {
  const database = await openTestPglite(t)
  let done = 0
  const queries = Array.from({ length: 50 }, async () => {
    await sql`select 1`.execute(database.db)
    done++
  })
  await setImmediate()
  t.ok(done < 50, `the event loop turned after ${done} of 50 queued queries`)
  await Promise.all(queries)
  t.equal(done, 50)
  t.same((await sql<{ n: number }>`select 2 as n`.execute(database.db)).rows, [{ n: 2 }])
  // Kysely's destroy() reaches the engine through the same wrapper; closing the database after it is harmless
  await database.db.destroy()
  await t.rejects(sql`select 1`.execute(database.db))
  await database.close()
})
