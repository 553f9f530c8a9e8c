import type { Kysely } from 'kysely'
import { FILE_RECORD_FIELDS } from '../../schemas/files.js'

// rs_file_journal: one row per file on its way between the upload directory and the archive (migration 0003).
// The row is written before the file moves and removed in the transaction that records the result, so after
// a crash the start-up repair finds every unfinished move (core/files/repair.ts).

export interface JournalEntry {
  file_id: number
  op: 'assign' | 'unassign'
  /** assign: the name in the upload directory; unassign: the name the file gets back */
  upload_name: string
  /** relative to ARCHIVE_DIR */
  archive_path: string
  /** assign: the rs_archive_file row to insert */
  record: Record<string, unknown> | null
}

/** The stored columns of rs_archive_file: the File record plus the analyst and the archive path. */
export const ARCHIVE_FILE_COLUMNS = [...FILE_RECORD_FIELDS, 'analyst', 'path'] as const

export function archiveFileRow (record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ARCHIVE_FILE_COLUMNS.map(c => [c, record[c]]))
}

export async function deleteJournal (db: Kysely<any>, fileIds: number[]): Promise<void> {
  await db.deleteFrom('rs_file_journal').where('file_id', 'in', fileIds).execute()
}
