import { createHash } from 'node:crypto'
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'

// Named prepared statements on PostgreSQL: every data statement (select, insert, update, delete, with) is sent
// under a name derived from its text, so each pooled connection parses and plans it once and then only binds
// and executes it. A model whose columns change compiles to other text and so to another name; PostgreSQL
// re-plans a named statement by itself when a table it reads is altered.
//
// The one case PostgreSQL refuses is a named statement whose result columns changed type under it (another
// instance widened a column: "cached plan must not change result type"). That name is then retired on the
// connection, and the statement runs again under a fresh name when no transaction is open (a transaction is
// aborted by the error; its caller sees a retryable 503, see plugins/infra/error-response.ts).

/** At most this many names per connection; statements beyond it run unnamed (hostile filter combinations). */
export const MAX_STATEMENTS_PER_CONNECTION = 500

/** A data statement: the kind that is prepared (other statements run unnamed). */
export const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
const TRANSACTION = /^\s*(begin|start transaction|commit|rollback|end|abort)\b/i

/** PostgreSQL's refusal to run a prepared statement whose result type changed (SQLSTATE 0A000). */
export function isStalePlan (error: unknown): boolean {
  const e = error as { code?: unknown, message?: unknown }
  return e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('cached plan must not change result type')
}

/**
 * A model changed by another instance while a statement of this one ran: a prepared statement whose result type the
 * change altered, or a column it dropped (drop and re-create) that this instance still reads until it follows. The
 * data API runs such a request again against the model that replaced it (plugins/support/model-change-retry.ts).
 */
export function isModelChange (error: unknown): boolean {
  return isStalePlan(error) || (error as { code?: unknown } | null)?.code === '42703'
}

interface ConnectionState {
  /** statement text → name on this connection */
  names: Map<string, string>
  /** a transaction is open on this connection */
  inTransaction: boolean
  /** names retired on this connection (stale plans), to keep new names unique */
  retired: number
}

const states = new WeakMap<pg.PoolClient, ConnectionState>()

function stateOf (client: pg.PoolClient): ConnectionState {
  let state = states.get(client)
  if (state === undefined) {
    state = { names: new Map(), inTransaction: false, retired: 0 }
    states.set(client, state)
  }
  return state
}

function nameFor (state: ConnectionState, text: string): string | undefined {
  const known = state.names.get(text)
  if (known !== undefined) return known
  // (retired names stay prepared on the server, so they count)
  if (!PREPARABLE.test(text) || state.names.size + state.retired >= MAX_STATEMENTS_PER_CONNECTION) return undefined
  const name = `rs_${createHash('sha1').update(text).digest('base64url')}${state.retired === 0 ? '' : `_${state.retired}`}`
  state.names.set(text, name)
  return name
}

// Kysely passes a cursor object only to streamed queries, which need a cursor in the dialect config: there is none.
class PreparingClient {
  constructor (readonly client: pg.PoolClient) {}

  async query<R> (text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const state = stateOf(this.client)
    const transaction = TRANSACTION.exec(text)?.[1].toLowerCase()
    const run = async (): Promise<PostgresQueryResult<R>> => {
      const name = nameFor(state, text)
      const values = [...parameters]
      return await (name === undefined
        ? this.client.query(text, values)
        : this.client.query({ name, text, values })) as unknown as PostgresQueryResult<R>
    }
    const opens = transaction === 'begin' || transaction === 'start transaction'
    // a failed commit or rollback ends the transaction as well
    if (transaction !== undefined && !opens) state.inTransaction = false
    try {
      const result = await run()
      if (opens) state.inTransaction = true
      return result
    } catch (error) {
      if (!isStalePlan(error)) throw error
      state.names.delete(text)
      state.retired++
      if (state.inTransaction) throw error
      return await run()
    }
  }

  release (): void {
    this.client.release()
  }
}

/** The pool as Kysely's PostgresDialect sees it, with every data statement prepared once per connection. */
export function preparingPool (pool: pg.Pool): PostgresPool {
  return {
    connect: async () => new PreparingClient(await pool.connect()) as unknown as PostgresPoolClient,
    end: async () => { await pool.end() }
  }
}
