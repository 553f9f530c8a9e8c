import { create as contentDisposition } from 'content-disposition'
import type { FastifyInstance } from 'fastify'
import { readForm, readForms } from '../../../core/form-templates/store.js'
import { writePackage } from './io/package-zip.js'
import { readTemplateCopies, readTemplateCopy } from '../../../core/4-lifecycle/store.js'
import { content } from '../../../core/openapi/operations.js'
import { duplicateTemplate } from '../../../core/1-templates/duplicate.js'
import { storedTemplateText } from '../../../core/1-templates/limits.js'
import { DownloadQuerySchema, DuplicateQuerySchema } from '../../../schemas/cg.js'
import { BadRequest } from '../../../core/shared/errors.js'
import { actingUser } from '../../support/acting-user.js'

// Template packages out (download: one model, one form, or everything, as a zip that verify-uploaded-zip takes back)
// and copies (duplicate?type=model|form, mDIS): the copy is created like any new template or form.

const developer = { access: { role: 'developer' } } as const
const templateText = (template: unknown): string => `${JSON.stringify(template, null, 2)}\n`

export default async function packageRoutes (app: FastifyInstance): Promise<void> {
  const { db } = app.database

  app.get<{ Querystring: { type: 'model' | 'form' | 'all', name?: string } }>('/download', {
    config: { ...developer, openapi: { errors: [404], responses: { 200: content('a zip of `models/<file>.json` and `forms/<name>.json`', ['application/zip'], { type: 'string', format: 'binary' }) } } },
    schema: { querystring: DownloadQuerySchema }
  }, async (request, reply) => {
    const { type, name } = request.query
    if (type !== 'all' && name === undefined) throw new BadRequest(`Name the ${type} to download with ?name=, or download everything with type=all.`)
    let zip: Buffer
    if (type === 'model') {
      const row = await readTemplateCopy(db, app.lifecycle.get(name!).name)
      zip = writePackage([{ file: row!.file, text: row!.source }], [])
    } else if (type === 'form') {
      // a stored form as stored; a model's default form as the service derives it
      const stored = await readForm(db, name!)
      const text = stored !== undefined ? JSON.stringify(stored.form) : templateText(await app.forms.get(name!))
      zip = writePackage([], [{ name: stored?.name ?? app.lifecycle.get(name!).name, text }])
    } else {
      const models = (await readTemplateCopies(db)).filter(r => !r.deleted && app.registry.has(r.name)).map(r => ({ file: r.file, text: r.source }))
      zip = writePackage(models, (await readForms(db)).map(f => ({ name: f.name, text: JSON.stringify(f.form) })))
    }
    // (the file name as RFC 6266 writes any name a header cannot carry as it is)
    return await reply.type('application/zip').header('content-disposition', contentDisposition(`${type === 'all' ? 'templates' : name!}.zip`)).send(zip)
  })

  app.post<{ Querystring: { type: 'model' | 'form', oldName: string, newName: string } }>('/duplicate', {
    config: { ...developer, openapi: { errors: [404], responses: { 201: content('the template or form of the copy, as stored', ['application/json'], { type: 'object' }) } } },
    schema: { querystring: DuplicateQuerySchema }
  }, async (request, reply) => {
    const { type, oldName, newName } = request.query
    if (type === 'model') {
      const template = duplicateTemplate(app.lifecycle.get(oldName).definition.template, newName)
      // (formatted, a copy of a template uploaded compact may outgrow the template file limit: 413)
      return await reply.code(201).send((await app.lifecycle.create(template, storedTemplateText(template, app.config.TEMPLATE_FILE_LIMIT), actingUser(request))).model.template)
    }
    // a stored form as stored; else a model's default form (forms.get answers the 404 for neither)
    const form = (await readForm(db, oldName))?.form ?? await app.forms.get(oldName)
    return await reply.code(201).send(await app.forms.create({ ...form, name: newName }))
  })
}
