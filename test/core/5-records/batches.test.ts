import t from 'tap'
import { Batches, MAX_ROWS, type Batched } from '../../../core/5-records/batches.js'
import type { CompiledModel } from '../../../core/2-model/compile.js'
import { bundledRegistry } from '../../helpers/models.js'

// The queue alone, with a statement runner the test finishes by hand: which requests share a statement, in which
// order, and how each gets its own outcome.

interface Item extends Batched { name: string }
const item = (name: string, scope: string | null = name, shape = 'a'): Item => ({ name, scope, shape })

/** Batches whose statements wait until the test settles them; `runs` lists each statement's requests. */
function harness () {
  const runs: string[][] = []
  const pending: Array<(outcomes: Array<PromiseSettledResult<string>> | Error) => void> = []
  const batches = new Batches<Item, string>(async (_model, items) => {
    runs.push(items.map(i => i.name))
    const outcome = await new Promise<Array<PromiseSettledResult<string>> | Error>(resolve => pending.push(resolve))
    if (outcome instanceof Error) throw outcome
    return outcome
  })
  const fulfil = (names: string[]) => names.map((n): PromiseSettledResult<string> => ({ status: 'fulfilled', value: `made ${n}` }))
  /** settles the oldest running statement, each request fulfilled, and lets the queue go on */
  const finish = async (outcome?: Array<PromiseSettledResult<string>> | Error) => {
    const names = runs[runs.length - pending.length]
    pending.shift()!(outcome ?? fulfil(names))
    await new Promise(resolve => setImmediate(resolve))
  }
  return { batches, runs, finish }
}

const registry = bundledRegistry()
const cores = registry.get('cores')! as CompiledModel
const holes = registry.get('holes')! as CompiledModel

t.test('a lone request goes at once; those that come while it runs go together in the next statement', async t => {
  const { batches, runs, finish } = harness()
  const first = batches.add(cores, item('a'))
  t.same(runs, [['a']], 'at once')
  const later = ['b', 'c', 'd'].map(n => batches.add(cores, item(n)))
  t.same(runs, [['a']], 'the others wait')
  await finish()
  t.equal(await first, 'made a')
  t.same(runs, [['a'], ['b', 'c', 'd']])
  await finish()
  t.same(await Promise.all(later), ['made b', 'made c', 'made d'])
  const again = batches.add(cores, item('e'))
  t.same(runs.at(-1), ['e'], 'an idle model sends at once again')
  await finish()
  t.equal(await again, 'made e')
})

t.test('one request per scope and one shape per statement, in the order they came; null scopes never clash', async t => {
  const { batches, runs, finish } = harness()
  const all = [batches.add(cores, item('first'))]
  all.push(...[
    item('b', 'hole 1'), item('c', 'hole 1'), item('d', 'hole 2', 'other columns'), item('e', 'hole 3'),
    item('f', null), item('g', null), item('h', 'hole 1')
  ].map(async i => await batches.add(cores, i)))
  for (let i = 0; i < 5; i++) await finish()
  t.same(runs, [['first'], ['b', 'e', 'f', 'g'], ['c'], ['d'], ['h']])
  t.equal((await Promise.all(all)).length, 8)
})

t.test('a request left waiting holds its scope back: two writes of one record stay in their order', async t => {
  const { batches, runs, finish } = harness()
  const all = [batches.add(cores, item('first'))]
  all.push(...[item('b', 'record 1'), item('c', 'record 2', 'other columns'), item('d', 'record 2'), item('e', 'record 3')]
    .map(async i => await batches.add(cores, i)))
  for (let i = 0; i < 4; i++) await finish()
  t.same(runs, [['first'], ['b', 'e'], ['c'], ['d']], 'd waits for c, of another shape, which came first')
  await Promise.all(all)
})

t.test(`at most ${MAX_ROWS} rows in a statement`, async t => {
  const { batches, runs, finish } = harness()
  const all = [batches.add(cores, item('first'))]
  for (let i = 0; i < MAX_ROWS + 6; i++) all.push(batches.add(cores, item(`r${i}`, null)))
  for (let i = 0; i < 3; i++) await finish()
  t.same(runs.map(r => r.length), [1, MAX_ROWS, 6])
  await Promise.all(all)
})

t.test('each request gets its own outcome; a statement that throws fails its requests and the queue goes on', async t => {
  const { batches, runs, finish } = harness()
  const outcomes = Promise.allSettled(['a', 'b', 'c'].map(async n => await batches.add(cores, item(n))))
  const broken = new Error('connection lost')
  await finish(broken)
  const refused = new Error('b refused')
  await finish([{ status: 'rejected', reason: refused }, { status: 'fulfilled', value: 'made c' }])
  t.same(await outcomes, [{ status: 'rejected', reason: broken }, { status: 'rejected', reason: refused }, { status: 'fulfilled', value: 'made c' }])
  t.same(runs, [['a'], ['b', 'c']])
})

t.test('models queue apart', async t => {
  const { batches, runs, finish } = harness()
  const a = batches.add(cores, item('core'))
  const b = batches.add(holes, item('hole'))
  t.same(runs, [['core'], ['hole']], 'a hole does not wait for a core statement')
  await finish()
  await finish()
  t.same(await Promise.all([a, b]), ['made core', 'made hole'])
})
