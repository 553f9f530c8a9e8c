import { readdir, rm, unlink } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { abandoned, liveInstances } from '../shared/instance.js'
import { lstatOrNull, md5File, moveFile, publish } from './fs.js'
import { archiveFileRow, deleteJournal, type JournalEntry } from './journal.js'
import { isTempName, safeName, stagingName, tempOwner } from './names.js'

// The start-up check of the files: finishes or undoes the moves a crash interrupted (journal rows), removes
// abandoned temporary files, gives archived files that no record or journal row refers to back to the upload
// directory, and reports records whose stored file is missing (those are only reported: an unmounted archive
// must not cost the records).
//
// Journal rows and temporary files younger than `graceSeconds` are left alone: with a shared PostgreSQL (and
// shared directories) they may belong to an operation still running on another instance. Unless they name their
// instance and that instance has no connection to the database any more: then it crashed, and they are repaired
// at once (a restart after kill -9 leaves nothing in between).

export interface RepairReport {
  /** unfinished moves and where each file ended */
  journal: Array<{ fileId: number, op: string, file: 'archive' | 'upload' }>
  removedTemporary: string[]
  /** archive files (relative paths) no record refers to, and their new names in the upload directory */
  returned: Array<{ path: string, name: string }>
  /** File records whose stored file is missing */
  missing: number[]
}

export interface RepairOptions { db: Kysely<any>, uploadDir: string, archiveDir: string, graceSeconds: number }

const RETURN_PREFIX = '.rs-return-'

export async function repairFiles (options: RepairOptions): Promise<RepairReport> {
  const report: RepairReport = { journal: [], removedTemporary: [], returned: [], missing: [] }
  // one repair at a time across instances; every query of it runs in this transaction
  await options.db.transaction().execute(async db => {
    await sql`select pg_advisory_xact_lock(hashtext('record-service:files'))`.execute(db)
    const context = { ...options, db }
    const live = await liveInstances(db)
    const rows = await db.selectFrom('rs_file_journal').selectAll()
      .select(sql<boolean>`created_at <= now() - make_interval(secs => ${options.graceSeconds})`.as('expired'))
      .orderBy('file_id').execute()
    for (const row of rows as Array<JournalEntry & { owner: string | null, expired: boolean }>) {
      if (!row.expired && !abandoned(row.owner, live)) continue
      report.journal.push({ fileId: row.file_id, op: row.op, file: await resolve(context, row) })
    }
    await sweep(context, live, report)
    await checkArchive(context, report)
  })
  return report
}

/**
 * Where the file is decides: in its staging name → it was on its way to the upload directory, finish that;
 * in the archive → keep it there (an assign gets its record); else it is in the upload directory already.
 */
async function resolve ({ db, uploadDir, archiveDir }: RepairOptions, row: JournalEntry): Promise<'archive' | 'upload'> {
  const staging = join(uploadDir, stagingName(row.file_id))
  const archived = join(archiveDir, row.archive_path)
  const staged = await lstatOrNull(staging)
  if (staged === null && await lstatOrNull(archived) !== null) {
    if (row.op === 'assign') {
      await db.insertInto('rs_archive_file').values(archiveFileRow(row.record!)).onConflict(oc => oc.column('id').doNothing()).execute()
      await removeIfSame(join(uploadDir, row.upload_name), row.record!.checksum as string)
    }
    await deleteJournal(db, [row.file_id])
    return 'archive'
  }
  if (staged !== null) {
    // linked to its visible name already when it has a second link
    if (staged.nlink > 1) await unlink(staging)
    else await publish(staging, uploadDir, safeName(row.upload_name))
    await rm(archived, { force: true })
  }
  await db.deleteFrom('rs_archive_file').where('id', '=', row.file_id).execute()
  await deleteJournal(db, [row.file_id])
  return 'upload'
}

/** A copy across file systems leaves its source behind when interrupted: drop it if it holds the same bytes. */
async function removeIfSame (path: string, checksum: string): Promise<void> {
  if ((await lstatOrNull(path))?.isFile() === true && await md5File(path) === checksum) await rm(path, { force: true })
}

/** Abandoned temporary files go; interrupted returns of orphans are finished. */
async function sweep ({ uploadDir, archiveDir, graceSeconds }: RepairOptions, live: Set<string>, report: RepairReport): Promise<void> {
  const cutoff = Date.now() - graceSeconds * 1000
  for (const dirent of await readdir(uploadDir, { withFileTypes: true })) {
    if (dirent.name.startsWith(RETURN_PREFIX)) await publish(join(uploadDir, dirent.name), uploadDir, dirent.name.slice(RETURN_PREFIX.length))
  }
  for (const dir of [uploadDir, archiveDir]) {
    for (const dirent of await readdir(dir, { withFileTypes: true, recursive: dir === archiveDir })) {
      if (!isTempName(dirent.name)) continue
      const path = join(dirent.parentPath, dirent.name)
      // (a file of a running operation may be gone by now)
      const stats = await lstatOrNull(path)
      if (stats !== null && (stats.mtimeMs <= cutoff || abandoned(tempOwner(dirent.name), live))) {
        await rm(path, { force: true })
        report.removedTemporary.push(relative(dir, path))
      }
    }
  }
}

/** Archive files without a record or journal row go back to the upload directory; missing files are reported. */
async function checkArchive ({ db, uploadDir, archiveDir }: RepairOptions, report: RepairReport): Promise<void> {
  // the directory first: a file moved in after this was journalled before it moved
  const present = new Set((await readdir(archiveDir, { withFileTypes: true, recursive: true }))
    .filter(d => d.isFile() && !d.name.startsWith('.')).map(d => relative(archiveDir, join(d.parentPath, d.name))))
  const records = await db.selectFrom('rs_archive_file').select(['id', 'path']).orderBy('id').execute()
  const journalled = await db.selectFrom('rs_file_journal').select('archive_path').execute()
  const referenced = new Set([...records.map(r => r.path), ...journalled.map(j => j.archive_path)])
  for (const path of present) {
    if (referenced.has(path)) continue
    const name = await returnOrphan(join(archiveDir, path), uploadDir)
    if (name !== null) report.returned.push({ path, name })
  }
  report.missing = records.filter(r => !present.has(r.path)).map(r => r.id)
}

/** Moves an archive file to the upload directory under its own name (via a staging name); null if it is gone. */
export async function returnOrphan (path: string, uploadDir: string): Promise<string | null> {
  const name = safeName(path.split('/').pop()!)
  const staging = join(uploadDir, RETURN_PREFIX + name)
  try {
    await moveFile(path, staging)
  } catch (error) {
    // moved by a running operation of another instance since the directory was read
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return await publish(staging, uploadDir, name)
}
