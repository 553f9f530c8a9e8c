import t from 'tap'
import { applyEdits, checkEdits } from '../../../../core/reports/actions/edit-operations.js'
import { bundledRegistry } from '../../../helpers/models.js'

// A batch edit's operations (mDIS BatchEditForm) on API records, without a database: what each does to a column
// of one value and to a list column, and what is refused before any record is read.

const registry = bundledRegistry()
const expeditions = registry.get('expeditions')!
const holes = registry.get('holes')!

const edit = (model: typeof holes, ...operations: Array<Record<string, unknown>>) => {
  const { edits, problems } = checkEdits(model, {}, operations as never)
  if (problems.length > 0) throw new Error(JSON.stringify(problems))
  return edits
}

t.test('set: the value given, null clears; set comes before the operations, which go in order', async t => {
  const { edits, problems } = checkEdits(expeditions, { exp_name: 'Deep' }, [{ column: 'exp_name', operation: 'regex', search: 'e+', value: 'E' }])
  t.same(problems, [])
  t.same(applyEdits({ exp_name: 'old' }, edits), { exp_name: 'DEp' })
  t.same(applyEdits({ exp_name: 'old', chief_scientists: ['Ann'] }, edit(expeditions, { column: 'chief_scientists', operation: 'set', value: null })), { chief_scientists: null })
})

t.test('a list column: add what it lacks, remove, replace items, a pattern on each item', async t => {
  const record = { chief_scientists: ['Ann', 'Bob'] }
  t.same(applyEdits(record, edit(expeditions, { column: 'chief_scientists', operation: 'add', value: ['Bob', 'Cy', 'Cy'] })), { chief_scientists: ['Ann', 'Bob', 'Cy'] },
    'values it has are not added twice')
  t.same(applyEdits({ chief_scientists: [] }, edit(expeditions, { column: 'chief_scientists', operation: 'add', value: 'Dee;Eve' })), { chief_scientists: ['Dee', 'Eve'] },
    'a text is a list separated by ";" as mDIS keeps them')
  t.same(applyEdits(record, edit(expeditions, { column: 'chief_scientists', operation: 'remove', value: 'Ann' })), { chief_scientists: ['Bob'] })
  t.same(applyEdits(record, edit(expeditions, { column: 'chief_scientists', operation: 'replace', search: 'Ann', value: ['Anne', 'Bob'] })), { chief_scientists: ['Anne', 'Bob'] },
    'the item replaced by the values, each once')
  t.same(applyEdits(record, edit(expeditions, { column: 'chief_scientists', operation: 'replace', search: 'Zed', value: 'Z' })), {}, 'no such item: untouched')
  t.same(applyEdits(record, edit(expeditions, { column: 'chief_scientists', operation: 'regex', search: '^(\\w)', value: 'Dr $1' })), { chief_scientists: ['Dr Ann', 'Dr Bob'] })
  t.same(applyEdits({ chief_scientists: null }, edit(expeditions, { column: 'chief_scientists', operation: 'remove', value: 'Ann' })), { chief_scientists: [] },
    'a list with nothing stays without')
})

t.test('a column of one value: add sets, remove clears what equals, replace what equals, a pattern on a value', async t => {
  const record = { exp_name: 'Deep drilling', comment: null, latitude: 5 }
  t.same(applyEdits(record, edit(holes, { column: 'hole_name', operation: 'add', value: 'North' })), { hole_name: 'North' })
  t.same(applyEdits(record, edit(holes, { column: 'latitude', operation: 'remove', value: '5' })), { latitude: null }, 'numbers compare as text, as PHP\'s ==')
  t.same(applyEdits(record, edit(holes, { column: 'latitude', operation: 'remove', value: 5 })), { latitude: null })
  t.same(applyEdits(record, edit(holes, { column: 'latitude', operation: 'remove', value: [6, 7] })), {}, 'another value: untouched')
  t.same(applyEdits(record, edit(holes, { column: 'latitude', operation: 'replace', search: 5, value: 6 })), { latitude: 6 })
  t.same(applyEdits(record, edit(holes, { column: 'comment', operation: 'replace', search: '', value: 'none' })), { comment: 'none' }, 'nothing and "" alike')
  t.same(applyEdits({ comment: '' }, edit(holes, { column: 'comment', operation: 'replace', search: null, value: 'none' })), { comment: 'none' })
  t.same(applyEdits(record, edit(holes, { column: 'latitude', operation: 'replace', search: 4, value: 6 })), {})
  t.same(applyEdits(record, edit(expeditions, { column: 'exp_name', operation: 'regex', search: '(\\w+) (\\w+)', value: '$2 $1' })), { exp_name: 'drilling Deep' })
  t.same(applyEdits(record, edit(holes, { column: 'comment', operation: 'regex', search: '.*', value: 'x' })), {}, 'no value: nothing to replace in')
})

t.test('refused before any record is read: each problem with its column', async t => {
  const problems = (set: Record<string, unknown>, ...operations: Array<Record<string, unknown>>) => checkEdits(holes, set, operations as never).problems
  t.same(problems({}), [{ field: 'operations', message: 'Give at least one column to change (set or operations).' }])
  t.same(problems({ nope: 1, combined_id: 'x', total_cored_length: 3, site_id: 1 }), [
    { field: 'nope', message: '"nope" is not a column of holes.' },
    { field: 'combined_id', message: 'Combined ID is set by the service: a batch edit cannot change it.' },
    { field: 'total_cored_length', message: 'Total Cored Length is set by the service: a batch edit cannot change it.' }
  ], 'the parent may change (a move), the ids and calculated values may not')
  t.same(problems({},
    { column: 'comment', operation: 'set' },
    { column: 'comment', operation: 'add' },
    { column: 'drilling_method', operation: 'add', value: [] },
    { column: 'drilling_method', operation: 'add', value: '' },
    { column: 'comment', operation: 'remove', value: null },
    { column: 'comment', operation: 'replace', value: 'x' },
    { column: 'comment', operation: 'regex', value: 'x' },
    { column: 'latitude', operation: 'regex', search: 'x', value: 'y' },
    { column: 'comment', operation: 'regex', search: 'x', value: 3 },
    { column: 'comment', operation: 'regex', search: '', value: 'y' },
    { column: 'comment', operation: 'regex', search: '(a', value: 'y' }
  ).map(p => p.message), [
    'Comment: the operation "set" needs a value (null clears).',
    'Comment: the operation "add" needs a value.',
    'Drilling Method: for the operation "add" select one item at least.',
    'Drilling Method: for the operation "add" select one item at least.',
    'Comment: for the operation "remove" select one item at least.',
    'Comment: the operation "replace" needs a search.',
    'Comment: the operation "regex" needs a search.',
    'Latitude: a regular expression applies to text only.',
    'Comment: the replacement must be text.',
    'Comment: invalid regex, no changes: the search must be a pattern.',
    'Comment: invalid regex, no changes: error parsing regexp: missing closing ): `(a`'
  ])
})
