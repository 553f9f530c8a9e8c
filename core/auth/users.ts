import { sql, type Kysely } from 'kysely'
import { ValidationFailed } from '../shared/errors.js'
import type { SortKey } from '../shared/list-params.js'
import { humanize } from '../shared/text.js'
import { hashPassword, verifyPassword } from './passwords.js'
import { effectivePermissions, effectiveRoles } from './roles.js'

// The user store. Password hashes never leave this module except to verifyPassword.

export interface UserRow {
  id: number
  username: string
  email: string | null
  password_hash: string
  roles: string[]
  permissions: string[]
}

/** A user as the API shows it: no hash; effective roles and permissions included. */
export interface PublicUser {
  id: number
  username: string
  email: string | null
  roles: string[]
  permissions: string[]
}

/** A user as user management shows it: granted roles and permissions as stored, no hash. */
export interface StoredUser extends PublicUser {
  name: string | null
  created_at: Date
  updated_at: Date
}

const STORED = ['id', 'username', 'name', 'email', 'roles', 'permissions', 'created_at', 'updated_at'] as const
export const USER_SORT_COLUMNS = ['id', 'username', 'email', 'created_at', 'updated_at'] as const
export type UserSortColumn = typeof USER_SORT_COLUMNS[number]

export function publicUser (row: Pick<UserRow, 'id' | 'username' | 'email' | 'roles' | 'permissions'>): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    roles: effectiveRoles(row.roles),
    permissions: effectivePermissions(row.roles, row.permissions)
  }
}

/** By user name or e-mail, case-insensitive. */
/** A stored user as the users API and the account answer it (ManagedUserSchema): with effective roles and permissions. */
export function userView (user: StoredUser) {
  return {
    ...user,
    effective_roles: effectiveRoles(user.roles),
    effective_permissions: effectivePermissions(user.roles, user.permissions),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString()
  }
}

export async function findLogin (db: Kysely<any>, login: string): Promise<UserRow | undefined> {
  return await db.selectFrom('rs_user').selectAll()
    .where(eb => eb.or([eb(sql`lower(username)`, '=', login.toLowerCase()), eb(sql`lower(email)`, '=', login.toLowerCase())]))
    .executeTakeFirst() as UserRow | undefined
}

/** The user a login (name or e-mail) and password belong to, or undefined; as slow for an unknown name as for a wrong password. */
export async function authenticate (db: Kysely<any>, login: string, password: string): Promise<UserRow | undefined> {
  const user = await findLogin(db, login)
  return await verifyPassword(password, user?.password_hash) ? user : undefined
}

export async function countUsers (db: Kysely<any>): Promise<number> {
  const row = await db.selectFrom('rs_user').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  return row.n
}

export async function insertUser (db: Kysely<any>, user: { username: string, email?: string | null, passwordHash: string, roles: string[], permissions?: string[] }): Promise<number> {
  const row = await db.insertInto('rs_user').values({
    username: user.username,
    email: user.email ?? null,
    password_hash: user.passwordHash,
    roles: user.roles,
    permissions: user.permissions ?? []
  }).returning('id').executeTakeFirstOrThrow()
  return row.id as number
}

export interface UserFields {
  username?: string
  name?: string | null
  email?: string | null
  password?: string
  roles?: string[]
  permissions?: string[]
}

// Names and e-mails are unique regardless of case (unique indexes of migration 0002); a clash is the 422 of Yii's
// UniqueValidator, whichever request got there first.
async function unique<T> (work: Promise<T>, fields: UserFields): Promise<T> {
  try {
    return await work
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error
    const field = (error as { constraint?: string }).constraint === 'rs_user_email' ? 'email' : 'username'
    throw new ValidationFailed([{ field, message: `${humanize(field)} "${String(fields[field])}" has already been taken.` }])
  }
}

/** Creates a user (password hashed here); a taken name or e-mail is a ValidationFailed. */
export async function createUser (db: Kysely<any>, fields: UserFields & { username: string, password: string, roles: string[] }): Promise<StoredUser> {
  const passwordHash = await hashPassword(fields.password)
  return await unique(db.insertInto('rs_user').values({
    username: fields.username,
    name: fields.name ?? null,
    email: fields.email ?? null,
    password_hash: passwordHash,
    roles: fields.roles,
    permissions: fields.permissions ?? []
  }).returning(STORED).executeTakeFirstOrThrow() as Promise<StoredUser>, fields)
}

/** Changes the given fields; undefined when there is no such user. */
export async function updateUser (db: Kysely<any>, id: number, fields: UserFields): Promise<StoredUser | undefined> {
  const { password, ...rest } = fields
  const values: Record<string, unknown> = { ...rest, updated_at: sql`now()` }
  if (password !== undefined) {
    values.password_hash = await hashPassword(password)
    // a reset mailed for the old password ends with it (core/auth/password-reset.ts)
    await db.deleteFrom('rs_password_reset').where('user_id', '=', id).execute()
  }
  return await unique(db.updateTable('rs_user').set(values).where('id', '=', id)
    .returning(STORED).executeTakeFirst() as Promise<StoredUser | undefined>, fields)
}

export async function findUser (db: Kysely<any>, id: number): Promise<StoredUser | undefined> {
  return await db.selectFrom('rs_user').select(STORED).where('id', '=', id).executeTakeFirst() as StoredUser | undefined
}

/** By exact user name, case-insensitive (the CLI names users this way). */
export async function findUserByName (db: Kysely<any>, username: string): Promise<StoredUser | undefined> {
  return await db.selectFrom('rs_user').select(STORED).where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst() as StoredUser | undefined
}

/** Deletes a user; their sessions go with them (foreign key cascade). */
export async function deleteUser (db: Kysely<any>, id: number): Promise<void> {
  await db.deleteFrom('rs_user').where('id', '=', id).execute()
}

/** One page of users with the total (one round trip: a window count) in the given order. */
export async function listUsers (db: Kysely<any>, page: { limit: number, offset: number },
  sort: ReadonlyArray<SortKey<UserSortColumn>>): Promise<{ users: StoredUser[], total: number }> {
  let query = db.selectFrom('rs_user').select([...STORED, sql<number>`count(*) over ()::int`.as('total')])
  for (const { field, desc } of [...sort, { field: 'id' as const, desc: false }]) query = query.orderBy(field, desc ? 'desc' : 'asc')
  const rows = await query.limit(page.limit).offset(page.offset).execute()
  // a page past the end has no row to carry the total
  const total = rows[0]?.total ?? await countUsers(db)
  return { users: rows.map(({ total: _, ...user }) => user as StoredUser), total }
}
