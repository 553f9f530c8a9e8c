import { Type } from '@sinclair/typebox'
import { Bytes, Count, Id, MAX_LENGTH, Text, TEXT_MAX } from './bounds.js'
import { WIRE_FORMATS } from './formats.js'
import { PagedSchema, pageParams } from './paged.js'

// The upload directory, archived files (spec "File record", "Upload-directory entry") and their operations.

const FileName = Text(MAX_LENGTH.fileName)
const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()])

export const UploadEntrySchema = Type.Object({
  name: FileName,
  size: Bytes({ description: 'bytes' }),
  modified: Text(MAX_LENGTH.dateTime, { pattern: WIRE_FORMATS.dateTime, description: 'YYYY-MM-DD HH:MM:SS (UTC)' }),
  mime: Text(MAX_LENGTH.mime, { description: 'sniffed from the content' })
}, { title: 'Upload-directory entry' })

export const UploadPageSchema = PagedSchema(UploadEntrySchema, 'Page of upload-directory entries')

export const UploadQuerySchema = Type.Object({
  ...pageParams('entries per page (default 20, at most 1000)'),
  sort: Type.Optional(Text(MAX_LENGTH.sort, { description: 'name, size, modified or mime, - for descending; default -modified' }))
})

export const FileRecordSchema = Type.Object({
  id: Id(),
  parent_combined_id: Nullable(Text(TEXT_MAX)),
  type: Nullable(Text(MAX_LENGTH.fileType)),
  number: Nullable(Text(MAX_LENGTH.fileNumber)),
  filename: Text(MAX_LENGTH.fileName, { description: 'the stored name: `<type>_<parent combined id>[_<number>].F<id>.<ext>`' }),
  original_filename: FileName,
  filesize: Bytes({ description: 'bytes' }),
  mime_type: Text(MAX_LENGTH.mime),
  checksum: Text(32, { pattern: '^[0-9a-f]{32}$', description: 'MD5, hex' }),
  upload_date: Text(MAX_LENGTH.dateTime, { pattern: WIRE_FORMATS.dateTime, description: 'YYYY-MM-DD HH:MM:SS (UTC)' }),
  expedition_id: Nullable(Id()),
  site_id: Nullable(Id()),
  hole_id: Nullable(Id()),
  core_id: Nullable(Id()),
  section_id: Nullable(Id()),
  remarks: Nullable(Text(MAX_LENGTH.remark)),
  metadata: Text(MAX_LENGTH.remark, { description: 'JSON text: sniffed type and extension, size, modification time' })
}, { title: 'File record', description: 'also the items of a record\'s archive_files.files (components: FileRecord)' })

/**
 * The fields of the File record in their wire order: the columns of rs_archive_file the service answers with
 * (core/2-model/file-record-json.ts) and, with the analyst and the archive path, the ones it stores
 * (core/files/journal.ts).
 */
export const FILE_RECORD_FIELDS = Object.keys(FileRecordSchema.properties) as ReadonlyArray<keyof typeof FileRecordSchema.properties>

export const FileNamesSchema = Type.Object({
  filenames: Type.Array(Text(MAX_LENGTH.fileName, { minLength: 1 }), { minItems: 1, maxItems: 1000 })
}, { additionalProperties: false })

const LevelId = Type.Optional(Nullable(Id()))

export const AssignSchema = Type.Object({
  selectedFilenames: Type.Array(Text(MAX_LENGTH.fileName, { minLength: 1 }), { minItems: 1, maxItems: 1000 }),
  fileType: Text(MAX_LENGTH.fileType, { minLength: 1, description: 'a display of the list UPLOAD_FILE_TYPE; its remark is the archive folder' }),
  number: Type.Optional(Type.Union([Text(MAX_LENGTH.fileNumber), Count(), Type.Null()])),
  remarks: Type.Optional(Nullable(Text(MAX_LENGTH.remark))),
  analyst: Type.Optional(Nullable(Text(MAX_LENGTH.fileType, { description: 'a display of the list ANALYST' }))),
  assignIds: Type.Object({
    expedition: LevelId,
    site: LevelId,
    hole: LevelId,
    core: LevelId,
    section: LevelId
  }, { additionalProperties: false, description: 'the deepest given level is the parent record; the others must be its ancestors' })
}, { additionalProperties: false })

export const FileIdParamsSchema = Type.Object({
  fileId: Id()
})
