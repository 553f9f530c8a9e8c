import type { Kysely } from 'kysely'
import { Unauthorized, ValidationFailed, type FieldError } from '../shared/errors.js'
import { verifyPassword } from './passwords.js'
import type { Principal, Sessions } from './sessions.js'
import { checkPassword, checkUserFields } from './user-rules.js'
import { findUser, updateUser, type StoredUser, type UserRow } from './users.js'

// The caller's own account (mDIS AccountController): any logged-in user changes their name and e-mail, and their
// password. Proving the password again is asked where a stolen token alone must not suffice: a new password, and a
// new e-mail (the address a password reset is mailed to). Those attempts are counted as logins (the routes' hook).

export interface ProfileChange { name?: string | null, email?: string | null, password?: string }
export interface PasswordChange { oldPassword: string, newPassword: string, newPasswordConfirmation: string }

/** The user's row; 401 when the user was deleted while their token was still known. */
function live<T> (user: T | undefined): T {
  if (user === undefined) throw new Unauthorized()
  return user
}

export class Accounts {
  constructor (readonly db: Kysely<any>, readonly sessions: Sessions) {}

  async #row (id: number): Promise<UserRow> {
    return live(await this.db.selectFrom('rs_user').selectAll().where('id', '=', id).executeTakeFirst() as UserRow | undefined)
  }

  /** The caller's own user (401 when it was deleted while the token was honoured). */
  async get (principal: Principal): Promise<StoredUser> {
    return live(await findUser(this.db, principal.id))
  }

  /** Changes the caller's name and e-mail; a taken e-mail is a 422, as in user management. */
  async update (principal: Principal, change: ProfileChange): Promise<StoredUser> {
    const { password, ...fields } = change
    const problems = checkUserFields({ email: fields.email })
    const user = await this.#row(principal.id)
    const newEmail = fields.email !== undefined && (fields.email ?? '').toLowerCase() !== (user.email ?? '').toLowerCase()
    if (newEmail) problems.push(...await this.#proven(password, user, 'password'))
    if (problems.length > 0) throw new ValidationFailed(problems)
    const updated = live(await updateUser(this.db, user.id, fields))
    // names and e-mails are cached with each session: drop them on every instance
    await this.sessions.announce(`user:${user.id}`)
    return updated
  }

  /** Sets a new password; every other session of the user ends, the caller's stays. */
  async changePassword (principal: Principal, change: PasswordChange): Promise<void> {
    const user = await this.#row(principal.id)
    const problems = [...await this.#proven(change.oldPassword, user, 'oldPassword'),
      ...checkPassword(change.newPassword, 'newPassword', change.newPasswordConfirmation)]
    if (problems.length > 0) throw new ValidationFailed(problems)
    await updateUser(this.db, user.id, { password: change.newPassword })
    await this.sessions.revokeUser(user.id, principal.sessionId)
  }

  /** The problem of a password that is not the user's (none when it is), named by `field`. */
  async #proven (password: string | undefined, user: UserRow, field: string): Promise<FieldError[]> {
    if (password === undefined) return [{ field, message: 'Password is needed to change the e-mail address.' }]
    return await verifyPassword(password, user.password_hash) ? [] : [{ field, message: 'The password is incorrect.' }]
  }
}
