import type { Kysely } from 'kysely'
import { FORM_NAME, type FormTemplate } from '../../schemas/cg.js'
import { Conflict, objectNotFound, ValidationFailed } from '../shared/errors.js'
import { lockModels } from './fleet.js'
import type { CompiledModel } from '../2-model/compile.js'
import { checkForm } from '../form-templates/check.js'
import { defaultForm, formSeed } from '../form-templates/default-form.js'
import { deleteForm, insertForm, readForm, readForms, saveForm, updateForm, type StoredForm } from '../form-templates/store.js'

// Form templates as objects of their own (mDIS create-form, update-form, rename-form, delete-form): any number per
// model, each named, checked against its model when stored. The database holds them (no file, no registry), so
// every instance reads the same forms at once. Changes take the fleet's model lock, so that a model is never dropped
// while a form of it is being stored (a model with forms cannot be dropped: checks.ts).

export interface FormsDeps {
  db: Kysely<any>
  /** the registered model a name (API name or FullName) refers to */
  find: (name: string) => CompiledModel | undefined
  models: () => CompiledModel[]
  listNames: () => Promise<Set<string>>
}

/** A form in a list (summary, the app's menu): stored ones and the default form of each model without one. */
export interface FormEntry { name: string, model: string, module: string, dataModel: string, parent: string | null, custom: boolean, modifiedAt: number | null }

const formName = new RegExp(FORM_NAME)

/**
 * What the server adds to a form on output (mDIS): the parent filter the form needs (requiredFilters), the chain of
 * ancestors for its filter bar, top-down, as filter-lists takes them (filterDataModels), and which fields a list
 * can filter on (searchable).
 */
export function formOutput (model: CompiledModel, form: Record<string, unknown>): Record<string, unknown> {
  const d = model.definition
  const fields = (form.fields as Array<Record<string, unknown>>).map(f => ({ ...f, searchable: model.queries.fields.has(f.name as string) }))
  return {
    ...form,
    fields,
    requiredFilters: d.parent === null ? [] : [{ value: d.parent, as: d.parentColumn, skipOnEmpty: false }],
    filterDataModels: [...model.ancestors].reverse().map(a => ({ model: a.model.name, as: a.key, require: a.model.parentColumn }))
  }
}

export class FormTemplates {
  constructor (readonly deps: FormsDeps) {}

  /** Stored forms of the models that exist, then the default form of every model that has none; by name. */
  async list (): Promise<FormEntry[]> {
    const stored = await readForms(this.deps.db)
    const entries: FormEntry[] = []
    for (const f of stored) {
      const model = this.deps.find(f.model)
      if (model !== undefined) entries.push(this.#entry(model, f.name, true, f.modifiedAt))
    }
    const custom = new Set(stored.map(f => f.model))
    for (const m of this.deps.models()) if (!custom.has(m.name)) entries.push(this.#entry(m, m.name, false, null))
    // (by code point: the same order on every machine)
    return entries.sort((a, b) => a.name < b.name ? -1 : 1)
  }

  /** A form by name; a model's name gives its stored form (the first by name) or else its default form. */
  async get (name: string): Promise<Record<string, unknown>> {
    const form = await readForm(this.deps.db, name)
    const owner = form === undefined ? undefined : this.deps.find(form.model)
    if (owner !== undefined) return formOutput(owner, form!.form)
    const model = this.deps.find(name)
    if (model === undefined) throw this.#notFound(name, await readForms(this.deps.db))
    const own = (await readForms(this.deps.db, model.name))[0]
    return formOutput(model, own?.form ?? defaultForm(model))
  }

  /** What a new form of a model starts from. */
  seed (modelName: string): ReturnType<typeof formSeed> {
    const model = this.deps.find(modelName)
    if (model === undefined) throw objectNotFound(modelName, this.deps.models().map(m => m.name))
    return formSeed(model)
  }

  /** A new form; 409 when one of that name exists. */
  async create (raw: unknown): Promise<FormTemplate> {
    return await this.#change(raw, async (trx, form, model) => {
      if (await readForm(trx, form.name) !== undefined) throw new Conflict(`Form "${form.name}" already exists.`)
      await insertForm(trx, form.name, model.name, JSON.stringify(form))
    })
  }

  /** A new version of the form `name`; the template keeps the name (rename-form renames). */
  async update (name: string, raw: unknown): Promise<FormTemplate> {
    return await this.#change(raw, async (trx, form, model) => {
      if (await readForm(trx, name) === undefined) throw this.#notFound(name, await readForms(trx))
      if (form.name !== name) throw new ValidationFailed([{ field: '/name', message: `must stay "${name}" (rename-form renames a form)` }])
      await updateForm(trx, name, { model: model.name, source: JSON.stringify(form) })
    })
  }

  /** An uploaded form (verify-uploaded-template?type=form): new, or the next version of the form of its name. */
  async save (raw: unknown): Promise<FormTemplate> {
    return await this.#change(raw, async (trx, form, model) => { await saveForm(trx, form, model.name) })
  }

  async rename (name: string, newName: string): Promise<FormTemplate> {
    if (!formName.test(newName)) throw new ValidationFailed([{ field: 'newName', message: 'must be a kebab-case form name: lower-case letters, digits and -, starting with a letter, at most 63 characters' }])
    return await this.deps.db.transaction().execute(async trx => {
      await lockModels(trx)
      const form = await readForm(trx, name)
      if (form === undefined) throw this.#notFound(name, await readForms(trx))
      if (newName === name) return form.form
      if (await readForm(trx, newName) !== undefined) throw new Conflict(`Form "${newName}" already exists.`)
      const named = this.deps.find(newName)
      if (named !== undefined && named.name !== form.model) throw new ValidationFailed([{ field: 'newName', message: `"${newName}" is the name of model "${named.name}"` }])
      const renamed = { ...form.form, name: newName }
      await updateForm(trx, name, { name: newName, source: JSON.stringify(renamed) })
      return renamed
    })
  }

  async remove (name: string): Promise<void> {
    await this.deps.db.transaction().execute(async trx => {
      await lockModels(trx)
      if (await readForm(trx, name) === undefined) throw this.#notFound(name, await readForms(trx))
      await deleteForm(trx, name)
    })
  }

  /** Checks a form and stores it with `write`, under the fleet's model lock; answers the form as stored. */
  async #change (raw: unknown, write: (trx: Kysely<any>, form: FormTemplate, model: CompiledModel) => Promise<void>): Promise<FormTemplate> {
    const listNames = await this.deps.listNames()
    return await this.deps.db.transaction().execute(async trx => {
      await lockModels(trx)
      // (checked under the lock: the model cannot go meanwhile)
      const check = checkForm(raw, { find: this.deps.find, listNames })
      if (!check.ok) throw new ValidationFailed(check.problems)
      await write(trx, check.form, check.model)
      return check.form
    })
  }

  #entry (model: CompiledModel, name: string, custom: boolean, modifiedAt: number | null): FormEntry {
    const d = model.definition
    return { name, model: d.name, module: d.module, dataModel: d.fullName ?? d.name, parent: d.parent, custom, modifiedAt }
  }

  #notFound (name: string, forms: StoredForm[]): Error {
    return objectNotFound(name, [...forms.map(f => f.name), ...this.deps.models().map(m => m.name)])
  }
}
