import t from 'tap'
import { declaredName, refersTo } from '../../../core/1-templates/names.js'

t.test('declaredName: the API name, or the table of an mDIS template', async t => {
  t.equal(declaredName({ name: 'cores' }), 'cores')
  t.equal(declaredName({ name: 'Core', table: 'core_core' }), 'core_core')
  t.equal(declaredName({ name: 'Core', table: 'Core' }), null)
  t.equal(declaredName({ name: 'Core' }), null)
  t.equal(declaredName(null), null)
  t.equal(declaredName('cores'), null)
})

t.test('refersTo: a reference names a model by API name, mDIS FullName or table', async t => {
  const model = { name: 'core_core', fullName: 'CoreCore', table: 'core_core' }
  t.ok(refersTo('core_core', model))
  t.ok(refersTo('CoreCore', model))
  t.ok(refersTo('core_core', { name: null, table: 'core_core' }))
  t.notOk(refersTo('Core', model))
})
