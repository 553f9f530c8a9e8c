import { fstatSync, fsyncSync, readlinkSync } from 'node:fs'
import { join, relative } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import t from 'tap'
import { DURABLE_START_PARAMS, DurableNodeFS } from '../../../core/database/pglite-durable.js'
import { tempDir } from '../../helpers/app.js'

// The embedded database on disk, durable (core/database/pglite-durable.ts): its file system's syncs watched, in
// the order they happen beside the answers of the statements.

t.test('a commit is synced to the disk before it is answered; a read syncs nothing', async t => {
  const dir = join(await tempDir(t), 'pgdata')
  const events: string[] = []
  const watched = (fd: number): void => {
    const what = fstatSync(fd).isDirectory() ? 'directory' : 'file'
    events.push(`sync ${what} ${relative(dir, readlinkSync(`/proc/self/fd/${fd}`))}`)
    fsyncSync(fd)
  }
  const pg = new PGlite({ fs: new DurableNodeFS(dir, watched), startParams: DURABLE_START_PARAMS })
  await pg.waitReady
  t.same((await pg.query('show fsync')).rows, [{ fsync: 'on' }])
  t.same((await pg.query('show wal_sync_method')).rows, [{ wal_sync_method: 'fsync' }], 'the WAL with fsync() (fdatasync() does nothing under Emscripten)')
  await pg.query('create table cores (id serial primary key, remarks text)')
  events.length = 0

  await pg.query("insert into cores (remarks) values ('one')")
  events.push('answer insert')
  await pg.query('select * from cores')
  events.push('answer select')
  await pg.query('begin')
  await pg.query("insert into cores (remarks) values ('two')")
  events.push('answer insert in a transaction')
  await pg.query('commit')
  events.push('answer commit')
  const wal = /^sync file pg_wal\/[0-9A-F]{24}$/
  t.match(events, [wal, 'answer insert', 'answer select', 'answer insert in a transaction', wal, 'answer commit'],
    'the WAL synced before each commit was answered, nothing else')
  t.equal(events.length, 6)

  events.length = 0
  await pg.close()
  t.ok(events.some(e => e.startsWith('sync file base/')), 'the checkpoint at close syncs the data files')
  t.ok(events.some(e => e.startsWith('sync directory')), 'and directories')
})
