import t from 'tap'
import { createUser } from '../../../core/auth/users.js'
import { Sessions } from '../../../core/auth/sessions.js'
import { migrate } from '../../../core/database/migrate.js'
import { openTestDatabase } from '../../helpers/database.js'

// A session's lookup is cached for the database's cacheMs — on the embedded database minutes, so that requests are
// answered while a long import holds its one session — but never past the session's end.

t.test('a cached session ends when the session does, however long the cache', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  t.equal(database.cacheMs, process.env.DATABASE_URL ? 2000 : 600_000, 'the engine says how long')
  const user = await createUser(database.db, { username: 'olga', password: 'long-enough', roles: ['viewer'] })
  const sessions = new Sessions(database.db, { ttlMs: 600_000 })
  const { id } = await sessions.create(user.id)
  await database.db.updateTable('rs_session').set({ expires_at: new Date(Date.now() + 1500) }).where('id', '=', id).execute()
  t.match(await sessions.principal(id), { username: 'olga', sessionId: id })
  t.equal(await sessions.principal('no-such-session'), null)
  await new Promise(resolve => setTimeout(resolve, 1600))
  t.equal(await sessions.principal(id), null, 'read again once it ended: gone')
})
