import { closeSync, fsyncSync, openSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

// PGlite keeps an on-disk database in real files (Emscripten's NODEFS), but it starts PostgreSQL with fsync off
// (-F) and NODEFS has no fsync: a commit is acknowledged once it is in the page cache, and an OS crash or a power
// cut can lose it or leave the directory unreadable. Durable, PostgreSQL syncs as it does on a server (the WAL at
// every commit; data files at checkpoints; a directory after a new file in it), and every sync reaches the disk:
// the WAL with fsync() (Emscripten's fdatasync does nothing, its fsync calls the file system's), and NODEFS given
// an fsync of the real file.
//
// A commit's sync of the WAL is the one PostgreSQL waits for on every write, and PGlite runs PostgreSQL on one
// thread: were it synced there, the engine would stand still for the disk at every commit. So the sync of a WAL
// segment is deferred: the engine answers no request before flush() has synced every segment PostgreSQL asked it
// to (pglite-serve.ts), and meanwhile runs the next request — group commit, as on a server. Write-ahead stays true:
// before anything else is written or synced (a data page, pg_control, a directory), the deferred segments are synced
// first, on the spot, so nothing reaches the disk before the WAL that covers it.

/** PGlite's own start parameters with fsync on and the WAL synced by fsync(). */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter(p => p !== '-F'), '-c', 'wal_sync_method=fsync']

/** A file descriptor to sync (fsyncSync; tests watch it). */
export type SyncFile = (fd: number) => void
/** A deferred WAL segment to sync, by its path (tests watch it). */
export type SyncSegment = (path: string) => Promise<void>

/** A segment of the WAL (not its temporary files, not its archive status) */
const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/

interface NodeStream { nfd?: number, node: unknown }
interface EmscriptenNodeFS {
  stream_ops: { fsync?: (stream: NodeStream) => number, write: (stream: NodeStream, ...rest: unknown[]) => number }
  realPath: (node: unknown) => string
  tryFSOperation: <T>(operation: () => T) => T
}
interface EmscriptenModule { FS: { filesystems: { NODEFS: EmscriptenNodeFS } } }

/** PGlite's file system for a directory on disk, with an fsync that syncs. */
export class DurableNodeFS extends NodeFS {
  /** WAL segments PostgreSQL asked to sync, not synced yet */
  readonly #deferred = new Set<string>()
  /** those being synced by flush() */
  readonly #flushing = new Set<string>()

  constructor (dataDir: string, readonly syncFile: SyncFile = fsyncSync, readonly syncSegment: SyncSegment = syncPath) {
    super(dataDir)
  }

  /** Syncs the WAL segments deferred so far (resolves at once when there are none): a commit is on the disk after it. */
  async flush (): Promise<void> {
    const paths = [...this.#deferred]
    this.#deferred.clear()
    for (const path of paths) this.#flushing.add(path)
    try {
      await Promise.all(paths.map(this.syncSegment))
    } finally {
      for (const path of paths) this.#flushing.delete(path)
    }
  }

  /** Syncs the deferred segments and those being flushed, now (before anything else reaches the disk). */
  #walFirst (): void {
    for (const path of [...this.#deferred, ...this.#flushing]) syncWith(path, this.syncFile)
    this.#deferred.clear()
  }

  override async init (...[pg, options]: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const withSync = (module: EmscriptenModule): void => {
      const nodefs = module.FS.filesystems.NODEFS
      nodefs.stream_ops.fsync = stream => nodefs.tryFSOperation(() => {
        // (a directory has no descriptor of its own in NODEFS)
        const path = nodefs.realPath(stream.node)
        if (stream.nfd !== undefined && WAL_SEGMENT.test(path)) {
          this.#deferred.add(path)
          return 0
        }
        this.#walFirst()
        if (stream.nfd !== undefined) this.syncFile(stream.nfd)
        else syncWith(path, this.syncFile)
        return 0
      })
      const write = nodefs.stream_ops.write
      nodefs.stream_ops.write = (stream, ...rest) => {
        if (this.#deferred.size + this.#flushing.size > 0 && !WAL_SEGMENT.test(nodefs.realPath(stream.node))) this.#walFirst()
        return write(stream, ...rest)
      }
    }
    // after NodeFS's own preRun (which mounts the directory): fsync and write are looked up when they are called
    const { emscriptenOpts } = await super.init(pg, options)
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...emscriptenOpts.preRun!, withSync as (module: unknown) => void] } }
  }
}

/** Syncs the file or directory at `path` (one a later step renamed or removed needs none). */
export function syncWith (path: string, syncFile: SyncFile): void {
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  try {
    syncFile(fd)
  } finally {
    closeSync(fd)
  }
}

/** Syncs a WAL segment off the engine's thread (one recycled meanwhile needs none). */
export async function syncPath (path: string): Promise<void> {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (handle === undefined) return
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
