import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { action, call, createModel, curationSite, records, sampleTemplate } from '../../../helpers/curation.js'

// "Create samples series" and "Undo samples series" (mDIS CreateSampleSeriesReport, UndoSampleSeriesReport) on a
// sample model made as an installation has it: a core of three 1 m sections, the first two split into archive (A)
// and working (W) halves, the third whole (WR).

t.test('sample series', async t => {
  const { app } = await buildTestApp(t)
  const s = await curationSite(app)
  const [, , wr3] = s.wholeRounds
  t.equal((await action(app, 'SplitSection', `name=cores&id=${s.core.id as number}`, { firstSplitType: 'A', secondSplitType: 'W', splitIds: [s.wholeRounds[0].id, s.wholeRounds[1].id] })).status, 200)
  await createModel(app, sampleTemplate())
  const split = async (section: number, type: string) => (await records(app, 'curation_section_split', `&filter[section_id]=${s.sections[section].id as number}&filter[type]=${type}`))[0]
  const [a1, w1, w2] = [await split(0, 'A'), await split(0, 'W'), await split(1, 'W')]
  const sample = async (values: Record<string, unknown>, name = 'curation_sample') => {
    const made = await call(app, 'POST', `/api/v1/form?name=${name}`, values)
    t.equal(made.status, 201, `sample ${JSON.stringify(values)}`)
    return made.body
  }
  const shared = { sample_date: '2024-05-01', analyst: 'CK', sample_type: 'XRF', amount: 2, amount_unit: 'g', scientist: 'Jan', comment: 'first' }
  const first = await sample({ section_split_id: w1.id, top: 10, sample_length: 5, ...shared })
  const create = async (body: Record<string, unknown>, id = first.id as number, name = 'curation_sample', headers?: Record<string, string>) =>
    await action(app, 'CreateSampleSeries', `name=${name}&id=${id}`, body, headers)
  const undo = async (body: Record<string, unknown>, id = first.id as number) => await action(app, 'UndoSampleSeries', `name=curation_sample&id=${id}`, body)
  const refusal = (message: string, field = 'numberSamples') => ({ field, message })

  t.test('what a series would be, and what it cannot be', async t => {
    const preview = await create({ interval: 20, numberSamples: 7, preview: true })
    t.same(preview, {
      status: 200,
      body: {
        preview: true,
        model: 'curation_sample',
        counts: { created: 7, updated: 0, removed: 0 },
        created: ['1_1_W_30', '1_1_W_50', '1_1_W_70', '1_1_W_90', '1_2_W_10', '1_2_W_30', '1_2_W_50'].map(c => ({ id: null, combined_id: `5065_1_A_${c}` })),
        updated: [],
        removed: [],
        splits: [{ id: w1.id, combined_id: '5065_1_A_1_1_W' }, { id: w2.id, combined_id: '5065_1_A_1_2_W' }],
        refused: []
      }
    }, 'one every 20 cm below the sample, in the working halves of the sections it crosses')
    t.equal((await records(app, 'curation_sample')).length, 1, 'a preview writes nothing')

    t.same(await create({ interval: 5, numberSamples: 2 }), { status: 422, body: [refusal('Interval must be no less than 6.', 'interval')] })
    t.same(await create({ interval: 20, numberSamples: 20 }), { status: 422, body: [refusal('Please select a split for section 5065_1_A_1_3.', 'splitIds')] })
    t.same(await create({ interval: 20, numberSamples: 20, splitIds: [wr3.id], preview: true }),
      { status: 422, body: [refusal('The requested number of samples cannot be created: 14 of 20 fit in the sections below the sample.')] })
    t.same(await create({ interval: 20, numberSamples: 2, splitIds: [a1.id, w1.id] }), { status: 422, body: [refusal('Please select one split for section 5065_1_A_1_1.', 'splitIds')] })
    t.same(await create({ interval: 20, numberSamples: 2, splitIds: [99999, wr3.id] }),
      { status: 422, body: [refusal('curation_section_split 99999, ' + String(wr3.id) + ': not a split (still there) of a section the series crosses.', 'splitIds')] })
    t.same(await create({ interval: 25, numberSamples: 2, splitIds: [a1.id] }), { status: 422, body: [refusal('Please confirm to use archive splits for sampling.', 'forceSamplingArchive')] })
    t.match(await create({ interval: 25, numberSamples: 2, splitIds: [a1.id], forceSamplingArchive: true, preview: true }),
      { status: 200, body: { created: [{ combined_id: '5065_1_A_1_1_A_35' }, { combined_id: '5065_1_A_1_1_A_60' }], splits: [{ id: a1.id }] } })
    const beyond = await sample({ section_split_id: w1.id, top: 350, sample_length: 5 })
    t.same(await create({ interval: 20, numberSamples: 1 }, beyond.id),
      { status: 422, body: [refusal('The requested number of samples cannot be created: 0 of 1 fit in the sections below the sample.')] }, 'no section below')
    t.equal((await call(app, 'DELETE', `/api/v1/form/${beyond.id as number}?name=curation_sample`)).status, 204)
  })

  t.test('a series made: copies of the sample at their places', async t => {
    const made = await create({ interval: 20, numberSamples: 7 })
    t.match(made, { status: 200, body: { preview: false, counts: { created: 7 }, refused: [] } })
    const samples = await records(app, 'curation_sample')
    t.same(made.body.created.map((r: { id: number }) => r.id), samples.slice(1).map(r => r.id))
    t.match(samples.slice(1), [30, 50, 70, 90, 10, 30, 50].map((top, i) => ({
      section_split_id: i < 4 ? w1.id : w2.id, top, sample_length: 5, bottom: top + 5, ...shared, igsn: /^ICDP5065EX/, hole_id: s.hole
    })))
    const versions = (await call(app, 'GET', `/api/v1/form/${samples[1].id as number}/history?name=curation_sample`)).body.items
    t.match(versions, [{ action: 'create samples series' }])
  })

  t.test('refused: samples in the way, values the model refuses; a sample cut short where its section ends', async t => {
    t.same(await create({ interval: 20, numberSamples: 2 }), {
      status: 422,
      body: [30, 50].map(top => refusal(`curation_section_split 5065_1_A_1_1_W: A sample at ${top} cm collides with an existing one: (5065_1_A_1_1_W_${top}, top: ${top}, bottom: ${top + 5}).`))
    })
    const other = await sample({ section_split_id: w2.id, top: 80, sample_length: 15, analyst: 'JB' })
    t.same(await create({ interval: 17, numberSamples: 2 }, other.id), { status: 422, body: [refusal('Please select a split for section 5065_1_A_1_3.', 'splitIds')] })
    const cut = await create({ interval: 17, numberSamples: 2, splitIds: [wr3.id] }, other.id)
    t.match(cut, { status: 200, body: { counts: { created: 2 } } })
    t.match((await records(app, 'curation_sample', '&filter[analyst]=JB')).slice(1), [
      { section_split_id: w2.id, top: 97, sample_length: 3 },
      { section_split_id: wr3.id, top: 14, sample_length: 15 }
    ])

    await createModel(app, sampleTemplate('curation_sample2', { validator: '< 60', validatorMessage: 'Sample Top must be less than 60.' }))
    const limited = await sample({ section_split_id: w1.id, top: 10, sample_length: 5 }, 'curation_sample2')
    const refused = await create({ interval: 20, numberSamples: 3, preview: true }, limited.id, 'curation_sample2')
    t.match(refused, { status: 200, body: { counts: { created: 2 }, refused: [{ model: 'curation_section_split', id: w1.id, field: 'top', message: 'Sample Top must be less than 60.' }] } })
  })

  t.test('rights and models', async t => {
    t.equal((await create({ interval: 20, numberSamples: 1 }, first.id, 'curation_sample', await as(app, 'viewer'))).status, 403)
    t.same((await create({ interval: 20, numberSamples: 1 }, first.id, 'curation_sample', await as(app, 'operator', ['form-curation_sample:edit']))).body.message,
      'You are not allowed to view curation_section_split.')
    t.same((await create({ interval: 20, numberSamples: 1 }, 99999)).body, { name: 'Not Found', message: 'Object not found: curation_sample 99999', code: 0, status: 404 })
    t.equal((await action(app, 'CreateSampleSeries', 'name=curation_sample', { interval: 20, numberSamples: 1 })).status, 400, 'of one sample')
    await createModel(app, { ...sampleTemplate('curation_sample3'), parentModel: 'cores', relations: {}, columns: { core_id: { type: 'integer' }, top: { type: 'double' }, sample_length: { type: 'double' } } })
    const loose = await sample({ core_id: s.core.id, top: 1 }, 'curation_sample3')
    t.same((await create({ interval: 20, numberSamples: 1 }, loose.id, 'curation_sample3')).body.message,
      'Report "CreateSampleSeries" works on the samples of section splits; the records of curation_sample3 are not samples of curation_section_split.')
    t.same((await create({ interval: 20 })).body, [{ field: 'numberSamples', message: 'Number Samples cannot be blank.' }])
  })

  t.test('undo: the series of a sample, and its samples deleted', async t => {
    const series = await undo({ preview: true })
    const samples = (await records(app, 'curation_sample', '&filter[analyst]=CK'))
    t.same(series, {
      status: 200,
      body: { preview: true, model: 'curation_sample', counts: { created: 0, updated: 0, removed: 0 }, created: [], updated: [], removed: [], series: samples.slice(1).map(r => ({ id: r.id, combined_id: r.combined_id })), refused: [] }
    }, 'the samples of its hole below it with its values')
    t.equal((await undo({ preview: true }, samples[3].id)).body.series.length, 4, 'below it only')
    const other = (await records(app, 'curation_sample', '&filter[analyst]=JB'))
    t.same((await undo({ preview: true }, other[0].id)).body.series.map((r: { id: number }) => r.id), other.slice(1).map(r => r.id))

    const chosen = [samples[2].id, samples[5].id]
    t.match(await undo({ sampleIds: chosen, preview: true }), { status: 200, body: { counts: { removed: 2 }, removed: chosen.map(id => ({ id })) } })
    t.equal((await records(app, 'curation_sample', '&filter[analyst]=CK')).length, 8)
    t.match(await undo({ sampleIds: chosen }), { status: 200, body: { preview: false, counts: { removed: 2 }, removed: chosen.map(id => ({ id })) } })
    t.same((await records(app, 'curation_sample', '&filter[analyst]=CK')).map(r => r.id), samples.filter(r => !chosen.includes(r.id)).map(r => r.id))

    t.same(await undo({ sampleIds: [other[1].id, first.id] }),
      { status: 422, body: [{ field: 'sampleIds', message: `curation_sample ${other[1].id as number}, ${first.id as number}: not of the series of sample ${first.id as number}.` }] })
    for (const body of [{}, { sampleIds: [] }, { sampleIds: [], preview: true }]) {
      t.same(await undo(body), { status: 422, body: [{ field: 'sampleIds', message: 'Please select at least one sample to delete.' }] })
    }
    t.equal((await action(app, 'UndoSampleSeries', `name=curation_sample&id=${first.id as number}`, { sampleIds: [samples[1].id] }, await as(app, 'viewer'))).status, 403)
  })

  t.test('undo: none equals none', async t => {
    const bare = await sample({ section_split_id: w1.id, top: 5, sample_length: 1 })
    const deeper = await sample({ section_split_id: w2.id, top: 95, sample_length: 1 })
    t.same((await undo({ preview: true }, bare.id)).body.series, [{ id: deeper.id, combined_id: '5065_1_A_1_2_W_95' }])
  })

  t.test('a series crosses at most 1000 sections', async t => {
    await sql`insert into core_section (core_id, section, top_depth, section_length, bottom_depth)
      select ${s.core.id}, 10 + n, 3 + n * 0.001, 0.001, 3 + (n + 1) * 0.001 from generate_series(0, 1000) as n`.execute(app.database.db)
    t.same(await create({ interval: 6, numberSamples: 66 }),
      { status: 422, body: [refusal('The series would cross more than 1000 sections; ask for fewer samples.')] })
  })
})
