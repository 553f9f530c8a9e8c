import { sql, type Kysely } from 'kysely'
import { requirePermission } from '../auth/roles.js'
import type { Principal } from '../auth/sessions.js'
import { NotFound } from '../shared/errors.js'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { checkRows, REPORT_LIMITS } from './chosen-records.js'

// What the drilling reports read beyond the records they were asked for: the models above and below them (the
// hole of a core, the sections of a core), found by the column that names their records (nameAttribute: hole,
// core, section...), so that a report works whatever the installation calls its models. As mDIS's reports check
// their columns, a model without a column a report reads makes the report unavailable for it (404 naming the
// columns), and reading a model needs the permission to view it (403).

export type ApiRecord = Record<string, unknown>

/** the ids of an `in (...)` list sent at once */
const CHUNK = 1000

export interface Level { model: CompiledModel, label: string, value: unknown, record: ApiRecord }

/** The column naming a model's records inside their parent (hole, core...; the id where there is none). */
export const namingColumn = (model: ModelDefinition): string => model.nameAttribute ?? 'id'

export class Reading {
  readonly #records = new Map<string, Promise<ApiRecord>>()

  constructor (readonly report: string, readonly db: Kysely<any>, readonly registry: ModelRegistry, readonly principal: Principal) {}

  /** `model`, once the caller may view it and it has `columns`. */
  use (model: CompiledModel, columns: readonly string[]): CompiledModel {
    requirePermission(this.principal.permissions, model.name, 'view')
    const missing = columns.filter(c => !model.definition.columns.some(d => d.name === c))
    if (missing.length > 0) {
      throw new NotFound(`Report "${this.report}" reads the columns ${missing.join(', ')} of the model "${model.name}", which it does not have.`)
    }
    return model
  }

  /** The model that passes `test`, checked as by use; 404 saying what the report reads when there is none. */
  find (what: string, test: (model: CompiledModel) => boolean, columns: readonly string[]): CompiledModel {
    const found = this.registry.list().find(test)
    if (found === undefined) throw new NotFound(`Report "${this.report}" reads ${what}; there is no model of them.`)
    return this.use(found, columns)
  }

  /** The model below `parent` whose records are named by `nameAttribute` (cores → section), checked as by use. */
  child (parent: CompiledModel, nameAttribute: string, columns: readonly string[]): CompiledModel {
    return this.find(`the ${nameAttribute} records below ${parent.name}`, m => m.definition.parent === parent.name && m.definition.nameAttribute === nameAttribute, columns)
  }

  /** The ancestor model of `model` whose records are named by `nameAttribute` (cores → hole), checked as by use. */
  ancestor (model: CompiledModel, nameAttribute: string, columns: readonly string[]): { model: CompiledModel, key: string } {
    const found = model.ancestors.find(a => a.model.nameAttribute === nameAttribute)
    if (found === undefined) throw new NotFound(`Report "${this.report}" reads the ${nameAttribute} above ${model.name}; no model of them is above it.`)
    return { model: this.use(this.registry.get(found.model.name)!, columns), key: found.key }
  }

  /** The records of `child` whose parent is one of `ids`, ordered by `order` (then id); 400 beyond the row limit. */
  async below (child: CompiledModel, ids: readonly unknown[], order: readonly string[]): Promise<ApiRecord[]> {
    return await this.having(child, child.definition.parentColumn!, ids, order)
  }

  /** The records of `model` whose `column` is one of `values`, ordered by `order` (then id); 400 beyond the row limit. */
  async having (model: CompiledModel, column: string, values: readonly unknown[], order: readonly string[]): Promise<ApiRecord[]> {
    const ref = sql.ref(`t.${assertIdentifier(column)}`)
    const found: ApiRecord[] = []
    for (let at = 0; at < values.length; at += CHUNK) {
      let query = model.queries.selectColumns(this.db).where(ref, 'in', values.slice(at, at + CHUNK))
      for (const by of order) query = query.orderBy(sql.ref(`t.${assertIdentifier(by)}`))
      const rows = await query.orderBy('t.id').limit(REPORT_LIMITS.rows + 1 - found.length).execute()
      found.push(...rows.map(row => model.toRecord(row)))
      checkRows(found.length, this.report, `records of ${model.name}`)
    }
    return found
  }

  /**
   * A record that another refers to (its parent, an ancestor), read once per report. It is there: a record
   * cannot be deleted while others refer to it.
   */
  async record (model: CompiledModel, id: unknown): Promise<ApiRecord> {
    const key = `${model.name}:${String(id)}`
    let record = this.#records.get(key)
    if (record === undefined) {
      record = this.db.executeQuery(model.queries.byId(Number(id))).then(({ rows }) => model.toRecord(rows[0]))
      this.#records.set(key, record)
    }
    return await record
  }

  /** The ancestors of a record from the top (program) down, each with the label and value that name it. */
  async lineage (model: CompiledModel, record: ApiRecord): Promise<Level[]> {
    const levels: Level[] = []
    for (const { model: definition, key } of [...model.ancestors].reverse()) {
      const ancestor = this.registry.get(definition.name)!
      levels.push(level(ancestor, await this.record(ancestor, record[key])))
    }
    return levels
  }
}

/** A record as a level of a hierarchy: its model, the label and value of its naming column. */
export function level (model: CompiledModel, record: ApiRecord): Level {
  const naming = namingColumn(model.definition)
  // (the naming column is one of the model's: the template check sees to it, and every model has an id)
  const label = model.definition.columns.find(c => c.name === naming)!.label
  return { model, label, value: record[naming], record }
}

/** Records by the value of `column` (children by their parent id), each group in the order given. */
export function groupBy (records: readonly ApiRecord[], column: string): Map<unknown, ApiRecord[]> {
  const groups = new Map<unknown, ApiRecord[]>()
  for (const record of records) {
    const group = groups.get(record[column])
    if (group === undefined) groups.set(record[column], [record])
    else group.push(record)
  }
  return groups
}
