import { readdirSync, readFileSync } from 'node:fs'
import t from 'tap'
import {
  applies, columnTemplate, COLUMN_TYPES, emptyDraft, fromTemplate, move, newColumn, toTemplate, unstored, type ColumnType
} from '../../../web/src/design/model-draft.js'

// The model editor's draft of a model template (web/src/design/model-draft.ts): a template read into the editor's
// lists and written back, the properties each column type takes, and moving an item in a list.

const dir = new URL('../../../templates/', import.meta.url)
const bundled = readdirSync(dir).filter(f => f.endsWith('.json')).map(f => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8'))] as const)
/** What toTemplate normalises: a PHP empty array ([]) where the format has an object (relations, a behavior's parameters). */
function normalised (raw: Record<string, any>): Record<string, unknown> {
  const relations = Array.isArray(raw.relations) ? {} : raw.relations
  const behaviors = raw.behaviors.map((b: Record<string, unknown>) => ({ ...b, parameters: Array.isArray(b.parameters) ? {} : b.parameters }))
  return { ...raw, relations, behaviors }
}

t.test('every bundled template comes back as it was (but [] for an empty object)', async t => {
  t.ok(bundled.length >= 8, 'the bundled templates are read')
  for (const [file, raw] of bundled) t.strictSame(toTemplate(fromTemplate(raw)), normalised(raw), file)
  const split = bundled.find(([f]) => f === 'curation_section_split.json')?.[1]
  t.strictSame(toTemplate(fromTemplate(split)).behaviors, [
    { behaviorClass: 'ValidateSplitOriginTypeBehavior', parameters: {} },
    { behaviorClass: 'CreateUpdateCoreboxBehavior', parameters: { coreboxNameColumn: 'corebox_name', coreboxIdColumn: 'corebox_id' } }
  ], 'parameters [] become {}')
  t.strictSame(fromTemplate(split).behaviors[0].parameters, {}, '… in the draft already')
  const holes = fromTemplate(bundled.find(([f]) => f === 'holes.json')?.[1])
  t.same(holes.columns.map(c => c.name).slice(0, 3), ['id', 'site_id', 'hole'], 'columns in the template\'s order')
  t.ok(holes.columns.every(c => c.existing && !c.removed), 'stored columns are existing')
  t.same(holes.parentParts, { column: null, index: null, relation: null }, 'a stored parent is no choice of the editor')
  t.equal(new Set([...holes.columns, ...holes.indices, ...holes.relations, ...holes.behaviors].map(x => x.uid)).size,
    holes.columns.length + holes.indices.length + holes.relations.length + holes.behaviors.length, 'every item has its own uid')
})

t.test('what is not a template is an empty model: its id', async t => {
  for (const raw of [null, 'holes', [], 3]) t.same(toTemplate(fromTemplate(raw)), toTemplate(emptyDraft()), JSON.stringify(raw))
  const draft = emptyDraft()
  draft.name = 'things'
  t.strictSame(toTemplate(draft), {
    name: 'things', table: 'things', parentModel: '', columns: { id: { name: 'id', type: 'integer', primaryKey: true, autoInc: true, label: 'ID' } },
    indices: {}, relations: {}, behaviors: []
  }, 'the table is the name; no parent is ""')
  draft.table = 'thing_table'
  draft.nameAttribute = 'code'
  t.match(toTemplate(draft), { table: 'thing_table', nameAttribute: 'code' })
})

t.test('values are read as the inputs hold them; unknown keys are kept', async t => {
  const draft = fromTemplate({
    name: 'm', parentModel: 'p', extra: { a: 1 },
    columns: {
      n: { name: 'n', type: 'integer', required: '1', defaultValue: '7', size: 11, custom: 'kept' },
      b: { name: 'b', type: 'boolean', required: 1, defaultValue: true },
      odd: { name: 'odd', type: 'blob', size: '20' },
      skipped: 'not an object'
    },
    indices: { i: { name: 'i', type: 'FULLTEXT', columns: ['n', 3] } },
    relations: { r: { name: 'r', relationType: 'nm', relatedTable: 'tags', localColumns: ['tags'], oppositionRelation: '1', oppositeColumnName: 'ms', note: 'x' } },
    behaviors: [{ behaviorClass: 'B', parameters: { a: '', b: [], c: 0, d: 'x' }, more: true }, 'not an object']
  })
  t.same(draft.columns.map(c => [c.name, c.type, c.required]), [['n', 'integer', true], ['b', 'boolean', true], ['odd', 'string', false]])
  t.equal(draft.columns[1].defaultValue, '1', 'true as "1"')
  t.same(draft.indices[0], { uid: draft.indices[0].uid, key: 'i', type: 'KEY', columns: ['n'], rest: {} }, 'an unknown index type is KEY')
  t.match(draft.relations[0], { kind: 'nm', relatedTable: 'tags', localColumn: 'tags', oppositionRelation: true, rest: { note: 'x' } })
  const back = toTemplate(draft) as Record<string, any>
  t.strictSame(back.columns.n, { name: 'n', type: 'integer', required: true, defaultValue: 7, custom: 'kept' }, 'a number, no size for an integer')
  t.strictSame(back.columns.b, { name: 'b', type: 'boolean', required: true, defaultValue: 1 })
  t.strictSame(back.columns.odd, { name: 'odd', type: 'string', size: 20 })
  t.strictSame(back.relations.r, { name: 'r', relationType: 'nm', relatedTable: 'tags', localColumns: ['tags'], oppositeColumnName: 'ms', oppositionRelation: true, note: 'x' })
  t.strictSame(back.behaviors, [{ behaviorClass: 'B', parameters: { c: 0, d: 'x' }, more: true }], 'empty parameters left out')
  t.equal(back.extra.a, 1)
  t.equal(back.parentModel, 'p')
})

t.test('the properties of each type', async t => {
  const all = (type: ColumnType) => columnTemplate({
    ...newColumn('c', type), label: 'L', description: 'D', unit: 'm', size: '12', required: true, validator: 'between 0 and 1', validatorMessage: 'M',
    selectListName: 'LIST', calculate: '[a]', defaultValue: '5'
  })
  t.strictSame(Object.keys(all('string')), ['name', 'type', 'size', 'required', 'label', 'description', 'validator', 'validatorMessage', 'selectListName', 'defaultValue'])
  t.strictSame(Object.keys(all('double')), ['name', 'type', 'required', 'label', 'description', 'unit', 'validator', 'validatorMessage', 'calculate', 'defaultValue'])
  t.strictSame(Object.keys(all('pseudo')), ['name', 'type', 'label', 'description', 'unit', 'calculate'], 'no required, validator or default')
  t.strictSame(Object.keys(all('many_to_many')), ['name', 'type', 'label', 'description'])
  t.strictSame(Object.keys(all('boolean')), ['name', 'type', 'required', 'label', 'description', 'defaultValue'], 'no validator')
  t.equal(all('string').size, 12)
  t.equal(all('double').defaultValue, 5)
  t.equal(all('string').defaultValue, '5', 'a string default stays text')
  t.equal(columnTemplate({ ...newColumn('c', 'integer'), defaultValue: 'x' }).defaultValue, 'x', 'what is no number goes as typed')
  t.equal(columnTemplate({ ...newColumn('c', 'string'), size: 'big' }).size, 'big')
  t.same(COLUMN_TYPES.filter(unstored), ['pseudo', 'many_to_many'])
  t.same(COLUMN_TYPES.filter(applies.selectListName), ['string', 'string_multiple'])
  t.same(COLUMN_TYPES.filter(applies.calculate), ['integer', 'double', 'pseudo'])
})

t.test('removed columns are left out; relations by kind', async t => {
  const draft = fromTemplate(bundled.find(([f]) => f === 'holes.json')?.[1])
  draft.columns.find(c => c.name === 'comment')!.removed = true
  const back = toTemplate(draft) as Record<string, any>
  t.notOk('comment' in back.columns)
  t.ok('igsn' in back.columns)
  draft.relations.push({ ...draft.relations[0], uid: 99, key: 'k', kind: '1n', foreignTable: 'lists', localColumn: 'l_id', displayColumns: ['name'] })
  t.strictSame((toTemplate(draft) as Record<string, any>).relations.k,
    { name: 'k', relationType: '1n', foreignTable: 'lists', localColumns: ['l_id'], foreignColumns: ['id'], displayColumns: ['name'] })
})

t.test('move', async t => {
  const list = ['a', 'b', 'c', 'd']
  move(list, 0, 2)
  t.same(list, ['b', 'c', 'a', 'd'])
  move(list, 3, 0)
  t.same(list, ['d', 'b', 'c', 'a'])
  for (const [from, to] of [[1, 1], [-1, 0], [0, 4], [4, 0]]) { move(list, from, to); t.same(list, ['d', 'b', 'c', 'a'], `${from} → ${to}: none`) }
})
