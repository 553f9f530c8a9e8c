import type { FieldError } from '../shared/errors.js'
import type { ModelDefinition } from '../1-templates/definition.js'

// Which template changes an existing model accepts through the cg API: additive ones. Type changes and
// narrower sizes are judged against the table itself (core/2-model/ddl.ts); here the template-level ones.

const none = (value: string | null) => value === null ? 'empty' : `"${value}"`

/** The reasons why `next` cannot replace `current`, each at the JSON path of the template it concerns. */
export function destructiveChanges (current: ModelDefinition, next: ModelDefinition): FieldError[] {
  const problems: FieldError[] = []
  if (current.table !== next.table) {
    problems.push({ field: '/table', message: `must stay "${current.table}": the table of an existing model cannot change` })
  }
  if (current.parent !== next.parent) {
    problems.push({ field: '/parentModel', message: `must stay ${none(current.parent)}: the parent of an existing model cannot change` })
  }
  const columns = new Map(next.columns.map(c => [c.name, c]))
  for (const c of current.columns) {
    if (!c.stored || columns.get(c.name)?.stored === true) continue
    problems.push({
      field: `/columns/${c.name}`,
      message: columns.has(c.name)
        ? `"${c.name}" holds data and cannot become a ${columns.get(c.name)!.type} column: only additive changes are allowed`
        : `"${c.name}" holds data and cannot be removed: only additive changes are allowed`
    })
  }
  return problems
}
