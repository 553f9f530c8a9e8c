// Bearer tokens whose signature and claims were verified, kept until they expire: a request with a token seen
// before skips decoding, hashing and verifying it again (the hot path of every authenticated request). Whether
// the session behind a token is still open is asked separately on every request (sessions.ts), so logging out
// takes effect at once.

export interface TokenClaims { sub: string, jti: string, exp?: number }

export class VerifiedTokens {
  readonly #tokens = new Map<string, { claims: TokenClaims, expiresAt: number }>()

  constructor (readonly capacity: number, readonly now: () => number = Date.now) {}

  /** The claims of a token verified before and not expired yet. */
  get (token: string): TokenClaims | undefined {
    const found = this.#tokens.get(token)
    if (found === undefined) return undefined
    if (found.expiresAt > this.now()) return found.claims
    this.#tokens.delete(token)
    return undefined
  }

  /** Keeps a verified token until its `exp` (tokens without one are not kept); the oldest leaves when full. */
  add (token: string, claims: TokenClaims): void {
    if (typeof claims.exp !== 'number') return
    if (this.#tokens.size >= this.capacity) this.#tokens.delete(this.#tokens.keys().next().value!)
    this.#tokens.set(token, { claims, expiresAt: claims.exp * 1000 })
  }
}
