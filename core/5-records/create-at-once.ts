import type { CompiledQuery, Kysely } from 'kysely'
import { ValidationFailed } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { bind } from '../2-model/statements.js'
import { rowsJson } from '../2-model/json-rows.js'
import type { Values } from '../2-model/input.js'
import { igsnTag } from '../2-model/identifiers.js'
import { Batches, type Batched } from './batches.js'
import { calculate, missingParent } from './write-checks.js'
import type { Actor } from '../database/record-history.js'
import type { RecordsDeps } from './deps.js'

// The one-statement create (core/2-model/create-statement.ts) of the models whose creates can be one
// (CompiledModel.createPlan): concurrent creates of a model share the statement (batches.ts), each answered as if it
// had run alone.

/** Attempts of a one-statement create whose running number concurrent creates (without the lock) kept taking. */
const CREATE_ATTEMPTS = 8

/** A create waiting for its statement (batches.ts). */
interface AtOnce extends Batched { columns: string[], values: Values, actor: Actor }

export class CreatesAtOnce {
  /** one-statement creates of a model, together while one of its statements runs */
  readonly #creates = new Batches<AtOnce, string>(async (model, creates) => await this.#insert(model, creates))

  constructor (readonly deps: RecordsDeps) {}

  /** Resolves once every create this instance took is answered. */
  async settled (): Promise<void> {
    await this.#creates.settled()
  }

  /**
   * The one-statement create of valid `values` (create.ts runsAtOnce), answered as JSON text. A statement of
   * several that fails (a bad value, a running number another instance took) runs each of them alone, so each
   * gets its own answer.
   */
  async create (model: CompiledModel, values: Values, actor: Actor): Promise<string> {
    calculate(model, values)
    const rule = model.definition.runningNumber
    const columns = Object.keys(values).filter(c => values[c] !== undefined && c !== rule?.column)
    const { scope } = model.createPlan!
    // (the rows of one statement share its user, whom the history records)
    const shape = `${actor.user.id}:${columns.join()}`
    return await this.#creates.add(model, { shape, scope: scope === null ? null : JSON.stringify(scope.map(c => values[c])), columns, values, actor })
  }

  async #insert (model: CompiledModel, creates: AtOnce[]): Promise<Array<PromiseSettledResult<string>>> {
    if (creates.length > 1) {
      try {
        const { rows } = await this.deps.db.executeQuery(await this.#insertion(model, creates))
        const answers = new Map(rows.map(row => [Number(row.__o), row]))
        return await Promise.allSettled(creates.map(async (create, i) => this.#answer(model, create, answers.get(i + 1))))
      } catch {
        // each alone below, with its own answer
      }
    }
    return await Promise.allSettled(creates.map(async create => await this.#insertAlone(model, create)))
  }

  /**
   * One create in its own statement. A concurrent create that took the same running number makes it fail on the
   * unique index; it then runs again holding the scope's lock (so contention turns into a queue rather than retries).
   */
  async #insertAlone (model: CompiledModel, create: AtOnce): Promise<string> {
    const query = await this.#insertion(model, [create])
    const rule = model.definition.runningNumber
    const { index } = model.createPlan!
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = attempt === 0
          ? await this.deps.db.executeQuery(query)
          : await this.deps.db.transaction().execute(async trx => {
            await model.writes.lockScope(trx, rule!.scope.map(s => create.values[s]))
            return await trx.executeQuery(query)
          })
        return this.#answer(model, create, rows[0])
      } catch (error) {
        const { code, constraint } = error as { code?: string, constraint?: string }
        const taken = code === '23505' && index !== undefined && constraint === index
        if (!taken || attempt + 1 >= CREATE_ATTEMPTS) throw error
      }
    }
  }

  /** The create statement of these rows (create-statement.ts). */
  async #insertion (model: CompiledModel, creates: AtOnce[]): Promise<CompiledQuery<Record<string, unknown>>> {
    return await createInsertion(this.deps, this.deps.db, model, creates[0].columns, creates.map(c => c.values), creates[0].actor.user, 'create')
  }

  /** The answer to a create from its row of the statement (none: its parent does not exist). */
  #answer (model: CompiledModel, create: AtOnce, row: Record<string, unknown> | undefined): string {
    if (row === undefined) throw new ValidationFailed([missingParent(model, create.values)])
    return model.queries.shape.jsonReads ? row.body as string : JSON.stringify(model.toRecord(row))
  }
}

/**
 * The one-statement create of `rows` (each giving `columns`), run on `db` (a transaction's, for an import), their
 * versions by `user` with `action`; an import's answers only the ordinals of the rows made.
 */
export async function createInsertion (deps: RecordsDeps, db: Kysely<any>, model: CompiledModel, columns: string[], rows: Values[], user: Actor['user'], action: 'create' | 'import'): Promise<CompiledQuery<Record<string, unknown>>> {
  const def = model.definition
  const parent = def.parent === null ? null : deps.registry.get(def.parent)!
  // (an import needs to know which rows were made, not the records)
  const statement = model.queries.createAtOnce(columns, parent?.queries ?? null, igsnTag(def), await model.writes.sequence(db), action === 'import')
  return bind(statement, [rowsJson(rows), deps.igsnPrefix, String(user.id), user.username, action])
}
