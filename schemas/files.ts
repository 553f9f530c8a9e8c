import { Type } from '@sinclair/typebox'
import { WIRE_FORMATS } from './formats.js'
import { PagedSchema, pageParams } from './paged.js'

// The upload directory, archived files (spec "File record", "Upload-directory entry") and their operations.

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()])

export const UploadEntrySchema = Type.Object({
  name: Type.String(),
  size: Type.Integer({ description: 'bytes' }),
  modified: Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC)' }),
  mime: Type.String({ description: 'sniffed from the content' })
}, { title: 'Upload-directory entry' })

export const UploadPageSchema = PagedSchema(UploadEntrySchema, 'Page of upload-directory entries')

export const UploadQuerySchema = Type.Object({
  ...pageParams('entries per page (default 20, at most 1000)'),
  sort: Type.Optional(Type.String({ description: 'name, size, modified or mime, - for descending; default -modified' }))
})

export const FileRecordSchema = Type.Object({
  id: Type.Integer(),
  parent_combined_id: Nullable(Type.String()),
  type: Nullable(Type.String()),
  number: Nullable(Type.String()),
  filename: Type.String({ description: 'the stored name: `<type>_<parent combined id>[_<number>].F<id>.<ext>`' }),
  original_filename: Type.String(),
  filesize: Type.Integer({ description: 'bytes' }),
  mime_type: Type.String(),
  checksum: Type.String({ description: 'MD5, hex' }),
  upload_date: Type.String({ pattern: WIRE_FORMATS.dateTime, description: 'YYYY-MM-DD HH:MM:SS (UTC)' }),
  expedition_id: Nullable(Type.Integer()),
  site_id: Nullable(Type.Integer()),
  hole_id: Nullable(Type.Integer()),
  core_id: Nullable(Type.Integer()),
  section_id: Nullable(Type.Integer()),
  remarks: Nullable(Type.String()),
  metadata: Type.String({ description: 'JSON text: sniffed type and extension, size, modification time' })
}, { title: 'File record', description: 'also the items of a record\'s archive_files.files (components: FileRecord)' })

export const FileNamesSchema = Type.Object({
  filenames: Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { minItems: 1, maxItems: 1000 })
}, { additionalProperties: false })

const LevelId = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 })))

export const AssignSchema = Type.Object({
  selectedFilenames: Type.Array(Type.String({ minLength: 1, maxLength: 255 }), { minItems: 1, maxItems: 1000 }),
  fileType: Type.String({ minLength: 1, maxLength: 100, description: 'a display of the list UPLOAD_FILE_TYPE; its remark is the archive folder' }),
  number: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Integer(), Type.Null()])),
  remarks: Type.Optional(Nullable(Type.String({ maxLength: 10000 }))),
  analyst: Type.Optional(Nullable(Type.String({ maxLength: 100, description: 'a display of the list ANALYST' }))),
  assignIds: Type.Object({
    expedition: LevelId,
    site: LevelId,
    hole: LevelId,
    core: LevelId,
    section: LevelId
  }, { additionalProperties: false, description: 'the deepest given level is the parent record; the others must be its ancestors' })
}, { additionalProperties: false })

export const FileIdParamsSchema = Type.Object({
  fileId: Type.Integer({ minimum: 1, maximum: 2147483647 })
})
