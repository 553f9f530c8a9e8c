import { constants } from 'node:fs'
import { lstat, mkdir, open } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import type { Readable } from 'node:stream'
import { sql, type Kysely } from 'kysely'
import { Conflict, NotFound, RecordNotFound } from '../shared/errors.js'
import { INSTANCE_ID } from '../shared/instance.js'
import type { Logger } from '../shared/logger.js'
import { fileRecordJson } from '../2-model/file-record-json.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { CompiledModel } from '../2-model/compile.js'
import { addSideChanges, setActor, type Actor, type SideChange } from '../database/record-history.js'
import type { ValueLists } from '../value-lists/lists.js'
import { deepestLevel, fileModel, levelModel, LEVEL_IDS } from './access.js'
import { md5File, moveFile, publish } from './fs.js'
import { archiveFileRow, deleteJournal, type JournalEntry } from './journal.js'
import { safeName, stagingName, storedName } from './names.js'
import { sniff } from './sniff.js'
import { assignTarget, lockParent, type AssignInput, type Target } from './target.js'
import { formatTimestamp, type UploadDirectory } from './upload-dir.js'

// Assigning uploaded files to records (the archive) and back. Every move is journalled first:
//   assign:   journal → move upload/<name> to archive/<folder>/<stored name> → lock the parent, insert records
//             + drop journal
//   unassign: journal → move the archived file to a staging name in the upload directory → delete the record
//             → give it a visible name → drop journal
// A failure on the way undoes what was done; a crash leaves the journal for the start-up repair.

export type FileRecord = Record<string, unknown>

export class FileArchive {
  constructor (readonly deps: {
    db: Kysely<any>
    registry: ModelRegistry
    lists: ValueLists
    uploads: UploadDirectory
    archiveDir: string
    log: Logger
  }) {}

  /**
   * Moves uploaded files into the archive as File records of one parent record; answers the records. The parent's
   * history gets a version `assign-files` by `by` (archive_files: the ids assigned).
   */
  async assign (input: AssignInput, by: Actor['user']): Promise<FileRecord[]> {
    const { db, uploads, archiveDir } = this.deps
    const target = await assignTarget(this.deps, input)
    const entries = await this.#prepare(await uploads.paths(input.selectedFilenames), target)
    const ids = entries.map(e => e.file_id)
    await mkdir(join(archiveDir, target.folder), { recursive: true })
    await this.#busy('An uploaded file is being assigned by another request.',
      db.insertInto('rs_file_journal').values(entries.map(e => ({ ...e, record: JSON.stringify(e.record), owner: INSTANCE_ID }))).execute())

    const moved: JournalEntry[] = []
    try {
      for (const entry of entries) {
        await moveFile(join(uploads.dir, entry.upload_name), join(archiveDir, entry.archive_path)).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'ENOENT' ? new Conflict(`The file "${entry.upload_name}" left the upload directory meanwhile; nothing was assigned.`) : error
        })
        moved.push(entry)
      }
      return await db.transaction().execute(async trx => {
        // the parent as it is now, held until the commit: a delete of it cannot pass the files by (target.ts)
        const { combinedId, levels } = await lockParent(trx, this.deps.registry, target)
        await trx.insertInto('rs_archive_file').values(entries.map(e => archiveFileRow({ ...e.record!, parent_combined_id: combinedId, ...levels }))).execute()
        await fileVersion(trx, target.model, target.id, by, 'assign-files', { from: [], to: ids })
        await deleteJournal(trx, ids)
        return await fileRecords(trx, ids)
      })
    } catch (error) {
      await this.#undo(async () => {
        // journal rows still there: the records were not written (a commit that only looked failed keeps them)
        const pending = new Set((await db.selectFrom('rs_file_journal').select('file_id').where('file_id', 'in', ids).execute()).map(r => r.file_id))
        for (const entry of moved.filter(e => pending.has(e.file_id))) await this.#toUploads(entry)
        await deleteJournal(db, ids)
      })
      throw error
    }
  }

  /** The journal entries of an assignment: ids reserved, stored names chosen, checksums and types read. */
  async #prepare (paths: string[], target: Target): Promise<JournalEntry[]> {
    const ids = (await sql<{ id: number }>`select nextval(pg_get_serial_sequence('rs_archive_file', 'id'))::int as id
      from generate_series(1, ${paths.length})`.execute(this.deps.db)).rows.map(r => r.id)
    const entries: JournalEntry[] = []
    // one file at a time: a thousand files must not mean a thousand open descriptors
    for (const [i, path] of paths.entries()) {
      const name = basename(path)
      const [checksum, sniffed, stats] = await Promise.all([md5File(path), sniff(path), lstat(path)])
        .catch((error: NodeJS.ErrnoException) => {
          // a concurrent request assigned or removed it between the listing and here
          throw error.code === 'ENOENT' ? new Conflict(`The file "${name}" left the upload directory meanwhile; nothing was assigned.`) : error
        })
      const filename = storedName(target.type, target.combinedId, target.number, ids[i], name)
      const archivePath = `${target.folder}/${filename}`
      const record = {
        id: ids[i],
        type: target.type,
        number: target.number,
        filename,
        original_filename: name,
        filesize: stats.size,
        mime_type: sniffed.mime,
        checksum,
        upload_date: formatTimestamp(new Date()),
        parent_combined_id: target.combinedId,
        ...target.levels,
        analyst: target.analyst,
        remarks: target.remarks,
        metadata: JSON.stringify({ mime: sniffed.mime, extension: sniffed.ext, size: stats.size, modified: formatTimestamp(stats.mtime) }, null, 2),
        path: archivePath
      }
      entries.push({ file_id: ids[i], op: 'assign', upload_name: name, archive_path: archivePath, record })
    }
    return entries
  }

  /**
   * Gives an archived file back to the upload directory (collision-suffixed); answers its last File record. The
   * record it was assigned to gets a version `unassign-file` by `by`.
   */
  async unassign (id: number, by: Actor['user']): Promise<FileRecord> {
    const { db, uploads, archiveDir } = this.deps
    // the journal row is made from the record, so only a record with a stored file can be unassigned
    const entry = await this.#busy('The file is being moved by another request.', db.insertInto('rs_file_journal')
      .columns(['file_id', 'op', 'upload_name', 'archive_path', 'owner'])
      .expression(db.selectFrom('rs_archive_file').where('id', '=', id).where('path', 'is not', null)
        .select([sql.lit(id).as('file_id'), sql.lit('unassign').as('op'), 'original_filename', 'path', sql<string>`${INSTANCE_ID}::text`.as('owner')]))
      .returning(['upload_name', 'archive_path']).executeTakeFirst())
    if (entry === undefined) throw new RecordNotFound('file', id)
    const staging = join(uploads.dir, stagingName(id))
    const archived = join(archiveDir, entry.archive_path)
    try {
      await moveFile(archived, staging)
    } catch (error) {
      await deleteJournal(db, [id])
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new NotFound(`The stored file of file ${id} is missing from the archive.`) : error
    }
    let record: FileRecord
    try {
      record = await db.transaction().execute(async trx => {
        const row = await trx.deleteFrom('rs_archive_file as f').where('f.id', '=', id)
          .returning([fileRecordJson('f').as('record'), ...LEVEL_IDS.map(c => `f.${c}`)]).executeTakeFirstOrThrow() as Record<string, unknown>
        const level = deepestLevel(row, '_id')
        const model = levelModel(this.deps.registry, level)
        // (the model of the record is gone: nobody's history)
        if (model !== undefined) await fileVersion(trx, model, row[`${level!}_id`] as number, by, 'unassign-file', { from: [id], to: [] })
        return row.record as FileRecord
      })
    } catch (error) {
      await this.#undo(async () => {
        await moveFile(staging, archived)
        await deleteJournal(db, [id])
      })
      throw error
    }
    const name = await publish(staging, uploads.dir, safeName(entry.upload_name))
    await deleteJournal(db, [id]).catch((error: unknown) => this.deps.log.warn({ err: error, file: id }, 'file journal not cleared; the start-up repair clears it'))
    return { ...record, type: null, filename: name }
  }

  /**
   * The stored file of a File record, opened for reading once `allow` accepts the model of the record it is
   * assigned to (access.ts; it throws to refuse).
   */
  async open (id: number, allow: (model: string) => void): Promise<{ stream: Readable, size: number, name: string, mime: string }> {
    const row = await this.deps.db.selectFrom('rs_archive_file').select(['path', 'original_filename', 'mime_type', ...LEVEL_IDS])
      .where('id', '=', id).executeTakeFirst()
    if (row === undefined) throw new RecordNotFound('file', id)
    allow(fileModel(this.deps.registry, row))
    // the stored path stays inside the archive, and a symbolic link is never followed
    const path = join(this.deps.archiveDir, row.path ?? '..')
    const inside = relative(this.deps.archiveDir, path).split(sep)[0] !== '..'
    const handle = inside ? await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => undefined) : undefined
    if (handle === undefined) throw new NotFound(`The stored file of file ${id} is missing from the archive.`)
    const { size } = await handle.stat()
    return { stream: handle.createReadStream(), size, name: row.original_filename, mime: row.mime_type }
  }

  /** A journal write; a row of another operation on the same file makes it a 409. */
  async #busy<T> (message: string, write: Promise<T>): Promise<T> {
    try {
      return await write
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new Conflict(message)
      throw error
    }
  }

  /** An assigned file back to the upload directory: via its staging name, then under its name (or `_2`...). */
  async #toUploads (entry: JournalEntry): Promise<void> {
    const staging = join(this.deps.uploads.dir, stagingName(entry.file_id))
    await moveFile(join(this.deps.archiveDir, entry.archive_path), staging)
    await publish(staging, this.deps.uploads.dir, entry.upload_name)
  }

  /** Undoes a failed operation; when that fails too, the journal stays for the start-up repair. */
  async #undo (work: () => Promise<void>): Promise<void> {
    try {
      await work()
    } catch (error) {
      this.deps.log.warn({ err: error }, 'a failed file operation could not be undone; the start-up repair finishes it')
    }
  }
}

/** File records by id, built by the one definition (core/2-model/file-record-json.ts). */
/** A version of the record files were assigned to or taken from (archive_files: those ids), caused by `by`. */
async function fileVersion (trx: Kysely<any>, model: CompiledModel, id: number, by: Actor['user'], action: string, files: SideChange): Promise<void> {
  const table = model.definition.table
  await setActor(trx, { user: by, action, target: { table, id } })
  await addSideChanges(trx, table, id, { archive_files: files })
}

export async function fileRecords (db: Kysely<any>, ids: number[]): Promise<FileRecord[]> {
  const rows = await db.selectFrom('rs_archive_file as f').select(fileRecordJson('f').as('record'))
    .where('f.id', 'in', ids).orderBy('f.id').execute()
  return rows.map(r => r.record as FileRecord)
}
