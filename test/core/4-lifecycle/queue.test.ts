import t from 'tap'
import { SerialQueue } from '../../../core/4-lifecycle/queue.js'

t.test('tasks run one at a time in order; a failure does not stop the next one', async t => {
  const queue = new SerialQueue()
  const log: string[] = []
  const task = (name: string, fail = false) => async () => {
    log.push(`start ${name}`)
    await new Promise(resolve => setImmediate(resolve))
    log.push(`end ${name}`)
    if (fail) throw new Error(name)
    return name
  }
  const results = await Promise.allSettled([queue.run(task('a')), queue.run(task('b', true)), queue.run(task('c'))])
  t.same(log, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  t.same(results.map(r => r.status), ['fulfilled', 'rejected', 'fulfilled'])
  t.equal((results[2] as PromiseFulfilledResult<string>).value, 'c')
})
