import { isDeepStrictEqual } from 'node:util'
import type { Kysely } from 'kysely'
import type { Database } from '../database/database.js'
import { Conflict, NotFound, ValidationFailed } from '../errors.js'
import { lockModels, MODEL_CHANNEL, notifyModel, orderByParent, type Logger } from '../lifecycle.js'
import type { CompiledModel } from '../model/compile.js'
import { ensureTable, hasRecords, lockTable, TableConflict } from '../model/ddl.js'
import type { ModelRegistry } from '../registry.js'
import { checkTemplate } from '../templates/check.js'
import type { ModelDefinition } from '../templates/definition.js'
import {
  buryTemplateCopy, readTemplateCopies, readTemplateCopy, readTemplateText, removeTemplateFile, saveTemplateCopy,
  stageTemplateFile, writeTemplateFile, type StoredRow
} from '../templates/store.js'
import type { ValueLists } from '../value-lists/lists.js'
import { destructiveChanges } from './additive.js'
import { checkForm, readForms } from './forms.js'
import { SerialQueue } from './queue.js'

// The hot model lifecycle behind the cg API: import, create, update and drop models while the service runs.
//
// A change is checked and compiled first; then, in one transaction under the advisory lock, the table is created
// or altered, the database copy written, the template file renamed into place (it was written and flushed before)
// and every instance notified; after the commit the compiled model is swapped into the registry. A failure at any
// step leaves the previous state: the transaction rolls back, the file is restored, the registry is untouched.
// Changes of this instance are queued; other instances wait on the advisory lock and follow through NOTIFY.

export interface ModelChangesDeps {
  db: Kysely<any>
  registry: ModelRegistry
  lists: Pick<ValueLists, 'names'>
  /** the template area */
  templateDir: string
  log: Logger
}

export interface Change { model: ModelDefinition, created: boolean }

type Mode = 'create' | 'update' | 'import'

export const objectNotFound = (name: string): Error => new NotFound(`Object not found: ${name}`)

/** A template file's text as JSON; a syntax error is a template problem (422), not a crash. */
export function parseTemplateText (text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown
  } catch (error) {
    throw new ValidationFailed([{ field: '/', message: `not valid JSON: ${(error as Error).message}` }])
  }
}

/** Relations of a template (mDIS writes an empty set as [] and also uses the older key foreignkeys). */
const relationsOf = (template: ModelDefinition['template']): Array<{ foreignTable?: unknown, relatedTable?: unknown }> =>
  [template.relations, template.foreignkeys].flatMap(set => set !== null && typeof set === 'object' ? Object.values(set) : [])

export class ModelChanges {
  readonly #queue = new SerialQueue()
  #unlisten?: () => Promise<void>
  constructor (readonly deps: ModelChangesDeps) {}

  /** The registered model a client names: by API name or mDIS FullName. */
  find (name: string): CompiledModel | undefined {
    const { registry } = this.deps
    return registry.get(name) ?? registry.list().find(m => m.definition.fullName === name)
  }

  #get (name: string): CompiledModel {
    const model = this.find(name)
    if (model === undefined) throw objectNotFound(name)
    return model
  }

  /** A new model; 409 when one of that name exists. */
  async create (raw: unknown, text: string): Promise<Change> {
    return await this.#queue.run(async () => await this.#apply(raw, text, 'create'))
  }

  /** An additive change of an existing model; the template must keep its name. */
  async update (name: string, raw: unknown, text: string): Promise<Change> {
    return await this.#queue.run(async () => await this.#apply(raw, text, 'update', this.#get(name).name))
  }

  /** An uploaded template: a new model, or an additive change of the model it names. */
  async import (raw: unknown, text: string): Promise<Change> {
    return await this.#queue.run(async () => await this.#apply(raw, text, 'import'))
  }

  /**
   * Applies the template of a model as the template area holds it (or, without a file, its database copy): creates
   * or alters the table and registers the model. Also retries a template that failed to load.
   */
  async createTable (name: string): Promise<Change> {
    return await this.#queue.run(async () => {
      const { db, registry, templateDir } = this.deps
      const current = this.find(name)
      const failed = registry.failures().find(f => f.name === name)
      if (current === undefined && failed === undefined) throw objectNotFound(name)
      const target = current?.name ?? failed!.name!
      const row = await readTemplateCopy(db, target)
      const file = row?.file ?? failed!.source
      const text = await readTemplateText(templateDir, file) ?? row?.source
      if (text === undefined) throw objectNotFound(name)
      return await this.#apply(parseTemplateText(text), text, current === undefined ? 'import' : 'update', current?.name)
    })
  }

  /** Stores an uploaded form template (mDIS form JSON) for the model it names. */
  async saveForm (raw: unknown, text: string): Promise<Record<string, unknown>> {
    return await this.#queue.run(async () => {
      const taken = new Map((await readForms(this.deps.db)).map(f => [f.name, f.model]))
      const check = checkForm(raw, { find: name => this.find(name), taken })
      if (!check.ok) throw new ValidationFailed(check.problems)
      await this.deps.db.updateTable('rs_model_template').set({ form: text }).where('name', '=', check.model.name).execute()
      return check.form
    })
  }

  /**
   * Drops an empty model that nothing refers to: out of the registry first (new requests answer 404), then, in one
   * transaction, the table (after requests still running on it have finished), the database copy (a tombstone)
   * and the template file. On failure the model is registered again and the file restored.
   */
  async drop (name: string): Promise<void> {
    await this.#queue.run(async () => {
      const { db, registry, templateDir } = this.deps
      const { definition } = this.#get(name)
      const blockers = registry.list().filter(m => m.name !== definition.name && (m.definition.parent === definition.name ||
        relationsOf(m.definition.template).some(r => r.foreignTable === definition.table || r.relatedTable === definition.table)))
      if (blockers.length > 0) {
        throw new Conflict(`Model "${definition.name}" cannot be deleted: ${blockers.map(m => `"${m.name}"`).join(', ')} ${blockers.length === 1 ? 'refers' : 'refer'} to it.`)
      }
      await this.#assertEmpty(db, definition)
      registry.drop(definition.name)
      // set once the file is gone, so that a failure after that puts it back
      let restore = null as { file: string, text: string } | null
      try {
        await db.transaction().execute(async trx => {
          await lockModels(trx)
          const row = (await this.#assertUnchanged(trx, definition.name, definition))!
          await lockTable(trx, definition.table)
          await this.#assertEmpty(trx, definition)
          await trx.schema.dropTable(definition.table).ifExists().execute()
          await buryTemplateCopy(trx, definition.name)
          const text = await readTemplateText(templateDir, row.file)
          await removeTemplateFile(templateDir, row.file)
          if (text !== null) restore = { file: row.file, text }
          await notifyModel(trx, definition.name)
        })
      } catch (error) {
        registry.register(definition)
        if (restore !== null) await writeTemplateFile(templateDir, restore.file, restore.text)
        if ((error as { code?: unknown }).code === '2BP01') {
          throw new Conflict(`Model "${definition.name}" cannot be deleted: other tables refer to its table "${definition.table}".`)
        }
        throw error
      }
    })
  }

  /** Follows a change another instance (or this one) made: the database copy of the model decides. */
  async reload (name: string): Promise<void> {
    await this.#queue.run(async () => { await this.#sync(name, await readTemplateCopy(this.deps.db, name)) })
  }

  /** Follows every change, e.g. after notifications may have been missed: drops first, then parents before children. */
  async reloadAll (): Promise<void> {
    await this.#queue.run(async () => {
      const rows = await readTemplateCopies(this.deps.db)
      for (const row of rows.filter(r => r.deleted)) await this.#sync(row.name, row)
      const live = new Map(rows.filter(r => !r.deleted).map(r => [r.name, r]))
      const sources = [...live.values()].map(r => ({ file: r.file, name: r.name, raw: JSON.parse(r.source) as unknown, text: r.source, persist: false }))
      for (const { name } of orderByParent(sources)) await this.#sync(name!, live.get(name!))
    })
  }

  /** Listens for model changes of every instance; after a reconnect reloads everything. */
  async follow (database: Pick<Database, 'listen' | 'onReconnect'>): Promise<void> {
    const report = (error: unknown): void => { this.deps.log.error({ err: error }, 'could not follow a model change') }
    database.onReconnect(() => { this.reloadAll().catch(report) })
    this.#unlisten = await database.listen(MODEL_CHANNEL, name => { this.reload(name).catch(report) })
  }

  /** Resolves once every change queued so far has been applied (or has failed). */
  async settled (): Promise<void> {
    await this.#queue.run(async () => {})
  }

  /** Stops following other instances (the database may be closed already) and waits for the queued changes. */
  async close (): Promise<void> {
    await this.#unlisten!().catch(() => {})
    await this.settled()
  }

  async #apply (raw: unknown, text: string, mode: Mode, target?: string): Promise<Change> {
    const { db, registry, lists, templateDir } = this.deps
    const check = checkTemplate(raw, { models: registry.definitions(), listNames: await lists.names() })
    if (!check.ok) throw new ValidationFailed(check.problems)
    const model = check.model
    if (target !== undefined && model.name !== target) {
      throw new ValidationFailed([{ field: '/name', message: `names model "${model.name}", not "${target}": a model cannot be renamed` }])
    }
    const current = registry.get(model.name)
    if (current !== undefined && mode === 'create') throw new Conflict(`Model "${model.name}" already exists.`)
    if (current !== undefined) {
      const problems = destructiveChanges(current.definition, model)
      if (problems.length > 0) throw new ValidationFailed(problems)
    }
    // a template that failed to load here may have an older copy in the database: it is being replaced
    const superseded = current === undefined && registry.failures().some(f => f.name === model.name)
    const parentTable = model.parent === null ? null : registry.get(model.parent)!.definition.table
    const prepared = registry.prepare(model)
    const file = await this.#fileFor(model.name)
    const previous = await readTemplateText(templateDir, file)
    const staged = await stageTemplateFile(templateDir, file, text)
    let placed = false
    try {
      await db.transaction().execute(async trx => {
        await lockModels(trx)
        if (!superseded) await this.#assertUnchanged(trx, model.name, current?.definition)
        await ensureTable(trx, model, parentTable)
        await saveTemplateCopy(trx, model.name, file, text)
        await staged.commit()
        placed = true
        await notifyModel(trx, model.name)
      })
    } catch (error) {
      if (!placed) await staged.discard()
      else if (previous === null) await removeTemplateFile(templateDir, file)
      else await writeTemplateFile(templateDir, file, previous)
      if (error instanceof TableConflict) {
        throw new ValidationFailed(error.problems.map(p => ({ field: `/columns/${p.column}`, message: p.message })))
      }
      throw error
    }
    prepared.commit()
    return { model, created: current === undefined }
  }

  /** The template file of a model: the one it has, else `<name>.json`, which must not belong to anything else. */
  async #fileFor (name: string): Promise<string> {
    const { db, registry, templateDir } = this.deps
    const row = await readTemplateCopy(db, name)
    if (row !== undefined) return row.file
    const failed = registry.failures().find(f => f.name === name)
    if (failed !== undefined) return failed.source
    const file = `${name}.json`
    if (await readTemplateText(templateDir, file) !== null) {
      throw new Conflict(`The template area holds a file ${file} that is not the template of model "${name}"; move it away first.`)
    }
    return file
  }

  /** Refuses a change when the database copy is not what this instance has: another instance changed it meanwhile. */
  async #assertUnchanged (trx: Kysely<any>, name: string, current: ModelDefinition | undefined): Promise<StoredRow | undefined> {
    const row = await readTemplateCopy(trx, name)
    const live = row !== undefined && !row.deleted
    const same = current === undefined ? !live : live && isDeepStrictEqual(JSON.parse(row.source), current.template)
    if (!same) throw new Conflict(`Model "${name}" was changed by another instance meanwhile; reload it and try again.`)
    return row
  }

  async #assertEmpty (db: Kysely<any>, model: ModelDefinition): Promise<void> {
    if (await hasRecords(db, model.table)) throw new Conflict(`Model "${model.name}" cannot be deleted: its table "${model.table}" has records.`)
  }

  /** Brings the registry (and this instance's template area) in line with one row of the database copy. */
  async #sync (name: string, row: StoredRow | undefined): Promise<void> {
    const { registry, lists, log } = this.deps
    const current = registry.get(name)
    if (row === undefined) return
    if (row.deleted) {
      if (current === undefined) return
      registry.drop(name)
      await this.#mirror(row.file, null)
      return
    }
    const raw = JSON.parse(row.source) as unknown
    if (current !== undefined && isDeepStrictEqual(raw, current.definition.template)) return
    const check = checkTemplate(raw, { models: registry.definitions(), listNames: await lists.names() })
    if (!check.ok) {
      registry.fail({ source: row.file, name, problems: check.problems })
      log.error({ template: row.file, problems: check.problems }, `model "${name}" changed elsewhere but cannot be loaded here`)
      return
    }
    // the template area first, as for changes made here; then the swap
    await this.#mirror(row.file, row.source)
    registry.register(check.model)
  }

  /** Keeps this instance's template area in step with a change made elsewhere; a failure here is only logged. */
  async #mirror (file: string, text: string | null): Promise<void> {
    const { templateDir, log } = this.deps
    try {
      if (text === null) await removeTemplateFile(templateDir, file)
      else if (await readTemplateText(templateDir, file) !== text) await writeTemplateFile(templateDir, file, text)
    } catch (error) {
      log.warn({ err: error, file }, 'the template area could not follow a model change')
    }
  }
}
