import { readdirSync, readFileSync } from 'node:fs'
import t from 'tap'
import { fromTemplate, newColumn, type ModelDraft } from '../../../web/src/design/model-draft.js'
import { changesBetween } from '../../../web/src/design/model-changes.js'

// What saving an existing model changes against its stored template, and the additive rule
// (web/src/design/model-changes.ts): a stored column cannot be removed or lose its table column, nor the table or parent change.

const dir = new URL('../../../templates/', import.meta.url)
const read = (file: string): Record<string, any> => JSON.parse(readFileSync(new URL(file, dir), 'utf8'))
const holes = read('holes.json')
/** The changes from holes.json to holes.json changed by `edit`, as [text, allowed, field]. */
function changes (edit: (draft: ModelDraft) => void): Array<[string, boolean, string]> {
  const next = fromTemplate(holes)
  edit(next)
  return changesBetween(fromTemplate(holes), next).map(c => [c.text, c.allowed, c.field])
}
const column = (draft: ModelDraft, name: string) => draft.columns.find(c => c.name === name)!

t.test('a template against itself: no changes', async t => {
  for (const file of readdirSync(dir).filter(f => f.endsWith('.json'))) t.same(changesBetween(fromTemplate(read(file)), fromTemplate(read(file))), [], file)
})

t.test('removing a stored column is refused, but for one without a table column', async t => {
  const refused = 'Removes column hole — it holds data and cannot be removed: only additive changes are allowed'
  t.same(changes(d => { column(d, 'hole').removed = true }), [[refused, false, '/columns/hole']], 'marked removed')
  t.same(changes(d => { d.columns = d.columns.filter(c => c.name !== 'hole') }), [[refused, false, '/columns/hole']], 'gone from the list')
  t.same(changes(d => { column(d, 'depth_drilled').removed = true }), [['Removes column depth_drilled', true, '/columns/depth_drilled']], 'a pseudo column')
})

t.test('adding a column is allowed', async t => {
  t.same(changes(d => { d.columns.push(newColumn('core_count', 'integer')) }), [['Adds column core_count (integer)', true, '/columns/core_count']])
  t.same(changes(d => { d.columns.push(newColumn('a/b~c', 'pseudo')) }), [['Adds column a/b~c (pseudo)', true, '/columns/a~1b~0c']], 'the pointer escaped')
  t.same(changes(d => { column(d, 'hole').name = 'letter' }), [
    ['Adds column letter (string)', true, '/columns/letter'],
    ['Removes column hole — it holds data and cannot be removed: only additive changes are allowed', false, '/columns/hole']
  ], 'a renamed column is one removed and one added')
})

t.test('changing a column', async t => {
  t.same(changes(d => { column(d, 'hole').label = 'Letter' }), [['Changes column hole: label "Hole" → "Letter"', true, '/columns/hole']])
  t.same(changes(d => { column(d, 'hole').size = '' }), [['Changes column hole: size 8 → empty', true, '/columns/hole']])
  t.same(changes(d => { column(d, 'elevation').type = 'integer' }),
    [['Changes column elevation: type "double" → "integer" (the service checks the type against the table)', true, '/columns/elevation']])
  t.same(changes(d => { column(d, 'elevation').type = 'pseudo' }),
    [['Changes column elevation: type "double" → "pseudo" — it holds data and cannot lose its table column', false, '/columns/elevation']])
  t.same(changes(d => { column(d, 'depth_drilled').type = 'double' }).map(c => c[1]), [true], 'a pseudo column may get a table column')
  t.same(changes(d => { column(d, 'elevation').unit = 'm' }), [], 'the same value: no change')
})

t.test('the table, the parent and the name of an existing model stay', async t => {
  t.same(changes(d => { d.table = 'wells' }), [['Table "holes" → "wells": the table of an existing model cannot change', false, '/table']])
  t.same(changes(d => { d.parentModel = null }), [['Parent "sites" → empty: the parent of an existing model cannot change', false, '/parentModel']])
  t.same(changes(d => { d.parentModel = 'expeditions' }).map(c => c.slice(1)), [[false, '/parentModel']])
  t.same(changes(d => { d.name = 'wells' }), [['name: "holes" → "wells"', false, '/name']], 'the table is its own (holes.json names it)')
  t.same(changes(d => { d.module = 'Drilling' }), [['module: "Project" → "Drilling"', true, '/module']])
  t.same(changes(d => { d.nameAttribute = 'hole' }), [['nameAttribute: empty → "hole"', true, '/nameAttribute']])
  const unnamed = fromTemplate({ ...holes, table: '' })
  const renamed = fromTemplate({ ...holes, table: '' })
  renamed.name = 'wells'
  t.same(changesBetween(unnamed, renamed).map(c => [c.field, c.allowed]), [['/name', false], ['/table', false]], 'a table named by the model follows its name')
})

t.test('order, indices, relations and behaviors', async t => {
  t.same(changes(d => { d.columns.reverse() }), [['Reorders the columns', true, '/columns']])
  t.same(changes(d => { d.indices.push({ uid: 1e6, key: 'igsn', type: 'UNIQUE', columns: ['igsn'], rest: {} }) }), [['Adds index igsn', true, '/indices/igsn']])
  t.same(changes(d => { d.indices[0].type = 'KEY' }), [['Changes index site_id__hole', true, '/indices/site_id__hole']])
  t.same(changes(d => { d.indices = [] }), [['Removes index site_id__hole', true, '/indices/site_id__hole']])
  t.same(changes(d => { d.relations[0].foreignTable = 'expeditions' }), [['Changes relation holes__sites__parent', true, '/relations/holes__sites__parent']])
  t.same(changes(d => { d.behaviors = [] }), [['Removes behavior UniqueCombinationAutoIncrementBehavior', true, '/behaviors']])
  t.same(changes(d => { d.behaviors.push({ uid: 1e6, behaviorClass: 'B', parameters: {}, rest: {} }) }), [['Adds behavior B', true, '/behaviors']])
  t.same(changes(d => { d.behaviors[0].parameters.useAlphabet = false }), [['Changes the behaviors\' parameters or order', true, '/behaviors']])
  t.same(changes(d => { d.rest.extra = 1 }), [['Changes the template', true, '']], 'any other change')
})
