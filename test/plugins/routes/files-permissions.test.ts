import { existsSync } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { igsn } from '../../../core/2-model/identifiers.js'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { insertHierarchy, multipart } from '../../helpers/files.js'

// Files are the records' files: reading one needs the view permission on the model of the record it is assigned to,
// changing its assignment the edit permission; a list of a record's files shows only the files the caller may view.
// The probes of the security report first: an operator granted form-cores:edit only, against an expedition's file.

const forbidden = (action: string, model: string) => ({ name: 'Forbidden', message: `You are not allowed to ${action} ${model}.`, code: 0, status: 403 })

async function setup (t: Test) {
  const built = await buildTestApp(t)
  const { app, config } = built
  const operator = await as(app, 'operator')
  const cores = await as(app, 'operator', ['form-cores:edit'])
  const ids = await insertHierarchy(app.database.db)
  for (const name of ['exp.txt', 'core.txt', 'section.txt', 'mine.txt']) await writeFile(join(config.UPLOAD_DIR, name), name)
  const assign = async (names: string[], assignIds: Record<string, number>, headers = operator) =>
    await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers, payload: { selectedFilenames: names, fileType: 'DOC', assignIds } })
  const [exp] = (await assign(['exp.txt'], { expedition: ids.expedition })).json()
  const [core] = (await assign(['core.txt'], { core: ids.core })).json()
  const [section] = (await assign(['section.txt'], { section: ids.section })).json()
  const download = async (id: number, headers = cores) => await app.inject({ url: `/api/v1/file/download/${id}`, headers })
  const unassign = async (id: number, headers = cores) => await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${id}`, headers })
  return { ...built, ids, operator, cores, assign, download, unassign, files: { exp, core, section } }
}

t.test('an operator of cores only: no file of another model is theirs to read, assign, unassign or delete', async t => {
  const { app, config, ids, operator, cores, assign, download, unassign, files } = await setup(t)

  // download (ids are sequential: the attacker tries them all)
  const read = await download(files.exp.id)
  t.same([read.statusCode, read.json()], [403, forbidden('view', 'expeditions')], 'an expedition\'s file')
  t.same((await download(files.section.id)).json(), forbidden('view', 'core_section'), 'a section\'s file: files belong to the record they are assigned to')
  const own = await download(files.core.id)
  t.same([own.statusCode, own.body], [200, 'core.txt'], 'a core\'s file')
  t.equal((await download(999999)).statusCode, 404)
  t.equal((await download(files.exp.id, await as(app, 'viewer', ['form-expeditions:view']))).body, 'exp.txt', 'the expeditions\' viewer reads it')

  // assign to another model's record: refused before anything moves
  const other = await assign(['mine.txt'], { expedition: ids.expedition }, cores)
  t.same([other.statusCode, other.json()], [403, forbidden('edit', 'expeditions')])
  const ancestors = await assign(['mine.txt'], { expedition: ids.expedition, site: ids.site, hole: ids.hole, core: ids.core, section: ids.section }, cores)
  t.same(ancestors.json(), forbidden('edit', 'core_section'), 'the deepest level names the record')
  t.same(await readdir(config.UPLOAD_DIR), ['mine.txt'], 'nothing moved')
  t.same((await assign(['mine.txt'], { core: 999999 }, cores)).json(), [{ field: 'assignIds.core', message: 'Core 999999 does not exist.' }])
  const mine = await assign(['mine.txt'], { hole: ids.hole, core: ids.core }, cores)
  t.equal(mine.statusCode, 201, 'a core\'s record is theirs')

  // unassign, then delete from the upload directory: an assigned file cannot leave its record
  const out = await unassign(files.exp.id)
  t.same([out.statusCode, out.json()], [403, forbidden('edit', 'expeditions')])
  t.equal((await unassign(files.section.id)).statusCode, 403)
  t.equal((await unassign(files.exp.id, await as(app, 'operator', ['form-expeditions:view']))).statusCode, 403, 'view is not edit')
  const stored = files.exp.filename as string
  for (const name of [stored, 'exp.txt', `documents/${stored}`]) {
    const deleted = await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: cores, payload: { filenames: [name] } })
    t.equal(deleted.statusCode, 404, `delete ${name}`)
  }
  t.ok(existsSync(join(config.ARCHIVE_DIR, 'documents', stored)), 'still archived')
  t.equal((await download(files.exp.id, operator)).body, 'exp.txt', 'and still assigned')
  t.equal((await unassign(999999)).statusCode, 404)

  // their own: unassign, then delete for good
  const back = await unassign(mine.json()[0].id)
  t.same([back.statusCode, back.json().filename], [200, 'mine.txt'])
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: cores, payload: { filenames: ['mine.txt'] } })).statusCode, 204)
  t.equal((await unassign(files.exp.id, operator)).statusCode, 200, 'an operator of every model may')
})

t.test('lists of a record\'s files show only the files of models the caller may view', async t => {
  const { app, ids, operator, files } = await setup(t)
  const holes = await as(app, 'viewer', ['form-holes:view', 'form-cores:view', 'form-programs:view'])
  const idsOf = (record: any): number[] => record.archive_files.files.map((f: any) => f.id)

  // (the hole lists the files of its cores and sections, the expedition's file is not the hole's)
  const hole = await app.inject({ url: `/api/v1/form/${ids.hole}?name=holes`, headers: holes })
  t.same(idsOf(hole.json()), [files.core.id], 'by id: the section\'s file is left out')
  t.same(idsOf((await app.inject({ url: `/api/v1/models/holes/${ids.hole}`, headers: holes })).json()), [files.core.id])
  t.same(idsOf((await app.inject({ url: `/api/v1/form/${ids.hole}?name=holes`, headers: operator })).json()), [files.core.id, files.section.id], 'an operator sees both')
  const list = await app.inject({ url: '/api/v1/form?name=cores', headers: holes })
  t.same(list.json().items.map(idsOf), [[files.core.id], []], 'in lists')
  t.same((await app.inject({ url: '/api/v1/form?name=cores&fields=id', headers: holes })).json().items, [{ id: ids.core }, { id: ids.otherCore }], 'fields without files')
  t.same((await app.inject({ url: '/api/v1/form?name=programs', headers: holes })).json().items.length, 1, 'a model without files')
  t.equal((await app.inject({ url: `/api/v1/form/${ids.expedition}?name=expeditions`, headers: holes })).statusCode, 403, 'a record of another model is not theirs to read')

  // (the hierarchy was inserted without IGSNs)
  const code = igsn('ICDP', '5065', 'C', ids.core)
  await app.database.db.updateTable('cores').set({ igsn: code }).where('id', '=', ids.core).execute()
  const found = await app.inject({ url: `/api/v1/app/find-igsn/${code}`, headers: await as(app, 'viewer', ['form-cores:view']) })
  t.same(idsOf(found.json().record), [files.core.id], 'find-igsn')

  const details = await app.inject({ url: `/api/v1/report/Details?name=holes&id=${ids.hole}`, headers: holes })
  t.equal(details.statusCode, 200)
  t.match(details.body, `/api/v1/file/download/${files.core.id as number}"`)
  t.notMatch(details.body, `/api/v1/file/download/${files.section.id as number}"`, 'the Details report')

  const coresEditor = await as(app, 'operator', ['form-cores:edit'])
  const updated = await app.inject({ method: 'PATCH', url: `/api/v1/form/${ids.core}?name=cores`, headers: coresEditor, payload: { remarks: 'seen' } })
  t.same([updated.statusCode, idsOf(updated.json())], [200, [files.core.id]], 'the answer to an update')
})

t.test('a file whose model is gone needs the permission on every model', async t => {
  const { app, operator, download, files } = await setup(t)
  app.registry.drop('core_section')
  t.same((await download(files.section.id)).json(), forbidden('view', '*'))
  t.equal((await download(files.section.id, operator)).statusCode, 200)
})

const withHeaders = (body: { payload: Buffer, headers: Record<string, string> }, auth: Record<string, string>) =>
  ({ payload: body.payload, headers: { ...body.headers, ...auth } })

t.test('the upload directory stays the role\'s: an operator of cores only uploads, lists and deletes', async t => {
  const { app, config, cores } = await setup(t)
  const up = await app.inject({ method: 'POST', url: '/api/v1/file/upload', ...withHeaders(multipart([{ filename: 'new.txt', content: 'n' }]), cores) })
  t.equal(up.statusCode, 201)
  t.same((await app.inject({ url: '/api/v1/file', headers: cores })).json().items.map((e: any) => e.name).sort(), ['mine.txt', 'new.txt'])
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: cores, payload: { filenames: ['new.txt'] } })).statusCode, 204)
  t.same(await readdir(config.UPLOAD_DIR), ['mine.txt'])
})
