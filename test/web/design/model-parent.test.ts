import { readFileSync } from 'node:fs'
import t from 'tap'
import { fromTemplate, toTemplate } from '../../../web/src/design/model-draft.js'
import { parentInfo, parentRelationKey, renameParentRelation, withParent, withoutParent } from '../../../web/src/design/model-parent.js'

// Choosing a model's parent in the model editor (web/src/design/model-parent.ts): the parent's name attribute, and
// the reference column, index and relation the choice adds and un-choosing removes.

const bundled = (name: string): Record<string, any> => JSON.parse(readFileSync(new URL(`../../../templates/${name}.json`, import.meta.url), 'utf8'))
const holes = bundled('holes')
/** holes.json without its parent: no parentModel, site_id, index or relation (`keep`: what stays of them). */
function orphan (keep: { column?: boolean, index?: boolean } = {}): Record<string, any> {
  const { site_id: siteId, ...columns } = holes.columns
  return {
    ...holes, parentModel: '', columns: keep.column === true ? { id: columns.id, site_id: siteId, ...columns } : columns,
    indices: keep.index === true ? holes.indices : {}, relations: {}
  }
}

t.test('parentInfo: the column that names a record of the parent', async t => {
  const expected = { programs: 'program', expeditions: 'expedition', sites: 'site', holes: 'hole', cores: 'core', core_section: 'section',
    curation_corebox: 'corebox', curation_section_split: 'type' }
  for (const [name, attribute] of Object.entries(expected)) t.same(parentInfo(bundled(name)), { name, table: name, nameAttribute: attribute }, name)
  t.equal(parentInfo({ name: 'things', table: 't', columns: { id: { type: 'integer' }, code: { type: 'string', required: true } } }).nameAttribute, 'code', 'else the first required string')
  t.same(parentInfo({ name: 'things', columns: { parent_id: { type: 'integer', required: true }, tag: { type: 'pseudo' } } }), { name: 'things', table: 'things', nameAttribute: 'thing' }, 'else the name')
  t.equal(parentInfo({ name: 'sites', nameAttribute: 'gone', columns: { site: { type: 'string' } } }).nameAttribute, 'site', 'a nameAttribute that is no column is passed over')
  t.equal(parentInfo({ name: 'sites', nameAttribute: 'label', columns: { site: { type: 'string' }, label: { type: 'string' } } }).nameAttribute, 'label')
  t.equal(parentRelationKey('holes', 'sites'), 'holes__sites__parent')
})

t.test('choosing sites for a holes without a parent adds what holes.json has; un-choosing takes it away', async t => {
  const draft = fromTemplate(orphan())
  withParent(draft, parentInfo(bundled('sites')))
  const chosen = toTemplate(draft) as Record<string, any>
  t.equal(chosen.parentModel, 'sites')
  t.same(Object.keys(chosen.columns).slice(0, 3), ['id', 'site_id', 'hole'], 'the column after the id')
  t.strictSame(chosen.columns.site_id, holes.columns.site_id)
  t.strictSame(chosen.relations, holes.relations)
  t.strictSame(chosen.indices, { site_id: { name: 'site_id', type: 'KEY', columns: ['site_id'] } }, 'an index for the column')
  t.equal(draft.relations[0].key, 'holes__sites__parent', 'the relation first')
  t.not(draft.parentParts.column, null)
  withoutParent(draft)
  t.strictSame(toTemplate(draft), orphan(), 'un-chosen: as it was')
  t.same(draft.parentParts, { column: null, index: null, relation: null })
})

t.test('a column or an index the model has is used, and stays when un-chosen', async t => {
  const draft = fromTemplate(orphan({ column: true, index: true }))
  withParent(draft, parentInfo(bundled('sites')))
  t.strictSame(toTemplate(draft), holes, 'the stored holes.json')
  t.same(draft.parentParts.column, null)
  t.same(draft.parentParts.index, null)
  withoutParent(draft)
  t.strictSame(toTemplate(draft), orphan({ column: true, index: true }))
})

t.test('choosing another parent replaces the first choice', async t => {
  const draft = fromTemplate(orphan())
  withParent(draft, parentInfo(bundled('sites')))
  withParent(draft, parentInfo(bundled('expeditions')))
  const chosen = toTemplate(draft) as Record<string, any>
  t.equal(chosen.parentModel, 'expeditions')
  t.notOk('site_id' in chosen.columns)
  t.same(Object.keys(chosen.relations), ['holes__expeditions__parent'])
  t.same(Object.keys(chosen.indices), ['expedition_id'])
  t.match(chosen.columns.expedition_id, { type: 'integer', required: true, label: 'Expedition ID' })
  t.match(chosen.relations.holes__expeditions__parent, { foreignTable: 'expeditions', localColumns: ['expedition_id'] })
})

t.test('the name attribute goes with the column; the relation follows a renamed model', async t => {
  const draft = fromTemplate({ ...orphan(), relations: { r: { name: 'r', relationType: '1n', foreignTable: 'lists', localColumns: ['l_id'] } } })
  withParent(draft, { name: 'core_section', table: 'sections', nameAttribute: 'section' })
  t.same(draft.relations.map(r => r.key), ['holes__core_section__parent', 'r'], 'the parent relation first')
  t.match(toTemplate(draft), { relations: { holes__core_section__parent: { foreignTable: 'sections', localColumns: ['section_id'] } } })
  t.equal(draft.columns[1].label, 'Section ID')
  draft.nameAttribute = 'section_id'
  draft.name = 'wells'
  renameParentRelation(draft)
  t.same(draft.relations.map(r => r.key), ['wells__core_section__parent', 'r'])
  withoutParent(draft)
  t.equal(draft.nameAttribute, null, 'the removed column is no name attribute')
  t.equal(draft.parentModel, null)
  const stored = fromTemplate(holes)
  stored.name = 'wells'
  renameParentRelation(stored)
  t.same(stored.relations.map(r => r.key), ['holes__sites__parent'], 'a relation the editor did not add is left alone')
})
