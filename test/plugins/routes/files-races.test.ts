import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout } from 'node:timers/promises'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { insertHierarchy } from '../../helpers/files.js'

// Assigning files to a record while the record is deleted or moved: the record's row (and its ancestors') is locked
// by both, so one of the two comes first and the other sees its result. Never a file record of a deleted record,
// never one under a record's former parent.

const TRIES = 24

t.test('assign and delete of the record at once: exactly one wins, the files are never left on a deleted record', async t => {
  const { app, config } = await buildTestApp(t)
  const ids = await insertHierarchy(app.database.db)
  const cores = await as(app, 'operator', ['form-cores:edit'])
  const db = app.database.db
  const outcomes = new Map<string, number>()
  for (let i = 0; i < TRIES; i++) {
    const core = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: cores, payload: { hole_id: ids.hole, core_type: 'R' } })
    const id = core.json().id as number
    const name = `race-${i}.txt`
    await writeFile(join(config.UPLOAD_DIR, name), `try ${i}`)
    // the delete a little later from try to try, so that each of the two comes first sometimes
    const [assigned, deleted] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: cores, payload: { selectedFilenames: [name], fileType: 'DOC', assignIds: { core: id } } }),
      setTimeout(i % 8).then(async () => await app.inject({ method: 'DELETE', url: `/api/v1/form/${id}?name=cores`, headers: cores }))
    ])
    const outcome = `${assigned.statusCode}/${deleted.statusCode}`
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
    if (outcome === '201/409') {
      t.same(deleted.json().message, 'The record cannot be deleted: files are assigned to it.')
      t.match(assigned.json(), [{ core_id: id, original_filename: name }])
    } else {
      t.equal(outcome, '422/204', `try ${i}: assign ${assigned.statusCode}, delete ${deleted.statusCode}`)
      t.same(assigned.json(), [{ field: 'assignIds.core', message: `Core ${id} does not exist.` }])
      t.ok((await readdir(config.UPLOAD_DIR)).includes(name), 'the file is back in the upload directory')
    }
  }
  t.comment(`outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`)
  const orphans = await db.selectFrom('rs_archive_file as f').leftJoin('cores as c', 'c.id', 'f.core_id')
    .select('f.id').where('f.core_id', 'is not', null).where('c.id', 'is', null).execute()
  t.same(orphans, [], 'no file record points at a deleted core')
  t.same(await db.selectFrom('rs_file_journal').selectAll().execute(), [], 'no journal left')
})

t.test('assign to a section while its core moves to another hole: the file record follows the move', async t => {
  const { app, config } = await buildTestApp(t)
  const ids = await insertHierarchy(app.database.db)
  const db = app.database.db
  const operator = await as(app, 'operator')
  const sections = await as(app, 'operator', ['form-core_section:edit'])
  const holeB = (await db.insertInto('holes').values({ site_id: ids.site, hole: 'B', combined_id: '5065_1_B' }).returning('id').executeTakeFirstOrThrow()).id as number
  for (let i = 0; i < TRIES / 2; i++) {
    const name = `move-${i}.txt`
    await writeFile(join(config.UPLOAD_DIR, name), `try ${i}`)
    const to = i % 2 === 0 ? holeB : ids.hole
    const [assigned, moved] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: sections, payload: { selectedFilenames: [name], fileType: 'DOC', assignIds: { section: ids.section } } }),
      app.inject({ method: 'PATCH', url: `/api/v1/form/${ids.core}?name=cores`, headers: operator, payload: { hole_id: to } })
    ])
    t.same([assigned.statusCode, moved.statusCode], [201, 200], `try ${i}`)
    const files = await db.selectFrom('rs_archive_file').select(['hole_id', 'parent_combined_id']).where('section_id', '=', ids.section).execute()
    const combined = to === holeB ? '5065_1_B_3_1' : '5065_1_A_3_1'
    t.same(files, files.map(() => ({ hole_id: to, parent_combined_id: combined })), `try ${i}: every file of the section is under hole ${to}`)
  }
})
