import { childrenRead } from '../1-templates/formula-reads.js'
import { compileModel, type CompiledModel } from '../2-model/compile.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { refersTo } from '../1-templates/names.js'
import { ModelNotFound, type FieldError } from '../shared/errors.js'
import { didYouMean } from '../shared/suggest.js'

/**
 * Which names find a model (ModelRegistry.find). The API name always does, before any other; the others depend on
 * who names the model:
 * - 'api': the API name only. The data API (`/api/v1/form?name=`, `/:model`, reports, filter lists): a permission
 *   (`form-<model>:view|edit`) is granted by API name and plugins/infra/auth.ts checks it against the name exactly as
 *   the request gives it, so a request must name its model by that name; another name of the same model would be
 *   checked against a permission of another name.
 * - 'table': the API name, else the table. What compiled models refer to (core/2-model/compile.ts): parents and
 *   children by API name (a checked template holds API names), an n:m relation's relatedTable by table.
 * - 'reference': the API name, else the mDIS FullName or the table (core/1-templates/names.ts refersTo). The cg API
 *   and form templates: mDIS clients and templates name models as mDIS does ("CoreCore", core_core).
 */
export type ModelNaming = 'api' | 'table' | 'reference'

/** The rules of ModelNaming, over any map of models by API name (registered, about to be, or definitions). */
function lookUp<T> (models: ReadonlyMap<string, T>, definitionOf: (model: T) => ModelDefinition, name: string, naming: ModelNaming): T | undefined {
  const exact = models.get(name)
  if (exact !== undefined || naming === 'api') return exact
  for (const model of models.values()) {
    const d = definitionOf(model)
    if (naming === 'table' ? d.table === name : refersTo(name, d)) return model
  }
  return undefined
}

const definitionOf = (model: CompiledModel): ModelDefinition => model.definition

/** What a model being compiled refers to, among `definitions` (ModelNaming 'table'). */
const lookupIn = (definitions: Map<string, ModelDefinition>) => (name: string): ModelDefinition | undefined =>
  lookUp(definitions, d => d, name, 'table')

/** A template that could not become a model, kept so that operators can see why (cg summary, logs). */
export interface ModelFailure { source: string, name: string | null, problems: FieldError[] }

export type RegistryListener = (change: { kind: 'register' | 'drop', name: string }) => void

/**
 * Model name → compiled model. Routes look models up here on every request; the cg API swaps entries while
 * requests run. A swap is one synchronous step, so a request sees either the old or the new model, never a mix.
 */
export class ModelRegistry {
  readonly #models = new Map<string, CompiledModel>()
  readonly #failures = new Map<string, ModelFailure>()
  readonly #listeners = new Set<RegistryListener>()
  /** increases on every change; caches (e.g. the OpenAPI document) compare it */
  version = 0

  /** The model of an API name (the registry's key: find(name, 'api')). */
  get (name: string): CompiledModel | undefined { return this.#models.get(name) }

  /**
   * The one way to find a model by a name a client or template gives: `naming` says which names count, and why
   * (ModelNaming). `pending` are models about to be registered (a package being imported): they are looked in
   * first, as they will replace the registered ones.
   */
  find (name: string, naming: ModelNaming, pending?: ReadonlyMap<string, CompiledModel>): CompiledModel | undefined {
    return (pending === undefined ? undefined : lookUp(pending, definitionOf, name, naming)) ?? lookUp(this.#models, definitionOf, name, naming)
  }

  /** The model a data API request names (by API name only: ModelNaming 'api'); 404 with the likely name when there is none. */
  require (name: string): CompiledModel {
    const found = this.find(name, 'api')
    if (found === undefined) throw new ModelNotFound(name, didYouMean(name, this.#models.keys()) || '.')
    return found
  }
  has (name: string): boolean { return this.#models.has(name) }
  list (): CompiledModel[] { return [...this.#models.values()] }
  failures (): ModelFailure[] { return [...this.#failures.values()] }

  definitions (): Map<string, ModelDefinition> {
    return new Map([...this.#models].map(([name, m]) => [name, m.definition]))
  }

  /** Models whose parent is `name`. */
  children (name: string): CompiledModel[] {
    return this.list().filter(m => m.definition.parent === name)
  }

  /**
   * Compiles and registers a model, then recompiles its descendants so that they see its new definition.
   * Everything is compiled before anything is swapped: a compile error leaves the registry unchanged.
   */
  register (definition: ModelDefinition): CompiledModel {
    return this.prepare(definition).commit()
  }

  /**
   * Compiles a model and its descendants now and swaps them in later, with `commit`: the cg API compiles before
   * it persists anything, so that nothing can fail after the database change. Changes are serialised by the
   * caller (core/4-lifecycle/lifecycle.ts, one queue), so the registry does not change between the two steps.
   */
  prepare (definition: ModelDefinition): { model: CompiledModel, commit: () => CompiledModel } {
    const { models, commit } = this.prepareAll([definition])
    return { model: models[0], commit: () => { commit(); return models[0] } }
  }

  /**
   * prepare() for several models at once (a template package), parents before children: each may be the parent
   * of a later one. `models` holds them compiled, in the order given.
   */
  prepareAll (given: ModelDefinition[]): { models: CompiledModel[], commit: () => void } {
    const definitions = this.definitions()
    for (const d of given) definitions.set(d.name, d)
    const lookup = lookupIn(definitions)
    const compiled = new Map<string, CompiledModel>()
    const descendants = (name: string): ModelDefinition[] => [...definitions.values()]
      .filter(d => d.parent === name).flatMap(d => [d, ...descendants(d.name)])
    for (const d of given) {
      for (const m of [d, ...descendants(d.name)]) compiled.set(m.name, compileModel(m, lookup))
    }
    // models whose columns read a changed model's records (a hole's sum over its cores, links to it) read it anew
    for (const d of this.#readers(definitions, [...compiled.keys()].map(name => definitions.get(name)!))) compiled.set(d.name, compileModel(d, lookup))
    return {
      models: given.map(d => compiled.get(d.name)!),
      commit: () => {
        for (const model of compiled.values()) this.#models.set(model.name, model)
        for (const d of given) {
          this.#failures.delete(d.name)
          this.#changed('register', d.name)
        }
      }
    }
  }

  drop (name: string): void {
    const dropped = this.#models.get(name)
    if (dropped === undefined) return
    this.#models.delete(name)
    const definitions = this.definitions()
    for (const d of this.#readers(definitions, [dropped.definition])) this.#models.set(d.name, compileModel(d, lookupIn(definitions)))
    this.#changed('drop', name)
  }

  /**
   * The models among `definitions` (not in `changed`) that read a model in `changed`: their computed-on-read columns
   * aggregate its records, or their n:m relations link to it (the connection table exists once both do).
   */
  #readers (definitions: Map<string, ModelDefinition>, changed: ModelDefinition[]): ModelDefinition[] {
    const names = new Set(changed.map(d => d.name))
    const tables = new Set(changed.map(d => d.table))
    return [...definitions.values()].filter(d => !names.has(d.name) &&
      (childrenRead(d).some(child => names.has(child)) || d.links.some(l => tables.has(l.relatedTable))))
  }

  fail (failure: ModelFailure): void {
    this.#failures.set(failure.name ?? failure.source, failure)
  }

  onChange (listener: RegistryListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed (kind: 'register' | 'drop', name: string): void {
    this.version++
    for (const listener of this.#listeners) listener({ kind, name })
  }
}
