import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../../core/shared/errors.js'
import { parseTemplateText } from '../../../core/4-lifecycle/store.js'
import { readPackage } from './io/package-zip.js'
import { readUploadedPackage, readUploadedTemplate, removeUploadedTemplate } from './io/upload-dir-templates.js'
import { content, multipartFiles } from '../../../core/openapi/operations.js'
import { PackageImportSchema, PackageQuerySchema, VerifyUploadQuerySchema } from '../../../schemas/cg.js'
import { readMultipart } from '../../support/multipart-body.js'
import { actingUser } from '../../support/acting-user.js'

// verify-uploaded-template: a model (or form) template as a multipart .json file, or `?filename=` of a file in the
// upload directory (mDIS's way, after the general file upload). The template is checked, stored, its table made
// and the model registered; a bad template answers 422 with every problem and leaves nothing behind.
// verify-uploaded-zip: a package of model and form templates (mDIS dis_templates), imported all or nothing.

async function multipartBytes (request: FastifyRequest, limit: number, what: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new BadRequest(`Upload the ${what} as a multipart/form-data file, or name a file of the upload directory with ?filename=.`)
  }
  return await readMultipart((async () => {
    const file = await request.file({ limits: { fileSize: limit, files: 1 } })
    if (file === undefined) throw new BadRequest('The multipart request holds no file.')
    return await file.toBuffer()
  })())
}

export default async function uploadRoutes (app: FastifyInstance): Promise<void> {
  const { UPLOAD_DIR, TEMPLATE_FILE_LIMIT, TEMPLATE_PACKAGE_LIMIT } = app.config
  app.post<{ Querystring: { type: 'model' | 'form', filename?: string } }>('/verify-uploaded-template', {
    config: {
      access: { role: 'developer' },
      openapi: {
        // 404: no uploaded file of that ?filename=
        errors: [404],
        requestBody: { ...multipartFiles('one .json template (or none with ?filename=)', 1, TEMPLATE_FILE_LIMIT), required: false },
        responses: {
          200: content('the template of an existing model changed additively, or the stored form', ['application/json'], {}),
          201: content('the template of a new model', ['application/json'], {})
        }
      }
    },
    schema: { querystring: VerifyUploadQuerySchema }
  }, async (request, reply) => {
    const { type, filename } = request.query
    const text = filename === undefined
      ? (await multipartBytes(request, TEMPLATE_FILE_LIMIT, 'template')).toString('utf8')
      : await readUploadedTemplate(UPLOAD_DIR, filename, TEMPLATE_FILE_LIMIT)
    const raw = parseTemplateText(text)
    let answer: unknown
    if (type === 'form') {
      answer = await app.forms.save(raw)
    } else {
      const { model, created } = await app.lifecycle.import(raw, text, actingUser(request))
      answer = model.template
      if (created) reply.code(201)
    }
    if (filename !== undefined) await removeUploadedTemplate(UPLOAD_DIR, filename)
    return answer
  })

  app.post<{ Querystring: { filename?: string } }>('/verify-uploaded-zip', {
    config: {
      access: { role: 'developer' },
      openapi: {
        // 404: no uploaded file of that ?filename=
        errors: [404],
        requestBody: { ...multipartFiles('one .zip of models/*.json and forms/*.json (or none with ?filename=)', 1, TEMPLATE_PACKAGE_LIMIT), required: false }
      }
    },
    schema: { querystring: PackageQuerySchema, response: { 200: PackageImportSchema } }
  }, async request => {
    const { filename } = request.query
    const zip = filename === undefined
      ? await multipartBytes(request, TEMPLATE_PACKAGE_LIMIT, 'template package')
      : await readUploadedPackage(UPLOAD_DIR, filename, TEMPLATE_PACKAGE_LIMIT)
    const pack = readPackage(zip, { unpacked: TEMPLATE_PACKAGE_LIMIT, entry: TEMPLATE_FILE_LIMIT })
    const { models, forms } = await app.lifecycle.importPackage(pack, actingUser(request))
    if (filename !== undefined) await removeUploadedTemplate(UPLOAD_DIR, filename)
    return { models: models.map(c => ({ name: c.model.name, created: c.created })), forms, ignored: pack.ignored }
  })
}
