import { createHash, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { publicUser, type PublicUser } from './users.js'

// Every issued token names a session; a request is allowed while its session is neither revoked nor expired.
// Lookups are cached for a moment (the database's cacheMs), never past the session's end; revocations and user
// changes are also announced on AUTH_CHANNEL so that every instance sharing the database drops its cached entry at once.

export const AUTH_CHANNEL = 'rs_auth'
export const TOKEN_TTL_SECONDS = 86400
/** Issuer and audience of our tokens: a token signed with the same secret for another purpose is refused. */
export const TOKEN_ISSUER = 'record-service'
export const TOKEN_AUDIENCE = 'record-service-api'
/** A refresh token (OAuth 2.0 token endpoint) can be redeemed once, within this time after it was issued. */
export const REFRESH_TTL_SECONDS = 30 * 86400

/**
 * A new random token and the hash stored for it (refresh tokens: rs_session.refresh_hash; password reset tokens:
 * rs_password_reset); the token itself is never stored.
 */
export function newSecretToken (): { token: string, hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSecretToken(token) }
}

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export interface Principal extends PublicUser { sessionId: string }

interface Entry { principal: Principal | null, until: number }

export class Sessions {
  readonly #cache = new Map<string, Entry>()

  constructor (readonly db: Kysely<any>, readonly options: { ttlMs: number, maxEntries?: number } = { ttlMs: 2000 }) {}

  /**
   * A new session. `refreshHash` makes its refresh token redeemable (see rotate). `from` is the session it
   * continues (a fresh token's, a redeemed refresh token's): the new one joins its chain, which began with a login,
   * so that logging out ends them all.
   */
  async create (userId: number, options: { refreshHash?: string, from?: string, db?: Kysely<any> } = {}): Promise<{ id: string, expiresAt: Date }> {
    const { refreshHash = null, db = this.db } = options
    const id = randomBytes(24).toString('base64url')
    const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000)
    const login = options.from === undefined ? id : sql<string>`coalesce((select login from rs_session where id = ${options.from}), ${id})`
    await db.insertInto('rs_session').values({ id, user_id: userId, expires_at: expiresAt, refresh_hash: refreshHash, login }).execute()
    return { id, expiresAt }
  }

  /**
   * Redeems a refresh token: its session is revoked (so the token cannot be used twice, and the access token issued
   * with it ends too) and a new session with the next refresh token is opened, in one transaction. Two concurrent
   * redemptions of one token: the row lock lets exactly one win. Null when the token is unknown, already used,
   * revoked (logout, password change) or older than REFRESH_TTL_SECONDS.
   */
  async rotate (refreshToken: string, nextHash: string): Promise<{ userId: number, id: string, expiresAt: Date } | null> {
    const result = await this.db.transaction().execute(async trx => {
      const old = await trx.updateTable('rs_session').set({ revoked: true })
        .where('refresh_hash', '=', hashSecretToken(refreshToken)).where('revoked', '=', false)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${REFRESH_TTL_SECONDS})`)
        .returning(['id', 'user_id']).executeTakeFirst()
      if (old === undefined) return null
      const userId = old.user_id as number
      return { old: old.id as string, userId, ...await this.create(userId, { refreshHash: nextHash, from: old.id, db: trx }) }
    })
    if (result === null) return null
    await this.announce(result.old)
    return { userId: result.userId, id: result.id, expiresAt: result.expiresAt }
  }

  /** The user behind a live session, or null (unknown, revoked or expired session, or deleted user). */
  async principal (sessionId: string): Promise<Principal | null> {
    const now = Date.now()
    const cached = this.#cache.get(sessionId)
    if (cached !== undefined && cached.until > now) return cached.principal
    const row = await this.db.selectFrom('rs_session as s').innerJoin('rs_user as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.username', 'u.email', 'u.roles', 'u.permissions', 's.expires_at'])
      .where('s.id', '=', sessionId).where('s.revoked', '=', false).where('s.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst()
    const principal = row === undefined ? null : { ...publicUser(row as never), sessionId }
    if (this.#cache.size >= (this.options.maxEntries ?? 10_000)) this.#cache.delete(this.#cache.keys().next().value!)
    // (a live session's principal: until the session ends at the latest)
    const ends = row === undefined ? Infinity : new Date(row.expires_at as Date).getTime()
    this.#cache.set(sessionId, { principal, until: Math.min(now + this.options.ttlMs, ends) })
    return principal
  }

  /** Logout: ends the session and every session of its chain (tokens refreshed from it, their refresh tokens). */
  async revoke (sessionId: string): Promise<void> {
    const ended = await this.db.updateTable('rs_session').set({ revoked: true })
      .where('login', '=', this.db.selectFrom('rs_session').select('login').where('id', '=', sessionId))
      .returning('id').execute()
    for (const { id } of ended) await this.announce(id as string)
  }

  /** Ends every session of a user (password change, deletion), except `keep` (the session that changed its own password). */
  async revokeUser (userId: number, keep?: string): Promise<void> {
    await this.db.updateTable('rs_session').set({ revoked: true }).where('user_id', '=', userId)
      .$if(keep !== undefined, q => q.where('id', '!=', keep!)).execute()
    await this.announce(`user:${userId}`)
  }

  /** Tells every instance (this one included) to forget a session, a user's sessions (`user:<id>`) or all (`*`). */
  async announce (what: string): Promise<void> {
    this.forget(what)
    await sql`select pg_notify(${AUTH_CHANNEL}, ${what})`.execute(this.db)
  }

  forget (what: string): void {
    if (what === '*') { this.#cache.clear(); return }
    const user = /^user:(\d+)$/.exec(what)
    if (user === null) { this.#cache.delete(what); return }
    for (const [id, entry] of this.#cache) if (entry.principal?.id === Number(user[1])) this.#cache.delete(id)
  }
}
