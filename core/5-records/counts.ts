import type { CompiledModel } from '../2-model/compile.js'

// List totals already counted, per model and filter, with the change version of the tables they read (the sum
// of their change counters, migration 0005). A list sends the version it knows: while it is still current, the
// database skips the count and the stored total is exact; otherwise it counts again in the same statement.

export interface KnownTotal { version: number, total: number }

export class ListTotals {
  readonly #byModel = new WeakMap<CompiledModel, Map<string, KnownTotal>>()

  /** `max` totals per model at most; the least recently counted one goes */
  constructor (readonly max = 1000) {}

  get (model: CompiledModel, key: string): KnownTotal | undefined {
    return this.#byModel.get(model)?.get(key)
  }

  set (model: CompiledModel, key: string, known: KnownTotal): void {
    let totals = this.#byModel.get(model)
    if (totals === undefined) {
      totals = new Map()
      this.#byModel.set(model, totals)
    }
    totals.delete(key)
    if (totals.size >= this.max) totals.delete(totals.keys().next().value!)
    totals.set(key, known)
  }
}
