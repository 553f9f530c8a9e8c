import { isDeepStrictEqual } from 'node:util'
import type { Kysely } from 'kysely'
import type { ResolvedConfig } from '../config.js'
import type { Database } from '../database/database.js'
import { Conflict, NotFound, ValidationFailed, type FieldError } from '../errors.js'
import { checkForm } from '../forms/check.js'
import { readForms, saveForm } from '../forms/store.js'
import type { FormTemplate } from '../../schemas/cg.js'
import { liveInstances } from '../instance.js'
import type { Logger } from '../logger.js'
import type { CompiledModel } from '../model/compile.js'
import { connectionsOf, dropConnections, ensureConnections } from '../model/connections.js'
import { ensureTable, existingTables, hasRecords, isCurrent, lockTable, readTables, TableConflict, type TableState } from '../model/ddl.js'
import type { ModelFailure, ModelRegistry } from '../registry.js'
import { isCoreboxModel } from '../templates/behavior-rules.js'
import { checkTemplate } from '../templates/check.js'
import type { ModelDefinition } from '../templates/definition.js'
import { declaredName, refersTo } from '../templates/names.js'
import { didYouMean } from '../templates/suggest.js'
import type { ValueLists } from '../value-lists/lists.js'
import { destructiveChanges } from './additive.js'
import { lockModels, MODEL_CHANNEL, notifyModel } from './fleet.js'
import { orderByParent } from './order.js'
import type { TemplatePackage } from './package.js'
import { SerialQueue } from './queue.js'
import { planStartup, type StartupStep } from './startup.js'
import {
  buryTemplateCopy, readTemplateCopies, readTemplateCopy, readTemplateText, removeLeftovers, removeTemplateFile,
  saveTemplateCopy, stageTemplateFile, templateJson, writeTemplateFile, type StagedFile, type StoredRow
} from './store.js'

// The one model lifecycle: start-up, the cg API's changes (import, create, update, drop) and the changes other
// instances make all take the same steps. A template is checked and compiled first; a change of an existing model
// must be additive (additive.ts); then, in one transaction under the fleet's advisory lock, the table is created
// or altered, the database copy written, the template file renamed into place (written and flushed before) and
// every instance notified; after the commit the compiled model is swapped into the registry. A failure at any step
// leaves the previous state: the transaction rolls back, the file is restored, the registry is untouched.
//
// The database copy is the fleet's truth. At start-up a template file that differs from it is applied only if
// update-model would accept it; otherwise the instance keeps the copy, logs why and reports the disagreement
// (summary, readiness). Another instance's change is followed from the copy through NOTIFY. One queue serialises
// everything an instance does to its models (other instances wait on the advisory lock).

export interface LifecycleDeps {
  db: Kysely<any>
  registry: ModelRegistry
  lists: Pick<ValueLists, 'names'>
  config: Pick<ResolvedConfig, 'TEMPLATE_DIR' | 'TEMPLATE_FILE_LIMIT'>
  log: Logger
}

export interface Change { model: ModelDefinition, created: boolean }

/** A template file of this instance that the fleet's database copy does not accept (start-up keeps the copy). */
export interface Disagreement { model: string, file: string, problems: FieldError[] }

/** The table states and list names, read once for a whole start-up. */
interface Snapshot { tables: Map<string, TableState>, listNames: Set<string> }

interface ApplyItem { raw: unknown, text: string, options: ApplyOptions, at?: string }
/** A template checked and ready to apply. */
interface Plan { item: ApplyItem, model: ModelDefinition, registered: ModelDefinition | undefined, current: ModelDefinition | undefined, superseded: boolean }
/** A plan's template file: staged, then placed inside the transaction; restored when it fails. */
interface PlacedFile { plan: Plan, file: string, previous: string | null, staged: StagedFile | null, placed: boolean }

interface ApplyOptions {
  mode: 'create' | 'update' | 'import'
  /** the model the template must name (update) */
  target?: string
  /** the template file (default: the model's, else <name>.json) */
  file?: string
  /** judge the change against this definition rather than the registered one (start-up: the database copy) */
  against?: ModelDefinition
}

/** 404 for a name that names nothing; with the names there are, it suggests the likely one. */
export const objectNotFound = (name: string, names: Iterable<string> = []): Error => new NotFound(`Object not found: ${name}${didYouMean(name, names)}`)

/** A template file's text as JSON; a syntax error is a template problem (422), not a crash. */
export function parseTemplateText (text: string): unknown {
  try {
    return templateJson(text)
  } catch (error) {
    throw new ValidationFailed([{ field: '/', message: `not valid JSON: ${(error as Error).message}` }])
  }
}

/** Relations of a template (mDIS writes an empty set as [] and also uses the older key foreignkeys). */
const relationsOf = (template: ModelDefinition['template']): Array<{ foreignTable?: unknown, relatedTable?: unknown }> =>
  [template.relations, template.foreignkeys].flatMap(set => set !== null && typeof set === 'object' ? Object.values(set) : [])

const tableProblems = (error: TableConflict): FieldError[] => error.problems.map(p => ({ field: `/columns/${p.column}`, message: p.message }))
const listed = (problems: FieldError[]): string => problems.map(p => `${p.field}: ${p.message}`).join('\n  ')

export class ModelLifecycle {
  readonly #queue = new SerialQueue()
  readonly #disagreements = new Map<string, Disagreement>()
  #unlisten?: () => Promise<void>
  constructor (readonly deps: LifecycleDeps) {}

  get #dir (): string { return this.deps.config.TEMPLATE_DIR }

  /** The registered model a client names: by API name, mDIS FullName or table. */
  find (name: string): CompiledModel | undefined {
    const { registry } = this.deps
    return registry.get(name) ?? registry.list().find(m => refersTo(name, m.definition))
  }

  /** Template files of this instance that the database copy does not accept. */
  disagreements (): Disagreement[] {
    return [...this.#disagreements.values()]
  }

  // ---- start-up

  /**
   * Loads every model: the template area and the database copy are planned together (startup.ts), then each
   * template is applied, parents first. A template that cannot load is reported and skipped; the others load.
   */
  async start (): Promise<{ loaded: string[], failures: ModelFailure[] }> {
    return await this.#queue.run(async () => {
      const { db, registry, lists, config, log } = this.deps
      for (const file of await removeLeftovers(this.#dir, await liveInstances(db))) {
        log.warn(`removed ${file}: a template write that did not finish left it`)
      }
      const { steps, failures } = await planStartup(db, this.#dir, config.TEMPLATE_FILE_LIMIT)
      const snapshot = { tables: await readTables(db), listNames: await lists.names() }
      const loaded: string[] = []
      const raw = (step: StartupStep): unknown =>
        step.kind === 'file' ? step.raw : step.kind === 'copy' ? templateJson(step.row.source) : null
      for (const { step } of orderByParent(steps.map(step => ({ name: step.name, raw: raw(step), step })))) {
        const result = await this.#startStep(step, snapshot)
        if (result === null) continue
        if (Array.isArray(result)) failures.push({ source: step.file, name: step.name, problems: result })
        else loaded.push(result.name)
      }
      for (const failure of failures) {
        registry.fail(failure)
        log.error({ template: failure.source, problems: failure.problems }, `template ${failure.source} was not loaded:\n  ${listed(failure.problems)}`)
      }
      return { loaded, failures }
    })
  }

  /** One start-up step: the model it registered, its problems, or null (a stale file removed). */
  async #startStep (step: StartupStep, snapshot: Snapshot): Promise<ModelDefinition | FieldError[] | null> {
    const { log } = this.deps
    if (step.kind === 'stale') {
      log.info(`removing ${step.file}: model "${step.name}" was dropped after this version of it`)
      await removeTemplateFile(this.#dir, step.file)
      return null
    }
    if (step.kind === 'copy') {
      if (step.write !== null) {
        log.info(step.write === 'missing'
          ? `restoring ${step.file} from the database copy of model "${step.name}"`
          : `updating ${step.file}: it holds an older version of model "${step.name}" than the database copy`)
        await writeTemplateFile(this.#dir, step.file, step.row.source)
      }
      return await this.#adopt(step.row, snapshot)
    }
    const copy = step.row
    const against = copy === null
      ? undefined
      : checkTemplate(templateJson(copy.source), { models: this.deps.registry.definitions(), listNames: snapshot.listNames })
    try {
      return (await this.#apply(step.raw, step.text, { mode: 'import', file: step.file, against: against?.ok === true ? against.model : undefined })).model
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error
      if (copy === null || against?.ok !== true) return error.errors
      // the fleet's copy stays; the file stays too, for the operator to see and mend
      this.#disagreements.set(copy.name, { model: copy.name, file: step.file, problems: error.errors })
      log.warn({ template: step.file, problems: error.errors }, `template ${step.file} differs from the database copy of model ` +
        `"${copy.name}" in ways update-model refuses; this instance keeps the database copy:\n  ${listed(error.errors)}`)
      return await this.#adopt(copy, snapshot)
    }
  }

  // ---- changes through the cg API

  /** A new model; 409 when one of that name exists. */
  async create (raw: unknown, text: string): Promise<Change> {
    return await this.#queue.run(async () => await this.#apply(raw, text, { mode: 'create' }))
  }

  /** An additive change of an existing model; the template must keep its name. */
  async update (name: string, raw: unknown, text: string): Promise<Change> {
    return await this.#queue.run(async () => await this.#apply(raw, text, { mode: 'update', target: this.get(name).name }))
  }

  /** An uploaded template: a new model, or an additive change of the model it names. */
  async import (raw: unknown, text: string): Promise<Change> {
    return await this.#queue.run(async () => await this.#apply(raw, text, { mode: 'import' }))
  }

  /**
   * Applies the template of a model as the template area holds it (or, without a file, its database copy): creates
   * or alters the table and registers the model. Also retries a template that failed to load.
   */
  async createTable (name: string): Promise<Change> {
    return await this.#queue.run(async () => {
      const { db, registry } = this.deps
      const current = this.find(name)
      const failed = registry.failures().find(f => f.name === name)
      if (current === undefined && failed === undefined) throw objectNotFound(name)
      const target = current?.name ?? failed!.name!
      const row = await readTemplateCopy(db, target)
      const file = row?.file ?? failed!.source
      const text = await readTemplateText(this.#dir, file) ?? row?.source
      if (text === undefined) throw objectNotFound(name)
      return await this.#apply(parseTemplateText(text), text, { mode: current === undefined ? 'import' : 'update', target: current?.name })
    })
  }

  /**
   * Drops an empty model that nothing refers to: out of the registry first (new requests answer 404), then, in one
   * transaction, the table (after requests still running on it have finished), the database copy (a tombstone)
   * and the template file. On failure the model is registered again and the file restored.
   */
  async drop (name: string): Promise<void> {
    await this.#queue.run(async () => {
      const { db, registry } = this.deps
      const { definition } = this.get(name)
      const isCorebox = isCoreboxModel(definition)
      const blockers = registry.list().filter(m => m.name !== definition.name && (m.definition.parent === definition.name ||
        relationsOf(m.definition.template).some(r => r.foreignTable === definition.table || r.relatedTable === definition.table) ||
        (isCorebox && m.definition.behaviors.corebox !== null)))
      if (blockers.length > 0) {
        throw new Conflict(`Model "${definition.name}" cannot be deleted: ${blockers.map(m => `"${m.name}"`).join(', ')} ${blockers.length === 1 ? 'refers' : 'refer'} to it.`)
      }
      await this.#assertNoForms(db, definition)
      await this.#assertEmpty(db, definition)
      registry.drop(definition.name)
      // set once the file is gone, so that a failure after that puts it back
      let restore = null as { file: string, text: string } | null
      try {
        await db.transaction().execute(async trx => {
          await lockModels(trx)
          const row = (await this.#assertUnchanged(trx, definition.name, definition))!
          await this.#assertNoForms(trx, definition)
          await lockTable(trx, definition.table)
          await this.#assertEmpty(trx, definition)
          await dropConnections(trx, definition.table)
          await trx.schema.dropTable(definition.table).ifExists().execute()
          await buryTemplateCopy(trx, definition.name)
          const text = await readTemplateText(this.#dir, row.file)
          await removeTemplateFile(this.#dir, row.file)
          if (text !== null) restore = { file: row.file, text }
          await notifyModel(trx, definition.name)
        })
      } catch (error) {
        registry.register(definition)
        if (restore !== null) await writeTemplateFile(this.#dir, restore.file, restore.text)
        if ((error as { code?: unknown }).code === '2BP01') {
          throw new Conflict(`Model "${definition.name}" cannot be deleted: other tables refer to its table "${definition.table}".`)
        }
        throw error
      }
      this.#disagreements.delete(definition.name)
    })
  }

  // ---- following other instances

  /** Listens for model changes of every instance; after a reconnect follows every model again. */
  async follow (database: Pick<Database, 'listen' | 'onReconnect'>): Promise<void> {
    const report = (error: unknown): void => { this.deps.log.error({ err: error }, 'could not follow a model change') }
    database.onReconnect(() => { this.reloadAll().catch(report) })
    this.#unlisten = await database.listen(MODEL_CHANNEL, name => { this.reload(name).catch(report) })
  }

  /** Follows a change another instance (or this one) made: the database copy of the model decides. */
  async reload (name: string): Promise<void> {
    await this.#queue.run(async () => { await this.#follow(name, await readTemplateCopy(this.deps.db, name)) })
  }

  /** Follows every change, e.g. after notifications may have been missed: drops first, then parents before children. */
  async reloadAll (): Promise<void> {
    await this.#queue.run(async () => {
      const rows = await readTemplateCopies(this.deps.db)
      for (const row of rows.filter(r => r.deleted)) await this.#follow(row.name, row)
      const live = rows.filter(r => !r.deleted).map(row => ({ name: row.name, raw: templateJson(row.source), row }))
      for (const { row } of orderByParent(live)) await this.#follow(row.name, row)
    })
  }

  /** Resolves once every change queued so far has been applied (or has failed). */
  async settled (): Promise<void> {
    await this.#queue.run(async () => {})
  }

  /** Stops following other instances (the database may be closed already) and waits for the queued changes. */
  async close (): Promise<void> {
    await this.#unlisten?.().catch(() => {})
    await this.settled()
  }

  // ---- the steps

  /** The registered model a client names; 404 with the likely name when there is none. */
  get (name: string): CompiledModel {
    const model = this.find(name)
    if (model === undefined) throw objectNotFound(name, this.deps.registry.list().map(m => m.name))
    return model
  }

  async #apply (raw: unknown, text: string, options: ApplyOptions): Promise<Change> {
    return (await this.#applyAll([{ raw, text, options }], []))[0]
  }

  /**
   * Applies templates (parents before children) and stores forms, all or nothing: every template is checked
   * against the registry and the templates before it, every form against the models as they will be, and
   * everything is written in one transaction. `at` prefixes the JSON paths of an item's problems (a package entry).
   */
  async #applyAll (items: ApplyItem[], forms: Array<{ raw: unknown, at: string }>): Promise<Change[]> {
    const { db, registry, lists } = this.deps
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
    const compiled = new Map(prepared.models.map(m => [m.name, m]))
    const find = (name: string) => compiled.get(name) ?? [...compiled.values()].find(m => refersTo(name, m.definition)) ?? this.find(name)
    const checkedForms: FormTemplate[] = []
    for (const form of forms) {
      const check = checkForm(form.raw, { find, listNames })
      if (check.ok) checkedForms.push(check.form)
      else report(form.at, check.problems)
    }
    if (problems.length > 0) throw new ValidationFailed(problems)

    const files: PlacedFile[] = []
    try {
      for (const plan of plans) {
        const file = plan.item.options.file ?? await this.#fileFor(plan.model.name)
        const previous = await readTemplateText(this.#dir, file)
        files.push({ plan, file, previous, staged: previous === plan.item.text ? null : await stageTemplateFile(this.#dir, file, plan.item.text), placed: false })
      }
      await db.transaction().execute(async trx => {
        await lockModels(trx)
        for (const { plan, file } of files) {
          if (!plan.superseded) await this.#assertUnchanged(trx, plan.model.name, plan.current)
          await ensureTable(trx, plan.model, this.#parentTable(plan.model, definitions))
          await saveTemplateCopy(trx, plan.model.name, file, plan.item.text)
        }
        await ensureConnections(trx, connectionsOf(definitions.values(), new Set(plans.map(p => p.model.table))))
        for (const form of checkedForms) await saveForm(trx, form, find(form.dataModel)!.name)
        for (const placed of files) {
          await placed.staged?.commit()
          placed.placed = true
        }
        for (const { plan } of files) await notifyModel(trx, plan.model.name)
      })
    } catch (error) {
      for (const { file, staged, placed, previous } of files) {
        if (!placed) await staged?.discard()
        else if (previous === null) await removeTemplateFile(this.#dir, file)
        else await writeTemplateFile(this.#dir, file, previous)
      }
      if (error instanceof TableConflict) throw new ValidationFailed(tableProblems(error))
      throw error
    }
    prepared.commit()
    for (const { model } of plans) this.#disagreements.delete(model.name)
    return plans.map(p => ({ model: p.model, created: p.registered === undefined }))
  }

  /** A template package (models/*.json, forms/*.json): imported all or nothing, parents first. */
  async importPackage (pack: TemplatePackage): Promise<{ models: Change[], forms: string[] }> {
    return await this.#queue.run(async () => {
      const named = pack.models.map(e => ({ name: declaredName(e.raw), raw: e.raw, entry: e }))
      const items = orderByParent(named).map(({ entry }) => ({ raw: entry.raw, text: entry.text, options: { mode: 'import' as const }, at: entry.path }))
      const models = await this.#applyAll(items, pack.forms.map(f => ({ raw: f.raw, at: f.path })))
      return { models, forms: pack.forms.map(f => (f.raw as { name: string }).name) }
    })
  }

  /**
   * Registers the model a live database copy describes, through the same check and compile as a change; its table
   * is made current when it is not (a copy written by an older instance, a table restored from a backup).
   * Returns the model, or the problems that keep it out.
   */
  async #adopt (row: StoredRow, snapshot?: Snapshot, mirror = false): Promise<ModelDefinition | FieldError[]> {
    const { db, registry, lists } = this.deps
    const check = checkTemplate(templateJson(row.source), { models: registry.definitions(), listNames: snapshot?.listNames ?? await lists.names() })
    if (!check.ok) return check.problems
    const model = check.model
    const prepared = registry.prepare(model)
    const state = snapshot !== undefined ? snapshot.tables.get(model.table) : (await readTables(db, [model.table])).get(model.table)
    // the n:m connection tables this model has with those registered
    const connections = connectionsOf(registry.definitions().set(model.name, model).values(), new Set([model.table]))
    const there = snapshot?.tables ?? await existingTables(db, connections.map(c => c.table))
    if (!isCurrent(model, state) || connections.some(c => !there.has(c.table))) {
      try {
        await db.transaction().execute(async trx => {
          await lockModels(trx)
          await ensureTable(trx, model, this.#parentTable(model))
          await ensureConnections(trx, connections)
        })
      } catch (error) {
        if (error instanceof TableConflict) return tableProblems(error)
        throw error
      }
    }
    // the template area first, as for changes made here; then the swap
    if (mirror) await this.#mirror(row.file, row.source)
    prepared.commit()
    return model
  }

  /** Brings the registry (and this instance's template area) in line with one row of the database copy. */
  async #follow (name: string, row: StoredRow | undefined): Promise<void> {
    const { registry, log } = this.deps
    if (row === undefined) return
    if (row.deleted) {
      if (!registry.has(name)) return
      registry.drop(name)
      this.#disagreements.delete(name)
      await this.#mirror(row.file, null)
      return
    }
    const current = registry.get(name)
    if (current !== undefined && isDeepStrictEqual(templateJson(row.source), current.definition.template)) return
    // the fleet moved on: this instance's file follows, and a disagreement it had is settled
    const adopted = await this.#adopt(row, undefined, true)
    if (Array.isArray(adopted)) {
      registry.fail({ source: row.file, name, problems: adopted })
      log.error({ template: row.file, problems: adopted }, `model "${name}" changed elsewhere but cannot be loaded here:\n  ${listed(adopted)}`)
      return
    }
    this.#disagreements.delete(name)
  }

  #parentTable (model: ModelDefinition, definitions?: ReadonlyMap<string, ModelDefinition>): string | null {
    return model.parent === null ? null : (definitions?.get(model.parent) ?? this.deps.registry.get(model.parent)!.definition).table
  }

  /** The template file of a model: the one it has, else `<name>.json`, which must not belong to anything else. */
  async #fileFor (name: string): Promise<string> {
    const { db, registry } = this.deps
    const row = await readTemplateCopy(db, name)
    if (row !== undefined) return row.file
    const failed = registry.failures().find(f => f.name === name)
    if (failed !== undefined) return failed.source
    const file = `${name}.json`
    if (await readTemplateText(this.#dir, file) !== null) {
      throw new Conflict(`The template area holds a file ${file} that is not the template of model "${name}"; move it away first.`)
    }
    return file
  }

  /** Refuses a change when the database copy is not what this instance has: another instance changed it meanwhile. */
  async #assertUnchanged (trx: Kysely<any>, name: string, current: ModelDefinition | undefined): Promise<StoredRow | undefined> {
    const row = await readTemplateCopy(trx, name)
    const live = row !== undefined && !row.deleted
    const same = current === undefined ? !live : live && isDeepStrictEqual(templateJson(row.source), current.template)
    if (!same) throw new Conflict(`Model "${name}" was changed by another instance meanwhile; reload it and try again.`)
    return row
  }

  async #assertEmpty (db: Kysely<any>, model: ModelDefinition): Promise<void> {
    if (await hasRecords(db, model.table)) throw new Conflict(`Model "${model.name}" cannot be deleted: its table "${model.table}" has records.`)
  }

  async #assertNoForms (db: Kysely<any>, model: ModelDefinition): Promise<void> {
    const forms = (await readForms(db, model.name)).map(f => `"${f.name}"`)
    if (forms.length > 0) throw new Conflict(`Model "${model.name}" cannot be deleted: ${forms.length === 1 ? 'form' : 'forms'} ${forms.join(', ')} ${forms.length === 1 ? 'belongs' : 'belong'} to it; delete ${forms.length === 1 ? 'it' : 'them'} first.`)
  }

  /** Keeps this instance's template area in step with a change made elsewhere; a failure here is only logged. */
  async #mirror (file: string, text: string | null): Promise<void> {
    try {
      if (text === null) await removeTemplateFile(this.#dir, file)
      else if (await readTemplateText(this.#dir, file) !== text) await writeTemplateFile(this.#dir, file, text)
    } catch (error) {
      this.deps.log.warn({ err: error, file }, 'the template area could not follow a model change')
    }
  }
}
