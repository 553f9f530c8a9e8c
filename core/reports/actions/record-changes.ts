import type { CompiledModel } from '../../2-model/compile.js'
import type { Values } from '../../2-model/input.js'
import type { ValueLists } from '../../value-lists/lists.js'
import { copyDefaults } from '../../5-records/apply-behaviors.js'
import { createIn } from '../../5-records/create-locked.js'
import { removeIn } from '../../5-records/delete.js'
import { takeLinks } from '../../5-records/relation-writes.js'
import { updateIn } from '../../5-records/update.js'
import { checkValues } from '../../5-records/write-checks.js'
import type { ApiRecord, RecordsDeps } from '../../5-records/deps.js'
import type { Run } from './run.js'
import { targetOf, type Target } from './selection.js'

// The records an action creates, changes and removes, each through the rules of the data API's create, update
// and delete (the same checks, behaviours, running numbers, combined ids, history), in the run's transaction
// (run.ts); and what the action answers of them. What one record's change takes (a split's two new splits and
// itself, say) is one attempt: refused, none of it stays, and none of it is answered.

/** A record an action made: its id (none in a preview, which keeps nothing) and its combined_id where it has one. */
export interface Made { id: number | null, combined_id?: string | null }

export interface ChangesAnswer {
  /** the model of the records */
  model: string
  counts: { created: number, updated: number, removed: number }
  created: Made[]
  updated: Target[]
  removed: Target[]
}

export class Changes {
  readonly #created: Target[] = []
  readonly #updated: Target[] = []
  readonly #removed: Target[] = []

  /** `lists`: the value lists of the models written, read before the run (inside it the transaction may hold the only session) */
  constructor (readonly run: Run, readonly deps: RecordsDeps, readonly lists: Pick<ValueLists, 'displays'>) {}

  /** Makes the changes of `change` for the record `target` (refused: none of them, and the run notes why); whether they were made. */
  async attempt (model: CompiledModel, target: Target, change: () => Promise<void>): Promise<boolean> {
    const before = [this.#created.length, this.#updated.length, this.#removed.length]
    const made = await this.run.attempt(model.name, target, change)
    if (!made) [this.#created.length, this.#updated.length, this.#removed.length] = before
    return made
  }

  /** A new record of `model` as the data API's create makes it from the body `body`. */
  async create (model: CompiledModel, body: Values): Promise<ApiRecord> {
    const { values, errors } = model.input.create(body)
    copyDefaults(model, values)
    await checkValues(this.lists, model, values, errors)
    const record = await createIn(this.deps, this.run.trx, model, values, errors)
    this.#created.push(targetOf(model, record))
    return record
  }

  /** The record `target` of `model` changed by `body` as the data API's update changes it. */
  async update (model: CompiledModel, target: Target, body: Values): Promise<ApiRecord> {
    const { values, errors } = model.input.update(body)
    await checkValues(this.lists, model, values, errors)
    const record = await updateIn(this.deps, this.run.trx, model, target.id, values, errors, takeLinks(model, values))
    this.#updated.push(target)
    return record
  }

  /** The record `target` of `model` deleted as the data API deletes it (refused while anything refers to it). */
  async remove (model: CompiledModel, target: Target): Promise<void> {
    await removeIn(this.deps, this.run.trx, model, target.id, undefined)
    this.#removed.push(target)
  }

  answer (model: CompiledModel, preview: boolean): ChangesAnswer {
    return {
      model: model.name,
      counts: { created: this.#created.length, updated: this.#updated.length, removed: this.#removed.length },
      created: this.#created.map(made => preview ? { ...made, id: null } : made),
      updated: this.#updated,
      removed: this.#removed
    }
  }
}
