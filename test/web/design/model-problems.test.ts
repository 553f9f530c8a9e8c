import { readFileSync } from 'node:fs'
import t from 'tap'
import { fromTemplate } from '../../../web/src/design/model-draft.js'
import { inputOf, placeProblems, pointer } from '../../../web/src/design/model-problems.js'

// A 422's problems of a model template at the model editor's inputs (web/src/design/model-problems.ts): each JSON
// pointer reduced to the input that shows it; those no input stands for go to the rest.

const draft = fromTemplate(JSON.parse(readFileSync(new URL('../../../templates/holes.json', import.meta.url), 'utf8')))
draft.columns.push({ ...draft.columns[2], uid: 1e6, name: 'a/b~c' })
const at = (field: string): string | null => inputOf(field, draft)

t.test('the template\'s own inputs', async t => {
  for (const key of ['name', 'module', 'table', 'fullName', 'parentModel', 'nameAttribute']) t.equal(at(`/${key}`), `/${key}`)
  for (const field of ['', '/', '/columns', '/indices', '/behaviors', '/other']) t.equal(at(field), null, `"${field}": no input`)
})

t.test('a column\'s inputs', async t => {
  t.equal(at('/columns/latitude/validator'), '/columns/latitude/validator')
  t.equal(at('/columns/hole/size'), '/columns/hole/size')
  t.equal(at('/columns/depth_drilled/pseudoCalc'), '/columns/depth_drilled/calculate', 'the service\'s pseudoCalc is the calculate input')
  t.equal(at('/columns/id/primaryKey'), '/columns/id', 'a property without an input: the column')
  t.equal(at('/columns/hole'), '/columns/hole')
  t.equal(at('/columns/hole/validator/0'), '/columns/hole/validator', 'deeper: the property')
  t.equal(at('/columns/a~1b~0c/type'), '/columns/a~1b~0c/type', 'an escaped name')
  t.equal(at('/columns/a/b~c/type'), null, 'an unescaped one is another column')
  t.equal(at('/columns/nothing/type'), null, 'a column the draft has not')
  draft.columns[3].removed = true
  t.equal(at(`/columns/${draft.columns[3].name}/type`), `/columns/${draft.columns[3].name}/type`, 'a removed column still shows its problems')
})

t.test('indices, relations and behaviors', async t => {
  t.equal(at('/indices/site_id__hole/columns/1'), '/indices/site_id__hole/columns')
  t.equal(at('/indices/site_id__hole/type'), '/indices/site_id__hole/type')
  t.equal(at('/indices/site_id__hole/name'), '/indices/site_id__hole')
  t.equal(at('/indices/other/type'), null)
  t.equal(at('/relations/holes__sites__parent/localColumns/0'), '/relations/holes__sites__parent/localColumns')
  t.equal(at('/relations/holes__sites__parent/foreignColumns'), '/relations/holes__sites__parent', 'no input for the foreign columns')
  t.equal(at('/relations/holes__sites__parent/relatedTable'), '/relations/holes__sites__parent/relatedTable')
  t.equal(at('/relations/other'), null)
  t.equal(at('/behaviors/0/parameters/fieldToFill/0'), '/behaviors/0/parameters/fieldToFill')
  t.equal(at('/behaviors/0/parameters'), '/behaviors/0')
  t.equal(at('/behaviors/0/behaviorClass'), '/behaviors/0')
  t.equal(at('/behaviors/1'), null, 'past the behaviors')
  t.equal(at('/behaviors/x'), null)
  t.equal(pointer('a/b~c'), 'a~1b~0c')
})

t.test('placeProblems: by input, in order, and the rest', async t => {
  const problems = [
    { field: '/columns/hole/size', message: 'too long' },
    { field: '/columns/nothing', message: 'unknown' },
    { field: '/columns/hole/size', message: 'not a number' },
    { field: '/columns/depth_drilled/pseudoCalc', message: 'bad formula' },
    { field: '', message: 'the template' }
  ]
  const { placed, rest } = placeProblems(problems, draft)
  t.strictSame(placed, { '/columns/hole/size': ['too long', 'not a number'], '/columns/depth_drilled/calculate': ['bad formula'] })
  t.strictSame(rest, [problems[1], problems[4]])
  t.strictSame(placeProblems([], draft), { placed: {}, rest: [] })
})
