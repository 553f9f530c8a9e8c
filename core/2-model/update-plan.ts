import type { CompiledFormula } from '../1-templates/formula.js'
import type { ModelDefinition } from '../1-templates/definition.js'

// Which updates of a model run as one statement (update-statement.ts) rather than in a transaction of several: a
// fact of the model, decided when it is compiled (CompiledModel.updatePlan), as create-plan.ts decides for creates.

/**
 * The columns whose new values an update may write in one statement: those no rule reads or follows — not the
 * name, the parent, the running number and its scope (combined ids, cascades, running-number checks), nor a column a
 * behaviour or a relation checks (sibling limits, split origins, core boxes, references, links), nor what the
 * service computes or a stored formula reads. Null when no update of the model can: a copied default may change on
 * any update, and a formula computed on read answers a record the statement cannot build.
 */
export function planUpdates (def: ModelDefinition, calculated: ReadonlyArray<{ column: { name: string }, formula: CompiledFormula }>, readsOnRead: number): ReadonlySet<string> | null {
  const { copyDefaults, siblingsLimits, splitOrigin, corebox } = def.behaviors
  if (readsOnRead > 0 || copyDefaults.length > 0) return null
  const rule = def.runningNumber
  const followed = new Set<string | null>([
    'id', 'combined_id', 'igsn', def.nameAttribute, def.parentColumn,
    ...(rule === null ? [] : [rule.column, ...rule.scope]),
    ...siblingsLimits.map(l => l.scope),
    ...(splitOrigin ? ['type', 'origin_split_type'] : []),
    ...(corebox === null ? [] : [corebox.nameColumn, corebox.idColumn]),
    ...def.references.map(r => r.column),
    ...def.links.map(l => l.column),
    // (a stored formula is computed again when a column it reads changes)
    ...calculated.flatMap(({ column, formula }) => [column.name, ...formula.columns])
  ])
  const columns = def.columns.filter(c => c.stored && !followed.has(c.name)).map(c => c.name)
  return columns.length === 0 ? null : new Set(columns)
}
