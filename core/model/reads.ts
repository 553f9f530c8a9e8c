import { sql, type RawBuilder } from 'kysely'
import { assertIdentifier } from '../sql-names.js'
import type { ModelDefinition } from '../templates/definition.js'
import { formulaReferences } from './formula.js'

// Values a computed-on-read (pseudo) column's formula reads from other records (mDIS pseudo columns):
//   [parent.<column>]              the parent record's column (a core's hole reference height)
//   [<agg>:before.<column>]        over the siblings before the record: same parent, lower running number (or id)
//   [<agg>:<child model>.<column>] over the record's children of that model (a hole's cores)
// with <agg> one of sum, min, max, avg, count. Each becomes a scalar subquery beside the record's columns; the
// formula is then evaluated with them as it is for the record's own columns.

export const AGGREGATES = ['sum', 'min', 'max', 'avg', 'count'] as const
type Aggregate = typeof AGGREGATES[number]

export type Read =
  | { kind: 'parent', column: string }
  | { kind: 'before', aggregate: Aggregate, column: string }
  | { kind: 'children', aggregate: Aggregate, model: string, column: string }

const NAME = '[a-z][a-z0-9_]{0,62}'
const PARENT = new RegExp(`^parent\\.(${NAME})$`)
const AGGREGATE = new RegExp(`^(${AGGREGATES.join('|')}):(${NAME})\\.(${NAME})$`)

/** The read a formula reference names, or null when it names a column of the record itself. */
export function parseRead (reference: string): Read | null {
  const parent = PARENT.exec(reference)
  if (parent !== null) return { kind: 'parent', column: parent[1] }
  const aggregate = AGGREGATE.exec(reference)
  if (aggregate === null) return null
  const [, fn, from, column] = aggregate as unknown as [string, Aggregate, string, string]
  return from === 'before' ? { kind: 'before', aggregate: fn, column } : { kind: 'children', aggregate: fn, model: from, column }
}

const numeric = (model: Pick<ModelDefinition, 'columns'>, column: string): boolean =>
  model.columns.some(c => c.name === column && c.stored && (c.type === 'integer' || c.type === 'double'))

/**
 * Why a read cannot be made for a model of these columns and parent (a template problem), or null when it can.
 * Children load after their parent: a read of theirs is checked when they are there (it reads null until then).
 */
export function readProblem (read: Read, model: Pick<ModelDefinition, 'columns' | 'parentColumn'>, parent: ModelDefinition | undefined): string | null {
  if (read.kind === 'parent') {
    if (parent === undefined) return 'reads the parent, but the model has no parentModel'
    return parent.columns.some(c => c.name === read.column && c.stored) ? null : `the parent model "${parent.name}" has no stored column "${read.column}"`
  }
  if (read.kind === 'before') {
    if (model.parentColumn === null) return 'reads the siblings before, but the model has no parentModel'
    return numeric(model, read.column) ? null : `"${read.column}" is not a stored number column of this model`
  }
  return null
}

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
  if (child === undefined || child.parent !== model.name || !numeric(child, read.column)) return sql`null`
  return sql`(select ${fn(read.aggregate, sql.ref(`c.${assertIdentifier(read.column)}`))} from ${sql.table(assertIdentifier(child.table))} c
    where c.${sql.ref(assertIdentifier(child.parentColumn!))} = ${at('id')})`
}

/** The reads of a formula's references. */
export function readsOf (references: readonly string[]): Array<{ reference: string, read: Read }> {
  return references.flatMap(reference => { const read = parseRead(reference); return read === null ? [] : [{ reference, read }] })
}

/** The child models a model's computed-on-read columns aggregate (it is compiled again when one of them changes). */
export function childrenRead (model: ModelDefinition): string[] {
  return model.columns.filter(c => !c.stored && c.calculate !== null)
    .flatMap(c => readsOf(formulaReferences(c.calculate!)).flatMap(({ read }) => read.kind === 'children' ? [read.model] : []))
}
