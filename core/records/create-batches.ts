import type { CompiledModel } from '../model/compile.js'

// Group commit for one-statement creates: while a statement of creates of a model runs, the creates of that model
// that arrive wait, and the next statement takes them together. One statement and one commit for many rows costs
// PostgreSQL a fraction of one each (a lone create still goes at once). The rows of one statement give the same
// columns (one compiled statement) and lie in different scopes (a running number's scope, the parent of sibling
// defaults), so none counts or reads another; a create whose scope is taken waits for the next statement, in the
// order the creates came.

/** At most this many rows in one statement. */
export const MAX_ROWS = 64

export interface Create {
  /** the given columns: the rows of one statement share them */
  shape: string
  /** what the create counts or reads within (null: nothing other creates write) */
  scope: string | null
}

interface Waiting<C, R> { create: C, resolve: (value: R) => void, reject: (error: unknown) => void }

export class CreateBatches<C extends Create, R> {
  /** the creates waiting for the next statement of a model, while one of its statements runs */
  readonly #waiting = new WeakMap<CompiledModel, Array<Waiting<C, R>>>()
  /** the models' queues being worked through */
  readonly #draining = new Set<Promise<void>>()

  /** `insert` runs one statement's creates and settles each of them. */
  constructor (readonly insert: (model: CompiledModel, creates: C[]) => Promise<Array<PromiseSettledResult<R>>>) {}

  async add (model: CompiledModel, create: C): Promise<R> {
    return await new Promise<R>((resolve, reject) => {
      const waiting = this.#waiting.get(model)
      if (waiting !== undefined) {
        waiting.push({ create, resolve, reject })
        return
      }
      const queue = [{ create, resolve, reject }]
      this.#waiting.set(model, queue)
      const drain = this.#drain(model, queue)
      this.#draining.add(drain)
      void drain.then(() => this.#draining.delete(drain))
    })
  }

  /** Resolves once no create waits or runs (the database may close then: the app closes after its requests). */
  async settled (): Promise<void> {
    while (this.#draining.size > 0) await Promise.all(this.#draining)
  }

  async #drain (model: CompiledModel, queue: Array<Waiting<C, R>>): Promise<void> {
    while (queue.length > 0) {
      const batch = next(queue)
      // (should it throw, every create of the statement gets the error and the queue goes on)
      const outcomes = await this.insert(model, batch.map(w => w.create))
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

/** Takes the next statement's creates out of the queue: the first one's shape, one per scope, in order. */
function next<C extends Create, R> (queue: Array<Waiting<C, R>>): Array<Waiting<C, R>> {
  const { shape } = queue[0].create
  const scopes = new Set<string>()
  const taken: Array<Waiting<C, R>> = []
  const left: Array<Waiting<C, R>> = []
  for (const waiting of queue) {
    const { scope } = waiting.create
    if (taken.length < MAX_ROWS && waiting.create.shape === shape && (scope === null || !scopes.has(scope))) {
      if (scope !== null) scopes.add(scope)
      taken.push(waiting)
    } else {
      left.push(waiting)
    }
  }
  queue.splice(0, queue.length, ...left)
  return taken
}
