import { ForbiddenAction, type FieldError } from '../shared/errors.js'
import { humanize } from '../shared/text.js'
import { isRole, PERMISSION, rank, ROLES } from './roles.js'
import type { UserFields } from './users.js'

// What a user record may hold and who may change it; shared by the users API and the CLI, so both answer alike.

export const USERNAME = /^[A-Za-z0-9_.@-]{2,64}$/
export const EMAIL = /^[^@\s]+@[^@\s]+$/
export const PASSWORD_MIN_LENGTH = 8

/** The problems of the given fields (absent fields are not checked), in the 422 shape; a new user needs a role. */
export function checkUserFields (fields: UserFields, creating = false): FieldError[] {
  const problems: FieldError[] = []
  if (creating && fields.roles?.length === 0) problems.push({ field: 'roles', message: 'Roles cannot be blank.' })
  const { username, email, password, roles, permissions } = fields
  if (username !== undefined && !USERNAME.test(username)) {
    problems.push({ field: 'username', message: 'Username must be 2 to 64 letters, digits or the characters _ . @ -.' })
  }
  if (typeof email === 'string' && !EMAIL.test(email)) problems.push({ field: 'email', message: 'Email is not a valid email address.' })
  if (password !== undefined) problems.push(...checkPassword(password))
  for (const role of (roles ?? []).filter(r => !isRole(r))) {
    problems.push({ field: 'roles', message: `Roles: "${role}" is not a role; use one of ${ROLES.join(', ')}.` })
  }
  for (const permission of (permissions ?? []).filter(p => !PERMISSION.test(p))) {
    problems.push({ field: 'permissions', message: `Permissions: "${permission}" is not a permission; use form-<model>:view or form-<model>:edit (form-*:… for every model).` })
  }
  return problems
}

/** The problems of a new password (its least length, the confirmation when one is asked for), named by `field`. */
export function checkPassword (password: string, field = 'password', confirmation?: string): FieldError[] {
  const problems: FieldError[] = []
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push({ field, message: `${humanize(field)} should contain at least ${PASSWORD_MIN_LENGTH} characters.` })
  }
  if (confirmation !== undefined && confirmation !== password) {
    problems.push({ field: `${field}Confirmation`, message: `${humanize(`${field}Confirmation`)} must be equal to "${humanize(field)}".` })
  }
  return problems
}

/**
 * Nobody hands out more than they hold: an actor may not grant a role above their own, nor change or delete a
 * user whose role is above their own (an administrator cannot take over an sa account by setting its password).
 */
export function assertMayManage (actorRoles: readonly string[], target: { roles: readonly string[] } | undefined, granted: readonly string[] | undefined): void {
  const own = rank(actorRoles)
  if (target !== undefined && rank(target.roles) > own) throw new ForbiddenAction('You are not allowed to change a user whose role is above your own.')
  if (granted !== undefined && rank(granted) > own) throw new ForbiddenAction('You are not allowed to grant a role above your own.')
}
