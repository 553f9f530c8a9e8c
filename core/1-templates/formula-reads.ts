import type { ModelDefinition } from './definition.js'
import { formulaReferences } from './formula.js'

// The references by which a computed-on-read (pseudo) column's formula reads other records (mDIS pseudo columns):
//   [parent.<column>]              the parent record's column (a core's hole reference height)
//   [<agg>:before.<column>]        over the siblings before the record: same parent, lower running number (or id)
//   [<agg>:<child model>.<column>] over the record's children of that model (a hole's cores)
// with <agg> one of sum, min, max, avg, count: parsed and checked against the models here, when a template is
// checked. The model reads them in SQL (core/2-model/reads.ts) beside the record's columns; the formula is then
// evaluated with them as it is for the record's own columns.

export const AGGREGATES = ['sum', 'min', 'max', 'avg', 'count'] as const
export type Aggregate = typeof AGGREGATES[number]

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

/** The reads of a formula's references. */
export function readsOf (references: readonly string[]): Array<{ reference: string, read: Read }> {
  return references.flatMap(reference => { const read = parseRead(reference); return read === null ? [] : [{ reference, read }] })
}

/** Whether `column` is a stored number column of the model: what an aggregate can read. */
export const isStoredNumber = (model: Pick<ModelDefinition, 'columns'>, column: string): boolean =>
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
    return isStoredNumber(model, read.column) ? null : `"${read.column}" is not a stored number column of this model`
  }
  return null
}

/** The child models a model's computed-on-read columns aggregate (it is compiled again when one of them changes). */
export function childrenRead (model: ModelDefinition): string[] {
  return model.columns.filter(c => !c.stored && c.calculate !== null)
    .flatMap(c => readsOf(formulaReferences(c.calculate!)).flatMap(({ read }) => read.kind === 'children' ? [read.model] : []))
}
