import t from 'tap'
import type { FormField, SelectSource } from '../../../web/src/forms/fields.js'
import * as d from '../../../web/src/design/form-design.js'
import type { Design } from '../../../web/src/design/form-design.js'

// The form designer's picture of a form template (web/src/design/form-design.ts): groups of fields read and written
// back, moves across groups, groups added, renamed and removed, field edits, and where a 422's problem belongs.

const f = (name: string, group: string | undefined, order: number, more: Partial<FormField> = {}): FormField => ({ name, label: name.toUpperCase(), group, order, ...more })
const template = {
  name: 'holes-form', dataModel: 'holes', requiredFilters: [], filterDataModels: [], subForms: { cores: 'cores-form' }, extra: 1,
  fields: [f('c', 'Where', 3, { searchable: true }), f('a', 'Hole', 0), f('x', 'Where', 2), f('b', 'Hole', 1)]
}
const design = d.designOf(template)!
const layout = (x: Design): string => x.groups.map(g => `${g.name}: ${g.fields.map(f => f.name).join(' ')}`).join(' | ')
const field = (x: Design, name: string): FormField => x.groups.flatMap(g => g.fields).find(f => f.name === name)!

t.test('designOf and templateOf', async t => {
  t.equal(layout(design), 'Hole: a b | Where: x c', 'groups and fields in order')
  t.strictSame(design.rest, { extra: 1 }, 'the service\'s filters left out, other keys kept')
  t.same([design.supForms, design.subForms], [{}, { cores: 'cores-form' }])
  t.notOk('searchable' in field(design, 'c'))
  const back = d.templateOf(design)
  t.strictSame(back, {
    extra: 1, name: 'holes-form', dataModel: 'holes', subForms: { cores: 'cores-form' },
    fields: [f('a', 'Hole', 0), f('b', 'Hole', 1), f('x', 'Where', 2), f('c', 'Where', 3)]
  })
  t.equal(layout(d.designOf(back)!), layout(design), 'read back: the same design')
  const loose = d.designOf({ dataModel: 'm', fields: [{ name: 'p', order: 1 }, { name: 'q' }] })!
  t.equal(layout(loose), '-group1: q p', 'fields without a group: -group1')
  t.equal(field(loose, 'p').label, 'p', 'no label: the name')
  t.equal(loose.name, '')
  t.equal(layout(d.designOf({ dataModel: 'm', fields: [] })!), '-group1: ', 'an empty form has a group')
  for (const bad of [null, [], { fields: [] }, { dataModel: 'm' }, { dataModel: 'm', fields: [{ label: 'no name' }] }]) t.equal(d.designOf(bad), undefined, JSON.stringify(bad))
})

t.test('place and step: moves in and across groups', async t => {
  t.equal(layout(d.place(design, field(design, 'a'), 0, 2)), 'Hole: b a | Where: x c', 'down in its group, after b')
  t.equal(layout(d.place(design, field(design, 'b'), 0, 0)), 'Hole: b a | Where: x c', 'up')
  t.equal(layout(d.place(design, field(design, 'a'), 1, 1)), 'Hole: b | Where: x a c', 'into another group')
  const one = d.removeGroup(design, 1)
  t.equal(layout(d.place(one, field(one, 'a'), 0, 2)), 'Hole: b a x c', 'down: before the field at the index')
  t.equal(layout(d.step(one, 'b', 1)), 'Hole: a x b c')
  t.equal(layout(d.place(one, field(one, 'c'), 0, 1)), 'Hole: a c b x', 'up: before the field at the index')
  t.equal(layout(d.place(design, field(design, 'c'), 0, 9)), 'Hole: a b c | Where: x', 'past the end: at the end')
  t.equal(layout(d.place(design, f('new', undefined, 0), 1, 0)), 'Hole: a b | Where: new x c', 'a field not on the form')
  t.equal(layout(design), 'Hole: a b | Where: x c', 'the design itself is not changed')
  t.equal(layout(d.step(design, 'a', 1)), 'Hole: b a | Where: x c')
  t.equal(layout(d.step(design, 'b', 1)), 'Hole: a | Where: b x c', 'past its group\'s end: the next group\'s start')
  t.equal(layout(d.step(design, 'x', -1)), 'Hole: a b x | Where: c', 'before its group: the group before\'s end')
  t.equal(layout(d.step(design, 'c', -1)), 'Hole: a b | Where: c x')
  t.equal(d.step(design, 'a', -1), design, 'none before the form\'s start')
  t.equal(d.step(design, 'c', 1), design, 'none past its end')
  t.equal(d.step(design, 'gone', 1), design)
  t.same([d.canStep(design, 'a', -1), d.canStep(design, 'a', 1), d.canStep(design, 'b', 1), d.canStep(design, 'x', -1), d.canStep(design, 'c', 1), d.canStep(design, 'gone', -1)],
    [false, true, true, true, false, false])
  t.equal(layout(d.removeField(design, 'x')), 'Hole: a b | Where: c')
})

t.test('groups: add, name, rename, remove', async t => {
  const added = d.addGroup(d.addGroup(design))
  t.same(added.groups.map(g => g.name), ['Hole', 'Where', 'Group 3', 'Group 4'])
  t.same(d.addGroup(d.renameGroup(design, 0, 'Group 3')).groups.map(g => g.name), ['Group 3', 'Where', 'Group 4'], 'a number no group has')
  t.equal(layout(d.renameGroup(design, 1, '  Place ')), 'Hole: a b | Place: x c', 'trimmed')
  t.equal(d.templateOf(d.renameGroup(design, 1, 'Place')).fields[3].group, 'Place', 'the fields carry the new name')
  t.equal(d.groupNameProblem(design, 1, ' '), 'A group needs a name.')
  t.equal(d.groupNameProblem(design, 1, 'Hole '), 'Another group is named "Hole".')
  t.equal(d.groupNameProblem(design, 0, 'Hole'), '', 'its own name')
  t.equal(layout(d.removeGroup(design, 1)), 'Hole: a b x c', 'fields to the group before')
  t.equal(layout(d.removeGroup(design, 0)), 'Where: a b x c', 'the first group\'s to the next, first')
  t.equal(layout(d.removeGroup(added, 2)), 'Hole: a b | Where: x c | Group 4: ')
  t.equal(d.removeGroup(d.removeGroup(design, 0), 0).groups.length, 1, 'the last group stays')
  t.same(d.templateOf(added).fields.map(x => [x.name, x.order]), [['a', 0], ['b', 1], ['x', 2], ['c', 3]], 'an empty group is not kept')
})

t.test('field edits', async t => {
  const list: SelectSource = { type: 'list', listName: 'L' }
  const changed = d.changeField(design, 'x', x => ({ ...x, label: 'Ex' }))
  t.same([field(changed, 'x').label, field(changed, 'a').label], ['Ex', 'A'])
  const select = d.withKind(f('s', 'G', 0, { formInput: { type: 'text', disabled: true } }), 'select', list)
  t.strictSame(select.formInput, { type: 'select', disabled: true, selectSource: list })
  t.same(d.withKind(select, 'select', { type: 'api' }).formInput?.selectSource, list, 'a select keeps its source')
  t.strictSame(d.withKind(select, 'date', list).formInput, { type: 'date', disabled: true }, 'other kinds have none')
  t.same([d.kindOf(select), d.kindOf(f('t', 'G', 0)), d.kindOf(f('t', 'G', 0, { formInput: { type: 'textarea' } }))], ['select', 'text', 'text'])
  const required = d.withRequired(f('r', 'G', 0, { validators: [{ type: 'number' }, { type: 'required' }] }), true)
  t.same(required.validators, [{ type: 'required' }, { type: 'number' }])
  t.same(d.withRequired(required, false).validators, [{ type: 'number' }])
  t.same(d.withReadonly(select, false).formInput, { type: 'select', disabled: false, selectSource: list })
  t.same([d.inputTitle(required), d.inputTitle(select), d.inputTitle(f('t', 'G', 0))], ['Number', 'Select', 'Text'])
  t.same(['core_section-form', 'Holes Form', '9 cores', 'a'.repeat(70)].map(d.kebab), ['core-section-form', 'holes-form', 'cores', 'a'.repeat(63)])
})

t.test('problemPlace: where a 422 problem belongs', async t => {
  const sent = ['a', 'b', 'x']
  t.equal(d.problemPlace('/name', sent), 'name')
  t.same(d.problemPlace('/fields/1', sent), { field: 'b', part: '' })
  t.same(d.problemPlace('/fields/2/label', sent), { field: 'x', part: 'label' })
  t.same(d.problemPlace('/fields/0/formInput/type', sent), { field: 'a', part: 'kind' })
  t.same(d.problemPlace('/fields/0/formInput/selectSource/listName', sent), { field: 'a', part: 'source' })
  t.same(d.problemPlace('/fields/0/validators/0', sent), { field: 'a', part: '' })
  for (const pointer of ['/fields/3', '/dataModel', '/fields', '', '/subForms/cores']) t.equal(d.problemPlace(pointer, sent), '', pointer)
})
