import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { insertHierarchy } from '../../helpers/files.js'

// A record moved to another parent takes its files and its descendants' files along: their ancestor ids (and the
// parent combined id) follow in the same transaction, so the new parent lists them and the old one does not.

t.test('a core moved to another hole, a section to another core, a site to another expedition', async t => {
  const { app, config } = await buildTestApp(t)
  const db = app.database.db
  const ids = await insertHierarchy(db)
  const other = await insertHierarchy(db, '5066')
  const holeB = (await db.insertInto('holes').values({ site_id: ids.site, hole: 'B', combined_id: '5065_1_B' }).returning('id').executeTakeFirstOrThrow()).id as number
  const operator = await as(app, 'operator')
  const cores = await as(app, 'operator', ['form-cores:edit', 'form-holes:view'])
  for (const name of ['core.txt', 'section.txt', 'hole.txt']) await writeFile(join(config.UPLOAD_DIR, name), name)
  const assign = async (name: string, assignIds: Record<string, number>) => (await app.inject({
    method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: [name], fileType: 'DOC', assignIds }
  })).json()[0]
  const core = await assign('core.txt', { core: ids.core })
  const section = await assign('section.txt', { section: ids.section })
  const hole = await assign('hole.txt', { hole: ids.hole })
  const files = async (model: string, id: number, headers = operator) => (await app.inject({ url: `/api/v1/form/${id}?name=${model}`, headers })).json().archive_files.files.map((f: any) => f.id)
  const stored = async (id: number) => await db.selectFrom('rs_archive_file').select(['parent_combined_id', 'expedition_id', 'site_id', 'hole_id', 'core_id', 'section_id'])
    .where('id', '=', id).executeTakeFirstOrThrow()
  t.same(await files('holes', holeB, cores), [])

  const moved = await app.inject({ method: 'PATCH', url: `/api/v1/form/${ids.core}?name=cores`, headers: cores, payload: { hole_id: holeB } })
  t.match([moved.statusCode, moved.json()], [200, { hole_id: holeB, combined_id: '5065_1_B_3' }])
  t.same(await files('holes', holeB, cores), [core.id], 'the new hole lists the core\'s file (the section\'s is not the caller\'s to see)')
  t.same(await files('holes', holeB), [core.id, section.id], 'and its section\'s')
  t.same(await files('holes', ids.hole), [hole.id], 'the old hole lists only its own')
  t.same(await stored(core.id), { parent_combined_id: '5065_1_B_3', expedition_id: ids.expedition, site_id: ids.site, hole_id: holeB, core_id: ids.core, section_id: null })
  t.same(await stored(section.id), { parent_combined_id: '5065_1_B_3_1', expedition_id: ids.expedition, site_id: ids.site, hole_id: holeB, core_id: ids.core, section_id: ids.section })
  t.equal((await app.inject({ url: `/api/v1/file/download/${core.id as number}`, headers: cores })).body, 'core.txt', 'still the caller\'s to read')

  // a PUT of a section to a core of the other hole
  const put = await app.inject({ method: 'PUT', url: `/api/v1/form/${ids.section}?name=core_section`, headers: operator, payload: { core_id: ids.otherCore, section: 7 } })
  t.equal(put.statusCode, 200)
  t.same(await stored(section.id), { parent_combined_id: '5065_1_A_4_7', expedition_id: ids.expedition, site_id: ids.site, hole_id: ids.hole, core_id: ids.otherCore, section_id: ids.section })
  t.same(await files('cores', ids.core), [core.id])
  t.same(await files('cores', ids.otherCore), [section.id])

  // a site to another expedition: every file below it
  t.equal((await app.inject({ method: 'PATCH', url: `/api/v1/form/${ids.site}?name=sites`, headers: operator, payload: { expedition_id: other.expedition, site: '9' } })).statusCode, 200)
  for (const file of [core, section, hole]) t.equal((await stored(file.id)).expedition_id, other.expedition, `file ${file.original_filename as string}`)
  t.same((await stored(hole.id)).parent_combined_id, '5066_9_A')
  t.same(await files('expeditions', other.expedition), [core.id, section.id, hole.id])
  t.same(await files('expeditions', ids.expedition), [])

  // an expedition to another program: files carry no program, nothing else changes
  const program = (await db.insertInto('programs').values({ program: 'IODP', program_name: 'Ocean Drilling' }).returning('id').executeTakeFirstOrThrow()).id as number
  const before = await stored(hole.id)
  t.equal((await app.inject({ method: 'PATCH', url: `/api/v1/form/${other.expedition}?name=expeditions`, headers: operator, payload: { program_id: program } })).statusCode, 200)
  t.same(await stored(hole.id), before)

  // a change that moves nothing leaves the files alone
  t.equal((await app.inject({ method: 'PATCH', url: `/api/v1/form/${ids.core}?name=cores`, headers: cores, payload: { hole_id: holeB, remarks: 'same hole' } })).statusCode, 200)
  t.same((await stored(core.id)).hole_id, holeB)
})
