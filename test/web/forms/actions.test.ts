import type { TSchema } from '@sinclair/typebox'
import t from 'tap'
import { CreateCratesBodySchema, CreateSampleSeriesBodySchema, SplitSectionBodySchema, UndoSampleSeriesBodySchema } from '../../../schemas/curation-actions.js'
import { AssignStorageBodySchema, BatchDeleteBodySchema, BatchEditBodySchema } from '../../../schemas/report-actions.js'
import { summaryOf, valueText } from '../../../web/src/forms/action-answer.js'
import { bodyOf, emptyValues, humanized, parameterFields, typedIds, typedKey } from '../../../web/src/forms/action-parameters.js'

// The pure functions of the app's action dialog: the form read from an action's parameters (its descriptor's JSON
// schema, web/src/forms/action-parameters.ts), the body built from it, and the answers read whatever their shape
// (web/src/forms/action-answer.ts).

const json = (schema: TSchema) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>
const kinds = (schema: TSchema) => parameterFields(json(schema)).map(f => `${f.name}:${f.kind}${f.required ? '*' : ''}`)
const asTyped = (_column: string, typed: string): unknown => typed === '' ? null : typed

t.test('the fields of each action\'s parameters; preview and ids are the dialog\'s own', async t => {
  t.same(kinds(BatchEditBodySchema), ['set:rows', 'operations:rows'])
  t.same(kinds(BatchDeleteBodySchema), ['recursive:checkbox'])
  t.same(kinds(AssignStorageBodySchema), ['storageLocation:text*'])
  t.same(kinds(SplitSectionBodySchema), ['firstSplitType:text*', 'secondSplitType:text*', 'firstSplitPercent:number', 'secondSplitPercent:number', 'splitIds:ids*'])
  t.same(kinds(CreateSampleSeriesBodySchema), ['interval:number*', 'numberSamples:number*', 'splitIds:ids', 'forceSamplingArchive:checkbox'])
  t.same(kinds(UndoSampleSeriesBodySchema), ['sampleIds:ids'])
  t.same(kinds(CreateCratesBodySchema), ['crateName:text*', 'splitIds:ids*', 'crateMaxWeight:number'])
  const operations = parameterFields(json(BatchEditBodySchema))[1]
  t.match(operations, { kind: 'rows', object: false, cells: [{ name: 'column', kind: 'column', required: true }, { name: 'operation', kind: 'choice', choices: ['set', 'add', 'remove', 'replace', 'regex'] }, { name: 'value', kind: 'text' }, { name: 'search', kind: 'text' }] })
  t.same(parameterFields(null), [], 'a report has none')
  t.same(parameterFields({ type: 'object', properties: { odd: { type: 'null' }, bad: 1 } }), [], 'what the form cannot ask for is left out')
  t.same([humanized('storageLocation'), humanized('splitIds'), humanized('crate_max-weight')], ['Storage location', 'Split ids', 'Crate max weight'])
})

t.test('the body of what was entered', async t => {
  const edit = parameterFields(json(BatchEditBodySchema))
  t.same(emptyValues(edit), { set: [], operations: [] })
  const values = { set: [{ column: 'core_type', value: 'X' }, { column: 'remarks', value: '' }, { column: '', value: 'lost' }], operations: [{ column: 'analyst', operation: 'add', value: 'ada', search: '' }] }
  t.same(bodyOf(edit, values, asTyped), { body: { set: { core_type: 'X', remarks: null }, operations: [{ column: 'analyst', operation: 'add', value: 'ada' }] }, problems: {} },
    'an empty value clears, a row without a column is left out, an empty optional cell too')
  t.same(bodyOf(edit, emptyValues(edit), asTyped), { body: {}, problems: {} })

  const split = parameterFields(json(SplitSectionBodySchema))
  const entered = { ...emptyValues(split), firstSplitType: 'A', secondSplitType: 'W', firstSplitPercent: '40', secondSplitPercent: 'x', splitIds: [3], [typedKey('splitIds')]: '4, 3 five' }
  t.same(bodyOf(split, entered, asTyped), {
    body: { firstSplitType: 'A', secondSplitType: 'W', firstSplitPercent: 40, splitIds: [3, 4] },
    problems: { secondSplitPercent: 'Second split percent must be a number.', splitIds: 'Not ids: five.' }
  })
  t.same(bodyOf(split, emptyValues(split), asTyped).body, { firstSplitType: '', secondSplitType: '', splitIds: [] }, 'a required field left empty goes empty, for the service to say so')
  const series = parameterFields(json(CreateSampleSeriesBodySchema))
  t.same(bodyOf(series, { ...emptyValues(series), interval: '20', numberSamples: '2.5', forceSamplingArchive: true }, asTyped),
    { body: { interval: 20, forceSamplingArchive: true }, problems: { numberSamples: 'Number samples must be a whole number.' } })
  t.same(bodyOf(series, emptyValues(series), asTyped).problems, { interval: 'Interval cannot be blank.', numberSamples: 'Number samples cannot be blank.' })
  t.same(typedIds(' 1,2;;3 0 x'), { ids: [1, 2, 3], wrong: ['0', 'x'] })
})

t.test('answers read whatever the action', async t => {
  const edit = summaryOf({
    preview: true,
    model: 'cores',
    count: 2,
    changed: 1,
    records: [{ id: 1, combined_id: '5065_1_A_1', changes: { core_type: { from: 'R', to: 'X' }, remarks: { from: null, to: 'ok' } } }, { id: 2, combined_id: null, changes: {} }],
    refused: [{ model: 'cores', id: 3, combined_id: '5065_1_A_3', field: 'core_type', message: 'Not in the list.' }]
  })
  t.same(edit, {
    counts: [{ label: 'count', value: 2 }, { label: 'changed', value: 1 }],
    rows: [{ list: 'records', model: 'cores', record: '5065_1_A_1', changes: 'core_type: R → X; remarks: empty → ok' }, { list: 'records', model: 'cores', record: '2', changes: '' }],
    refusals: [{ record: 'cores 5065_1_A_3', field: 'core_type', message: 'Not in the list.' }],
    facts: [],
    candidates: []
  })
  const deleted = summaryOf({ preview: false, model: 'holes', recursive: true, count: 2, counts: { cores: 1, holes: 1 }, records: [{ model: 'cores', id: 7, combined_id: 'c' }, { model: 'holes', id: 4, combined_id: 'h' }], refused: [] })
  t.same(deleted.counts.map(c => `${c.label} ${c.value}`), ['count 2', 'cores 1', 'holes 1'])
  t.same(deleted.facts, [{ label: 'recursive', value: 'yes' }])
  t.same(deleted.rows.map(r => `${r.model} ${r.record}`), ['cores c', 'holes h'])
  const crates = summaryOf({
    preview: true,
    model: 'curation_section_split',
    counts: { created: 0, updated: 1, removed: 0 },
    created: [{ id: null }],
    updated: [{ id: 9, combined_id: 's9' }],
    removed: [],
    refused: [{ id: 8, field: 'splitIds', message: 'It no longer exists.' }],
    crate: { name: 'K1', splits: 3, maxWeight: 500 },
    series: [{ id: 11, combined_id: 'x11' }, { id: 12 }],
    splits: [],
    note: 'as mDIS'
  })
  t.same(crates.rows.map(r => `${r.list} ${r.record}`), ['created new record', 'updated s9'])
  t.same(crates.refusals, [{ record: 'curation_section_split 8', field: 'splitIds', message: 'It no longer exists.' }])
  t.same(crates.candidates, [{ id: 11, label: 'x11' }, { id: 12, label: '12' }], 'a list to choose from')
  t.same(crates.facts, [{ label: 'crate', value: 'name K1, splits 3, max weight 500' }, { label: 'series', value: 'x11, 12' }, { label: 'splits', value: 'none' }, { label: 'note', value: 'as mDIS' }])
  t.same([valueText(['a', null]), valueText(''), valueText(0)], ['a; empty', 'empty', '0'])
})
