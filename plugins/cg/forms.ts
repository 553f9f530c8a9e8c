import type { FastifyInstance } from 'fastify'
import { objectNotFound } from '../../core/lifecycle/lifecycle.js'
import { defaultForm, readForms } from '../../core/forms/forms.js'
import { ModelNameQuerySchema } from '../../schemas/cg.js'

// Form templates: ?name= is a model (its uploaded form, else the default one derived from its template) or
// the name of an uploaded form.
export default async function formRoutes (app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { name: string } }>('/get-form-template', { config: { access: {} }, schema: { querystring: ModelNameQuerySchema } },
    async request => {
      const { name } = request.query
      const forms = await readForms(app.database.db)
      const model = app.models.find(name)
      if (model !== undefined) return forms.find(f => f.model === model.name)?.form ?? defaultForm(model)
      const form = forms.find(f => f.name === name)
      if (form === undefined) throw objectNotFound(name)
      return form.form
    })
}
