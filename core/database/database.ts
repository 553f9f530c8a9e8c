import type { Kysely } from 'kysely'

export type NotificationHandler = (payload: string) => void

/** How a connection pool is used (pg.Pool's counters): open connections, idle ones, requests waiting for one. */
export interface PoolUse { readonly totalCount: number, readonly idleCount: number, readonly waitingCount: number }

/**
 * What the service needs from a database, whichever engine is behind it. Engine differences live only in
 * pglite.ts and postgres.ts; everything else is written against this interface.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres'
  readonly db: Kysely<any>
  /** the connection pool, read by the metrics (PostgreSQL; the embedded engine has one connection and no pool) */
  readonly pool?: PoolUse
  /**
   * How long a cache of this database's rows (the sessions of core/auth/sessions.ts) may go unread: PostgreSQL is
   * written by other instances and by hand, whose announcements may be missed; the embedded database only by this
   * process, which forgets what it changes — and whose long import holds the one session that a read would wait for.
   */
  readonly cacheMs: number
  /** Subscribes to a NOTIFY channel; the returned function unsubscribes. */
  listen (channel: string, handler: NotificationHandler): Promise<() => Promise<void>>
  /** Called after the notification connection was lost and restored: notifications may have been missed. */
  onReconnect (handler: () => void): void
  close (): Promise<void>
}

// Values as the API shows them: dates and times stay text in PostgreSQL's ISO style
// ('2024-05-01', '10:30:00', '2024-05-01 10:30:00'); bigint counts become numbers.
export const TEXT_TYPES = { DATE: 1082, TIME: 1083, TIMESTAMP: 1114 } as const
export const INT8 = 20
export const asText = (value: string): string => value
export const asNumber = (value: string): number => Number(value)
