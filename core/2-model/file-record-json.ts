import { sql, type RawBuilder } from 'kysely'
import { FILE_RECORD_FIELDS } from '../../schemas/files.js'
import { assertIdentifier } from '../shared/sql-names.js'

// The File record (spec "File record", its fields those of FileRecordSchema) as JSON built by PostgreSQL, so a
// record's archive_files.files come back in the same statement as the record itself.

/** json_build_object(...) of one rs_archive_file row under `alias`. */
export function fileRecordJson (alias: string): RawBuilder<unknown> {
  const a = assertIdentifier(alias)
  const members = FILE_RECORD_FIELDS.map(f => f === 'upload_date'
    ? sql`${sql.lit(f)}, to_char(${sql.ref(`${a}.${f}`)}, 'YYYY-MM-DD HH24:MI:SS')`
    : sql`${sql.lit(f)}, ${sql.ref(`${a}.${f}`)}`)
  return sql`json_build_object(${sql.join(members)})`
}

/** The files assigned at `level` (expedition, site, hole, core, section) to the record whose id is `id`. */
export function assignedFilesJson (level: string, id: RawBuilder<unknown>): RawBuilder<unknown> {
  const column = assertIdentifier(`${level}_id`)
  return sql`(select coalesce(json_agg(${fileRecordJson('f')} order by f.id), '[]'::json)
    from rs_archive_file f where ${sql.ref(`f.${column}`)} = ${id})`
}
