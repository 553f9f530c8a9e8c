import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { action, call, curationSite, records, splitColumns } from '../../../helpers/curation.js'
import { CRATE_MAX_WEIGHT } from '../../../../core/reports/actions/create-crates.js'

// "Fill crates" (mDIS CreateCratesReport) of expeditions, sites and holes: the splits model needs mDIS's weight and
// crate_name (the bundled one has neither); the crate's weight is bounded, the bound kept.

t.test('fill crates', async t => {
  const { app } = await buildTestApp(t)
  const s = await curationSite(app)
  const [wr1, wr2, wr3] = s.wholeRounds
  const fill = async (query: string, body: Record<string, unknown>, headers?: Record<string, string>) => await action(app, 'CreateCrates', query, body, headers)
  const hole = `name=holes&id=${s.hole}`

  t.same(await fill(hole, { crateName: 'C-1', splitIds: [wr1.id] }), {
    status: 404,
    body: { name: 'Not Found', message: 'Report "CreateCrates" reads the columns weight, crate_name of the model "curation_section_split", which it does not have.', code: 0, status: 404 }
  })
  await splitColumns(app, { weight: { type: 'double', label: 'Weight', unit: 'kg' }, crate_name: { type: 'string', size: 12, label: 'Crate Name' } })
  t.equal((await action(app, 'SplitSection', `name=cores&id=${s.core.id as number}`, { firstSplitType: 'A', secondSplitType: 'W', splitIds: [wr1.id, wr2.id] })).status, 200)
  const split = async (section: number, type: string) => (await records(app, 'curation_section_split', `&filter[section_id]=${s.sections[section].id as number}&filter[type]=${type}`))[0]
  const [a1, w1, a2, w2] = [await split(0, 'A'), await split(0, 'W'), await split(1, 'A'), await split(1, 'W')]
  for (const [record, weight] of [[a1, 100], [w1, 200.2], [a2, 150], [w2, 249.9]] as Array<[Record<string, any>, number]>) {
    t.equal((await call(app, 'PUT', `/api/v1/form/${record.id as number}?name=curation_section_split`, { weight })).status, 200)
  }
  const target = (record: Record<string, any>) => ({ id: record.id, combined_id: record.combined_id })

  t.test('the splits chosen go in the crate; a preview writes nothing', async t => {
    const preview = await fill(hole, { crateName: 'C-1', splitIds: [w2.id, w1.id], preview: true })
    t.same(preview, {
      status: 200,
      body: {
        preview: true,
        model: 'curation_section_split',
        counts: { created: 0, updated: 2, removed: 0 },
        created: [],
        updated: [target(w1), target(w2)],
        removed: [],
        crate: { name: 'C-1', splits: 2, weight: 450.1, maxWeight: 500 },
        refused: []
      }
    })
    t.equal((await split(0, 'W')).crate_name, null)
    t.match(await fill(`name=expeditions&id=${s.expedition}`, { crateName: 'C-1', splitIds: [w1.id, w2.id] }), { status: 200, body: { preview: false, counts: { updated: 2 } } })
    t.match([await split(0, 'W'), await split(1, 'W')], [{ crate_name: 'C-1', weight: 200.2 }, { crate_name: 'C-1' }])
  })

  t.test('a crate weighs at most crateMaxWeight, kept for the next runs (else 500)', async t => {
    const overweight = (weight: number, most: number) => ({ status: 422, body: [{ field: 'splitIds', message: `Overweight! Please select less section splits: the crate would weigh ${weight} kg, more than ${most} kg.` }] })
    t.same(await fill(hole, { crateName: 'C-1', splitIds: [a1.id] }), overweight(550.1, 500), 'with the splits in it')
    t.same(await fill(hole, { crateName: 'C-1', splitIds: [a1.id], crateMaxWeight: 600, preview: true }).then(a => a.body.crate), { name: 'C-1', splits: 3, weight: 550.1, maxWeight: 600 })
    t.same((await call(app, 'GET', '/api/v1/app/config')).body[CRATE_MAX_WEIGHT], undefined, 'a preview keeps no weight')
    t.match(await fill(`name=sites&filter[expedition_id]=${s.expedition}`, { crateName: 'C-1', splitIds: [a1.id], crateMaxWeight: 600 }), { status: 200, body: { crate: { splits: 3, weight: 550.1 } } })
    t.same((await call(app, 'GET', '/api/v1/app/config')).body[CRATE_MAX_WEIGHT], 600)
    t.same(await fill(hole, { crateName: 'C-1', splitIds: [a2.id] }), overweight(700.1, 600), 'the weight given is kept')
    t.match(await fill(hole, { crateName: 'C-2', splitIds: [a2.id] }), { status: 200, body: { crate: { name: 'C-2', splits: 1, weight: 150, maxWeight: 600 } } }, 'a new crate')
  })

  t.test('refused, with the reasons, all or nothing', async t => {
    const reason = (record: Record<string, any>, message: string, field = 'splitIds') => ({ field, message: `curation_section_split ${record.combined_id as string}: ${message}` })
    t.same(await fill(hole, { crateName: 'C-3', splitIds: [wr1.id, w1.id, wr3.id] }), {
      status: 422,
      body: [reason(w1, 'It is in the crate "C-1" already.'), reason(wr1, 'It no longer exists: it was split.')]
    })
    t.equal((await split(2, 'WR')).crate_name, null, 'the split that could go in the crate did not')
    t.same(await fill(hole, { crateName: 'a crate name too long', splitIds: [wr3.id] }),
      { status: 422, body: [reason(wr3, 'Crate Name should contain at most 12 characters.', 'crate_name')] })
    t.same(await fill(hole, { crateName: 'C-3', splitIds: [wr3.id, 99999] }),
      { status: 422, body: [{ field: 'splitIds', message: 'curation_section_split 99999: not among the splits below the records the report names.' }] })
    t.same(await fill(hole, { crateName: ' ', splitIds: [] }), {
      status: 422,
      body: [{ field: 'crateName', message: 'Please select a crate' }, { field: 'splitIds', message: 'Please select the section splits to put in the crate.' }]
    })
    t.same((await fill(hole, { crateName: 'C-3', splitIds: [wr3.id], crateMaxWeight: 0 })).body, [{ field: 'crateMaxWeight', message: 'Crate Max Weight must be > 0.' }])
    t.same((await fill(hole, { splitIds: [wr3.id] })).body, [{ field: 'crateName', message: 'Crate Name cannot be blank.' }])
    t.equal((await fill(hole, { crateName: 'C-3', splitIds: [wr3.id] }, await as(app, 'viewer'))).status, 403)
  })
})
