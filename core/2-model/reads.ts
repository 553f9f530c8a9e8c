import { sql, type RawBuilder } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { isStoredNumber, type Aggregate, type Read } from '../1-templates/formula-reads.js'

// What computed-on-read (pseudo) columns read of other records ([parent.x], [sum:before.x], [sum:cores.x]: the
// read language and its checks are core/1-templates/formula-reads.ts) as SQL: each read a scalar subquery selected
// beside the record's columns; and the order of siblings, which those reads and sibling defaults go by.

/**
 * The order of siblings (DefaultFromSibling's last one, `before` reads): the running number when the model numbers
 * its records inside the parent column (its unique index finds them), else the id.
 */
export function siblingOrder (model: ModelDefinition, scope: string): string {
  const rule = model.runningNumber
  const numbered = rule !== null && !rule.alphabet && rule.scope.length === 1 && rule.scope[0] === scope &&
    model.columns.find(c => c.name === rule.column)!.type === 'integer'
  return numbered ? rule.column : 'id'
}

/**
 * A read as a scalar subquery over the record row `row` (its alias: "t" in reads, "ins" in the create statement).
 * A child model that is not there (yet), or lacks the column, reads null.
 */
export function readSql (read: Read, model: ModelDefinition, lookup: (name: string) => ModelDefinition | undefined, row: string): RawBuilder<unknown> {
  const at = (column: string) => sql.ref(`${row}.${assertIdentifier(column)}`)
  // (the sum of no values is 0, as the count of none)
  const fn = (aggregate: Aggregate, ref: RawBuilder<unknown>) => aggregate === 'sum' ? sql`coalesce(sum(${ref}), 0)` : sql`${sql.raw(aggregate)}(${ref})`
  if (read.kind === 'parent') {
    const parent = lookup(model.parent!)!
    return sql`(select p.${sql.ref(assertIdentifier(read.column))} from ${sql.table(assertIdentifier(parent.table))} p where p.id = ${at(model.parentColumn!)})`
  }
  if (read.kind === 'before') {
    const scope = model.parentColumn!
    const order = assertIdentifier(siblingOrder(model, scope))
    return sql`(select ${fn(read.aggregate, sql.ref(`s.${assertIdentifier(read.column)}`))} from ${sql.table(assertIdentifier(model.table))} s
      where s.${sql.ref(assertIdentifier(scope))} = ${at(scope)} and s.${sql.ref(order)} < ${at(order)})`
  }
  const child = lookup(read.model)
  if (child === undefined || child.parent !== model.name || !isStoredNumber(child, read.column)) return sql`null`
  return sql`(select ${fn(read.aggregate, sql.ref(`c.${assertIdentifier(read.column)}`))} from ${sql.table(assertIdentifier(child.table))} c
    where c.${sql.ref(assertIdentifier(child.parentColumn!))} = ${at('id')})`
}

/** The table a read reads (none for a child model that is not there, or lacks the column: it reads null). */
export function readTable (read: Read, model: ModelDefinition, lookup: (name: string) => ModelDefinition | undefined): string | undefined {
  if (read.kind === 'parent') return lookup(model.parent!)!.table
  if (read.kind === 'before') return model.table
  const child = lookup(read.model)
  return child === undefined || child.parent !== model.name || !isStoredNumber(child, read.column) ? undefined : child.table
}
