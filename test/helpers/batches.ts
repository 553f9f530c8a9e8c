import { Kysely } from 'kysely'
import { Batches } from '../../core/5-records/batches.js'
import type { Teardown } from './teardown.js'

// Drives statements that concurrent requests share (core/5-records/batches.ts) deterministically: the first statement
// of a kind is held until `count` requests have reached the queue, so the next statement takes the others together
// whatever the machine's speed.

export interface HeldStatements<S> {
  /** what `read` made of each statement of the kind, in order */
  statements: S[]
  /** resolves when `count` requests have reached a queue */
  queued: Promise<void>
}

/**
 * Watches the statements whose SQL `matches`: records `read(parameters)` of each, holds the first until `count`
 * requests are queued, and throws what `fail` returns for a statement instead of running it.
 */
export function holdFirstStatement<S> (t: Teardown, count: number, matches: (sql: string) => boolean,
  read: (parameters: readonly unknown[]) => S, fail?: (statement: S) => Error | undefined): HeldStatements<S> {
  const statements: S[] = []
  const executeQuery = Kysely.prototype.executeQuery
  const add = Batches.prototype.add
  let arrived = 0
  let release: () => void
  const queued = new Promise<void>(resolve => { release = resolve })
  t.teardown(() => { Kysely.prototype.executeQuery = executeQuery; Batches.prototype.add = add })
  Batches.prototype.add = async function (this: Batches<any, any>, ...args: Parameters<typeof add>) {
    const made = add.apply(this, args)
    if (++arrived === count) release()
    return await made
  }
  Kysely.prototype.executeQuery = async function (this: Kysely<any>, query: any, ...rest: any[]) {
    if (typeof query.sql === 'string' && matches(query.sql)) {
      const statement = read(query.parameters)
      statements.push(statement)
      if (statements.length === 1) await queued
      const error = fail?.(statement)
      if (error !== undefined) throw error
    }
    return await executeQuery.call(this, query, ...rest) as any
  } as typeof executeQuery
  return { statements, queued }
}
