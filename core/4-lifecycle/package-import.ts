import { declaredName } from '../1-templates/names.js'
import { applyAll } from './apply.js'
import type { Change, LifecycleContext } from './context.js'
import { orderByParent } from './order.js'
import type { Editor } from './template-history.js'

// Template packages (mDIS dis_templates: models/*.json, forms/*.json) imported all or nothing: every model and form
// checked together, parents first, written in one transaction. Reading the zip is the route's (plugins/routes/cg/io).

/** A template of a package: its path in the package (where its problems are reported), its text and its JSON. */
export interface PackageEntry { path: string, text: string, raw: unknown }

/** What a package import takes: the model templates and the form templates of a package. */
export interface TemplatePackage { models: PackageEntry[], forms: PackageEntry[] }

/** Imports a package: the models (parents first) and forms it holds, or nothing; answers the models and the forms' names. */
export async function importPackage (context: LifecycleContext, pack: TemplatePackage, by: Editor): Promise<{ models: Change[], forms: string[] }> {
  const named = pack.models.map(e => ({ name: declaredName(e.raw), raw: e.raw, entry: e }))
  const items = orderByParent(named).map(({ entry }) => ({ raw: entry.raw, text: entry.text, options: { mode: 'import' as const, by }, at: entry.path }))
  const models = await applyAll(context, items, pack.forms.map(f => ({ raw: f.raw, at: f.path })))
  return { models, forms: pack.forms.map(f => (f.raw as { name: string }).name) }
}
