import type { FastifyInstance } from 'fastify'
import { hashPassword } from '../../core/auth/passwords.js'
import type { Role } from '../../core/auth/roles.js'
import { insertUser } from '../../core/auth/users.js'

// Users and bearer headers for tests. Hashing is slow on purpose, so users and tokens are made once per app.

export const PASSWORD = 'test-password-1'
const tokens = new WeakMap<FastifyInstance, Map<string, string>>()

/** Creates a user directly in the database (roles and granted permissions as given). */
export async function addUser (app: FastifyInstance, username: string, roles: Role[], permissions: string[] = [], password = PASSWORD): Promise<number> {
  return await insertUser(app.database.db, { username, email: `${username}@example.org`, passwordHash: await hashPassword(password), roles, permissions })
}

export async function login (app: FastifyInstance, username: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } })
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`)
  return response.json().token as string
}

/**
 * `{ authorization: 'Bearer …' }` for a user with the given role (and granted permissions), created on first use.
 * The bootstrap administrator (role sa) is 'admin'.
 */
export async function as (app: FastifyInstance, role: Role | 'admin', permissions: string[] = []): Promise<{ authorization: string }> {
  let cache = tokens.get(app)
  if (cache === undefined) tokens.set(app, cache = new Map())
  const key = `${role}:${permissions.join(',')}`
  let token = cache.get(key)
  if (token === undefined) {
    if (role === 'admin') {
      token = await login(app, 'admin', 'admin-password')
    } else {
      const username = `${role}_${cache.size + 1}`
      await addUser(app, username, [role], permissions)
      token = await login(app, username)
    }
    cache.set(key, token)
  }
  return { authorization: `Bearer ${token}` }
}
