import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { action, call, createModel, curationSite, records, splitColumns, splitTypes } from '../../../helpers/curation.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'
import { bundledTemplate } from '../../../helpers/models.js'

// The split actions on an installation's models: a splits model with mDIS's origin_split_id and storage_id, one
// run's bound, and models without what the actions need.

const halves = { firstSplitType: 'A', secondSplitType: 'W' }

t.test('a splits model with origin_split_id and storage_id (mDIS CurationSectionSplit)', async t => {
  const { app } = await buildTestApp(t)
  const s = await curationSite(app)
  await splitColumns(app, { origin_split_id: { type: 'integer', label: 'Origin Split ID' }, storage_id: { type: 'integer', label: 'Storage' } })
  const core = `name=cores&id=${s.core.id as number}`
  const [wr1, wr2, wr3] = s.wholeRounds
  t.equal((await action(app, 'SplitSection', core, { ...halves, splitIds: [wr1.id, wr3.id] })).status, 200)
  t.equal((await action(app, 'SplitSection', core, { firstSplitType: 'W', secondSplitType: 'A', splitIds: [wr2.id] })).status, 200)
  const splits = async (i: number) => await records(app, 'curation_section_split', `&filter[section_id]=${s.sections[i].id as number}`)
  const [first, second, third] = [await splits(0), await splits(1), await splits(2)]
  t.match(first, [{ id: wr1.id }, { type: 'A', origin_split_id: wr1.id, origin_split_type: 'WR' }, { type: 'W', origin_split_id: wr1.id }])
  t.match(second, [{ id: wr2.id }, { type: 'W', origin_split_id: wr2.id }, { type: 'A', origin_split_id: wr2.id }])
  // a working half split and made whole again is sampleable again
  t.equal((await action(app, 'SplitSection', core, { firstSplitType: 'W1', secondSplitType: 'W2', splitIds: [first[2].id] })).status, 200)
  t.match((await splits(0)).slice(2), [{ type: 'W', still_exists: 0, sampleable: 0 }, { type: 'W1', origin_split_id: first[2].id, sampleable: 1 }, { type: 'W2', sampleable: 1 }])
  t.match(await action(app, 'UndoSplitSection', core, { splitIds: [first[2].id] }), { status: 200, body: { counts: { updated: 1, removed: 2 } } })
  t.match(await splits(0), [{ id: wr1.id }, { type: 'A' }, { type: 'W', still_exists: 1, sampleable: 1, storage_id: null }])
  // the storage of the parts: the sampleable part's wins, else the first one's
  for (const [split, storage] of [[first[1], 5], [first[2], 7], [second[1], 7], [second[2], 5]] as Array<[Record<string, any>, number]>) {
    t.equal((await call(app, 'PUT', `/api/v1/form/${split.id as number}?name=curation_section_split`, { storage_id: storage })).status, 200)
  }
  // a split of the data API that names its origin by type only is no part made by the split action
  t.equal((await call(app, 'POST', '/api/v1/form?name=curation_section_split', { section_id: s.sections[2].id, type: 'W1', origin_split_type: 'WR', percent: 10 })).status, 201)
  const undone = await action(app, 'UndoSplitSection', core, { splitIds: [wr1.id, wr2.id, wr3.id] })
  t.match(undone, { status: 200, body: { counts: { updated: 3, removed: 6 } } })
  t.match(await splits(0), [{ id: wr1.id, still_exists: 1, storage_id: 7 }])
  t.match(await splits(1), [{ id: wr2.id, still_exists: 1, storage_id: 7 }])
  t.match(await splits(2), [{ id: wr3.id, still_exists: 1, storage_id: null }, { type: 'W1' }])
  t.equal(third.length, 3)
})

t.test('one run touches at most 1000 records', async t => {
  const { app } = await buildTestApp(t)
  const s = await curationSite(app)
  const wr = s.wholeRounds[0]
  await sql`insert into curation_section_split (section_id, type, origin_split_type, percent, still_exists, sampleable)
    select ${wr.section_id}, 'X' || n, 'WR', 0, 1, 1 from generate_series(1, 1000) as n`.execute(app.database.db)
  t.same(await action(app, 'UndoSplitSection', `name=curation_section_split&id=${wr.id as number}`, { splitIds: [wr.id] }), {
    status: 422,
    body: [{ field: 'splitIds', message: 'The run would change more than 1000 splits; one run changes at most 1000: choose fewer.' }]
  })
})

t.test('without the splits model, or with one that lacks what the actions need, they are not available', async t => {
  const dir = await tempDir(t)
  for (const name of ['programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section']) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(bundledTemplate(name)))
  }
  const { app } = await buildTestApp(t, { templateDir: dir })
  const h = await hierarchy(app)
  await splitTypes(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const section = await post(app, 'core_section', { core_id: core.id })
  const notFound = (message: string) => ({ status: 404, body: { name: 'Not Found', message, code: 0, status: 404 } })
  const missing = notFound('Report "SplitSection" works on the model "curation_section_split", which does not exist.')
  t.same(await action(app, 'SplitSection', `name=cores&id=${core.id as number}`, { ...halves, splitIds: [1] }), missing)
  t.same((await action(app, 'UndoSplitSection', `name=cores&id=${core.id as number}`, { splitIds: [1] })).body.message,
    'Report "UndoSplitSection" works on the model "curation_section_split", which does not exist.')
  t.same((await action(app, 'CreateCrates', `name=holes&id=${h.hole}`, { crateName: 'C', splitIds: [1] })).body.message,
    'Report "CreateCrates" works on the model "curation_section_split", which does not exist.')

  const columns = { core_id: { type: 'integer' }, combined_id: { type: 'string', size: 64 }, type: { type: 'string', size: 8 }, still_exists: { type: 'boolean' }, sampleable: { type: 'boolean' }, origin_split_type: { type: 'string', size: 8 } }
  await createModel(app, { name: 'curation_section_split', parentModel: 'cores', nameAttribute: 'type', columns })
  t.same(await action(app, 'SplitSection', `name=cores&id=${core.id as number}`, { ...halves, splitIds: [1] }),
    notFound('Report "SplitSection" reads the columns percent of the model "curation_section_split", which it does not have.'))
  t.equal((await call(app, 'POST', '/cg/api/update-model?name=curation_section_split', { template: { name: 'curation_section_split', parentModel: 'cores', nameAttribute: 'type', columns: { ...columns, percent: { type: 'double' } } } },
    await as(app, 'developer'))).status, 200)
  t.same(await action(app, 'SplitSection', `name=core_section&id=${section.id as number}`, { ...halves, splitIds: [1] }),
    notFound('Report "SplitSection" works on the curation_section_split records below core_section; there are none below it.'))
})
