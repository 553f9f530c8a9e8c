import { sql } from 'kysely'
import t from 'tap'
import { assignCoreboxStorage } from '../../../../core/reports/actions/assign-corebox-storage.js'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'
import { AssignStorageBodySchema } from '../../../../schemas/report-actions.js'

// "Assign storage location" (mDIS AssignCoreboxStorageReport) through POST /api/v1/report/AssignCoreboxStorage: the
// chosen core boxes, by combined id, kept in the location given, through the rules of an update, all or nothing.

t.test('AssignCoreboxStorage', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const operator = h.headers
  const holeB = (await post(app, 'holes', { site_id: h.site })).id as number
  // (made out of order: the run goes by combined id)
  const boxes: Record<string, number> = {}
  for (const corebox of ['002', '001', '003']) boxes[corebox] = (await post(app, 'curation_corebox', { hole_id: h.hole, corebox })).id as number
  const other = (await post(app, 'curation_corebox', { hole_id: holeB, corebox: '001' })).id as number

  const run = async (query: string, payload?: unknown, headers: Record<string, string> = operator) => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/report/AssignCoreboxStorage?${query}`, headers, payload: payload as object })
    return { status: response.statusCode, body: response.json() }
  }
  const locations = async () => (await app.inject({ url: '/api/v1/form?name=curation_corebox&sort=combined_id', headers: operator })).json().items
    .map((b: { combined_id: string, storage_location: string | null }) => [b.combined_id, b.storage_location])
  const hole = `name=curation_corebox&filter[hole_id]=${h.hole}`

  t.test('offered for core boxes only, for one record and for the list', async t => {
    const descriptors = (await app.inject({ url: '/api/v1/form/reports?name=curation_corebox', headers: await as(app, 'viewer') })).json()
    const descriptor = { name: 'AssignCoreboxStorage', title: 'Assign storage location', model: 'curation_corebox', showInMenu: true, type: 'action', confirmationMessage: 'Assign the selected core boxes to this storage location?', directPrint: false, canAutoPrint: false, parameters: JSON.parse(JSON.stringify(AssignStorageBodySchema)) }
    const mine = (group: Array<{ name: string }>) => group.find(d => d.name === 'AssignCoreboxStorage')
    t.same([mine(descriptors.single), mine(descriptors.multiple)], [{ ...descriptor, singleRecord: true }, { ...descriptor, singleRecord: false }])
    t.same((await run(`name=holes&id=${h.hole}`, { storageLocation: 'Shelf 1' })).body.message, 'Report "AssignCoreboxStorage" is not available for the model "holes".')
  })

  t.test('preview, then the boxes of the filter by combined id, each with its version', async t => {
    const change = { storage_location: { from: null, to: 'Shelf 4' } }
    const records = ['001', '002', '003'].map(n => ({ id: boxes[n], combined_id: `5065_1_A_${n}`, changes: change }))
    const preview = await run(hole, { storageLocation: 'Shelf 4', preview: true })
    t.same(preview, { status: 200, body: { preview: true, model: 'curation_corebox', count: 3, changed: 3, records, refused: [] } })
    t.same((await locations()).map((l: unknown[]) => l[1]), [null, null, null, null], 'a preview writes nothing')
    t.same((await run(hole, { storageLocation: 'Shelf 4' })).body, { preview: false, model: 'curation_corebox', count: 3, changed: 3, records, refused: [] })
    t.same(await locations(), [['5065_1_A_001', 'Shelf 4'], ['5065_1_A_002', 'Shelf 4'], ['5065_1_A_003', 'Shelf 4'], ['5065_1_B_001', null]])
    const { rows } = await sql<{ record_id: number }>`select record_id from rs_history where action = 'assign storage location' order by id`.execute(app.database.db)
    t.same(rows.map(r => r.record_id), records.map(r => r.id))
  })

  t.test('one box (id=), or those ids pick', async t => {
    t.same((await run(`name=curation_corebox&id=${other}`, { storageLocation: 'Rack 2' })).body.records.map((r: { id: number }) => r.id), [other])
    t.same((await run(hole, { storageLocation: 'Rack 9', ids: [boxes['003']] })).body.count, 1)
    t.same(await locations(), [['5065_1_A_001', 'Shelf 4'], ['5065_1_A_002', 'Shelf 4'], ['5065_1_A_003', 'Rack 9'], ['5065_1_B_001', 'Rack 2']])
  })

  t.test('a location the column cannot take refuses every box: nothing changed', async t => {
    const long = 'x'.repeat(101)
    const refused = await run(hole, { storageLocation: long })
    t.equal(refused.status, 422)
    t.same(refused.body.map((p: { field: string, message: string }) => p.message),
      ['001', '002', '003'].map(n => `curation_corebox 5065_1_A_${n}: Storage Location should contain at most 100 characters.`))
    t.same((await locations()).map((l: unknown[]) => l[1]), ['Shelf 4', 'Shelf 4', 'Rack 9', 'Rack 2'])
  })

  t.test('bad bodies, a model without the column, rights and methods', async t => {
    t.same(await run(hole, {}), { status: 422, body: [{ field: 'storageLocation', message: 'Storage Location cannot be blank.' }] })
    t.same(await run(hole, { storageLocation: '' }), { status: 422, body: [{ field: 'storageLocation', message: 'Storage Location must NOT have fewer than 1 characters.' }] })
    app.reports.register({ ...assignCoreboxStorage, name: 'AssignHoleStorage', model: 'holes' })
    t.same(await app.inject({ method: 'POST', url: `/api/v1/report/AssignHoleStorage?name=holes&id=${h.hole}`, headers: operator, payload: { storageLocation: 'x' } }).then(r => [r.statusCode, r.json()]),
      [422, [{ field: 'storage_location', message: '"storage_location" is not a column of holes.' }]])
    t.equal((await run(hole, { storageLocation: 'x' }, await as(app, 'viewer'))).status, 403)
    t.equal((await app.inject({ url: `/api/v1/report/AssignCoreboxStorage?${hole}`, headers: operator })).statusCode, 405)
  })
})
