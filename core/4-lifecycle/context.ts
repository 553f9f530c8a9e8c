import type { Kysely } from 'kysely'
import type { ModelDefinition } from '../1-templates/definition.js'
import type { ResolvedConfig } from '../shared/config.js'
import type { FieldError } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { ValueLists } from '../value-lists/lists.js'

// What every step of the model lifecycle works with (lifecycle.ts): its dependencies, and the disagreements
// between this instance's template files and the fleet's database copy.

export interface LifecycleDeps {
  db: Kysely<any>
  registry: ModelRegistry
  lists: Pick<ValueLists, 'names'>
  config: Pick<ResolvedConfig, 'TEMPLATE_DIR' | 'TEMPLATE_FILE_LIMIT'>
  log: Logger
}

/** A template file of this instance that the fleet's database copy does not accept (start-up keeps the copy). */
export interface Disagreement { model: string, file: string, problems: FieldError[] }

/** The state of one instance's lifecycle, shared by its steps (which one queue serialises: lifecycle.ts). */
export interface LifecycleContext {
  readonly deps: LifecycleDeps
  /** by model name; a change applied or followed settles the model's */
  readonly disagreements: Map<string, Disagreement>
}

/** A model applied: its definition, and whether it is new. */
export interface Change { model: ModelDefinition, created: boolean }

/** Problems as log lines. */
export const listed = (problems: FieldError[]): string => problems.map(p => `${p.field}: ${p.message}`).join('\n  ')
