import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequest } from '../../core/errors.js'
import { parseTemplateText } from '../../core/lifecycle/lifecycle.js'
import { readUploadedTemplate, removeUploadedTemplate } from '../../core/lifecycle/uploads.js'
import { content, multipartFiles } from '../../core/openapi/operations.js'
import { VerifyUploadQuerySchema } from '../../schemas/cg.js'
import { readMultipart } from '../multipart-body.js'

// verify-uploaded-template: a model (or form) template as a multipart .json file, or `?filename=` of a file in the
// upload directory (mDIS's way, after the general file upload). The template is checked, stored, its table made
// and the model registered; a bad template answers 422 with every problem and leaves nothing behind.

async function multipartText (request: FastifyRequest, limit: number): Promise<string> {
  if (!request.isMultipart()) {
    throw new BadRequest('Upload the template as a multipart/form-data file, or name a file of the upload directory with ?filename=.')
  }
  return await readMultipart((async () => {
    const file = await request.file({ limits: { fileSize: limit, files: 1 } })
    if (file === undefined) throw new BadRequest('The multipart request holds no file.')
    return (await file.toBuffer()).toString('utf8')
  })())
}

export default async function uploadRoutes (app: FastifyInstance): Promise<void> {
  const { UPLOAD_DIR, TEMPLATE_FILE_LIMIT } = app.config
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
      ? await multipartText(request, TEMPLATE_FILE_LIMIT)
      : await readUploadedTemplate(UPLOAD_DIR, filename, TEMPLATE_FILE_LIMIT)
    const raw = parseTemplateText(text)
    let answer: unknown
    if (type === 'form') {
      answer = await app.forms.save(raw)
    } else {
      const { model, created } = await app.models.import(raw, text)
      answer = model.template
      if (created) reply.code(201)
    }
    if (filename !== undefined) await removeUploadedTemplate(UPLOAD_DIR, filename)
    return answer
  })
}
