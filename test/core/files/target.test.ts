import t from 'tap'
import { ValidationFailed } from '../../../core/shared/errors.js'
import { assignTarget, lockParent } from '../../../core/files/target.js'
import { buildTestApp } from '../../helpers/app.js'
import { insertHierarchy } from '../../helpers/files.js'

// The parent of an assignment read again under lock, in the transaction that records the files: what a delete or a
// move that came between the request's check and that transaction leaves (files-races.test.ts drives it over HTTP).

t.test('the parent read again under lock: gone is a 422, moved gives the new ancestor ids', async t => {
  const { app } = await buildTestApp(t)
  const db = app.database.db
  const ids = await insertHierarchy(db)
  const holeB = (await db.insertInto('holes').values({ site_id: ids.site, hole: 'B', combined_id: '5065_1_B' }).returning('id').executeTakeFirstOrThrow()).id as number
  const target = await assignTarget({ db, registry: app.registry, lists: app.lists }, { selectedFilenames: ['a.txt'], fileType: 'DOC', assignIds: { section: ids.section } })
  const lock = async () => await db.transaction().execute(async trx => await lockParent(trx, app.registry, target))

  t.same((await lock()).levels, target.levels, 'unchanged')
  await db.updateTable('cores').set({ hole_id: holeB, combined_id: '5065_1_B_3' }).where('id', '=', ids.core).execute()
  await db.updateTable('core_section').set({ combined_id: '5065_1_B_3_1' }).where('id', '=', ids.section).execute()
  const moved = await lock()
  t.same([moved.combinedId, moved.levels], ['5065_1_B_3_1', { ...target.levels, hole_id: holeB }], 'its core moved meanwhile')

  await db.deleteFrom('core_section').where('id', '=', ids.section).execute()
  const gone = await lock().catch((error: unknown) => error)
  t.ok(gone instanceof ValidationFailed)
  t.same((gone as ValidationFailed).errors, [{ field: 'assignIds.section', message: `Section ${ids.section} does not exist.` }])
})
