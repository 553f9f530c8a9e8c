// Messages between the service and the embedded engine's thread (core/database/pglite-worker.ts).

/**
 * An engine's start: where the data lives, whether its commits are synced to the disk, and an initialised data
 * directory to begin from (tests).
 */
export interface EngineStart {
  dataDir: string
  durable: boolean
  loadDataDir?: ArrayBuffer
}

export type EngineCall =
  | { kind: 'open', start: EngineStart }
  | { kind: 'query', sql: string, params: unknown[] }
  | { kind: 'listen' | 'unlisten', channel: string }
  | { kind: 'close' }
export type EngineRequest = { id: number } & EngineCall

/** A notification has a channel instead of an id. */
export type EngineReply =
  | { id: number, result: unknown }
  | { id: number, error: Record<string, unknown> }
  | { channel: string, payload: string }

export interface QueryResult { rows: unknown[], affectedRows?: number }
