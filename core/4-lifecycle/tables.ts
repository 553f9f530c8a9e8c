import type { ModelDefinition } from '../1-templates/definition.js'
import type { TableConflict } from '../2-model/ddl.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { FieldError } from '../shared/errors.js'

// What a change needs to know of tables: the parent's table a child's foreign key refers to, and a table that cannot
// take a template (core/2-model/ddl.ts) as problems of the template.

/** The table of a model's parent: among `definitions` (the models as a change will leave them), else registered. */
export function parentTable (registry: ModelRegistry, model: ModelDefinition, definitions?: ReadonlyMap<string, ModelDefinition>): string | null {
  return model.parent === null ? null : (definitions?.get(model.parent) ?? registry.get(model.parent)!.definition).table
}

/** A table that cannot take the template, as problems at the template's columns (422). */
export const tableProblems = (error: TableConflict): FieldError[] => error.problems.map(p => ({ field: `/columns/${p.column}`, message: p.message }))
