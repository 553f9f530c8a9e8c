import t from 'tap'
import { versionOf } from '../../../core/5-records/history.js'
import { bundledRegistry } from '../../helpers/models.js'

// A row of rs_history as the API shows a version: a create or delete keeps the row's values, an update {from, to};
// each value as a read answers it.

t.test('versions as the API shows them', async t => {
  const holes = bundledRegistry().get('holes')!
  const row = { version: 2, action: 'update', at: '2026-11-27 10:00:00', user_id: 3, username: 'ana' }
  t.same(versionOf(holes, { ...row, op: 'c', changes: { hole: 'A', drilling_method: 'RC;PQ' } }), {
    version: 2, action: 'update', at: '2026-11-27 10:00:00', user: { id: 3, username: 'ana' },
    changes: { hole: { from: null, to: 'A' }, drilling_method: { from: [], to: ['RC', 'PQ'] } }
  }, 'a create: the values it was made with; a ;-list as a list')
  t.same(versionOf(holes, { ...row, op: 'd', user_id: null, username: null, changes: { hole: 'A' } }).changes, { hole: { from: 'A', to: null } }, 'a delete')
  t.same(versionOf(holes, { ...row, op: 'u', changes: { drilling_method: { from: 'RC', to: '' }, gone: { from: 1, to: 2 } } }).changes,
    { drilling_method: { from: ['RC'], to: [] }, gone: { from: 1, to: 2 } }, 'an update; a column the model no longer has, as it was kept')
  t.equal(versionOf(holes, { ...row, op: 'd', user_id: null, username: null, changes: {} }).user, null, 'outside the service')
})
