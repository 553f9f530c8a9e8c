import t from 'tap'
import { Accounts } from '../../../core/auth/account.js'
import { Sessions } from '../../../core/auth/sessions.js'
import { createUser } from '../../../core/auth/users.js'
import { migrate } from '../../../core/database/migrate.js'
import { Unauthorized } from '../../../core/shared/errors.js'
import { openTestDatabase } from '../../helpers/database.js'

// A user deleted while a token of theirs is still honoured (a session cached by another instance that was not told):
// their own account's changes answer 401, whatever the session cache's lifetime on this engine (the route test
// reaches this only while the cache holds the session).

t.test('the account of a deleted user: 401 for its reading, a profile and a password change', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const user = await createUser(database.db, { username: 'gone', password: 'long-enough', roles: ['viewer'] })
  const accounts = new Accounts(database.db, new Sessions(database.db))
  const principal = { ...user, sessionId: 'cached' }
  t.equal((await accounts.update(principal, { name: 'Still here' })).name, 'Still here')
  t.equal((await accounts.get(principal)).name, 'Still here')
  await database.db.deleteFrom('rs_user').where('id', '=', user.id).execute()
  await t.rejects(accounts.get(principal), Unauthorized)
  await t.rejects(accounts.update(principal, { name: 'ghost' }), Unauthorized)
  await t.rejects(accounts.changePassword(principal, { oldPassword: 'long-enough', newPassword: 'longer-still', newPasswordConfirmation: 'longer-still' }), Unauthorized)
})
