import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { bind } from '../2-model/statements.js'
import { rowsJson } from '../2-model/json-rows.js'
import type { Actor } from '../database/record-history.js'
import { Batches, type Batched } from './batches.js'
import type { RecordJson } from './read.js'
import type { RecordsDeps } from './deps.js'

// The one-statement update (core/2-model/update-statement.ts) of the models and columns whose updates can be one
// (CompiledModel.updatePlan): a remark or a depth, the most common edit, in one round trip instead of a transaction
// of several; concurrent updates of a model share the statement and its commit (batches.ts), each answered as if it
// had run alone.

/** The unique index of rs_history: a version another write took since the statement's snapshot (update-statement.ts). */
const VERSION_TAKEN = 'rs_history_record_version'

/** An update waiting for its statement. */
interface AtOnce extends Batched { id: number, columns: string[], values: Values, actor: Actor, expected: readonly number[] | undefined }

export class UpdatesAtOnce {
  /** one-statement updates of a model, together while one of its statements runs */
  readonly #updates = new Batches<AtOnce, RecordJson | undefined>(async (model, updates) => await this.#update(model, updates))

  constructor (readonly deps: RecordsDeps) {}

  /** Resolves once every update this instance took is answered. */
  async settled (): Promise<void> {
    await this.#updates.settled()
  }

  /**
   * The update of valid `values` in one statement, answered as JSON text with the record's new version; undefined
   * when it cannot be one (a column the plan leaves out, nothing to change) or did not change the record: no such
   * record, a version the client does not accept, a version another write took meanwhile. The caller then updates
   * the long way, which tells each of them apart.
   */
  async update (model: CompiledModel, id: number, values: Values, actor: Actor, expected?: readonly number[]): Promise<RecordJson | undefined> {
    const plan = model.updatePlan
    const columns = Object.keys(values).filter(c => values[c] !== undefined)
    if (plan === null || columns.length === 0 || !columns.every(c => plan.has(c))) return undefined
    // (the rows of one statement share their user and action, which the history records; one row per record)
    const shape = `${actor.user.id}:${actor.action ?? ''}:${columns.join()}`
    return await this.#updates.add(model, { shape, scope: String(id), id, columns, values, actor, expected })
  }

  /** A statement of several that fails (a version taken, a value refused) runs each of them alone, so each gets its own answer. */
  async #update (model: CompiledModel, updates: AtOnce[]): Promise<Array<PromiseSettledResult<RecordJson | undefined>>> {
    if (updates.length > 1) {
      try {
        const answers = await this.#run(model, updates)
        return updates.map((_, i) => ({ status: 'fulfilled', value: answers.get(i + 1) }))
      } catch {
        // each alone below
      }
    }
    return await Promise.allSettled(updates.map(async update => {
      try {
        return (await this.#run(model, [update])).get(1)
      } catch (error) {
        const { code, constraint } = error as { code?: string, constraint?: string }
        if (code === '23505' && constraint === VERSION_TAKEN) return undefined
        throw error
      }
    }))
  }

  /** The answers of one statement by the ordinal of their update (from 1). */
  async #run (model: CompiledModel, updates: AtOnce[]): Promise<Map<number, RecordJson>> {
    const { columns, actor } = updates[0]
    const rows = rowsJson(updates.map(u => ({ ...u.values, __id: u.id, __e: u.expected ?? null })))
    const { rows: answers } = await this.deps.db.executeQuery<RecordJson & { __o: string | number }>(bind(model.queries.updateAtOnce(columns),
      [rows, String(actor.user.id), actor.user.username, actor.action ?? 'update']))
    return new Map(answers.map(({ __o: o, body, version }) => [Number(o), { body, version }]))
  }
}
