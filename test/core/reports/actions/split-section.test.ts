import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { action, call, createModel, curationSite, records, sampleTemplate } from '../../../helpers/curation.js'

// "Split sections" and "Undo section splits" (mDIS SplitSectionReport, UndoSplitSectionReport) on the bundled
// models: what the new splits hold, what undo gives back, and what each refuses, all or nothing.

t.test('split sections and undo them', async t => {
  const { app } = await buildTestApp(t)
  const s = await curationSite(app)
  const [wr1, wr2, wr3] = s.wholeRounds
  const viewer = await as(app, 'viewer')
  const split = async (query: string, body: Record<string, unknown>, headers?: Record<string, string>) => await action(app, 'SplitSection', query, body, headers)
  const undo = async (query: string, body: Record<string, unknown>) => await action(app, 'UndoSplitSection', query, body)
  const halves = { firstSplitType: 'A', secondSplitType: 'W' }
  const splits = async (section: Record<string, any>) => await records(app, 'curation_section_split', `&filter[section_id]=${section.id as number}`)
  const byType = async (section: Record<string, any>, type: string) => (await splits(section)).find(r => r.type === type)!
  const refusal = (combinedId: string, message: string) => ({ field: 'splitIds', message: `curation_section_split ${combinedId}: ${message}` })

  t.test('a preview says what would change and writes nothing', async t => {
    const preview = await split(`name=cores&id=${s.core.id as number}`, { ...halves, splitIds: [wr1.id], preview: true })
    t.same(preview, {
      status: 200,
      body: {
        preview: true,
        model: 'curation_section_split',
        counts: { created: 2, updated: 1, removed: 0 },
        created: [{ id: null, combined_id: '5065_1_A_1_1_A' }, { id: null, combined_id: '5065_1_A_1_1_W' }],
        updated: [{ id: wr1.id, combined_id: '5065_1_A_1_1_WR' }],
        removed: [],
        refused: []
      }
    })
    t.equal((await records(app, 'curation_section_split')).length, 3)
  })

  t.test('each split chosen becomes two, with their shares, copying the rest; it no longer exists', async t => {
    t.equal((await call(app, 'PUT', `/api/v1/form/${wr1.id as number}?name=curation_section_split`, { curator: 'KH', comment: 'fresh', corebox_name: 'B1' })).status, 200)
    const done = await split(`name=core_section&filter[core_id]=${s.core.id as number}`, { ...halves, firstSplitPercent: 40, secondSplitPercent: 60, splitIds: [wr2.id, wr1.id, wr1.id] })
    t.equal(done.status, 200)
    t.match(done.body, { preview: false, counts: { created: 4, updated: 2, removed: 0 }, refused: [] })
    t.same(done.body.created.map((r: { combined_id: string }) => r.combined_id), ['5065_1_A_1_1_A', '5065_1_A_1_1_W', '5065_1_A_1_2_A', '5065_1_A_1_2_W'])
    const first = await splits(s.sections[0])
    t.same(done.body.created.slice(0, 2).map((r: { id: number }) => r.id), first.slice(1).map(r => r.id), 'the answer names the new records')
    const box = first[0].corebox_id
    t.match(first, [
      { id: wr1.id, type: 'WR', percent: 100, still_exists: 0, sampleable: 0 },
      { type: 'A', percent: 40, still_exists: 1, sampleable: 0, origin_split_type: 'WR', curator: 'KH', comment: 'fresh', corebox_name: 'B1', corebox_id: box, section_id: s.sections[0].id },
      { type: 'W', percent: 60, still_exists: 1, sampleable: 1, origin_split_type: 'WR', curator: 'KH', comment: 'fresh', corebox_name: 'B1' }
    ])
    t.match(await splits(s.sections[1]), [{ still_exists: 0 }, { type: 'A', percent: 40 }, { type: 'W', percent: 60 }])
    const versions = (await call(app, 'GET', `/api/v1/form/${wr1.id as number}/history?name=curation_section_split`)).body.items
    t.match(versions[0], { action: 'split sections', user: { username: /^operator_/ } }, 'the versions name the action')
  })

  t.test('refused, with the reasons, all or nothing', async t => {
    const [a1, w1] = [await byType(s.sections[0], 'A'), await byType(s.sections[0], 'W')]
    const body = { firstSplitType: 'A', secondSplitType: 'W1', splitIds: [wr3.id, w1.id, a1.id, wr1.id] }
    const reasons = [
      refusal('5065_1_A_1_1_WR', 'It was split already: it no longer exists.'),
      refusal('5065_1_A_1_1_A', 'It cannot be split into the same split type "A".'),
      refusal('5065_1_A_1_1_W', 'Its section has a split of type "A" already.')
    ]
    t.same(await split(`name=cores&id=${s.core.id as number}`, body), { status: 422, body: reasons })
    t.match(await byType(s.sections[2], 'WR'), { still_exists: 1 }, 'the split that could be split was not')
    const preview = await split(`name=cores&id=${s.core.id as number}`, { ...body, preview: true })
    t.match(preview.body, { counts: { created: 2, updated: 1 }, updated: [{ id: wr3.id }] })
    t.same(preview.body.refused, [
      { model: 'curation_section_split', id: wr1.id, combined_id: '5065_1_A_1_1_WR', field: 'splitIds', message: 'It was split already: it no longer exists.' },
      { model: 'curation_section_split', id: a1.id, combined_id: '5065_1_A_1_1_A', field: 'splitIds', message: 'It cannot be split into the same split type "A".' },
      { model: 'curation_section_split', id: w1.id, combined_id: '5065_1_A_1_1_W', field: 'splitIds', message: 'Its section has a split of type "A" already.' }
    ], 'a preview answers what would be refused')
    const [a2, w2] = [await byType(s.sections[1], 'A'), await byType(s.sections[1], 'W')]
    const clash = await split(`name=curation_section_split&filter[section_id]=${s.sections[1].id as number}`, { firstSplitType: 'A1', secondSplitType: 'W1', splitIds: [w2.id, a2.id], preview: true })
    t.match(clash.body, { counts: { created: 2, updated: 1 }, updated: [{ id: a2.id }], refused: [{ id: w2.id, message: 'Its section has a split of type "A1" already.' }] },
      'two splits of a section may not make the same types')
  })

  t.test('bad parameters', async t => {
    const core = `name=cores&id=${s.core.id as number}`
    t.same(await split(core, {}), {
      status: 422,
      body: [
        { field: 'firstSplitType', message: 'First Split Type cannot be blank.' },
        { field: 'secondSplitType', message: 'Second Split Type cannot be blank.' },
        { field: 'splitIds', message: 'Split Ids cannot be blank.' }
      ]
    })
    t.same(await split(core, { firstSplitType: 'X', secondSplitType: 'WR', firstSplitPercent: 30, splitIds: [] }), {
      status: 422,
      body: [
        { field: 'firstSplitType', message: 'The split type "X" is not one of the value list SPLIT_TYPE (but WR).' },
        { field: 'secondSplitType', message: 'The split type "WR" is not one of the value list SPLIT_TYPE (but WR).' },
        { field: 'firstSplitPercent', message: 'Percents must add up to 100' },
        { field: 'splitIds', message: 'No split was selected' }
      ]
    })
    t.same(await split(core, { firstSplitType: 'A', secondSplitType: 'A', splitIds: [wr3.id] }),
      { status: 422, body: [{ field: 'secondSplitType', message: 'The two new splits must be of two types.' }] })
    const odd = await split(core, { ...halves, firstSplitPercent: 0.5, splitIds: [wr3.id], what: 1 })
    t.same([odd.status, odd.body.map((p: { field: string }) => p.field).sort()], [422, ['firstSplitPercent', 'what']])
    t.same(await split(core, { ...halves, splitIds: [wr3.id, 99999] }), {
      status: 422, body: [{ field: 'splitIds', message: 'curation_section_split 99999: not among the splits of the records the report names.' }]
    })
    t.same((await split(core, { ...halves, splitIds: Array.from({ length: 334 }, (_, i) => i + 1) })).body, [{ field: 'splitIds', message: 'Split Ids must NOT have more than 333 items.' }])
    t.same(await split('name=cores&id=99999', { ...halves, splitIds: [wr3.id] }), { status: 404, body: { name: 'Not Found', message: 'Object not found: cores 99999', code: 0, status: 404 } })
    t.equal((await split('name=cores&filter[nope]=1', { ...halves, splitIds: [wr3.id] })).status, 400)
  })

  t.test('rights: a viewer runs no action; an operator of cores only may not write splits', async t => {
    t.equal((await split(`name=cores&id=${s.core.id as number}`, { ...halves, splitIds: [wr3.id] }, viewer)).status, 403)
    const coresOnly = await as(app, 'operator', ['form-cores:edit'])
    t.same(await split(`name=cores&id=${s.core.id as number}`, { ...halves, splitIds: [wr3.id] }, coresOnly),
      { status: 403, body: { name: 'Forbidden', message: 'You are not allowed to edit curation_section_split.', code: 0, status: 403 } })
  })

  t.test('undo: the splits made are deleted, the split exists again', async t => {
    const a1 = await byType(s.sections[0], 'A')
    t.equal((await split(`name=curation_section_split&id=${a1.id as number}`, { firstSplitType: 'A1', secondSplitType: 'A2', splitIds: [a1.id] })).status, 200)
    const first = await splits(s.sections[0])
    const preview = await undo(`name=curation_section_split&id=${a1.id as number}`, { splitIds: [a1.id], preview: true })
    t.same(preview.body, {
      preview: true,
      model: 'curation_section_split',
      counts: { created: 0, updated: 1, removed: 2 },
      created: [],
      updated: [{ id: a1.id, combined_id: '5065_1_A_1_1_A' }],
      removed: [{ id: first[3].id, combined_id: '5065_1_A_1_1_A1' }, { id: first[4].id, combined_id: '5065_1_A_1_1_A2' }],
      refused: []
    })
    t.equal((await splits(s.sections[0])).length, 5, 'the preview deleted nothing')

    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [wr1.id] }),
      { status: 422, body: [refusal('5065_1_A_1_1_WR', 'Its split 5065_1_A_1_1_A was split further: undo that first.')] })
    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [first[2].id, wr3.id, first[3].id, first[1].id] }), {
      status: 422,
      body: [
        refusal('5065_1_A_1_1_A1', 'It was deleted: a split chosen before it was made whole again.'),
        refusal('5065_1_A_1_1_W', 'It was not split: there is nothing to undo.'),
        refusal('5065_1_A_1_3_WR', 'It was not split: there is nothing to undo.')
      ]
    }, 'in the order of their combined ids (A before A1: the undo of A deletes A1)')
    t.equal((await splits(s.sections[0])).length, 5, 'nothing was deleted')

    const done = await undo(`name=core_section&id=${s.sections[0].id as number}`, { splitIds: [first[1].id] })
    t.match(done, { status: 200, body: { counts: { created: 0, updated: 1, removed: 2 }, removed: [{ id: first[3].id }, { id: first[4].id }] } })
    t.match(await splits(s.sections[0]), [{ type: 'WR', still_exists: 0 }, { type: 'A', still_exists: 1, sampleable: 0 }, { type: 'W', still_exists: 1 }])
    t.equal((await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [wr1.id] })).status, 200)
    t.match(await splits(s.sections[0]), [{ id: wr1.id, type: 'WR', still_exists: 1, sampleable: 0 }])
    t.equal((await split(`name=cores&id=${s.core.id as number}`, { ...halves, splitIds: [wr1.id] })).status, 200, 'and can be split again')
  })

  t.test('undo refuses splits sampled, and splits whose parts other records need', async t => {
    await createModel(app, sampleTemplate())
    const w2 = await byType(s.sections[1], 'W')
    t.equal((await call(app, 'POST', '/api/v1/form?name=curation_sample', { section_split_id: w2.id, top: 10, sample_length: 5 })).status, 201)
    t.equal((await call(app, 'POST', '/api/v1/form?name=curation_sample', { section_split_id: wr3.id, top: 10, sample_length: 5 })).status, 201)
    t.equal((await split(`name=cores&id=${s.core.id as number}`, { ...halves, splitIds: [wr3.id] })).status, 200, 'a sampled split may be split')
    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [wr2.id, wr3.id] }), {
      status: 422,
      body: [
        refusal('5065_1_A_1_2_WR', 'Samples were taken of its split 5065_1_A_1_2_W.'),
        refusal('5065_1_A_1_3_WR', 'Samples were taken of it: its splitting cannot be undone.')
      ]
    })
    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [w2.id] }), { status: 422, body: [refusal('5065_1_A_1_2_W', 'Samples were taken of it: its splitting cannot be undone.')] })

    // a model below the splits that is no sample model: its records keep the split they refer to
    await createModel(app, sampleTemplate('thin_section'))
    const w1 = await byType(s.sections[0], 'W')
    t.equal((await call(app, 'POST', '/api/v1/form?name=thin_section', { section_split_id: w1.id, top: 3 })).status, 201)
    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [wr1.id] }),
      { status: 422, body: [{ field: 'id', message: 'curation_section_split 5065_1_A_1_1_WR: The record cannot be deleted: thin_section records refer to it.' }] })
    t.match(await splits(s.sections[0]), [{ still_exists: 0 }, { type: 'A' }, { type: 'W' }], 'the archive half deleted before is back')
  })

  t.test('undo: bad parameters', async t => {
    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [] }), { status: 422, body: [{ field: 'splitIds', message: 'No split was selected' }] })
    t.same(await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [99999] }),
      { status: 422, body: [{ field: 'splitIds', message: 'curation_section_split 99999: not among the splits of the records the report names.' }] })
    t.equal((await undo(`name=cores&id=${s.core.id as number}`, { splitIds: [1], nope: true })).status, 422)
  })
})
