import { sql, type Kysely } from 'kysely'

// Login attempts counted in the database (rs_login_attempt) for @fastify/rate-limit: every instance sharing the
// database counts against one limit (the embedded database has only one instance anyway). A window opens with
// the first attempt of a key and lasts `timeWindow`; counters whose window has passed are swept once per window.

export interface Count { current: number, ttl: number }
/** Counts one attempt under `key` in a window of `timeWindow` ms: the attempts so far, and ms until the window ends. */
export type CountAttempt = (key: string, timeWindow: number) => Promise<Count>
type Done = (error: Error | null, count?: Count) => void

/** Counts attempts in the database `db`. */
export function loginAttemptCounter (db: Kysely<any>): CountAttempt {
  let swept = 0
  return async (key, timeWindow) => {
    if (Date.now() - swept > timeWindow) {
      swept = Date.now()
      await sql`delete from rs_login_attempt where resets_at < now()`.execute(db)
    }
    const { rows } = await sql<{ hits: number, ttl: number }>`insert into rs_login_attempt as a (key, hits, resets_at)
      values (${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
      on conflict (key) do update set
        hits = case when a.resets_at <= now() then 1 else a.hits + 1 end,
        resets_at = case when a.resets_at <= now() then excluded.resets_at else a.resets_at end
      returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl`.execute(db)
    return { current: rows[0].hits, ttl: rows[0].ttl }
  }
}

/** A @fastify/rate-limit store class (the plugin constructs it and its per-route children) over `count`. */
export function loginAttemptStore (count: CountAttempt) {
  return class LoginAttemptStore {
    incr (key: string, done: Done, timeWindow: number): void {
      count(key, timeWindow).then(result => { done(null, result) }, done)
    }

    child (): LoginAttemptStore {
      return new LoginAttemptStore()
    }
  }
}
