import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy } from '../../helpers/hierarchy.js'

// The Records facade (core/5-records/records.ts) as plugins hold it (app.records), for what no data-API route calls:
// a record by id as an object, read in the service's database or in a transaction the caller holds.

t.test('get and find a record as an object', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const holes = app.registry.require('holes')
  t.match(await app.records.get(holes, h.hole), { id: h.hole, site_id: h.site, expedition_id: h.expedition })
  await app.database.db.transaction().execute(async trx => {
    t.match(await app.records.get(holes, h.hole, trx), { id: h.hole }, 'in a transaction')
    t.equal(await app.records.find(holes, 999999, trx), undefined)
  })
  await t.rejects(app.records.get(holes, 999999), { statusCode: 404, message: 'Object not found: holes 999999' })
  t.equal(await app.records.find(holes, 999999), undefined, 'find answers none')
})
