import { closeSync, fsyncSync, openSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

// PGlite keeps an on-disk database in real files (Emscripten's NODEFS), but it starts PostgreSQL with fsync off
// (-F) and NODEFS has no fsync: a commit is acknowledged once it is in the page cache, and an OS crash or a power
// cut can lose it or leave the directory unreadable. Durable, PostgreSQL syncs as it does on a server (the WAL at
// every commit, before the commit is answered; data files at checkpoints; a directory after a new file in it), and
// every sync reaches the disk: the WAL with fsync() (Emscripten's fdatasync does nothing, its fsync calls the file
// system's), and NODEFS given an fsync of the real file. A statement that several requests share (a group commit,
// core/5-records/batches.ts) shares its sync.

/** PGlite's own start parameters with fsync on and the WAL synced by fsync(). */
export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter(p => p !== '-F'), '-c', 'wal_sync_method=fsync']

/** A file descriptor to sync (fsyncSync; tests watch it). */
export type SyncFile = (fd: number) => void

interface NodeStream { nfd?: number, node: unknown }
interface EmscriptenNodeFS {
  stream_ops: { fsync?: (stream: NodeStream) => number }
  realPath: (node: unknown) => string
  tryFSOperation: <T>(operation: () => T) => T
}
interface EmscriptenModule { FS: { filesystems: { NODEFS: EmscriptenNodeFS } } }

/** PGlite's file system for a directory on disk, with an fsync that syncs. */
export class DurableNodeFS extends NodeFS {
  constructor (dataDir: string, readonly syncFile: SyncFile = fsyncSync) {
    super(dataDir)
  }

  override async init (...[pg, options]: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const syncFile = this.syncFile
    const withSync = (module: EmscriptenModule): void => {
      const nodefs = module.FS.filesystems.NODEFS
      nodefs.stream_ops.fsync = stream => nodefs.tryFSOperation(() => {
        // (a directory has no descriptor of its own in NODEFS)
        if (stream.nfd !== undefined) syncFile(stream.nfd)
        else syncDirectory(nodefs.realPath(stream.node), syncFile)
        return 0
      })
    }
    // after NodeFS's own preRun (which mounts the directory): fsync is looked up when it is called
    const { emscriptenOpts } = await super.init(pg, options)
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...emscriptenOpts.preRun!, withSync as (module: unknown) => void] } }
  }
}

function syncDirectory (path: string, syncFile: SyncFile): void {
  const fd = openSync(path, 'r')
  try {
    syncFile(fd)
  } finally {
    closeSync(fd)
  }
}
