import { CompiledQuery } from 'kysely'

// Statements built and compiled once per model and shape, then bound to each request's values. Kysely builds
// them with Slot objects where a request's values go; compiling puts each Slot in the parameter list, and
// bind() replaces it by the value (or what the Slot derives from it, such as a LIKE pattern).

/** A request value's place in a statement compiled once. */
export class Slot {
  constructor (readonly index: number, readonly map: (value: unknown) => unknown = value => value) {}

  /** a slot for a value derived from this slot's (e.g. the LIKE pattern of a filter value) */
  derive (map: (value: unknown) => unknown): Slot {
    return new Slot(this.index, value => map(this.map(value)))
  }
}

/** `f` of a value, or of a slot's future value. */
export function derived<T> (value: T | Slot, map: (value: T) => unknown): unknown {
  return value instanceof Slot ? value.derive(map as (value: unknown) => unknown) : map(value)
}

export interface Statement { readonly sql: string, readonly parameters: readonly unknown[] }

/** The statement for one request: every Slot replaced by its value from `values`. */
export function bind<R> (statement: Statement, values: readonly unknown[]): CompiledQuery<R> {
  return CompiledQuery.raw(statement.sql, statement.parameters.map(p => p instanceof Slot ? p.map(values[p.index]) : p)) as CompiledQuery<R>
}

/** Statements by shape (what changes their text), compiled on first use; the oldest goes when it is full. */
export class StatementCache {
  readonly #statements = new Map<string, Statement>()

  constructor (readonly max = 256) {}

  get (key: string, build: () => Statement): Statement {
    let statement = this.#statements.get(key)
    if (statement === undefined) {
      if (this.#statements.size >= this.max) this.#statements.delete(this.#statements.keys().next().value!)
      statement = build()
      this.#statements.set(key, statement)
    }
    return statement
  }
}
