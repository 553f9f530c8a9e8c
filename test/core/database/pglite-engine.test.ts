import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { EngineThread } from '../../../core/database/pglite-engine.js'
import { tempDir } from '../../helpers/app.js'

// The embedded engine in its own thread: statements, their errors and notifications cross the thread; a
// statement past its time is answered 57014 at once (in memory it finishes behind later statements; on disk the
// engine is opened again, committed data kept); a thread that ends is a 503, then (on disk) a new engine.

const code = async (promise: Promise<unknown>): Promise<unknown> => await promise.then(() => 'ok', (error: { code?: string }) => error.code)

t.test('statements, errors and notifications cross the thread', async t => {
  const engine = await EngineThread.open({ dataDir: 'memory://' })
  t.teardown(() => engine.close())
  await engine.query('create table t (id int primary key, d date, n bigint)')
  const inserted = await engine.query('insert into t values ($1, $2, $3), (2, null, null)', [1, '2024-05-01', 5])
  t.equal(inserted.affectedRows, 2)
  t.same((await engine.query('select * from t order by id')).rows, [{ id: 1, d: '2024-05-01', n: 5 }, { id: 2, d: null, n: null }],
    'dates stay text and bigints become numbers, as on PostgreSQL')
  const error = await engine.query('insert into t values (1)').catch((e: Record<string, unknown>) => e)
  t.match(error, { code: '23505', constraint: 't_pkey', message: /duplicate key/ }, "PostgreSQL's fields reach the service")
  t.ok(error instanceof Error)

  const heard: string[] = []
  const stopFirst = await engine.listen('ch', payload => heard.push(`first ${payload}`))
  const stopSecond = await engine.listen('ch', payload => heard.push(`second ${payload}`))
  await engine.query("select pg_notify('ch', 'a')")
  await stopFirst()
  await stopFirst() // twice: nothing more to undo
  await engine.query("select pg_notify('ch', 'b')")
  await stopSecond()
  await engine.query("select pg_notify('ch', 'c')")
  // a notification already on its way when its last subscriber leaves is dropped
  await engine.listen('late', payload => heard.push(`late ${payload}`)).then(async stop => {
    const notifying = engine.query("select pg_notify('late', 'x')")
    await stop()
    await notifying
  })
  t.same(heard, ['first a', 'second a', 'second b'])
  t.equal(await code(engine.query('select 1')), 'ok')
})

t.test('in memory, a statement past its time answers 57014 and the engine goes on', async t => {
  const engine = await EngineThread.open({ dataDir: 'memory://', statementTimeoutMs: 1000 })
  t.teardown(() => engine.close())
  await engine.query('create table t (id int)')
  await engine.query('insert into t values (1)')
  const started = Date.now()
  t.equal(await code(engine.query('select pg_sleep(1.6)')), '57014')
  t.ok(Date.now() - started < 1500, 'answered before the statement ended')
  // the abandoned statement finishes first (this one's time runs meanwhile); its late answer is ignored
  t.same((await engine.query('select id from t')).rows, [{ id: 1 }], 'the data is kept')
})

t.test('on disk, a statement past its time ends the engine, which opens again with the committed data', async t => {
  const dir = await tempDir(t)
  const errors: string[] = []
  // (long enough for the reopened engine's first statements on a loaded machine: at 300 ms one was cut off there)
  const engine = await EngineThread.open({ dataDir: join(dir, 'pg'), statementTimeoutMs: 2000, onError: e => errors.push(e.message) })
  t.teardown(() => engine.close())
  await engine.query('create table t (id int)')
  await engine.query('insert into t values (1)')
  const heard: string[] = []
  await engine.listen('ch', payload => heard.push(payload))
  const first = engine.thread
  const [slow, queued] = await Promise.all([code(engine.query('select pg_sleep(30)')), code(engine.query('select 2'))])
  t.equal(slow, '57014', 'the long statement is answered at once')
  t.equal(queued, '57P01', 'a statement sent to the ended engine fails (503)')
  t.not(engine.thread, first, 'a new thread')
  t.same((await engine.query('select id from t')).rows, [{ id: 1 }], 'committed data is there')
  await engine.query("select pg_notify('ch', 'after')")
  t.same(heard, ['after'], 'subscriptions follow the new engine')
  t.match(errors, [/opened again: ended a statement that ran past DB_STATEMENT_TIMEOUT_MS/])
})

t.test('a thread that ends: 503 for what waits; on disk a new engine, in memory none', async t => {
  const dir = await tempDir(t)
  const errors: string[] = []
  const disk = await EngineThread.open({ dataDir: join(dir, 'pg'), onError: e => errors.push(e.message) })
  t.teardown(() => disk.close())
  await disk.query('create table t (id int)')
  const waiting = code(disk.query('select pg_sleep(0.5)'))
  await disk.thread.terminate()
  t.equal(await waiting, '57P01')
  t.same((await disk.query('select count(*)::int as n from t')).rows, [{ n: 0 }], 'opened again')
  t.match(errors, [/opened again: stopped with its thread/])

  const memory = await EngineThread.open({ dataDir: 'memory://' })
  await memory.thread.terminate()
  t.equal(await code(memory.query('select 1')), '08003', 'closed: every later statement is a 503')
  await memory.close()
  await memory.close()
})

t.test('an engine that cannot start says why', async t => {
  const file = join(await tempDir(t), 'not-a-directory')
  await writeFile(file, 'x')
  await t.rejects(EngineThread.open({ dataDir: file }))
})
