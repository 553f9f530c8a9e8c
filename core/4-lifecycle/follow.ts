import { isDeepStrictEqual } from 'node:util'
import type { Database } from '../database/database.js'
import type { Logger } from '../shared/logger.js'
import { adopt } from './adopt.js'
import { listed, type LifecycleContext } from './context.js'
import { MODEL_CHANNEL } from './fleet.js'
import { orderByParent } from './order.js'
import { readTemplateCopies, readTemplateCopy, templateJson, type StoredRow } from './store.js'
import { mirror } from './template-files.js'

// Following the changes other instances make: each is announced by NOTIFY (fleet.ts) and followed from the
// database copy, which decides; after a reconnect every model is followed again.

/**
 * Listens for model changes of every instance: `reload` follows one, `reloadAll` every model after a reconnect (when
 * notifications may have been missed). A failure is logged. Answers how to stop listening.
 */
export async function listen (database: Pick<Database, 'listen' | 'onReconnect'>, log: Logger,
  follow: { reload: (name: string) => Promise<void>, reloadAll: () => Promise<void> }): Promise<() => Promise<void>> {
  const report = (error: unknown): void => { log.error({ err: error }, 'could not follow a model change') }
  database.onReconnect(() => { follow.reloadAll().catch(report) })
  return await database.listen(MODEL_CHANNEL, name => { follow.reload(name).catch(report) })
}

/** Follows a change another instance (or this one) made to a model. */
export async function followModel (context: LifecycleContext, name: string): Promise<void> {
  await followRow(context, name, await readTemplateCopy(context.deps.db, name))
}

/** Follows every model: drops first, then parents before children. */
export async function followAll (context: LifecycleContext): Promise<void> {
  const rows = await readTemplateCopies(context.deps.db)
  for (const row of rows.filter(r => r.deleted)) await followRow(context, row.name, row)
  const live = rows.filter(r => !r.deleted).map(row => ({ name: row.name, raw: templateJson(row.source), row }))
  for (const { row } of orderByParent(live)) await followRow(context, row.name, row)
}

/** Brings the registry (and this instance's template area) in line with one row of the database copy. */
async function followRow (context: LifecycleContext, name: string, row: StoredRow | undefined): Promise<void> {
  const { registry, config, log } = context.deps
  if (row === undefined) return
  if (row.deleted) {
    if (!registry.has(name)) return
    registry.drop(name)
    context.disagreements.delete(name)
    await mirror(config.TEMPLATE_DIR, log, row.file, null)
    return
  }
  const current = registry.get(name)
  if (current !== undefined && isDeepStrictEqual(templateJson(row.source), current.definition.template)) return
  // the fleet moved on: this instance's file follows, and a disagreement it had is settled
  const adopted = await adopt(context, row, undefined, true)
  if (Array.isArray(adopted)) {
    registry.fail({ source: row.file, name, problems: adopted })
    log.error({ template: row.file, problems: adopted }, `model "${name}" changed elsewhere but cannot be loaded here:\n  ${listed(adopted)}`)
    return
  }
  context.disagreements.delete(name)
}
