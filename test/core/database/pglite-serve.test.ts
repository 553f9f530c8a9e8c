import { once } from 'node:events'
import { join } from 'node:path'
import { MessageChannel } from 'node:worker_threads'
import t from 'tap'
import type { EngineCall, EngineReply } from '../../../core/database/pglite-protocol.js'
import { serveEngine } from '../../../core/database/pglite-serve.js'
import { DurableNodeFS, syncPath } from '../../../core/database/pglite-durable.js'
import { tempDir } from '../../helpers/app.js'
import { initdbSnapshot } from '../../helpers/database.js'
import type { Teardown } from '../../helpers/teardown.js'

// What the engine's thread does (core/database/pglite-worker.ts only starts it), served here over a channel on the
// test's own thread: open (from a snapshot, or by initdb), statements and their errors, notifications, close.

function served (t: Teardown, diskFor?: (dataDir: string) => DurableNodeFS): { send: (call: EngineCall) => Promise<unknown>, heard: EngineReply[] } {
  const { port1, port2 } = new MessageChannel()
  serveEngine(port1, diskFor)
  t.teardown(() => { port1.close() })
  const replies = new Map<number, EngineReply>()
  const heard: EngineReply[] = []
  port2.on('message', (reply: EngineReply) => { if ('id' in reply) replies.set(reply.id, reply); else heard.push(reply) })
  let id = 0
  const send = async (call: EngineCall): Promise<unknown> => {
    const mine = ++id
    port2.postMessage({ ...call, id: mine })
    while (!replies.has(mine)) await once(port2, 'message')
    const reply = replies.get(mine)!
    return 'error' in reply ? { error: reply.error } : (reply as { result: unknown }).result
  }
  return { send, heard }
}

t.test('an engine opened from a snapshot: statements, errors, notifications, close', async t => {
  const { send, heard } = served(t)
  t.equal(await send({ kind: 'open', start: { dataDir: 'memory://', durable: true, loadDataDir: await (await initdbSnapshot()).arrayBuffer() } }), null, 'in memory: nothing to sync')
  t.same(await send({ kind: 'query', sql: "select $1::int + 1 as n, 5::bigint as big, '2024-05-01'::date as d, '10:30'::time as t", params: [1] }),
    { rows: [{ n: 2, big: 5, d: '2024-05-01', t: '10:30:00' }], affectedRows: 0 }, 'dates and times stay text, bigints become numbers')
  const failed = await send({ kind: 'query', sql: 'select $1::int', params: ['x'] }) as { error: Record<string, unknown> }
  t.match(failed.error, { code: '22P02', severity: 'ERROR', message: /invalid input syntax/ }, 'the fields a status is chosen by')
  t.notOk('params' in failed.error, 'values that are not plain stay behind')
  t.equal(await send({ kind: 'listen', channel: 'ch' }), null)
  await send({ kind: 'query', sql: "select pg_notify('ch', 'one')", params: [] })
  t.equal(await send({ kind: 'unlisten', channel: 'ch' }), null)
  await send({ kind: 'query', sql: "select pg_notify('ch', 'two')", params: [] })
  t.same(heard, [{ channel: 'ch', payload: 'one' }])
  t.equal(await send({ kind: 'close' }), null)
})

t.test('an engine opened by initdb', async t => {
  const { send } = served(t)
  t.equal(await send({ kind: 'open', start: { dataDir: 'memory://', durable: false } }), null)
  t.same(await send({ kind: 'query', sql: 'select 1 as one', params: [] }), { rows: [{ one: 1 }], affectedRows: 0 })
  t.equal(await send({ kind: 'close' }), null)
})

t.test('on disk, durable or relaxed (EMBEDDED_DURABILITY)', async t => {
  for (const durable of [true, false]) {
    const { send } = served(t)
    t.equal(await send({ kind: 'open', start: { dataDir: join(await tempDir(t), 'pgdata'), durable } }), null)
    t.same(await send({ kind: 'query', sql: 'show fsync', params: [] }), { rows: [{ fsync: durable ? 'on' : 'off' }], affectedRows: 0 })
    t.equal(await send({ kind: 'close' }), null)
  }
})

t.test('durable: a commit is answered once its WAL is synced; the next request runs meanwhile; a failed sync is told', async t => {
  const events: string[] = []
  let hold: Promise<void> | undefined
  let failing = false
  const { send } = served(t, dataDir => new DurableNodeFS(dataDir, undefined, async path => {
    const n = events.filter(e => e.startsWith('sync begins')).length + 1
    events.push(`sync begins ${n}`)
    await hold
    if (failing) throw new Error('EIO: i/o error, fsync')
    await syncPath(path)
    events.push(`sync ends ${n}`)
  }))
  t.equal(await send({ kind: 'open', start: { dataDir: join(await tempDir(t), 'pgdata'), durable: true } }), null)
  await send({ kind: 'query', sql: 'create table cores (id serial primary key, remarks text)', params: [] })
  events.length = 0

  let release!: () => void
  hold = new Promise(resolve => { release = resolve })
  const first = send({ kind: 'query', sql: "insert into cores (remarks) values ('one') returning id", params: [] }).then(r => { events.push('answer 1'); return r })
  const second = send({ kind: 'query', sql: "insert into cores (remarks) values ('two') returning id", params: [] }).then(r => { events.push('answer 2'); return r })
  const read = send({ kind: 'query', sql: 'select count(*)::int as n from cores', params: [] }).then(r => { events.push('answer 3'); return r })
  while (events.length < 2) await new Promise(resolve => setTimeout(resolve, 10))
  t.same(events, ['sync begins 1', 'sync begins 2'], 'the second commit ran while the first one\'s sync was held; nothing answered')
  release()
  t.same(await Promise.all([first, second, read]), [{ rows: [{ id: 1 }], affectedRows: 1 }, { rows: [{ id: 2 }], affectedRows: 1 }, { rows: [{ n: 2 }], affectedRows: 0 }])
  t.same(events.slice(2).filter(e => e.startsWith('answer')), ['answer 1', 'answer 2', 'answer 3'], 'answers in the order the requests came')
  t.ok(events.indexOf('answer 1') > events.indexOf('sync ends 1') && events.indexOf('answer 2') > events.indexOf('sync ends 2'), 'each after its sync')

  failing = true
  t.same(await send({ kind: 'query', sql: "insert into cores (remarks) values ('three')", params: [] }),
    { error: { message: 'the commit could not be synced to the disk: EIO: i/o error, fsync' } })
  failing = false
  t.equal(await send({ kind: 'close' }), null)
})
