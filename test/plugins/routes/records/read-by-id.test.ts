import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { bundledTemplates, buildTestApp, tempDir } from '../../../helpers/app.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// A record read by id and the answer to its create come as JSON built by the database (core/2-model/record-json.ts), a
// page of the list through the pg row and toRecord (compile.ts): all must show every kind of record the same,
// member by member.

// under cores, which has an archive level, without one of its own; a column named like a higher ancestor id
const notes = {
  name: 'core_notes',
  module: 'Test',
  parentModel: 'cores',
  nameAttribute: 'note',
  columns: {
    core_id: { type: 'integer', required: true },
    note: { type: 'string', size: 40, required: true },
    expedition_id: { type: 'integer' },
    seen_on: { type: 'date' },
    seen_at: { type: 'dateTime' },
    seen_time: { type: 'time' },
    tags: { type: 'string_multiple' },
    weight: { type: 'double' },
    dry: { type: 'boolean' },
    hole_name: { type: 'pseudo', pseudoCalc: 'parent.hole' },
    combined_id: { type: 'string' }
  }
}
// a formula computed on read: read by id through toRecord as well
const samples = {
  name: 'samples',
  module: 'Test',
  nameAttribute: 'code',
  columns: { code: { type: 'string', size: 12, required: true }, weight: { type: 'double' }, twice: { type: 'pseudo', calculate: '[weight] * 2' } }
}

t.test('a record read by id or created is the record the list shows, for every kind of column and ancestry', async t => {
  const templateDir = await bundledTemplates(await tempDir(t))
  await writeFile(join(templateDir, 'core_notes.json'), JSON.stringify(notes))
  await writeFile(join(templateDir, 'samples.json'), JSON.stringify(samples))
  const { app } = await buildTestApp(t, { templateDir })
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', top_depth: 1e21, drilled_length: 1.5e-7 }, h.headers)
  const created = [
    await post(app, 'core_notes', { core_id: core.id, note: 'first', expedition_id: 999, seen_on: '2024-02-29', seen_at: '2024-02-29 23:59', seen_time: '07:05', tags: ['a', '', 'b'], weight: 0.1, dry: 1 }, h.headers),
    await post(app, 'core_notes', { core_id: core.id, note: 'empty' }, h.headers),
    await post(app, 'samples', { code: 'S-1', weight: 1.25 }, h.headers)
  ]
  const read = async (name: string, id: number, answer?: Record<string, unknown>) => {
    const one = await app.inject({ url: `/api/v1/form/${id}?name=${name}`, headers: h.headers })
    t.equal(one.headers['content-type'], 'application/json; charset=utf-8')
    const page = await app.inject({ url: `/api/v1/form?name=${name}&filter[id]=${id}`, headers: h.headers })
    t.same(one.json(), page.json().items[0], `${name} ${id}: by id as in the list`)
    t.same(Object.keys(one.json()), Object.keys(page.json().items[0]), 'in the same order')
    if (answer !== undefined) {
      t.same(answer, one.json(), `${name} ${id}: the create's answer as read`)
      t.same(Object.keys(answer), Object.keys(one.json()), 'in the same order')
    }
    return one.json()
  }
  t.match(await read('core_notes', created[0].id, created[0]), {
    expedition_id: h.expedition, seen_on: '2024-02-29', seen_at: '2024-02-29 23:59:00', seen_time: '07:05:00', tags: ['a', 'b'], weight: 0.1, dry: 1, hole_name: null,
    archive_files: { filter: { expedition: h.expedition, site: h.site, hole: h.hole, core: core.id }, files: [] }
  }, 'the higher ancestor id wins over the column of its name; no files of its own')
  t.match(await read('core_notes', created[1].id, created[1]), { tags: [], seen_at: null, weight: null })
  t.match(await read('cores', core.id, core), { top_depth: 1e21, drilled_length: 1.5e-7 })
  t.match(await read('sites', h.site), { id: h.site, expedition_id: h.expedition, program_id: h.program })
  t.match(await read('samples', created[2].id, created[2]), { twice: 2.5 })
  const missing = await app.inject({ url: '/api/v1/form/999?name=core_notes', headers: h.headers })
  t.equal(missing.statusCode, 404)
  t.equal(missing.json().message, 'Object not found: core_notes 999')
})
