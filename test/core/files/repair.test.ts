import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { link, mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { tempName } from '../../../core/files/names.js'
import { repairFiles, returnOrphan } from '../../../core/files/repair.js'
import { INSTANCE_ID } from '../../../core/shared/instance.js'
import { tempDir } from '../../helpers/app.js'
import { openTestDatabase } from '../../helpers/database.js'

const md5 = (data: string) => createHash('md5').update(data).digest('hex')

async function setup (t: { teardown (fn: () => unknown): void }) {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  const dir = await tempDir(t)
  const uploadDir = join(dir, 'upload')
  const archiveDir = join(dir, 'archive')
  await mkdir(uploadDir)
  await mkdir(join(archiveDir, 'docs'), { recursive: true })
  const row = (id: number, path: string | null, extra: Record<string, unknown> = {}) => ({
    id, type: 'DOC', number: null, filename: `f${id}`, original_filename: `f${id}.txt`, filesize: 1, mime_type: 'text/plain', checksum: md5(`f${id}`),
    upload_date: '2024-01-01 00:00:00', parent_combined_id: '5065_1_A_3', expedition_id: 1, site_id: 1, hole_id: 1, core_id: 1, section_id: null,
    analyst: null, remarks: null, metadata: '{}', path, ...extra
  })
  const journal = async (fileId: number, op: 'assign' | 'unassign', uploadName: string, archivePath: string, record: object | null = null) => {
    await db.insertInto('rs_file_journal').values({ file_id: fileId, op, upload_name: uploadName, archive_path: archivePath, record: record === null ? null : JSON.stringify(record) }).execute()
  }
  const age = async () => { await sql`update rs_file_journal set created_at = now() - interval '1 hour'`.execute(db) }
  const repair = async (graceSeconds = 60) => await repairFiles({ db, uploadDir, archiveDir, graceSeconds })
  const files = async (where: string) => (await readdir(where, { recursive: true })).sort()
  return { db, uploadDir, archiveDir, row, journal, age, repair, files }
}

t.test('unfinished assignments: moved files get their record, unmoved ones stay uploaded', async t => {
  const s = await setup(t)
  // 1: moved; its source was copied across file systems and not yet removed (same bytes) → source goes
  await writeFile(join(s.archiveDir, 'docs', 'f1'), 'f1')
  await writeFile(join(s.uploadDir, 'one.txt'), 'f1')
  await s.journal(1, 'assign', 'one.txt', 'docs/f1', s.row(1, 'docs/f1'))
  // 2: moved; meanwhile someone uploaded a different file under the old name → it stays
  await writeFile(join(s.archiveDir, 'docs', 'f2'), 'f2')
  await writeFile(join(s.uploadDir, 'two.txt'), 'something else')
  await s.journal(2, 'assign', 'two.txt', 'docs/f2', s.row(2, 'docs/f2'))
  // 3: never moved
  await writeFile(join(s.uploadDir, 'three.txt'), 'f3')
  await s.journal(3, 'assign', 'three.txt', 'docs/f3', s.row(3, 'docs/f3'))
  // 4: on its way back (an undo), the file is in its staging name
  await writeFile(join(s.uploadDir, '.rs-staging-4'), 'f4')
  await s.journal(4, 'assign', 'four.txt', 'docs/f4', s.row(4, 'docs/f4'))
  // 5: too young: maybe another instance is working on it
  await writeFile(join(s.archiveDir, 'docs', 'f5'), 'f5')
  await s.age()
  await s.journal(5, 'assign', 'five.txt', 'docs/f5', s.row(5, 'docs/f5'))

  const report = await s.repair()
  t.same(report.journal, [
    { fileId: 1, op: 'assign', file: 'archive' }, { fileId: 2, op: 'assign', file: 'archive' },
    { fileId: 3, op: 'assign', file: 'upload' }, { fileId: 4, op: 'assign', file: 'upload' }
  ])
  t.same((await s.db.selectFrom('rs_archive_file').select('id').orderBy('id').execute()).map(r => r.id), [1, 2])
  t.same(await s.files(s.uploadDir), ['four.txt', 'three.txt', 'two.txt'])
  t.same(await s.files(s.archiveDir), ['docs', 'docs/f1', 'docs/f2', 'docs/f5'])
  t.same((await s.db.selectFrom('rs_file_journal').select('file_id').execute()).map(r => r.file_id), [5])
  t.same([report.returned, report.missing], [[], []], 'f5 is journalled, not an orphan')
  t.same((await s.repair(0)).journal, [{ fileId: 5, op: 'assign', file: 'archive' }], 'once old enough')
})

t.test('unfinished unassignments: finished once the file left the archive, else undone', async t => {
  const s = await setup(t)
  await s.db.insertInto('rs_archive_file').values([s.row(1, 'docs/f1'), s.row(2, 'docs/f2'), s.row(3, 'docs/f3'), s.row(4, 'docs/f4')]).execute()
  // 1: in the staging name, not linked yet; the archive copy (a copy across file systems) is still there
  await writeFile(join(s.uploadDir, '.rs-staging-1'), 'f1')
  await writeFile(join(s.archiveDir, 'docs', 'f1'), 'f1')
  await writeFile(join(s.uploadDir, 'f1.txt'), 'taken')
  await s.journal(1, 'unassign', 'f1.txt', 'docs/f1')
  // 2: linked to its visible name already, the staging name not removed yet
  await writeFile(join(s.uploadDir, 'f2.txt'), 'f2')
  await link(join(s.uploadDir, 'f2.txt'), join(s.uploadDir, '.rs-staging-2'))
  await s.journal(2, 'unassign', 'f2.txt', 'docs/f2')
  // 3: not moved yet
  await writeFile(join(s.archiveDir, 'docs', 'f3'), 'f3')
  await s.journal(3, 'unassign', 'f3.txt', 'docs/f3')
  // 4: done except for the record and the journal
  await writeFile(join(s.uploadDir, 'f4.txt'), 'f4')
  await s.journal(4, 'unassign', 'f4.txt', 'docs/f4')
  await s.age()

  const report = await s.repair()
  t.same(report.journal.map(j => j.file), ['upload', 'upload', 'archive', 'upload'])
  t.same((await s.db.selectFrom('rs_archive_file').select('id').execute()).map(r => r.id), [3])
  t.same(await s.files(s.uploadDir), ['f1.txt', 'f1_2.txt', 'f2.txt', 'f4.txt'])
  t.equal(await readFile(join(s.uploadDir, 'f1_2.txt'), 'utf8'), 'f1')
  t.same(await s.files(s.archiveDir), ['docs', 'docs/f3'])
  t.same(await s.db.selectFrom('rs_file_journal').selectAll().execute(), [])
})

t.test('temporary files, orphans in the archive and records without their file', async t => {
  const s = await setup(t)
  await mkdir(join(s.archiveDir, 'docs', 'deeper'))
  for (const path of [join(s.uploadDir, '.rs-tmp-old'), join(s.archiveDir, 'docs', 'deeper', '.rs-tmp-old'), join(s.uploadDir, '.rs-tmp-young')]) await writeFile(path, 'partial')
  const future = Date.now() / 1000 + 3600
  await utimes(join(s.uploadDir, '.rs-tmp-young'), future, future)
  await writeFile(join(s.uploadDir, '.rs-return-back.txt'), 'interrupted return')
  await writeFile(join(s.uploadDir, 'back.txt'), 'taken')
  await writeFile(join(s.uploadDir, 'plain.txt'), 'untouched')
  await writeFile(join(s.archiveDir, 'docs', 'orphan.F9.txt'), 'nobody knows me')
  await writeFile(join(s.archiveDir, 'docs', 'f1'), 'f1')
  await s.db.insertInto('rs_archive_file').values([s.row(1, 'docs/f1'), s.row(2, 'docs/gone'), s.row(3, null)]).execute()

  const report = await s.repair(0)
  t.same(report.removedTemporary.sort(), ['.rs-tmp-old', 'docs/deeper/.rs-tmp-old'])
  t.same(report.returned, [{ path: 'docs/orphan.F9.txt', name: 'orphan.F9.txt' }])
  t.same(report.missing, [2, 3])
  t.same(await s.files(s.uploadDir), ['.rs-tmp-young', 'back.txt', 'back_2.txt', 'orphan.F9.txt', 'plain.txt'])
  t.equal(await readFile(join(s.uploadDir, 'back_2.txt'), 'utf8'), 'interrupted return')
  t.same(await s.files(s.archiveDir), ['docs', 'docs/deeper', 'docs/f1'])
  t.same(await s.repair(0), { journal: [], removedTemporary: [], returned: [], missing: [2, 3] }, 'a second run changes nothing')
})

t.test('work of an instance that is gone is repaired at once; of a live one, or of unknown owner, after the grace period', async t => {
  const s = await setup(t)
  const gone = 'deadbeefdeadbeef'
  for (const [id, owner] of [[1, gone], [2, INSTANCE_ID], [3, null]] as const) {
    await writeFile(join(s.uploadDir, `f${id}.txt`), `f${id}`)
    await s.db.insertInto('rs_file_journal').values({
      file_id: id, op: 'assign', upload_name: `f${id}.txt`, archive_path: `docs/f${id}`, record: JSON.stringify(s.row(id, `docs/f${id}`)), owner
    }).execute()
  }
  const temporary = [`.rs-tmp-${gone}-0001`, tempName(), '.rs-tmp-0123456789abcdef']
  for (const name of temporary) await writeFile(join(s.uploadDir, name), 'partial')
  t.match(temporary[1], new RegExp(`^\\.rs-tmp-${INSTANCE_ID}-[0-9a-f]{16}$`), 'a temporary name carries its instance')

  const report = await s.repair(600)
  t.same(report.journal, [{ fileId: 1, op: 'assign', file: 'upload' }], 'only the row of the instance that is gone')
  t.same(report.removedTemporary, [temporary[0]])
  t.same((await s.db.selectFrom('rs_file_journal').select('file_id').orderBy('file_id').execute()).map(r => r.file_id), [2, 3])
})

t.test('an orphan taken away meanwhile is skipped; other failures stop the repair', async t => {
  const s = await setup(t)
  t.equal(await returnOrphan(join(s.archiveDir, 'docs', 'gone'), s.uploadDir), null)
  await writeFile(join(s.archiveDir, 'file'), 'x')
  await t.rejects(returnOrphan(join(s.archiveDir, 'file', 'child'), s.uploadDir), { code: 'ENOTDIR' })
  t.ok(existsSync(join(s.archiveDir, 'file')))
})
