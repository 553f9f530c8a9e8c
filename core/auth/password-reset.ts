import { sql, type Kysely } from 'kysely'
import { ValidationFailed } from '../shared/errors.js'
import type { Mail } from './mailer.js'
import { hashPassword } from './passwords.js'
import { hashSecretToken, newSecretToken, type Sessions } from './sessions.js'
import { checkPassword } from './user-rules.js'

// The recovery of a forgotten password by e-mail (mDIS: the account's "forgot password"): a request for an address
// opens a reset for its account and yields the mail with a random token; the token, sent back with a new password
// within RESET_TTL_MINUTES, sets the password once and ends every session of the user. Only the token's hash is
// stored (rs_password_reset). Any password change ends the resets still open (core/auth/users.ts updateUser).

export const RESET_TTL_MINUTES = 60
/** At most one mail per account in this time, however many requests name its address. */
export const RESEND_AFTER_SECONDS = 60

const INVALID = 'The token is unknown, expired or already used; ask for a new one.'

export class PasswordResets {
  constructor (readonly db: Kysely<any>, readonly sessions: Sessions) {}

  /**
   * Opens a reset for the account of `email` (regardless of case) and answers the mail that carries its token;
   * nothing for an address of no account, or one mailed less than RESEND_AFTER_SECONDS ago. A new reset replaces
   * the account's earlier ones.
   */
  async request (email: string): Promise<Mail | undefined> {
    const user = await this.db.selectFrom('rs_user').select(['id', 'username', 'email'])
      .where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst()
    if (user === undefined) return undefined
    const { token, hash } = newSecretToken()
    const opened = await this.db.transaction().execute(async trx => {
      // (expired resets of anyone are swept here: they are few, and this is where new ones come)
      await trx.deleteFrom('rs_password_reset').where('expires_at', '<=', sql<Date>`now()`).execute()
      const recent = await trx.selectFrom('rs_password_reset').select('token_hash').where('user_id', '=', user.id)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`).executeTakeFirst()
      if (recent !== undefined) return false
      await trx.deleteFrom('rs_password_reset').where('user_id', '=', user.id).execute()
      await trx.insertInto('rs_password_reset')
        .values({ token_hash: hash, user_id: user.id, expires_at: sql`now() + make_interval(mins => ${RESET_TTL_MINUTES})` }).execute()
      return true
    })
    if (!opened) return undefined
    return {
      to: user.email as string,
      subject: 'Password reset',
      text: `Someone, hopefully you, asked to reset the password of the account "${user.username as string}".\n\n` +
        `Token: ${token}\n\n` +
        `Send it with a new password to POST /api/v1/account/reset-password, within ${RESET_TTL_MINUTES} minutes; it works once, ` +
        'and every session of the account ends. If you did not ask for this, ignore this mail: your password stays as it is.\n'
    }
  }

  /** Sets the password of the token's account and ends all of its sessions; 422 naming each problem. */
  async reset (token: string, password: string, confirmation: string): Promise<void> {
    const problems = checkPassword(password, 'newPassword', confirmation)
    const hash = hashSecretToken(token)
    const open = await this.db.selectFrom('rs_password_reset').select('user_id')
      .where('token_hash', '=', hash).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst()
    if (open === undefined) problems.unshift({ field: 'token', message: INVALID })
    if (problems.length > 0) throw new ValidationFailed(problems)
    // hashed before the transaction, which then only takes the token (once: a second use at the same time finds it gone)
    const passwordHash = await hashPassword(password)
    const userId = await this.db.transaction().execute(async trx => {
      const used = await trx.deleteFrom('rs_password_reset').where('token_hash', '=', hash).where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id').executeTakeFirst()
      if (used === undefined) return undefined
      await trx.updateTable('rs_user').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', used.user_id).execute()
      await trx.deleteFrom('rs_password_reset').where('user_id', '=', used.user_id).execute()
      return used.user_id as number
    })
    if (userId === undefined) throw new ValidationFailed([{ field: 'token', message: INVALID }])
    await this.sessions.revokeUser(userId)
  }
}
