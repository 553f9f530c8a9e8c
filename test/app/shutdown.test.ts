import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { closeOnSignals } from '../../app/shutdown.js'

const fakeApp = (close: () => Promise<unknown>) => {
  const logs: string[] = []
  return { logs, close, log: { info: (_: object, msg: string) => logs.push(msg), error: (obj: object | string, msg?: string) => logs.push(msg ?? String(obj)) } }
}

t.test('a signal closes the app and exits 0', async t => {
  const codes: number[] = []
  const app = fakeApp(async () => {})
  const stop = closeOnSignals(app, { exit: c => codes.push(c), signals: ['SIGUSR2'] })
  process.emit('SIGUSR2', 'SIGUSR2')
  await sleep(10)
  stop()
  t.same(codes, [0])
  t.same(app.logs, ['shutting down'])
})

t.test('a failing close exits 1; a second signal exits at once', async t => {
  const codes: number[] = []
  const app = fakeApp(async () => { await sleep(20); throw new Error('stuck') })
  const stop = closeOnSignals(app, { exit: c => codes.push(c), signals: ['SIGUSR2'] })
  process.emit('SIGUSR2', 'SIGUSR2')
  process.emit('SIGUSR2', 'SIGUSR2')
  t.same(codes, [1])
  await sleep(40)
  stop()
  t.same(codes, [1, 1])
  t.same(app.logs, ['shutting down', 'shutdown failed'])
})

t.test('a shutdown that takes too long exits 1', async t => {
  const codes: number[] = []
  const app = fakeApp(() => new Promise(() => {}))
  const stop = closeOnSignals(app, { exit: c => codes.push(c), signals: ['SIGUSR2'], graceMs: 5 })
  process.emit('SIGUSR2', 'SIGUSR2')
  await sleep(30)
  stop()
  t.same(codes, [1])
  t.same(app.logs, ['shutting down', 'shutdown took too long'])
})

t.test('defaults', async t => {
  const stop = closeOnSignals(fakeApp(async () => {}))
  t.ok(process.listenerCount('SIGTERM') >= 1)
  stop()
})
