import type { CompiledModel } from '../2-model/compile.js'
import type { ModelFailure } from '../3-registry/model-registry.js'
import type { Database } from '../database/database.js'
import { create, createTable, drop, importTemplate, named, update } from './change.js'
import type { Change, Disagreement, LifecycleContext, LifecycleDeps } from './context.js'
import { followAll, followModel, listen } from './follow.js'
import { importPackage, type TemplatePackage } from './package-import.js'
import { SerialQueue } from './queue.js'
import type { Editor } from './template-history.js'
import { start } from './start.js'

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
//
// This class is that queue in front of the steps: start.ts, change.ts (the cg API), package-import.ts, follow.ts
// (other instances); each goes through apply.ts (a template becomes a model) or adopt.ts (a database copy does).

export class ModelLifecycle {
  readonly #queue = new SerialQueue()
  readonly #context: LifecycleContext
  #unlisten?: () => Promise<void>
  constructor (readonly deps: LifecycleDeps) {
    this.#context = { deps, disagreements: new Map() }
  }

  /** The registered model a client names: by API name, mDIS FullName or table (ModelRegistry.find, 'reference'). */
  find (name: string): CompiledModel | undefined {
    return this.deps.registry.find(name, 'reference')
  }

  /** The registered model a client names; 404 with the likely name when there is none. */
  get (name: string): CompiledModel {
    return named(this.#context, name)
  }

  /** Template files of this instance that the database copy does not accept. */
  disagreements (): Disagreement[] {
    return [...this.#context.disagreements.values()]
  }

  /** Loads every model (start.ts). A template that cannot load is reported and skipped; the others load. */
  async start (): Promise<{ loaded: string[], failures: ModelFailure[] }> {
    return await this.#queue.run(async () => await start(this.#context))
  }

  // ---- changes through the cg API (change.ts); `by`: who asks (each change is a version of the model's template)

  /** A new model; 409 when one of that name exists. */
  async create (raw: unknown, text: string, by: Editor = null): Promise<Change> {
    return await this.#queue.run(async () => await create(this.#context, raw, text, by))
  }

  /** An additive change of an existing model; the template must keep its name. */
  async update (name: string, raw: unknown, text: string, by: Editor = null): Promise<Change> {
    return await this.#queue.run(async () => await update(this.#context, name, raw, text, by))
  }

  /** An uploaded template: a new model, or an additive change of the model it names. */
  async import (raw: unknown, text: string, by: Editor = null): Promise<Change> {
    return await this.#queue.run(async () => await importTemplate(this.#context, raw, text, by))
  }

  /** Applies the template of a model as the template area (or the database copy) holds it; retries a failed one. */
  async createTable (name: string, by: Editor = null): Promise<Change> {
    return await this.#queue.run(async () => await createTable(this.#context, name, by))
  }

  /** Drops an empty model that nothing refers to. */
  async drop (name: string, by: Editor = null): Promise<void> {
    await this.#queue.run(async () => { await drop(this.#context, name, by) })
  }

  /** A template package (models/*.json, forms/*.json): imported all or nothing, parents first. */
  async importPackage (pack: TemplatePackage, by: Editor = null): Promise<{ models: Change[], forms: string[] }> {
    return await this.#queue.run(async () => await importPackage(this.#context, pack, by))
  }

  // ---- following other instances (follow.ts)

  /** Listens for model changes of every instance; after a reconnect follows every model again. */
  async follow (database: Pick<Database, 'listen' | 'onReconnect'>): Promise<void> {
    this.#unlisten = await listen(database, this.deps.log, this)
  }

  /** Follows a change another instance (or this one) made: the database copy of the model decides. */
  async reload (name: string): Promise<void> {
    await this.#queue.run(async () => { await followModel(this.#context, name) })
  }

  /** Follows every change, e.g. after notifications may have been missed: drops first, then parents before children. */
  async reloadAll (): Promise<void> {
    await this.#queue.run(async () => { await followAll(this.#context) })
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
}
