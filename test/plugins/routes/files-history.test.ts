import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { insertHierarchy, multipart } from '../../helpers/files.js'

// Assigning files to a record and taking one back are versions of that record (core/files/assignments.ts): who, when,
// and which files (archive_files).

t.test('file assign and unassign are versions of the record, by the user who did it', async t => {
  const { app } = await buildTestApp(t)
  const operator = await as(app, 'operator')
  const viewer = await as(app, 'viewer')
  const ids = await insertHierarchy(app.database.db)
  const upload = multipart([{ filename: 'a.txt', content: 'a' }, { filename: 'b.txt', content: 'b' }])
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/file/upload', payload: upload.payload, headers: { ...upload.headers, ...operator } })).statusCode, 201)
  const versions = async () => (await app.inject({ url: `/api/v1/form/${ids.core}/history?name=cores`, headers: viewer })).json().items as Array<{ version: number, action: string, user: { username: string } | null, changes: Record<string, unknown> }>
  const before = (await versions())[0].version
  const assigned = await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: ['a.txt', 'b.txt'], fileType: 'DOC', assignIds: { core: ids.core } } })
  t.equal(assigned.statusCode, 201)
  const [a, b] = assigned.json().map((f: { id: number }) => f.id)
  const unassigned = await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${a as number}`, headers: operator })
  t.equal(unassigned.statusCode, 200)
  const [taken, given] = await versions()
  t.match(given, { version: before + 1, action: 'assign-files', user: { username: /^operator_/ }, changes: { archive_files: { from: [], to: [a, b] } } })
  t.match(taken, { version: before + 2, action: 'unassign-file', user: { username: /^operator_/ }, changes: { archive_files: { from: [a], to: [] } } })
  const etag = (await app.inject({ url: `/api/v1/form/${ids.core}?name=cores`, headers: viewer })).headers.etag
  t.equal(etag, `"${before + 2}"`, 'a form opened before the files changed is stale (If-Match)')
  t.same((await app.inject({ url: `/api/v1/form/${ids.hole}/history?name=holes`, headers: viewer })).json().items.map((v: { action: string }) => v.action), ['create'],
    'the hole lists the core\'s files too, but they are not its own')
})

t.test('a file of a record whose model is gone is taken back without a version', async t => {
  const { app } = await buildTestApp(t)
  const admin = await as(app, 'admin')
  const ids = await insertHierarchy(app.database.db)
  const upload = multipart([{ filename: 'a.txt', content: 'a' }])
  await app.inject({ method: 'POST', url: '/api/v1/file/upload', payload: upload.payload, headers: { ...upload.headers, ...admin } })
  const [file] = (await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: admin, payload: { selectedFilenames: ['a.txt'], fileType: 'DOC', assignIds: { core: ids.core } } })).json()
  // (a section's file, and the sections model no longer served)
  await app.database.db.updateTable('rs_archive_file').set({ section_id: 777 }).where('id', '=', file.id).execute()
  app.registry.drop('core_section')
  const before = (await app.inject({ url: `/api/v1/form/${ids.core}/history?name=cores`, headers: admin })).json()._meta.totalCount
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${file.id as number}`, headers: admin })).statusCode, 200)
  t.equal((await app.inject({ url: `/api/v1/form/${ids.core}/history?name=cores`, headers: admin })).json()._meta.totalCount, before, 'the core\'s history is not the section\'s')
})

