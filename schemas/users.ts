import { Type } from '@sinclair/typebox'
import { Id, MAX_LENGTH, Text } from './bounds.js'
import { PagedSchema, pageParams } from './paged.js'

/** The roles, lowest first: each includes the ones before it (core/auth/roles.ts). */
export const ROLES = ['viewer', 'operator', 'developer', 'administrator', 'sa'] as const

// User management (/api/v1/users, administrators). Types and bounds here; the rules of the values (name pattern,
// e-mail, password length, role and permission names) live in core/auth/user-rules.ts, shared with the CLI.

const roles = Type.Array(Text(MAX_LENGTH.permission), { maxItems: ROLES.length, description: `granted roles, any of ${ROLES.join(', ')}; each includes the ones before it` })
const permissions = Type.Array(Text(MAX_LENGTH.permission), {
  maxItems: 1000,
  description: 'granted permissions `form-<model>:view|edit` or `form-*:view|edit`; when empty a viewer holds form-*:view and an operator form-*:edit'
})
const username = Text(MAX_LENGTH.username, { description: '2 to 64 letters, digits or _ . @ -; unique regardless of case' })
// Shared with the account's own routes (schemas/account.ts). Null first: with the service's type coercion a null
// would otherwise become '' (and '' becomes null: no e-mail, no name).
export const Email = (description: string) => Type.Union([Type.Null(), Text(MAX_LENGTH.email)], { description })
export const DisplayName = (description: string) => Type.Union([Type.Null(), Text(MAX_LENGTH.displayName)], { description })
export const Password = (description: string) => Type.String({ maxLength: MAX_LENGTH.password, description })
const email = Email('unique regardless of case; logs in like the user name; null or empty for none')
const name = DisplayName('the name shown for the user (free text); null or empty for none')
const password = Password('at least 8 characters')

export const ManagedUserSchema = Type.Object({
  id: Id(),
  username: Text(MAX_LENGTH.username),
  name: Type.Union([Text(MAX_LENGTH.displayName), Type.Null()], { description: 'the name shown for the user, if any' }),
  email: Type.Union([Text(MAX_LENGTH.email), Type.Null()]),
  roles: Type.Array(Text(MAX_LENGTH.permission), { description: 'granted roles, as stored' }),
  permissions: Type.Array(Text(MAX_LENGTH.permission), { description: 'granted permissions, as stored' }),
  effective_roles: Type.Array(Text(MAX_LENGTH.permission), { description: 'the granted role and every role below it' }),
  effective_permissions: Type.Array(Text(MAX_LENGTH.permission), { description: 'what the access checks use' }),
  created_at: Text(MAX_LENGTH.dateTime, { format: 'date-time', description: 'ISO 8601, UTC' }),
  updated_at: Text(MAX_LENGTH.dateTime, { format: 'date-time', description: 'ISO 8601, UTC' })
}, { $id: 'ManagedUser', title: 'User (management view; never a password hash)' })

export const UserCreateSchema = Type.Object({
  username,
  name: Type.Optional(name),
  email: Type.Optional(email),
  password,
  roles,
  permissions: Type.Optional(permissions)
}, { $id: 'UserCreate', additionalProperties: false })

export const UserUpdateSchema = Type.Object({
  username: Type.Optional(username),
  name: Type.Optional(name),
  email: Type.Optional(email),
  password: Type.Optional(Password('a new password ends every session of the user (except the caller\'s own)')),
  roles: Type.Optional(roles),
  permissions: Type.Optional(permissions)
}, { $id: 'UserUpdate', additionalProperties: false })

export const UserParamsSchema = Type.Object({ id: Id() })

export const UserListQuerySchema = Type.Object({
  ...pageParams('users per page (default 20, at most 1000)'),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'id, username, email, created_at or updated_at, comma-separated; - for descending' }))
})

export const UserPageSchema = PagedSchema(ManagedUserSchema, 'Page of users', 'UserPage')
