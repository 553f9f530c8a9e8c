import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import t, { type Test } from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { openTestDatabase } from '../../helpers/database.js'
import { insertHierarchy, withFaults, type Fault } from '../../helpers/files.js'

// Failures in the middle of file operations: what is undone at once, and what a crash leaves for the start-up
// repair. Faults are injected into the database (a Kysely plugin) between the file move and the database write.

const insertInto = (name: string): Fault => (node, table) => node.kind === 'InsertQueryNode' && table === name
const deleteFrom = (name: string): Fault => (node, table) => node.kind === 'DeleteQueryNode' && table === name
const selectFrom = (name: string): Fault => (node, table) => node.kind === 'SelectQueryNode' && table === name

async function setup (t: Test) {
  const { database: plain } = await openTestDatabase(t)
  const faults = withFaults(plain)
  const built = await buildTestApp(t, { database: faults.database })
  const operator = await as(built.app, 'operator')
  const ids = await insertHierarchy(plain.db)
  const { UPLOAD_DIR: uploads, ARCHIVE_DIR: archive } = built.config
  const db = plain.db
  const state = async () => ({
    uploads: (await readdir(uploads)).sort(),
    archive: existsSync(join(archive, 'documents')) ? (await readdir(join(archive, 'documents'))).sort() : [],
    records: (await db.selectFrom('rs_archive_file').select('id').orderBy('id').execute()).map(r => r.id),
    journal: (await db.selectFrom('rs_file_journal').select(['file_id', 'op']).orderBy('file_id').execute())
  })
  const assign = async (names: string[]) => await built.app.inject({
    method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: names, fileType: 'DOC', assignIds: { core: ids.core } }
  })
  const unassign = async (id: number) => await built.app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${id}`, headers: operator })
  /** A new instance on the same database and directories, after the grace period of the start-up repair. */
  const restart = async () => {
    await built.app.close()
    await sql`update rs_file_journal set created_at = now() - interval '1 day'`.execute(db)
    return (await buildTestApp(t, { database: plain, dataDir: built.dataDir })).app
  }
  return { ...built, faults, ids, db, uploads, archive, state, assign, unassign, restart, operator }
}

t.test('assign: a failed database write puts the files back; a failed undo is finished by the start-up repair', async t => {
  const s = await setup(t)
  await writeFile(join(s.uploads, 'a.txt'), 'alpha')
  await writeFile(join(s.uploads, 'b.txt'), 'beta')

  s.faults.fail(insertInto('rs_archive_file'))
  const failed = await s.assign(['a.txt', 'b.txt'])
  t.same([failed.statusCode, failed.json().message], [503, 'The database is unavailable.'])
  t.same(await s.state(), { uploads: ['a.txt', 'b.txt'], archive: [], records: [], journal: [] }, 'the old state, nothing half done')
  t.equal(await readFile(join(s.uploads, 'a.txt'), 'utf8'), 'alpha')

  // the database goes away for good: the undo cannot read the journal either (as if the process had died)
  s.faults.fail(insertInto('rs_archive_file'), selectFrom('rs_file_journal'))
  t.equal((await s.assign(['a.txt', 'b.txt'])).statusCode, 503)
  const left = await s.state()
  t.same([left.uploads, left.archive.length, left.records, left.journal.map(j => j.op)], [[], 2, [], ['assign', 'assign']], 'files in the archive, journalled')

  const app = await s.restart()
  const after = await s.state()
  t.same([after.uploads, after.archive.length, after.records.length, after.journal], [[], 2, 2, []], 'the repair finished the assignment')
  const core = app.registry.get('cores')!
  const record = core.toRecord((await s.db.executeQuery(core.queries.byId(s.ids.core))).rows[0]) as any
  t.same(record.archive_files.files.map((f: any) => f.original_filename), ['a.txt', 'b.txt'])
  const viewer = await as(app, 'viewer')
  t.equal((await app.inject({ url: `/api/v1/file/download/${record.archive_files.files[1].id}`, headers: viewer })).body, 'beta')
})

t.test('assign: a file that leaves the upload directory meanwhile, and a file assigned twice at once', async t => {
  const s = await setup(t)
  await writeFile(join(s.uploads, 'a.txt'), 'alpha')
  await writeFile(join(s.uploads, 'b.txt'), 'beta')
  // someone deletes b.txt just after the journal was written
  s.faults.fail((node, table) => {
    if (node.kind === 'InsertQueryNode' && table === 'rs_file_journal') rmSync(join(s.uploads, 'b.txt'))
    return false
  })
  const gone = await s.assign(['a.txt', 'b.txt'])
  t.same([gone.statusCode, gone.json().message], [409, 'The file "b.txt" left the upload directory meanwhile; nothing was assigned.'])
  t.same(await s.state(), { uploads: ['a.txt'], archive: [], records: [], journal: [] })

  // ... or just after it was listed, before it was read (a concurrent assignment took it)
  await writeFile(join(s.uploads, 'b.txt'), 'beta')
  s.faults.fail(node => {
    if (node.kind === 'RawNode') rmSync(join(s.uploads, 'b.txt'), { force: true })
    return false
  })
  const taken = await s.assign(['a.txt', 'b.txt'])
  t.same([taken.statusCode, taken.json().message], [409, 'The file "b.txt" left the upload directory meanwhile; nothing was assigned.'])
  t.same(await s.state(), { uploads: ['a.txt'], archive: [], records: [], journal: [] })

  // ... or replaced by something unreadable: other failures are the server's (500), and nothing moved
  await writeFile(join(s.uploads, 'b.txt'), 'beta')
  s.faults.fail(node => {
    if (node.kind === 'RawNode') {
      rmSync(join(s.uploads, 'b.txt'), { force: true })
      mkdirSync(join(s.uploads, 'b.txt'))
    }
    return false
  })
  t.equal((await s.assign(['a.txt', 'b.txt'])).statusCode, 500)
  t.same(await s.state(), { uploads: ['a.txt', 'b.txt'], archive: [], records: [], journal: [] })
  await rm(join(s.uploads, 'b.txt'), { recursive: true })
  s.faults.clear()

  await s.db.insertInto('rs_file_journal').values({ file_id: 999, op: 'assign', upload_name: 'a.txt', archive_path: 'documents/x' }).execute()
  const busy = await s.assign(['a.txt'])
  t.same([busy.statusCode, busy.json().message], [409, 'An uploaded file is being assigned by another request.'])
  await s.db.deleteFrom('rs_file_journal').execute()
  s.faults.fail(insertInto('rs_file_journal'))
  t.equal((await s.assign(['a.txt'])).statusCode, 503, 'other journal failures pass through')
  t.same(await s.state(), { uploads: ['a.txt'], archive: [], records: [], journal: [] })
})

t.test('unassign: failures keep the file assigned; leftovers are repaired at start-up', async t => {
  const s = await setup(t)
  await writeFile(join(s.uploads, 'a.txt'), 'alpha')
  await writeFile(join(s.uploads, 'b.txt'), 'beta')
  const [a, b] = (await s.assign(['a.txt', 'b.txt'])).json()

  s.faults.fail(deleteFrom('rs_archive_file'))
  t.equal((await s.unassign(a.id)).statusCode, 503)
  t.same(await s.state(), { uploads: [], archive: [a.filename, b.filename], records: [a.id, b.id], journal: [] }, 'still assigned, file in place')

  // the undo cannot clear its journal: the file is back in the archive, the journal row stays
  s.faults.fail(deleteFrom('rs_archive_file'), deleteFrom('rs_file_journal'))
  t.equal((await s.unassign(a.id)).statusCode, 503)
  t.same(await s.state(), { uploads: [], archive: [a.filename, b.filename], records: [a.id, b.id], journal: [{ file_id: a.id, op: 'unassign' }] })
  const busy = await s.unassign(a.id)
  t.same([busy.statusCode, busy.json().message], [409, 'The file is being moved by another request.'])

  // the last step (clearing the journal) fails after the file is back in the upload directory: the answer is given
  s.faults.fail(deleteFrom('rs_file_journal'))
  const done = await s.unassign(b.id)
  t.same([done.statusCode, done.json().type, done.json().filename], [200, null, 'b.txt'])
  t.same(await s.state(), { uploads: ['b.txt'], archive: [a.filename], records: [a.id], journal: [{ file_id: a.id, op: 'unassign' }, { file_id: b.id, op: 'unassign' }] })

  s.faults.clear()
  await s.restart()
  t.same(await s.state(), { uploads: ['b.txt'], archive: [a.filename], records: [a.id], journal: [] }, 'journal rows resolved, nothing moved')
})

t.test('unassign and download of files whose stored file is missing or unsafe', async t => {
  const s = await setup(t)
  const viewer = await as(s.app, 'viewer')
  await writeFile(join(s.uploads, 'a.txt'), 'alpha')
  const [a] = (await s.assign(['a.txt'])).json()
  await rm(join(s.archive, 'documents', a.filename))
  const missing = await s.unassign(a.id)
  t.same([missing.statusCode, missing.json().message], [404, `The stored file of file ${a.id} is missing from the archive.`])
  t.same(await s.state(), { uploads: [], archive: [], records: [a.id], journal: [] }, 'the record stays (reported at start-up)')
  t.equal((await s.app.inject({ url: `/api/v1/file/download/${a.id}`, headers: viewer })).statusCode, 404)

  // a symbolic link in place of a stored file is not followed
  await symlink('/etc/hostname', join(s.archive, 'documents', a.filename))
  const link = await s.app.inject({ url: `/api/v1/file/download/${a.id}`, headers: viewer })
  t.same([link.statusCode, link.json().message], [404, `The stored file of file ${a.id} is missing from the archive.`])

  const row = { filename: 'x', original_filename: 'x', filesize: 1, mime_type: 'text/plain', checksum: '0', upload_date: '2024-01-01 00:00:00' }
  const imported = await s.db.insertInto('rs_archive_file').values({ ...row, path: null }).returning('id').executeTakeFirstOrThrow()
  const outside = await s.db.insertInto('rs_archive_file').values({ ...row, path: '../jwt-secret' }).returning('id').executeTakeFirstOrThrow()
  for (const id of [imported.id, outside.id]) {
    t.equal((await s.app.inject({ url: `/api/v1/file/download/${id}`, headers: viewer })).statusCode, 404)
  }
  t.equal((await s.unassign(imported.id)).statusCode, 404, 'nothing to give back')
  s.faults.fail((node, table) => node.kind === 'InsertQueryNode' && table === 'rs_file_journal')
  t.equal((await s.unassign(a.id)).statusCode, 503)
  s.faults.clear()
  // reported (not removed) by the start-up check
  await s.restart()
  t.same((await s.state()).records, [a.id, imported.id, outside.id])
})

t.test('file system failures other than a vanished file answer 500 and change nothing', async t => {
  const s = await setup(t)
  await writeFile(join(s.uploads, 'a.txt'), 'alpha')
  // a directory where the first stored file would go (the first reserved id of a fresh database is 1)
  await mkdir(join(s.archive, 'documents', 'DOC_5065_1_A_3.F1.txt', 'x'), { recursive: true })
  const blocked = await s.assign(['a.txt'])
  t.same([blocked.statusCode, blocked.json().message], [500, 'An internal server error occurred.'])
  t.same([(await s.state()).uploads, (await s.state()).journal], [['a.txt'], []])
  await rm(join(s.archive, 'documents', 'DOC_5065_1_A_3.F1.txt'), { recursive: true })

  const [a] = (await s.assign(['a.txt'])).json()
  await mkdir(join(s.uploads, `.rs-staging-${a.id}`, 'x'), { recursive: true })
  t.equal((await s.unassign(a.id)).statusCode, 500)
  t.same(await s.state(), { uploads: [`.rs-staging-${a.id}`], archive: [a.filename], records: [a.id], journal: [] })
})

t.test('a file type without a folder name files into a folder named after the type', async t => {
  const s = await setup(t)
  const list = await s.db.selectFrom('rs_value_list').select('id').where('name', '=', 'UPLOAD_FILE_TYPE').executeTakeFirstOrThrow()
  await s.db.insertInto('rs_value_list_item').values({ list_id: list.id, display: 'RAW', remark: '' }).execute()
  await writeFile(join(s.uploads, 'a.dat'), 'raw')
  const response = await s.app.inject({
    method: 'POST', url: '/api/v1/file/assign', headers: s.operator, payload: { selectedFilenames: ['a.dat'], fileType: 'RAW', assignIds: { site: s.ids.site } }
  })
  const [file] = response.json()
  t.match(file, { type: 'RAW', site_id: s.ids.site, hole_id: null, parent_combined_id: '5065_1' })
  t.same(await readdir(join(s.archive, 'RAW')), [file.filename])
})

t.test('the same file assigned or unassigned by concurrent requests: one wins, nothing is duplicated', async t => {
  const s = await setup(t)
  await writeFile(join(s.uploads, 'a.txt'), 'alpha')
  const assigns = await Promise.all(Array.from({ length: 5 }, async () => await s.assign(['a.txt'])))
  const codes = assigns.map(r => r.statusCode).sort()
  t.equal(codes.filter(c => c === 201).length, 1, codes.join(','))
  t.ok(codes.every(c => [201, 404, 409].includes(c)))
  const [record] = assigns.find(r => r.statusCode === 201)!.json()
  t.same(await s.state(), { uploads: [], archive: [record.filename], records: [record.id], journal: [] })

  const unassigns = await Promise.all(Array.from({ length: 5 }, async () => await s.unassign(record.id)))
  const outcomes = unassigns.map(r => r.statusCode).sort()
  t.equal(outcomes.filter(c => c === 200).length, 1, outcomes.join(','))
  t.ok(outcomes.every(c => [200, 404, 409].includes(c)))
  t.same(await s.state(), { uploads: ['a.txt'], archive: [], records: [], journal: [] })
})
