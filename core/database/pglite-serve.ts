import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { MessagePort } from 'node:worker_threads'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { asNumber, asText, INT8, TEXT_TYPES } from './database.js'
import { DurableNodeFS, DURABLE_START_PARAMS } from './pglite-durable.js'
import { PreparedStatements } from './pglite-statements.js'
import type { EngineReply, EngineRequest, EngineStart } from './pglite-protocol.js'

// What the embedded engine's thread does (pglite-worker.ts starts it): it owns a PGlite, which runs statements
// synchronously on its thread — not the service's, so a long statement never stops HTTP, health probes or timers,
// and the service can abandon it (pglite-engine.ts). Requests run in the order they came, one at a time, and
// are answered in that order, each once the WAL its commit wrote is on the disk (pglite-durable.ts). A closed engine's thread may open another (tests open hundreds; a thread's start is most of an open).

const parsers = { [TEXT_TYPES.DATE]: asText, [TEXT_TYPES.TIME]: asText, [TEXT_TYPES.TIMESTAMP]: asText, [INT8]: asNumber }

type EngineCode = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>
let engineCode: Promise<EngineCode> | undefined

/**
 * PGlite's WebAssembly, compiled once by each thread for every engine it opens. Here, not on the service's thread:
 * a start's modules load there meanwhile, and the engine's start waits for none of its turns.
 */
async function compileEngine (): Promise<EngineCode> {
  // beside the package's entry point (its exports name no path to them)
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  const compile = async (name: string): Promise<WebAssembly.Module> => await WebAssembly.compile(await readFile(join(dist, name)))
  const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm'), readFile(join(dist, 'pglite.data'))])
  return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) }
}

/** What survives the trip to the service's thread: the message and PostgreSQL's fields (code, detail, ...). */
function plain (error: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = { message: (error as Error).message }
  for (const [key, value] of Object.entries(error as object)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  }
  return fields
}

/**
 * Serves engine requests arriving on `port` (the thread's parent port; a channel's in tests); `diskFor` makes the
 * file system of a durable database on disk (tests watch its syncs).
 */
export function serveEngine (port: MessagePort, diskFor = (dataDir: string) => new DurableNodeFS(dataDir)): void {
  let pg: PGlite
  let statements: PreparedStatements
  /** on disk and durable: its deferred WAL syncs (pglite-durable.ts) */
  let disk: DurableNodeFS | undefined
  const stops = new Map<string, () => Promise<void>>()

  async function answer (request: EngineRequest): Promise<unknown> {
    switch (request.kind) {
      case 'open': {
        const { dataDir, durable, loadDataDir } = request.start satisfies EngineStart
        engineCode ??= compileEngine()
        const onDisk = durable && dataDir !== 'memory://'
        // prepared statements planned once, as on PostgreSQL (core/database/postgres.ts)
        const startParams = [...onDisk ? DURABLE_START_PARAMS : PGlite.defaultStartParams, '-c', 'plan_cache_mode=force_generic_plan']
        disk = onDisk ? diskFor(dataDir) : undefined
        pg = new PGlite({ ...disk !== undefined ? { fs: disk } : { dataDir }, startParams, ...await engineCode, parsers, loadDataDir: loadDataDir === undefined ? undefined : new Blob([loadDataDir]) })
        statements = new PreparedStatements(pg)
        return await pg.waitReady
      }
      case 'query':
        return await statements.query(request.sql, request.params)
      case 'listen':
        stops.set(request.channel, await pg.listen(request.channel, payload => port.postMessage({ channel: request.channel, payload } satisfies EngineReply)))
        return null
      case 'unlisten':
        await stops.get(request.channel)!()
        stops.delete(request.channel)
        return null
      case 'close':
        stops.clear()
        return await pg.close()
    }
  }

  // (requests run one at a time; an answer waits for the sync of the WAL its commit wrote, while the next runs)
  let last = Promise.resolve()
  let answered = Promise.resolve()
  port.on('message', (request: EngineRequest) => {
    last = last.then(async () => {
      const reply: EngineReply = await answer(request).then(
        result => ({ id: request.id, result: result ?? null }),
        (error: unknown) => ({ id: request.id, error: plain(error) }))
      const synced = disk?.flush().then(() => reply, (error: Error) =>
        ({ id: request.id, error: { message: `the commit could not be synced to the disk: ${error.message}` } })) ?? reply
      answered = Promise.all([answered, synced]).then(([, sent]) => { port.postMessage(sent) })
    })
  })
}
