import type { CompiledFormula } from '../1-templates/formula.js'
import type { ModelDefinition } from '../1-templates/definition.js'

// Whether the creates of a model run as one statement (create-statement.ts) rather than in a transaction of
// several: a fact of the model, decided when it is compiled (CompiledModel.createPlan), from its running number, its
// formulas and its behaviors.

export interface CreatePlan {
  /** the running number's unique index, whose collisions a create runs again after */
  index: string | undefined
  /** the columns whose values no two rows of one statement may share (core/5-records/batches.ts); null: none */
  scope: string[] | null
}

/**
 * Whether a model's creates can run as one statement, decided once per model: the running number (if any) is a
 * number, not letters, with a unique index over its scope and column (the name is that index's, to tell its
 * collisions); no stored formula reads what the statement computes; no column reads other records (the statement
 * answers the row, which holds none of them); and its behaviors are none the statement cannot do (it does sibling
 * defaults over the parent column from a stored column). Null when they cannot.
 */
export function planCreates (def: ModelDefinition, calculated: ReadonlyArray<{ formula: CompiledFormula }>, readsOnRead: number): CreatePlan | null {
  const rule = def.runningNumber
  const { siblingDefaults, siblingsLimits, copyDefaults, splitsModel, splitOrigin, cumulativeLength } = def.behaviors
  const computed = ['id', 'combined_id', 'igsn', ...(rule === null ? [] : [rule.column]), ...siblingDefaults.map(d => d.target)]
  const columns = rule === null ? '' : [...rule.scope, rule.column].sort().join()
  const index = rule === null ? undefined : def.indices.find(i => i.unique && [...i.columns].sort().join() === columns)?.name
  const numbered = rule === null || (!rule.alphabet && index !== undefined && def.columns.find(c => c.name === rule.column)!.type === 'integer')
  const formulas = !calculated.some(({ formula }) => formula.columns.some(c => computed.includes(c))) && readsOnRead === 0
  // (relations and core boxes check and write other tables)
  const behaviors = siblingsLimits.length === 0 && splitsModel === null && !splitOrigin && cumulativeLength === null &&
    def.behaviors.corebox === null && def.links.length === 0 && def.references.length === 0 &&
    siblingDefaults.every(d => d.scope === def.parentColumn && def.columns.find(c => c.name === d.source)!.stored && !copyDefaults.some(c => c.source === d.target))
  // (rows of one statement must not count the same running number or read each other as the last sibling)
  const scope = rule === null && siblingDefaults.length === 0 ? null : [...(rule?.scope ?? []), ...siblingDefaults.map(d => d.scope)]
  return numbered && formulas && behaviors ? { index, scope } : null
}
