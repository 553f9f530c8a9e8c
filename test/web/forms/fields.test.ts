import t from 'tap'
import {
  choiceMatches, choiceOfCode, countOf, firstToFill, gridColumns, grouped, htmlInputType, inFormOrder, inputKind, isDisabled, isFormTemplate, isRequired, labelOf, listChoice,
  modelLabel, recordChoice, recordTitle, shownValue, toApi, toInput,
  type FormField, type InputKind
} from '../../../web/src/forms/fields.js'

// The pure functions of the web app's forms (web/src/forms/fields.ts): what input a field of a form template takes,
// its label, the order of groups and fields, values between the API and the inputs, and the choices of a select.

/** A field named `name` with `more`. */
const field = (name: string, more: Partial<FormField> = {}): FormField => ({ name, label: name, ...more })
const validated = (...types: string[]): Partial<FormField> => ({ validators: types.map(type => ({ type })) })

t.test('isFormTemplate: an object with a name and the lists of fields and filters', async t => {
  const template = { name: 'cores', dataModel: 'cores', fields: [], requiredFilters: [], filterDataModels: [] }
  t.ok(isFormTemplate(template))
  t.ok(isFormTemplate({ ...template, extra: 1 }), 'more is fine')
  for (const value of [null, undefined, 'cores', 1, [], {}]) t.notOk(isFormTemplate(value), `not ${JSON.stringify(value)}`)
  t.notOk(isFormTemplate({ ...template, name: 1 }), 'a name that is not a string')
  for (const list of ['fields', 'requiredFilters', 'filterDataModels']) {
    t.notOk(isFormTemplate({ ...template, [list]: undefined }), `without ${list}`)
    t.notOk(isFormTemplate({ ...template, [list]: {} }), `${list} not a list`)
  }
})

t.test('inputKind: the form input type, else the validators, else text', async t => {
  t.equal(inputKind(field('a')), 'text', 'no form input: text')
  t.equal(inputKind(field('a', { formInput: {} })), 'text', 'no type: text')
  for (const type of ['switch', 'date', 'time', 'datetime'] as const) t.equal(inputKind(field('a', { formInput: { type } })), type)
  t.equal(inputKind(field('a', { formInput: { type: 'select', selectSource: { type: 'list', listName: 'L' } } })), 'select')
  t.equal(inputKind(field('a', { formInput: { type: 'select' } })), 'text', 'a select without a source: text')
  t.equal(inputKind(field('a', { formInput: { type: 'select' }, ...validated('integer') })), 'integer', '… or as its validators say')
  t.equal(inputKind(field('a', { formInput: { type: 'text', selectSource: { type: 'list' } } })), 'text', 'a source without the select type: text')
  t.equal(inputKind(field('a', validated('integer'))), 'integer')
  t.equal(inputKind(field('a', validated('number'))), 'number')
  t.equal(inputKind(field('a', validated('required', 'number', 'integer'))), 'integer', 'integer before number')
  t.equal(inputKind(field('a', validated('required', 'string'))), 'text')
  t.equal(inputKind(field('a', { formInput: { type: 'switch' }, ...validated('integer') })), 'switch', 'the input type before the validators')
  for (const type of ['textarea', 'color', '']) t.equal(inputKind(field('a', { formInput: { type } })), 'text', `"${type}": text`)
})

t.test('htmlInputType: the type of a text field\'s input', async t => {
  const expected: Array<[InputKind, string | undefined]> = [
    ['text', 'text'], ['number', 'number'], ['integer', 'number'], ['date', 'date'], ['time', 'time'], ['datetime', 'text'],
    ['switch', undefined], ['select', undefined], ['textarea', undefined]
  ]
  for (const [kind, type] of expected) t.equal(htmlInputType(kind), type, kind)
})

t.test('isRequired and isDisabled', async t => {
  t.ok(isRequired(field('a', validated('string', 'required'))))
  t.notOk(isRequired(field('a', validated('string'))))
  t.notOk(isRequired(field('a')), 'no validators')
  t.notOk(isRequired(field('a', { validators: [] })))
  t.ok(isDisabled(field('a', { formInput: { disabled: true } })))
  t.notOk(isDisabled(field('a', { formInput: { disabled: false } })))
  t.notOk(isDisabled(field('a', { formInput: {} })))
  t.notOk(isDisabled(field('a')))
})

t.test('labelOf: the label, its unit and the required mark', async t => {
  t.equal(labelOf(field('a', { label: 'Top Depth' })), 'Top Depth')
  t.equal(labelOf(field('a', { label: 'Top Depth', unit: 'm' })), 'Top Depth (m)')
  t.equal(labelOf(field('a', { label: 'Top Depth', unit: '' })), 'Top Depth', 'an empty unit is none')
  t.equal(labelOf(field('a', { label: 'Core Recovery %', unit: '%' })), 'Core Recovery %', 'a label that ends with its unit')
  t.equal(labelOf(field('a', { label: 'Drilled Length (m)', unit: 'm' })), 'Drilled Length (m)', '… in parentheses')
  t.equal(labelOf(field('a', { label: 'm', unit: 'm' })), 'm', '… or is it')
  t.equal(labelOf(field('a', { label: 'Bottom', unit: 'm' })), 'Bottom (m)', 'a label that merely ends with the unit\'s letters gets it')
  t.equal(labelOf(field('a', { label: 'Latitude', unit: '°', ...validated('required') })), 'Latitude (°) *')
  t.equal(labelOf(field('a', { label: 'Core', ...validated('required') })), 'Core *')
  t.equal(labelOf(field('a', { label: 'Latitude', unit: '°', ...validated('required') }), { marked: false }), 'Latitude (°)', 'a label to read beside a value: no mark')
})

t.test('modelLabel: a model\'s name as people read it, or one record of it', async t => {
  const expected: Array<[string, string, string]> = [
    ['cores', 'Cores', 'Core'], ['core_section', 'Core section', 'Core section'], ['holes', 'Holes', 'Hole'],
    ['core_boxes', 'Core boxes', 'Core box'], ['batches', 'Batches', 'Batch'], ['washes', 'Washes', 'Wash'], ['classes', 'Classes', 'Class'],
    ['bodies', 'Bodies', 'Body'], ['analysis', 'Analysis', 'Analysis'], ['glass', 'Glass', 'Glass'], ['status', 'Status', 'Status'], ['curation-corebox', 'Curation corebox', 'Curation corebox'],
    ['IGSN_records', 'IGSN records', 'IGSN record'], ['_x_', 'X', 'X']
  ]
  for (const [model, many, one] of expected) {
    t.equal(modelLabel(model), many, model)
    t.equal(modelLabel(model, { one: true }), one, `one of ${model}`)
  }
})

t.test('recordTitle: the model and the combined id, else the id, else a new record', async t => {
  t.equal(recordTitle('cores', { id: 7, combined_id: '5065_1_A_1' }), 'Core 5065_1_A_1')
  t.equal(recordTitle('cores', { id: 7, combined_id: null }), 'Core 7')
  t.equal(recordTitle('cores', {}), 'New core')
  t.equal(recordTitle('core_section', {}), 'New core section')
  t.equal(recordTitle('IGSN_records', {}), 'New IGSN record', 'an abbreviation as it is')
})

t.test('inFormOrder and firstToFill: the grid\'s columns, the field the cursor starts in', async t => {
  const fields = [
    field('computed', { order: 0, formInput: { disabled: true } }),
    field('remarks', { order: 3 }),
    field('type', { order: 2, ...validated('required') }),
    field('number', { order: 1, ...validated('required') })
  ]
  t.same(inFormOrder(fields).map(f => f.name), ['computed', 'number', 'type', 'remarks'])
  t.same(gridColumns([...fields, field('combined_id', { order: 9 })]).map(f => f.name), ['id', 'combined_id', 'computed', 'number', 'type', 'remarks'], 'the grid: id and name first')
  t.same(gridColumns(fields).map(f => f.name), ['id', 'computed', 'number', 'type', 'remarks'], 'a model without a combined id')
  t.equal(firstToFill(fields, { number: 4, type: null })?.name, 'type', 'the first required field still empty')
  t.equal(firstToFill(fields, { number: '', type: null })?.name, 'number')
  t.equal(firstToFill(fields, { number: 4, type: 'R' })?.name, 'remarks', 'else the first empty field to fill')
  t.equal(firstToFill(fields, { number: 4, type: 'R', remarks: 'ok' })?.name, 'number', 'else the first field to fill')
  t.equal(firstToFill([field('c', { formInput: { disabled: true } })], {}), undefined, 'none to fill')
})

t.test('grouped: groups in the order of their first field, fields in order', async t => {
  t.same(grouped([]), [])
  const fields = [
    field('c', { group: 'B', order: 3 }),
    field('a', { group: 'A', order: 1 }),
    field('b', { group: 'B', order: 2 }),
    field('d', { group: 'A', order: 4 })
  ]
  t.same(grouped(fields).map(g => [g.group, g.fields.map(f => f.name)]), [['A', ['a', 'd']], ['B', ['b', 'c']]])
  t.same(fields.map(f => f.name), ['c', 'a', 'b', 'd'], 'the fields given stay as they were')
  t.same(grouped([field('x'), field('y', { group: 'G' })]).map(g => g.group), ['', 'G'], 'no group: the group ""')
  const unordered = [field('p', { order: 1 }), field('q'), field('r', { order: -1 }), field('s')]
  t.same(grouped(unordered)[0].fields.map(f => f.name), ['r', 'q', 's', 'p'], 'no order counts as 0; equal orders keep theirs')
})

t.test('toApi: a value of an input as the API takes it', async t => {
  const text = field('t')
  t.equal(toApi(text, ''), null, '"" is null')
  t.equal(toApi(text, undefined), null, 'undefined is null')
  t.equal(toApi(text, null), null)
  t.equal(toApi(text, 'abc'), 'abc')
  t.equal(toApi(text, ' '), ' ', 'blank text is kept')
  const integer = field('i', validated('integer'))
  t.equal(toApi(integer, '12'), 12)
  t.equal(toApi(integer, '-3'), -3)
  t.equal(toApi(integer, 12), 12, 'a number stays')
  t.equal(toApi(integer, '1.5'), 1.5, 'the service says it is not an integer')
  t.equal(toApi(integer, 'twelve'), 'twelve', 'not a number: as typed, for the service to refuse')
  t.equal(toApi(integer, ''), null)
  const number = field('n', validated('number'))
  t.equal(toApi(number, '3.25'), 3.25)
  t.equal(toApi(number, '1e3'), 1000)
  t.equal(toApi(number, '0'), 0)
  const datetime = field('d', { formInput: { type: 'datetime' } })
  t.equal(toApi(datetime, '2024-05-01 10:20'), '2024-05-01 10:20:00', 'typed to the minute: seconds added')
  t.equal(toApi(datetime, ' 2024-05-01 10:20 '), '2024-05-01 10:20:00', 'blanks around')
  t.equal(toApi(datetime, '2024-05-01T10:20'), '2024-05-01 10:20:00', 'with a T')
  t.equal(toApi(datetime, '2024-05-01T10:20:30'), '2024-05-01 10:20:30')
  t.equal(toApi(datetime, '2024-05-01T10:20:30.125'), '2024-05-01 10:20:30', 'no fractions')
  t.equal(toApi(datetime, '01.05.2024 10:20'), '01.05.2024 10:20', 'another format: as typed, for the service to refuse')
  t.equal(toApi(datetime, ''), null)
  const date = field('d', { formInput: { type: 'date' } })
  t.equal(toApi(date, '2024-05-01'), '2024-05-01', 'a date as it is')
  const toggle = field('s', { formInput: { type: 'switch' } })
  t.equal(toApi(toggle, true), 1)
  t.equal(toApi(toggle, 1), 1)
  t.equal(toApi(toggle, false), 0)
  t.equal(toApi(toggle, 0), 0)
  t.equal(toApi(toggle, null), 0, 'an untouched switch is off')
  t.equal(toApi(toggle, 'true'), 0, 'only true and 1 are on')
  const select = field('m', { formInput: { type: 'select', multiple: true, selectSource: { type: 'list', listName: 'L' } } })
  t.same(toApi(select, ['a', 'b']), ['a', 'b'], 'a multiple select\'s list as it is')
  t.equal(toApi(select, undefined), null)
})

t.test('toInput: a value of a record as its input shows it', async t => {
  const datetime = field('d', { formInput: { type: 'datetime' } })
  t.equal(toInput(datetime, '2024-05-01 10:20:30'), '2024-05-01 10:20', 'to the minute, as the API writes it')
  t.equal(toInput(datetime, '2024-05-01 10:20'), '2024-05-01 10:20')
  t.equal(toInput(datetime, 'soon'), 'soon', 'not a date-time: as it is')
  t.equal(toInput(datetime, null), null, 'no value')
  t.equal(toInput(datetime, undefined), undefined)
  const toggle = field('s', { formInput: { type: 'switch' } })
  t.equal(toInput(toggle, 1), true)
  t.equal(toInput(toggle, true), true)
  t.equal(toInput(toggle, 0), false)
  t.equal(toInput(toggle, null), false)
  t.equal(toInput(toggle, '1'), false, 'only 1 and true are on')
  t.equal(toInput(field('i', validated('integer')), 7), 7, 'numbers as they are')
  t.equal(toInput(field('t'), 'abc'), 'abc')
  t.equal(toInput(field('t'), null), null)
  // and back: what the input shows goes to the API as it was (to the minute for a datetime)
  t.equal(toApi(datetime, toInput(datetime, '2024-05-01 10:20:00')), '2024-05-01 10:20:00')
  t.equal(toApi(toggle, toInput(toggle, 1)), 1)
  t.equal(toApi(toggle, toInput(toggle, 0)), 0)
})

t.test('listChoice: a value list item, its display chosen, its remark below', async t => {
  t.same(listChoice({ display: 'CS', remark: 'Core scan' }), { title: 'CS — Core scan', value: 'CS', code: 'CS' }, 'code and meaning')
  t.same(listChoice({ display: 'R', remark: null }), { title: 'R', value: 'R', code: 'R' }, 'no remark: the code')
  t.same(listChoice({ display: 'R', remark: '' }), { title: 'R', value: 'R', code: 'R' })
  t.same(listChoice({ display: 'R', remark: 'R' }), { title: 'R', value: 'R', code: 'R' }, 'a remark that repeats the code')
})

t.test('choiceOfCode and choiceMatches: a code typed', async t => {
  const choices = [listChoice({ display: 'RC', remark: 'Rotary' }), listChoice({ display: 'R', remark: 'Rotary core barrel' }), recordChoice({ type: 'api' }, { id: 3 })]
  t.equal(choiceOfCode(choices, 'R')?.value, 'R', 'exactly the code, wherever it is in the list')
  t.equal(choiceOfCode(choices, ' rc ')?.value, 'RC', 'letter case and blanks aside')
  t.equal(choiceOfCode(choices, 'Ro'), undefined, 'a beginning is no code')
  t.equal(choiceOfCode(choices, ''), undefined)
  t.equal(choiceOfCode(choices, '3'), undefined, 'a related record has no code')
  t.ok(choiceMatches(choices[0], 'r'), 'a code that starts so')
  t.ok(choiceMatches(choices[1], 'barrel'), 'a meaning that holds it')
  t.notOk(choiceMatches(choices[0], 'barrel'))
  t.ok(choiceMatches(choices[2], '3'), 'a record by its text')
  t.notOk(choiceMatches(choices[2], 'x'))
})

t.test('recordChoice: a related record, shown by its text field, chosen by its value field', async t => {
  const record = { id: 4, hole: 'A', combined_id: '5065_1_A', empty: null }
  t.same(recordChoice({ type: 'api', model: 'holes', textField: 'combined_id' }, record), { title: '5065_1_A', value: 4 }, 'the id by default')
  t.same(recordChoice({ type: 'api', model: 'holes', textField: 'hole', valueField: 'combined_id' }, record), { title: 'A', value: '5065_1_A' })
  t.same(recordChoice({ type: 'one_relation', model: 'holes' }, record), { title: '4', value: 4 }, 'no text field: the id')
  t.same(recordChoice({ type: 'api', model: 'holes', textField: 'empty' }, record), { title: '4', value: 4 }, 'an empty text: the id')
  t.same(recordChoice({ type: 'api', model: 'holes', textField: 'missing' }, record), { title: '4', value: 4 }, 'a missing text field: the id')
  t.same(recordChoice({ type: 'api', model: 'holes', valueField: 'missing' }, record), { title: '4', value: undefined }, 'a missing value field: no value')
})

t.test('countOf: a count in thousands', async t => {
  t.same([0, 7, 999, 1000, 12345, 1234567, 1000000000].map(countOf), ['0', '7', '999', '1,000', '12,345', '1,234,567', '1,000,000,000'])
})

t.test('shownValue: a value as text for reading', async t => {
  t.equal(shownValue(null), '—')
  t.equal(shownValue(undefined), '—')
  t.equal(shownValue(''), '—')
  t.equal(shownValue(null, ''), '', 'a grid cell shows nothing')
  t.equal(shownValue(['CC', 'WR']), 'CC; WR')
  t.equal(shownValue({ a: 1 }), '{"a":1}')
  t.equal(shownValue(4.5), '4.5')
  t.equal(shownValue(false), 'false')
})
