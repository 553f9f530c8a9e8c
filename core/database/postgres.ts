import { setTimeout as sleep } from 'node:timers/promises'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { APPLICATION_NAME } from '../shared/instance.js'
import { preparingPool } from './prepared.js'
import { asNumber, asText, INT8, TEXT_TYPES, type Database, type NotificationHandler } from './database.js'

export interface PostgresOptions {
  url: string
  poolSize: number
  poolTimeoutMs: number
  statementTimeoutMs: number
  /** longest pause between reconnect attempts of the notification connection */
  maxBackoffMs?: number
  /** connection problems that do not fail a request (idle clients, the notification connection) */
  onError: (error: Error) => void
}

const custom: Record<number, (value: string) => unknown> = {
  [TEXT_TYPES.DATE]: asText,
  [TEXT_TYPES.TIME]: asText,
  [TEXT_TYPES.TIMESTAMP]: asText,
  [INT8]: asNumber
}
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    custom[oid] ?? pg.types.getTypeParser(oid, format as 'text')
}

/**
 * PostgreSQL through a bounded pg pool. Notifications use one dedicated connection that reconnects with
 * exponential backoff and then tells onReconnect subscribers to reload (notifications may have been missed).
 */
export async function openPostgres (options: PostgresOptions): Promise<Database> {
  const { onError } = options
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: options.poolTimeoutMs,
    statement_timeout: options.statementTimeoutMs || undefined,
    // Our statements are prepared per connection (prepared.ts) and answer through indexed lookups with LIMIT;
    // planning them afresh on every execution (PostgreSQL's default while parameters vary) cost more than
    // running them.
    options: '-c plan_cache_mode=force_generic_plan',
    // tells other instances this one is alive (core/files/repair.ts)
    application_name: APPLICATION_NAME,
    types
  })
  // A client losing its connection (server restart) must not crash the process. The pool handles idle clients
  // ('error' on the pool); a checked-out client, between the queries of a transaction, has no listener of its
  // own and would raise an uncaught exception: its queries fail (503) and the pool drops it on release.
  pool.on('error', onError)
  pool.on('connect', client => { client.on('error', onError) })
  await pool.query('select 1')

  const handlers = new Map<string, Set<NotificationHandler>>()
  const reconnectHandlers: Array<() => void> = []
  const stop = new AbortController()
  let client: pg.Client | undefined
  let closed = false

  // Connects the notification client, retrying with backoff; close() aborts the wait and awaits this loop,
  // so no connection outlives the database handle.
  const connect = async (): Promise<void> => {
    let backoff = 100
    while (!closed) {
      const next = new pg.Client({ connectionString: options.url, application_name: APPLICATION_NAME, types })
      try {
        await next.connect()
        next.on('notification', (msg) => {
          for (const handler of handlers.get(msg.channel)!) handler(msg.payload!)
        })
        // 'end' follows every loss of the connection; 'error' must only not go unhandled
        next.on('error', onError)
        next.on('end', () => { void lost(next) })
        for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`)
        client = next
        return
      } catch (error) {
        onError(error as Error)
        await next.end().catch(() => {})
        await sleep(backoff, undefined, { signal: stop.signal }).catch(() => {})
        backoff = Math.min(backoff * 2, options.maxBackoffMs ?? 5000)
      }
    }
  }
  let connecting = connect()
  const lost = async (which: pg.Client): Promise<void> => {
    if (closed || client !== which) return
    client = undefined
    connecting = connect()
    await connecting
    if (!closed) for (const handler of reconnectHandlers) handler()
  }
  await connecting

  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
  return {
    kind: 'postgres',
    cacheMs: 2000,
    db,
    pool,
    listen: async (channel, handler) => {
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await connecting
        await client?.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
      set.add(handler)
      return async () => { set.delete(handler) }
    },
    onReconnect: (handler) => { reconnectHandlers.push(handler) },
    close: async () => {
      if (closed) return
      closed = true
      stop.abort()
      await connecting
      await client?.end().catch(() => {})
      // ends the pool (and Kysely's driver with it)
      await db.destroy()
    }
  }
}
