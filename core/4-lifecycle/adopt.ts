import { checkTemplate } from '../1-templates/check.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { connectionsOf, ensureConnections } from '../2-model/connections.js'
import { ensureTable, existingTables, isCurrent, readTables, TableConflict, type TableState } from '../2-model/ddl.js'
import type { FieldError } from '../shared/errors.js'
import type { LifecycleContext } from './context.js'
import { lockModels } from './fleet.js'
import { templateJson, type StoredRow } from './store.js'
import { parentTable, tableProblems } from './tables.js'
import { mirror } from './template-files.js'

// Registers the model a live database copy describes (start-up, following other instances): the copy is the fleet's
// truth, so it is not judged against the registered model, only checked, compiled and given a current table.

/** The table states and list names, read once for a whole start-up. */
export interface Snapshot { tables: Map<string, TableState>, listNames: Set<string> }

/**
 * Registers the model of a database copy, through the same check and compile as a change; its table is made
 * current when it is not (a copy written by an older instance, a table restored from a backup). With `mirrored`,
 * this instance's template file follows the copy. Returns the model, or the problems that keep it out.
 */
export async function adopt ({ deps }: LifecycleContext, row: StoredRow, snapshot?: Snapshot, mirrored = false): Promise<ModelDefinition | FieldError[]> {
  const { db, registry, lists, config, log } = deps
  const check = checkTemplate(templateJson(row.source), { models: registry.definitions(), listNames: snapshot?.listNames ?? await lists.names() })
  if (!check.ok) return check.problems
  const model = check.model
  const prepared = registry.prepare(model)
  const state = snapshot !== undefined ? snapshot.tables.get(model.table) : (await readTables(db, [model.table])).get(model.table)
  // the n:m connection tables this model has with those registered
  const connections = connectionsOf(registry.definitions().set(model.name, model).values(), new Set([model.table]))
  const there = snapshot?.tables ?? await existingTables(db, connections.map(c => c.table))
  if (!isCurrent(model, state) || connections.some(c => !there.has(c.table))) {
    try {
      await db.transaction().execute(async trx => {
        await lockModels(trx)
        await ensureTable(trx, model, parentTable(registry, model))
        await ensureConnections(trx, connections)
      })
    } catch (error) {
      if (error instanceof TableConflict) return tableProblems(error)
      throw error
    }
  }
  // the template area first, as for changes made here; then the swap
  if (mirrored) await mirror(config.TEMPLATE_DIR, log, row.file, row.source)
  prepared.commit()
  return model
}
