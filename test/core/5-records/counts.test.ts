import t from 'tap'
import { ListTotals } from '../../../core/5-records/counts.js'
import { bundledRegistry } from '../../helpers/models.js'

t.test('list totals: per model, the least recently counted goes when full', async t => {
  const registry = bundledRegistry()
  const [cores, holes] = [registry.get('cores')!, registry.get('holes')!]
  const totals = new ListTotals(2)
  totals.set(cores, 'a', { version: 1, total: 10 })
  totals.set(cores, 'b', { version: 1, total: 20 })
  totals.set(holes, 'a', { version: 5, total: 1 })
  t.same([totals.get(cores, 'a'), totals.get(holes, 'a')], [{ version: 1, total: 10 }, { version: 5, total: 1 }], 'models apart')
  totals.set(cores, 'a', { version: 2, total: 11 })
  totals.set(cores, 'c', { version: 2, total: 30 })
  t.same([totals.get(cores, 'a'), totals.get(cores, 'b'), totals.get(cores, 'c')], [{ version: 2, total: 11 }, undefined, { version: 2, total: 30 }])
})
