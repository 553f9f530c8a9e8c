import type { CompiledModel } from '../2-model/compile.js'

// Statements that concurrent requests of a model share (group commit for creates; by-id reads): while a statement
// of a kind runs for a model, the requests of that kind and model that arrive wait, and the next statement takes
// them together. One statement (and, for writes, one commit) for many rows costs PostgreSQL and the pool a fraction
// of one each; a lone request still goes at once. The rows of one statement have the same shape (one compiled
// statement) and lie in different scopes (creates: a running number's scope, the parent of sibling defaults;
// updates: the record), so none counts or reads what another writes; a request whose scope is taken waits for the
// next statement, in the order the requests came.

/** At most this many rows in one statement. */
export const MAX_ROWS = 64

export interface Batched {
  /** the rows of one statement share it (a create's given columns) */
  shape: string
  /** what the request counts or reads within that another of the kind writes (null: nothing) */
  scope: string | null
}

interface Waiting<I, R> { item: I, resolve: (value: R) => void, reject: (error: unknown) => void }

export class Batches<I extends Batched, R> {
  /** Told how many requests each statement takes (the metrics, plugins/infra/metrics.ts); none by default. */
  static sizes: ((requests: number) => void) | undefined
  /** the requests waiting for the next statement of a model, while one of its statements runs */
  readonly #waiting = new WeakMap<CompiledModel, Array<Waiting<I, R>>>()
  /** the models' queues being worked through */
  readonly #draining = new Set<Promise<void>>()

  /** `run` runs one statement's requests and settles each of them. */
  constructor (readonly run: (model: CompiledModel, items: I[]) => Promise<Array<PromiseSettledResult<R>>>) {}

  async add (model: CompiledModel, item: I): Promise<R> {
    return await new Promise<R>((resolve, reject) => {
      const waiting = this.#waiting.get(model)
      if (waiting !== undefined) {
        waiting.push({ item, resolve, reject })
        return
      }
      const queue = [{ item, resolve, reject }]
      this.#waiting.set(model, queue)
      const drain = this.#drain(model, queue)
      this.#draining.add(drain)
      void drain.then(() => this.#draining.delete(drain))
    })
  }

  /** Resolves once no request waits or runs (the database may close then: the app closes after its requests). */
  async settled (): Promise<void> {
    while (this.#draining.size > 0) await Promise.all(this.#draining)
  }

  async #drain (model: CompiledModel, queue: Array<Waiting<I, R>>): Promise<void> {
    while (queue.length > 0) {
      const batch = next(queue)
      Batches.sizes?.(batch.length)
      // (should it throw, every request of the statement gets the error and the queue goes on)
      const outcomes = await this.run(model, batch.map(w => w.item))
        .catch((error: unknown) => batch.map((): PromiseSettledResult<R> => ({ status: 'rejected', reason: error })))
      batch.forEach((w, i) => {
        const outcome = outcomes[i]
        if (outcome.status === 'fulfilled') w.resolve(outcome.value)
        else w.reject(outcome.reason)
      })
    }
    this.#waiting.delete(model)
  }
}

/**
 * Takes the next statement's requests out of the queue: the first one's shape, one per scope, in order. A request
 * left waiting holds its scope back for those after it (two updates of one record stay in the order they came).
 */
function next<I extends Batched, R> (queue: Array<Waiting<I, R>>): Array<Waiting<I, R>> {
  const { shape } = queue[0].item
  const scopes = new Set<string>()
  const taken: Array<Waiting<I, R>> = []
  const left: Array<Waiting<I, R>> = []
  for (const waiting of queue) {
    const { scope } = waiting.item
    if (taken.length < MAX_ROWS && waiting.item.shape === shape && (scope === null || !scopes.has(scope))) {
      taken.push(waiting)
    } else {
      left.push(waiting)
    }
    if (scope !== null) scopes.add(scope)
  }
  queue.splice(0, queue.length, ...left)
  return taken
}
