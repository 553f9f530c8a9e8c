import { fstatSync, fsyncSync, readlinkSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import t from 'tap'
import { DURABLE_START_PARAMS, DurableNodeFS, syncPath, syncWith } from '../../../core/database/pglite-durable.js'
import { tempDir } from '../../helpers/app.js'

// The embedded database on disk, durable (core/database/pglite-durable.ts): its file system's syncs watched, in
// the order they happen beside the statements. (That no answer leaves the engine before its flush is
// test/core/database/pglite-serve.test.ts's.)

/** A durable file system whose syncs are written down in `events`, as paths relative to `dir`. */
function watchedDisk (dir: string, events: string[]): DurableNodeFS {
  const watched = (fd: number): void => {
    const what = fstatSync(fd).isDirectory() ? 'directory' : 'file'
    events.push(`sync ${what} ${relative(dir, readlinkSync(`/proc/self/fd/${fd}`))}`)
    fsyncSync(fd)
  }
  return new DurableNodeFS(dir, watched, async path => {
    events.push(`flush ${relative(dir, path)}`)
    await syncPath(path)
  })
}

t.test('a commit\'s sync of the WAL waits for flush(); reads sync nothing; the WAL goes before anything else', async t => {
  const dir = join(await tempDir(t), 'pgdata')
  const events: string[] = []
  const disk = watchedDisk(dir, events)
  const pg = new PGlite({ fs: disk, startParams: DURABLE_START_PARAMS })
  await pg.waitReady
  t.same((await pg.query('show fsync')).rows, [{ fsync: 'on' }])
  t.same((await pg.query('show wal_sync_method')).rows, [{ wal_sync_method: 'fsync' }], 'the WAL with fsync() (fdatasync() does nothing under Emscripten)')
  await pg.query('create table cores (id serial primary key, remarks text)')
  await disk.flush()
  events.length = 0

  const segment = /^flush pg_wal\/[0-9A-F]{24}$/
  await pg.query("insert into cores (remarks) values ('one')")
  events.push('insert')
  await disk.flush()
  events.push('flushed')
  await pg.query('select * from cores')
  await disk.flush()
  events.push('select')
  await pg.query('begin')
  await pg.query("insert into cores (remarks) values ('two')")
  await disk.flush()
  events.push('insert in a transaction')
  await pg.query('commit')
  await disk.flush()
  events.push('commit')
  t.match(events, ['insert', segment, 'flushed', 'select', 'insert in a transaction', segment, 'commit'],
    'the segment synced by the flush after each commit, nothing else')
  t.equal(events.length, 7)

  // a checkpoint writes and syncs data files: the segment a commit left deferred is synced first, on the spot
  events.length = 0
  await pg.query("insert into cores (remarks) values ('three')")
  await pg.query('checkpoint')
  const first = events.findIndex(e => e.startsWith('sync file base/') || e.startsWith('sync file global/'))
  t.ok(first > 0, 'data files synced')
  t.match(events.slice(0, first), [/^sync file pg_wal\/[0-9A-F]{24}$/], 'after the deferred segment')
  await disk.flush()
  t.notOk(events.some(e => e.startsWith('flush')), 'nothing left to flush')

  await pg.query("insert into cores (remarks) values ('four')")
  events.length = 0
  await pg.close()
  t.ok(events.some(e => e.startsWith('sync file base/')), 'the checkpoint at close syncs the data files')
  t.ok(events.some(e => e.startsWith('sync directory')), 'and directories')
})

t.test('a file gone before its sync needs none; other failures are told', async t => {
  const dir = await tempDir(t)
  await mkdir(join(dir, 'a'))
  await syncPath(join(dir, 'gone'))
  syncWith(join(dir, 'gone'), () => t.fail('nothing to sync'))
  const synced: number[] = []
  syncWith(join(dir, 'a'), fd => synced.push(fd))
  t.equal(synced.length, 1, 'a directory')
  await syncPath(join(dir, 'a'))
  await t.rejects(syncPath('/etc/hostname/x'), { code: 'ENOTDIR' })
  t.throws(() => syncWith('/etc/hostname/x', () => {}), { code: 'ENOTDIR' })
})
