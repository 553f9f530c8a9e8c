import t from 'tap'
import { createUser, listUsers, updateUser } from '../../../core/auth/users.js'
import { migrate } from '../../../core/database/migrate.js'
import { ValidationFailed } from '../../../core/shared/errors.js'
import { openTestDatabase } from '../../helpers/database.js'

t.test('the user store: uniqueness is a 422 naming the field; other failures pass through', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const first = await createUser(database.db, { username: 'Olga', email: 'olga@example.org', password: 'long-enough', roles: ['viewer'] })
  t.match(first, { username: 'Olga', email: 'olga@example.org', roles: ['viewer'], permissions: [] })
  t.notOk('password_hash' in first, 'no hash in what the store hands out')
  const clash = await createUser(database.db, { username: 'olga', password: 'long-enough', roles: ['viewer'] }).catch((e: unknown) => e)
  t.ok(clash instanceof ValidationFailed)
  t.same((clash as ValidationFailed).errors, [{ field: 'username', message: 'Username "olga" has already been taken.' }])
  t.equal(await updateUser(database.db, 4711, { email: 'x@example.org' }), undefined, 'no such user')

  const failing = database.db.withPlugin({
    transformQuery: ({ node }) => { if (node.kind === 'InsertQueryNode') throw Object.assign(new Error('disk full'), { code: '53100' }); return node },
    transformResult: async ({ result }) => result
  })
  await t.rejects(createUser(failing, { username: 'pia', password: 'long-enough', roles: ['viewer'] }), /disk full/)
  t.same(await listUsers(database.db, { limit: 10, offset: 10 }, []), { users: [], total: 1 }, 'past the end: the total from a count')
})
