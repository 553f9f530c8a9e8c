import { sql, type Kysely } from 'kysely'
import type { ResolvedConfig } from './config.js'
import type { FieldError } from './errors.js'
import { ensureTable, isCurrent, readTables, TableConflict, type TableState } from './model/ddl.js'
import type { ModelFailure, ModelRegistry } from './registry.js'
import { checkTemplate } from './templates/check.js'
import type { ModelDefinition } from './templates/definition.js'
import { reconcileTemplates, saveTemplateCopy, type TemplateSource } from './templates/store.js'
import type { ValueLists } from './value-lists/lists.js'

export interface Logger {
  info (obj: object | string, msg?: string): void
  warn (obj: object | string, msg?: string): void
  error (obj: object | string, msg?: string): void
}

/** Serialises model changes across instances sharing a database (transaction-scoped advisory lock). */
export async function lockModels (trx: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('record-service:models'))`.execute(trx)
}

/** The NOTIFY channel of model changes; the payload is the model's API name. */
export const MODEL_CHANNEL = 'rs_models'

/** Tells every instance (after the commit) to reload a model from the database copy. */
export async function notifyModel (trx: Kysely<any>, name: string): Promise<void> {
  await sql`select pg_notify(${MODEL_CHANNEL}, ${name})`.execute(trx)
}

export type LoadResult = { ok: true, model: ModelDefinition } | { ok: false, problems: FieldError[] }

/**
 * Turns templates into registered models: check, then create or alter the table and save the database copy in
 * one transaction, then swap the compiled model into the registry. A template that fails is reported and
 * skipped; the others load.
 */
export class ModelLifecycle {
  constructor (readonly deps: {
    db: Kysely<any>
    registry: ModelRegistry
    lists: ValueLists
    config: Pick<ResolvedConfig, 'TEMPLATE_DIR' | 'TEMPLATE_FILE_LIMIT'>
    log: Logger
  }) {}

  /** Start-up: every template of the template area and the database copy. */
  async loadAll (): Promise<{ loaded: string[], failures: ModelFailure[] }> {
    const { db, config, log, registry } = this.deps
    const { sources, failures } = await reconcileTemplates(db, config.TEMPLATE_DIR, config.TEMPLATE_FILE_LIMIT, m => log.warn(m))
    const loaded: string[] = []
    // the tables and value lists as they are, read once: a model whose table needs no change loads without a
    // transaction
    const startup = { tables: await readTables(db), listNames: await this.deps.lists.names() }
    for (const source of orderByParent(sources)) {
      const result = await this.load(source.raw, source, startup)
      if (result.ok) loaded.push(result.model.name)
      else failures.push({ source: source.file, name: source.name, problems: result.problems })
    }
    for (const failure of failures) {
      registry.fail(failure)
      log.error({ template: failure.source, problems: failure.problems },
        `template ${failure.source} was not loaded:\n  ${failure.problems.map(p => `${p.field}: ${p.message}`).join('\n  ')}`)
    }
    return { loaded, failures }
  }

  /**
   * Checks one template and applies it: table, database copy (when `source.persist`), registry. With the
   * tables and list names as read at start-up, a table that needs no change is not locked and looked at again.
   */
  async load (raw: unknown, source: Pick<TemplateSource, 'file' | 'text' | 'persist'>,
    startup?: { tables: Map<string, TableState>, listNames: Set<string> }): Promise<LoadResult> {
    const { db, registry, lists } = this.deps
    const check = checkTemplate(raw, { models: registry.definitions(), listNames: startup?.listNames ?? await lists.names() })
    if (!check.ok) return check
    const model = check.model
    const parentTable = model.parent === null ? null : registry.get(model.parent)!.definition.table
    if (!source.persist && isCurrent(model, startup?.tables.get(model.table))) {
      registry.register(model)
      return { ok: true, model }
    }
    try {
      await db.transaction().execute(async trx => {
        await lockModels(trx)
        await ensureTable(trx, model, parentTable)
        if (source.persist) {
          await saveTemplateCopy(trx, model.name, source.file, source.text)
          await notifyModel(trx, model.name)
        }
      })
    } catch (error) {
      if (!(error instanceof TableConflict)) throw error
      return { ok: false, problems: error.problems.map(p => ({ field: `/columns/${p.column}`, message: p.message })) }
    }
    registry.register(model)
    return { ok: true, model }
  }
}

/** Parents before children; templates whose parent is not among them keep their place at the end. */
export function orderByParent (sources: TemplateSource[]): TemplateSource[] {
  const byName = new Map(sources.filter(s => s.name !== null).map(s => [s.name!, s]))
  const parentOf = (s: TemplateSource): string | null => {
    const parent = (s.raw as { parentModel?: unknown } | null)?.parentModel
    if (typeof parent !== 'string' || parent === '') return null
    // mDIS parents are FullNames or tables: find the source that declares it
    const match = sources.find(o => {
      const raw = (o.raw ?? {}) as { fullName?: unknown, table?: unknown }
      return o !== s && (o.name === parent || raw.fullName === parent || raw.table === parent)
    })
    return match?.name ?? null
  }
  const ordered: TemplateSource[] = []
  const visiting = new Set<TemplateSource>()
  const visit = (s: TemplateSource): void => {
    if (ordered.includes(s) || visiting.has(s)) return
    visiting.add(s)
    const parent = parentOf(s)
    if (parent !== null) visit(byName.get(parent)!)
    ordered.push(s)
  }
  for (const s of sources) visit(s)
  return ordered
}
