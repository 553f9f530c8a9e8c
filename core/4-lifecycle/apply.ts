import { checkTemplate } from '../1-templates/check.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { connectionsOf, ensureConnections } from '../2-model/connections.js'
import { ensureTable, TableConflict } from '../2-model/ddl.js'
import { checkForm } from '../form-templates/check.js'
import { saveForm } from '../form-templates/store.js'
import type { FormTemplate } from '../../schemas/cg.js'
import { Conflict, ValidationFailed, type FieldError } from '../shared/errors.js'
import { destructiveChanges } from './additive.js'
import { assertUnchanged } from './checks.js'
import type { Change, LifecycleContext } from './context.js'
import { lockModels, notifyModel } from './fleet.js'
import { saveTemplateCopy } from './store.js'
import { addTemplateVersion, type Editor } from './template-history.js'
import { parentTable, tableProblems } from './tables.js'
import { fileFor, FileChanges } from './template-files.js'

// How a template becomes a model, for every change (create, update, import, a package, start-up): checked, compiled,
// then written in one transaction (table, database copy, template file, notification), then swapped into the
// registry; the steps and why are in lifecycle.ts.

export interface ApplyOptions {
  mode: 'create' | 'update' | 'import'
  /** the model the template must name (update) */
  target?: string
  /** the template file (default: the model's, else <name>.json) */
  file?: string
  /** judge the change against this definition rather than the registered one (start-up: the database copy) */
  against?: ModelDefinition
  /** who makes the change (default: the service, e.g. a start-up) */
  by?: Editor
}

/** A template to apply; `at` prefixes the JSON paths of its problems (a package entry). */
export interface ApplyItem { raw: unknown, text: string, options: ApplyOptions, at?: string }

/** A template checked and ready to apply. */
interface Plan { item: ApplyItem, model: ModelDefinition, registered: ModelDefinition | undefined, current: ModelDefinition | undefined, superseded: boolean }

/** Applies one template. */
export async function apply (context: LifecycleContext, raw: unknown, text: string, options: ApplyOptions): Promise<Change> {
  return (await applyAll(context, [{ raw, text, options }], []))[0]
}

/**
 * Applies templates (parents before children) and stores forms, all or nothing: every template is checked
 * against the registry and the templates before it, every form against the models as they will be, and
 * everything is written in one transaction. A failure at any step leaves the previous state: the transaction
 * rolls back, the files are restored, the registry is untouched.
 */
export async function applyAll (context: LifecycleContext, items: ApplyItem[], forms: Array<{ raw: unknown, at: string }>): Promise<Change[]> {
  const { db, registry, lists, config } = context.deps
  const listNames = await lists.names()
  const definitions = registry.definitions()
  const problems: FieldError[] = []
  const report = (at: string | undefined, list: FieldError[]) => problems.push(...list.map(p => ({ field: `${at ?? ''}${p.field}`, message: p.message })))
  const plans: Plan[] = []
  for (const item of items) {
    const check = checkTemplate(item.raw, { models: definitions, listNames })
    if (!check.ok) { report(item.at, check.problems); continue }
    const model = check.model
    const { options } = item
    if (options.target !== undefined && model.name !== options.target) {
      report(item.at, [{ field: '/name', message: `names model "${model.name}", not "${options.target}": a model cannot be renamed` }])
      continue
    }
    if (plans.some(p => p.model.name === model.name)) {
      report(item.at, [{ field: '/name', message: `model "${model.name}" is in the package twice` }])
      continue
    }
    const registered = registry.get(model.name)?.definition
    const current = options.against ?? registered
    if (current !== undefined && options.mode === 'create') throw new Conflict(`Model "${model.name}" already exists.`)
    const destructive = current === undefined ? [] : destructiveChanges(current, model)
    if (destructive.length > 0) { report(item.at, destructive); continue }
    definitions.set(model.name, model)
    // a template that failed to load may have an older copy in the database: it is being replaced
    const superseded = current === undefined && (options.file !== undefined || registry.failures().some(f => f.name === model.name))
    plans.push({ item, model, registered, current, superseded })
  }
  if (problems.length > 0) throw new ValidationFailed(problems)
  const prepared = registry.prepareAll(plans.map(p => p.model))
  // forms name their models as the cg API does, among the models as they will be
  const compiled = new Map(prepared.models.map(m => [m.name, m]))
  const find = (name: string) => registry.find(name, 'reference', compiled)
  const checkedForms: FormTemplate[] = []
  for (const form of forms) {
    const check = checkForm(form.raw, { find, listNames })
    if (check.ok) checkedForms.push(check.form)
    else report(form.at, check.problems)
  }
  if (problems.length > 0) throw new ValidationFailed(problems)

  const files = new FileChanges(config.TEMPLATE_DIR)
  const staged: Array<{ plan: Plan, file: string }> = []
  try {
    for (const plan of plans) {
      const file = plan.item.options.file ?? await fileFor(context, plan.model.name)
      await files.stage(file, plan.item.text)
      staged.push({ plan, file })
    }
    await db.transaction().execute(async trx => {
      await lockModels(trx)
      for (const { plan, file } of staged) {
        if (!plan.superseded) await assertUnchanged(trx, plan.model.name, plan.current)
        await ensureTable(trx, plan.model, parentTable(registry, plan.model, definitions))
        await saveTemplateCopy(trx, plan.model.name, file, plan.item.text)
        await addTemplateVersion(trx, plan.model.name, plan.item.text, plan.item.options.by ?? null)
      }
      await ensureConnections(trx, connectionsOf(definitions.values(), new Set(plans.map(p => p.model.table))))
      for (const form of checkedForms) await saveForm(trx, form, find(form.dataModel)!.name)
      await files.place()
      for (const plan of plans) await notifyModel(trx, plan.model.name)
    })
  } catch (error) {
    await files.rollback()
    if (error instanceof TableConflict) throw new ValidationFailed(tableProblems(error))
    throw error
  }
  prepared.commit()
  for (const { model } of plans) context.disagreements.delete(model.name)
  return plans.map(p => ({ model: p.model, created: p.registered === undefined }))
}
