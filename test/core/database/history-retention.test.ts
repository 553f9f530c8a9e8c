import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import t from 'tap'
import { keepHistoryFor } from '../../../core/database/history-retention.js'

// The purge's schedule (its SQL: test/plugins/routes/records/history-retention.test.ts): at start, then on and on;
// a failure is logged and tried again; stopping ends it.

t.test('purges at start and then every interval; a failed purge is logged, not thrown; stop ends the runs', async t => {
  let runs = 0
  const failing = { transaction: () => ({ execute: async () => { runs++; throw new Error('disk full') } }) } as unknown as Kysely<any>
  const logged: string[] = []
  const log = { info: (_: object, m: string) => logged.push(m), error: (o: object, m: string) => logged.push(`${m}: ${String((o as { err: Error }).err.message)}`) }
  const stop = await keepHistoryFor(failing, 3, log, 10)
  t.equal(runs, 1, 'once at start, before the service answers')
  // (every 10 ms: two more runs come within seconds even on a loaded machine, whose timers fire late)
  for (const started = Date.now(); runs < 3 && Date.now() - started < 5000;) await sleep(10)
  t.ok(runs >= 3, 'then on every interval')
  await stop()
  const stopped = runs
  await sleep(40)
  t.equal(runs, stopped, 'no run after stop')
  t.equal(logged[0], 'history purge failed; it runs again in a day: disk full')
  t.equal(await (await keepHistoryFor(failing, 0, log))(), undefined, '0 days: nothing runs')
  t.equal(runs, stopped)
})
