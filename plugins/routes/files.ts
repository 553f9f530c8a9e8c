import { mkdir } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import { create as contentDisposition } from 'content-disposition'
import { Type, type Static } from '@sinclair/typebox'
import { requirePermission } from '../../core/auth/roles.js'
import { PayloadTooLarge, ValidationFailed } from '../../core/shared/errors.js'
import { deepestLevel, levelModel, modelOfFile } from '../../core/files/access.js'
import { FileArchive } from '../../core/files/assignments.js'
import { repairFiles } from '../../core/files/repair.js'
import { UPLOAD_ENTRY_FIELDS, UploadDirectory } from '../../core/files/upload-dir.js'
import { readSort } from '../../core/shared/list-params.js'
import { content, multipartFiles, noContent } from '../../core/openapi/operations.js'
import { envelope, readPage } from '../../core/shared/paging.js'
import {
  AssignSchema, FileIdParamsSchema, FileNamesSchema, FileRecordSchema, UploadEntrySchema, UploadPageSchema, UploadQuerySchema
} from '../../schemas/files.js'
import { readMultipart } from '../support/multipart-body.js'
import { requestUrl } from '../support/request-url.js'
import { actingUser } from '../support/acting-user.js'

// Files (spec 7 and 8; DESIGN §6 "Files"): the upload directory, assigning uploaded files to records (the
// archive), downloads and unassigning. Reading needs viewer, changes operator; a file assigned to a record needs
// the view (download) or edit (assign, unassign) permission on that record's model as well (core/files/access.ts).

/**
 * Journal rows and temporary files younger than this are not repaired at start-up: on PostgreSQL another
 * instance may still be working on them. The embedded database belongs to this process alone.
 */
const REPAIR_GRACE_SECONDS = { pglite: 0, postgres: 600 }

export default async function files (app: FastifyInstance): Promise<void> {
  const { config, database, log } = app
  await mkdir(config.UPLOAD_DIR, { recursive: true })
  await mkdir(config.ARCHIVE_DIR, { recursive: true })
  const report = await repairFiles({
    db: database.db, uploadDir: config.UPLOAD_DIR, archiveDir: config.ARCHIVE_DIR, graceSeconds: REPAIR_GRACE_SECONDS[database.kind]
  })
  const { journal, removedTemporary, returned, missing } = report
  log.info({ journal, removedTemporary, returned, missing: missing.length }, 'file check at start-up')
  if (missing.length > 0) {
    log.warn({ files: missing.slice(0, 100), count: missing.length },
      'file records whose stored file is missing from the archive (kept; is ARCHIVE_DIR mounted?)')
  }

  const uploads = new UploadDirectory(config.UPLOAD_DIR)
  const archive = new FileArchive({ db: database.db, registry: app.registry, lists: app.lists, uploads, archiveDir: config.ARCHIVE_DIR, log })
  // scoped to this plugin: the limits are the upload limits
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_FILE_LIMIT, files: config.UPLOAD_FILES_LIMIT, fields: 100 } })
  const viewer = { access: { role: 'viewer' } } as const
  const operator = { access: { role: 'operator' } } as const

  app.get<{ Querystring: Static<typeof UploadQuerySchema> }>('/api/v1/file', {
    config: viewer,
    schema: { querystring: UploadQuerySchema, response: { 200: UploadPageSchema } }
  }, async request => {
    const page = readPage(request.query)
    const sort = readSort(request.query.sort, UPLOAD_ENTRY_FIELDS, [{ field: 'modified', desc: true }])
    const { items, total } = await uploads.list(sort, page.limit!, page.offset)
    return envelope(items, total, page, requestUrl(request))
  })

  app.post('/api/v1/file/upload', {
    config: { ...operator, openapi: { requestBody: multipartFiles('files under any field name', config.UPLOAD_FILES_LIMIT, config.UPLOAD_FILE_LIMIT) } },
    schema: { response: { 201: Type.Array(UploadEntrySchema) } }
  }, async (request, reply) => {
    const tooLarge = () => new PayloadTooLarge(`A file is larger than the limit of ${config.UPLOAD_FILE_LIMIT} bytes; nothing was stored.`)
    const names = await readMultipart(uploads.receive(request.files(), tooLarge)).catch((error: { code?: unknown }) => {
      if (error.code === 'FST_FILES_LIMIT') throw new PayloadTooLarge(`At most ${config.UPLOAD_FILES_LIMIT} files can be uploaded at once; nothing was stored.`)
      throw error
    })
    if (names.length === 0) throw new ValidationFailed([{ field: 'files', message: 'Files cannot be blank.' }])
    return reply.code(201).send(await uploads.entries(names))
  })

  app.post<{ Body: Static<typeof FileNamesSchema> }>('/api/v1/file/delete', {
    // 404: a file name the upload directory does not hold
    config: { ...operator, openapi: { responses: noContent('deleted'), errors: [404] } },
    schema: { body: FileNamesSchema }
  }, async (request, reply) => {
    await uploads.delete(request.body.filenames)
    return reply.code(204).send()
  })

  app.post<{ Body: Static<typeof AssignSchema> }>('/api/v1/file/assign', {
    // 404: a file name the upload directory does not hold, or a record that does not exist
    config: { ...operator, openapi: { errors: [404] } },
    schema: { body: AssignSchema, response: { 201: Type.Array(FileRecordSchema) } }
  }, async (request, reply) => {
    // (no level or no model there: the 422 of assign says so)
    const model = levelModel(app.registry, deepestLevel(request.body.assignIds, ''))
    if (model !== undefined) requirePermission(request.principal!.permissions, model.name, 'edit')
    return reply.code(201).send(await archive.assign(request.body, actingUser(request)))
  })

  app.put<{ Params: Static<typeof FileIdParamsSchema> }>('/api/v1/file/unassign/:fileId', {
    config: operator,
    schema: { params: FileIdParamsSchema, response: { 200: FileRecordSchema } }
  }, async request => {
    requirePermission(request.principal!.permissions, await modelOfFile(database.db, app.registry, request.params.fileId), 'edit')
    return await archive.unassign(request.params.fileId, actingUser(request))
  })

  app.get<{ Params: Static<typeof FileIdParamsSchema> }>('/api/v1/file/download/:fileId', {
    // (the stored bytes as they are: @fastify/compress takes a text whose first two bytes look like a zlib or gzip
    // header — "x ", "H,", a .gz file — for compressed already, passes it through and still labels it br or gzip,
    // which the client fails to decode or decodes into other bytes than stored; many stored files come compressed)
    compress: false,
    config: { ...viewer, openapi: { responses: { 200: content('the stored bytes, with the type sniffed from them at upload (e.g. image/jpeg, text/plain)', ['*/*'], { type: 'string', format: 'binary' }) } } },
    schema: { params: FileIdParamsSchema }
  }, async (request, reply) => {
    const file = await archive.open(request.params.fileId, model => { requirePermission(request.principal!.permissions, model, 'view') })
    return reply.type(file.mime).headers({
      'content-length': file.size,
      'content-disposition': contentDisposition(file.name),
      'x-content-type-options': 'nosniff'
    }).send(file.stream)
  })
}
