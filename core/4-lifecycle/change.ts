import type { CompiledModel } from '../2-model/compile.js'
import { dropConnections } from '../2-model/connections.js'
import { forgetHistory } from '../database/record-history.js'
import { lockTable } from '../2-model/ddl.js'
import { Conflict, objectNotFound } from '../shared/errors.js'
import { apply } from './apply.js'
import { assertEmpty, assertNoForms, assertUnchanged, assertUnreferenced } from './checks.js'
import type { Change, LifecycleContext } from './context.js'
import { lockModels, notifyModel } from './fleet.js'
import { buryTemplateCopy, parseTemplateText, readTemplateCopy, readTemplateText } from './store.js'
import { FileChanges } from './template-files.js'
import { addTemplateVersion, type Editor } from './template-history.js'

// The changes the cg API makes to models: create, update, import, (re)create the table, drop. A cg request names a
// model as mDIS clients do: by API name, mDIS FullName or table (ModelRegistry.find, 'reference').

/** The registered model a cg request names; 404 with the likely name when there is none. */
export function named ({ deps }: LifecycleContext, name: string): CompiledModel {
  const model = deps.registry.find(name, 'reference')
  if (model === undefined) throw objectNotFound(name, deps.registry.list().map(m => m.name))
  return model
}

/** A new model; 409 when one of that name exists. */
export async function create (context: LifecycleContext, raw: unknown, text: string, by: Editor): Promise<Change> {
  return await apply(context, raw, text, { mode: 'create', by })
}

/** An additive change of an existing model; the template must keep its name. */
export async function update (context: LifecycleContext, name: string, raw: unknown, text: string, by: Editor): Promise<Change> {
  return await apply(context, raw, text, { mode: 'update', target: named(context, name).name, by })
}

/** An uploaded template: a new model, or an additive change of the model it names. */
export async function importTemplate (context: LifecycleContext, raw: unknown, text: string, by: Editor): Promise<Change> {
  return await apply(context, raw, text, { mode: 'import', by })
}

/**
 * Applies the template of a model as the template area holds it (or, without a file, its database copy): creates
 * or alters the table and registers the model. Also retries a template that failed to load.
 */
export async function createTable (context: LifecycleContext, name: string, by: Editor): Promise<Change> {
  const { db, registry, config } = context.deps
  const current = registry.find(name, 'reference')
  const failed = registry.failures().find(f => f.name === name)
  if (current === undefined && failed === undefined) throw objectNotFound(name)
  const target = current?.name ?? failed!.name!
  const row = await readTemplateCopy(db, target)
  const file = row?.file ?? failed!.source
  const text = await readTemplateText(config.TEMPLATE_DIR, file) ?? row?.source
  if (text === undefined) throw objectNotFound(name)
  return await apply(context, parseTemplateText(text), text, { mode: current === undefined ? 'import' : 'update', target: current?.name, by })
}

/**
 * Drops an empty model that nothing refers to: out of the registry first (new requests answer 404), then, in one
 * transaction, the table (after requests still running on it have finished), the database copy (a tombstone)
 * and the template file. On failure the model is registered again and the file restored.
 */
export async function drop (context: LifecycleContext, name: string, by: Editor): Promise<void> {
  const { db, registry, config } = context.deps
  const { definition } = named(context, name)
  assertUnreferenced(registry, definition)
  await assertNoForms(db, definition)
  await assertEmpty(db, definition)
  registry.drop(definition.name)
  // once the file is gone, a failure after that puts it back (rollback)
  const files = new FileChanges(config.TEMPLATE_DIR)
  try {
    await db.transaction().execute(async trx => {
      await lockModels(trx)
      const row = (await assertUnchanged(trx, definition.name, definition))!
      await assertNoForms(trx, definition)
      await lockTable(trx, definition.table)
      await assertEmpty(trx, definition)
      await dropConnections(trx, definition.table)
      await trx.schema.dropTable(definition.table).ifExists().execute()
      await forgetHistory(trx, definition.table)
      await buryTemplateCopy(trx, definition.name)
      await addTemplateVersion(trx, definition.name, null, by)
      await files.remove(row.file)
      await notifyModel(trx, definition.name)
    })
  } catch (error) {
    registry.register(definition)
    await files.rollback()
    if ((error as { code?: unknown }).code === '2BP01') {
      throw new Conflict(`Model "${definition.name}" cannot be deleted: other tables refer to its table "${definition.table}".`)
    }
    throw error
  }
  context.disagreements.delete(definition.name)
}
