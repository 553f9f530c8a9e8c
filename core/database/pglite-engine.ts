import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { Worker } from 'node:worker_threads'
import type { NotificationHandler } from './database.js'
import type { EngineCall, EngineReply, EngineRequest, QueryResult } from './pglite-protocol.js'

// The embedded engine (PGlite) in a thread of its own, as the service's thread sees it. PGlite cannot cancel a
// statement (it has no signals: statement_timeout never fires), and on the service's thread a long statement
// would stop everything else, health probes included. In its own thread it stops nothing, and one that runs past
// the limit is answered 57014 (503) at once. On disk the thread is then ended and the engine opened again on the
// same directory (committed data is in its files, as after a kill -9); in memory the statement is left to finish,
// as ending the thread would lose the data, and later statements wait for it (their time runs meanwhile).

export interface EngineOptions {
  /** a directory, or memory:// */
  dataDir: string
  /** on disk: every commit synced to the disk before it is answered (pglite-durable.ts) */
  durable?: boolean
  /** the longest a statement may run before its request is answered 503 (0 = no limit) */
  statementTimeoutMs?: number
  /** told when the engine was opened again after a statement ran too long, or after its thread failed */
  onError?: (error: Error) => void
}

interface Pending { resolve: (value: unknown) => void, reject: (error: Error) => void, timer?: NodeJS.Timeout }

// PGlite's WebAssembly is optimised while it runs (V8's tier-up) by background threads, by default as many as the
// machine has cores: at a start they take the cores the service's thread needs to load its modules (a restart
// on two cores: 1.3 s → 1.1 s with one). One thread does it in the background all the same.
setFlagsFromString('--wasm-num-compilation-tasks=1')

/** Threads whose engine was closed cleanly, ready to open another: a thread's start is most of an open. */
const idle: Worker[] = []
// The thread's module is TypeScript under the test loader and JavaScript once built: named like this one.
const WORKER = new URL(`./pglite-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url)

/** An idle thread, or a new one. */
const thread = (): Worker => idle.pop() ?? new Worker(WORKER)

/** Forgets an engine's listeners (only those: the thread's own stay). */
function detach (worker: Worker): void {
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event)
}

/** An error as PostgreSQL reports it: the code decides the answer (plugins/infra/error-response.ts). */
export function databaseError (fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields)
}

export class EngineThread {
  #worker!: Worker
  #ready!: Promise<unknown>
  readonly #pending = new Map<number, Pending>()
  readonly #channels = new Map<string, Set<NotificationHandler>>()
  #nextId = 1
  #closed = false

  private constructor (readonly options: EngineOptions) {}

  /** Opens an engine on `options.dataDir`, from `loadDataDir` when given; rejects when it cannot start. */
  static async open (options: EngineOptions, loadDataDir?: ArrayBuffer): Promise<EngineThread> {
    const engine = new EngineThread(options)
    engine.#start(thread(), loadDataDir)
    try {
      await engine.#ready
    } catch (error) {
      engine.#closed = true
      await engine.#worker.terminate()
      throw error
    }
    return engine
  }

  #start (worker: Worker, loadDataDir?: ArrayBuffer): void {
    worker.ref()
    this.#worker = worker
    worker.on('message', (reply: EngineReply) => {
      if ('channel' in reply) {
        for (const handler of this.#channels.get(reply.channel) ?? []) handler(reply.payload)
        return
      }
      const pending = this.#pending.get(reply.id)
      if (pending === undefined) return // a statement abandoned after its time ran out
      this.#pending.delete(reply.id)
      clearTimeout(pending.timer)
      if ('error' in reply) pending.reject(databaseError(reply.error))
      else pending.resolve(reply.result)
    })
    // 'error' (an uncaught exception, out of memory) is followed by 'exit': either ends the thread
    const lost = (): void => { this.#lost(worker) }
    worker.on('error', lost)
    worker.on('exit', lost)
    this.#ready = this.#post({ kind: 'open', start: { dataDir: this.options.dataDir, durable: this.options.durable === true, loadDataDir } })
    this.#ready.catch(() => {}) // a failed start is the error of every statement that waits for it
  }

  /** The thread ended without being asked: what waits fails (503); on disk the engine is opened again. */
  #lost (worker: Worker): void {
    if (worker !== this.#worker || this.#closed) return
    const reason = 'stopped with its thread'
    this.#failPending(reason)
    if (this.options.dataDir === 'memory://') this.#closed = true
    else this.#restart(reason)
  }

  #failPending (reason: string): void {
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer)
      pending.reject(databaseError({ message: `terminating connection: the embedded database ${reason}`, code: '57P01' }))
      this.#pending.delete(id)
    }
  }

  #restart (reason: string): void {
    this.options.onError?.(new Error(`the embedded database was opened again: ${reason}`))
    const old = this.#worker
    detach(old)
    void old.terminate()
    this.#start(thread())
    // subscriptions belong to the engine: the new one gets them again
    for (const channel of this.#channels.keys()) this.#post({ kind: 'listen', channel }).catch(() => {})
  }

  /** A statement past its time: answered 57014 now; on disk the engine is ended and opened again. */
  #timedOut (id: number): void {
    const pending = this.#pending.get(id)!
    this.#pending.delete(id)
    pending.reject(databaseError({ message: 'canceling statement due to statement timeout', code: '57014' }))
    if (this.options.dataDir !== 'memory://') {
      const reason = 'ended a statement that ran past DB_STATEMENT_TIMEOUT_MS'
      this.#failPending(reason)
      this.#restart(reason)
    }
  }

  /** The engine's thread (fault tests end it, as a crash would). */
  get thread (): Worker { return this.#worker }

  /** Sends a call to the thread as it is now; the answer settles the promise. */
  async #post (call: EngineCall, timeoutMs = 0): Promise<unknown> {
    const id = this.#nextId++
    return await new Promise((resolve, reject) => {
      const timer = timeoutMs > 0 ? setTimeout(() => { this.#timedOut(id) }, timeoutMs) : undefined
      this.#pending.set(id, { resolve, reject, timer })
      this.#worker.postMessage({ ...call, id } satisfies EngineRequest)
    })
  }

  /** A call once the engine is open (again). */
  async #send (call: EngineCall, timeoutMs = 0): Promise<unknown> {
    if (this.#closed) throw databaseError({ message: 'the embedded database is closed', code: '08003' })
    await this.#ready
    return await this.#post(call, timeoutMs)
  }

  async query (sql: string, params: unknown[] = []): Promise<QueryResult> {
    return await this.#send({ kind: 'query', sql, params }, this.options.statementTimeoutMs) as QueryResult
  }

  async listen (channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    let handlers = this.#channels.get(channel)
    if (handlers === undefined) {
      handlers = new Set()
      this.#channels.set(channel, handlers)
      await this.#send({ kind: 'listen', channel })
    }
    handlers.add(handler)
    return async () => {
      handlers.delete(handler)
      if (handlers.size > 0 || this.#channels.get(channel) !== handlers) return
      this.#channels.delete(channel)
      await this.#send({ kind: 'unlisten', channel })
    }
  }

  /** Closes the engine; its thread, still sound, waits for the next open. */
  async close (): Promise<void> {
    if (this.#closed) return
    await this.#send({ kind: 'close' })
    this.#closed = true
    const worker = this.#worker
    detach(worker)
    worker.unref()
    idle.push(worker)
  }
}
