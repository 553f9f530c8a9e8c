import type { TObject } from '@sinclair/typebox'
import { ARCHIVE_LEVELS, type ColumnDefinition, type ModelDefinition } from '../1-templates/definition.js'
import { compileFormula, formulaReferences, type CompiledFormula } from '../1-templates/formula.js'
import { readsOf } from '../1-templates/formula-reads.js'
import { readSql, readTable } from './reads.js'
import { InputValidator } from './input.js'
import { planCreates, type CreatePlan } from './create-plan.js'
import { planUpdates } from './update-plan.js'
import { ModelQueries } from './queries.js'
import type { Ancestor, Join, RecordArchive } from './query-types.js'
import { ModelRelations } from './relation-sql.js'
import { buildSchemas } from './record-schemas.js'
import { ModelWrites } from './writes.js'

// Template → model plugin: everything the routes need to serve one model, built once when the model is
// registered. Routes reach a model only through the registry (core/3-registry/model-registry.ts), which holds these.

export interface CompiledModel {
  readonly name: string
  readonly definition: ModelDefinition
  /** ancestors from the parent upwards */
  readonly ancestors: Ancestor[]
  /** archive levels of archive_files.filter, top-down (e.g. expedition, site, hole, core) */
  readonly archiveLevels: string[]
  /** this model's own archive level, when files can be assigned to its records */
  readonly archiveLevel: string | null
  readonly schemas: { record: TObject, create: TObject, update: TObject }
  readonly input: InputValidator
  readonly queries: ModelQueries
  /** the SQL of writes beyond the one-statement create (locked create, update, delete, cascades) */
  readonly writes: ModelWrites
  /** the SQL of the n:m and 1:n relations */
  readonly relations: ModelRelations
  /** columns a client may write */
  readonly writable: ColumnDefinition[]
  /** stored columns the server computes on every save (calculate) */
  readonly calculated: Array<{ column: ColumnDefinition, formula: CompiledFormula }>
  /** how its creates run as one statement (create-statement.ts); null: they take the locked path */
  readonly createPlan: CreatePlan | null
  /** the columns an update may change in one statement (update-statement.ts); null: updates take the locked path */
  readonly updatePlan: ReadonlySet<string> | null
  /** a database row of queries.select() → the API record */
  toRecord (row: Record<string, unknown>): Record<string, unknown>
}

/** A model by API name or by table. */
export type ModelLookup = (name: string) => ModelDefinition | undefined

const archiveLevel = (m: ModelDefinition): string | null =>
  (ARCHIVE_LEVELS as readonly string[]).includes(m.nameAttribute ?? '') ? m.nameAttribute : null

/** The chain of ancestors and the joins that reach each ancestor's id (see ModelQueries). */
export function lineage (model: ModelDefinition, lookup: ModelLookup): { ancestors: Ancestor[], joins: Join[] } {
  const ancestors: Ancestor[] = []
  const joins: Join[] = []
  let current = model
  let from = 't'
  while (current.parent !== null && current.parentColumn !== null) {
    const parent = lookup(current.parent)
    if (parent === undefined || ancestors.some(a => a.model.name === parent.name)) {
      throw new Error(`model "${model.name}": ancestor "${current.parent}" is missing or loops`)
    }
    ancestors.push({ model: parent, key: current.parentColumn, ref: `${from}.${current.parentColumn}` })
    if (parent.parent !== null) {
      const alias = `a${joins.length + 1}`
      joins.push({ table: parent.table, alias, on: `${from}.${current.parentColumn}` })
      from = alias
    }
    current = parent
  }
  return { ancestors, joins }
}

export function compileModel (model: ModelDefinition, lookup: ModelLookup): CompiledModel {
  const { ancestors, joins } = lineage(model, lookup)
  const ancestorKeys = new Set(ancestors.map(a => a.key))
  const own = archiveLevel(model)
  const archiveLevels = [...ancestors.map(a => archiveLevel(a.model)).filter(l => l !== null).reverse(), ...(own === null ? [] : [own])]
  const serverSet = (c: ColumnDefinition) => c.name === 'id' || c.name === 'combined_id' || c.name === 'igsn' ||
    c.calculate !== null || (!c.stored && c.type !== 'many_to_many') || (ancestorKeys.has(c.name) && c.name !== model.parentColumn)
  const writable = model.columns.filter(c => !serverSet(c))
  const required = writable.filter(c => c.required && c.defaultValue === null && c.name !== model.runningNumber?.column).map(c => c.name)
  const ignored = new Set([...model.columns.filter(serverSet).map(c => c.name), ...ancestorKeys, 'archive_files'])
  ignored.delete(model.parentColumn ?? '')
  const schemas = buildSchemas({ model, writable, required, ancestorKeys: ancestors.map(a => a.key), archiveLevels })
  const stored = model.columns.filter(c => c.stored).map(c => c.name)
  const formulas = model.columns.filter(c => c.calculate !== null).map(column => {
    // (a computed-on-read formula may read other records: core/1-templates/formula-reads.ts)
    const reads = column.stored ? [] : readsOf(formulaReferences(column.calculate!)).map(r => r.reference)
    return { column, formula: compileFormula(column.calculate!, [...stored.filter(s => s !== column.name), ...reads]) }
  })
  const calculated = formulas.filter(f => f.column.stored)
  const computedOnRead = formulas.filter(f => !f.column.stored)
  // each read once, selected beside the columns as __read<i>
  const reads = [...new Map(computedOnRead.flatMap(f => readsOf(f.formula.columns)).map(r => [r.reference, r.read]))]
    .map(([reference, read], i) => ({ reference, alias: `__read${i}`, read }))
  // archive_files.filter: the archive level of each ancestor that has one, top-down, and the record's own
  const archive: RecordArchive | null = archiveLevels.length === 0
    ? null
    : {
        filter: [
          ...[...ancestors].reverse().flatMap(a => { const level = archiveLevel(a.model); return level === null ? [] : [{ level, key: a.key }] }),
          ...(own === null ? [] : [{ level: own, key: 'id' }])
        ]
      }

  // an n:m relation reads and writes its links once the related model (and so the connection table) is there
  const relations = new ModelRelations(model, model.links.filter(l => l.relatedTable === model.table || lookup(l.relatedTable) !== undefined))

  const toRecord = (row: Record<string, unknown>): Record<string, unknown> => {
    const record: Record<string, unknown> = {}
    for (const c of model.columns) {
      const value = row[c.name]
      record[c.name] = c.type === 'string_multiple'
        ? (typeof value === 'string' && value !== '' ? value.split(';') : [])
        : value ?? (c.type === 'many_to_many' ? [] : null)
    }
    for (const a of ancestors) record[a.key] = row[a.key] ?? null
    const values = reads.length === 0 ? record : { ...record, ...Object.fromEntries(reads.map(r => [r.reference, row[r.alias]])) }
    for (const { column, formula } of computedOnRead) record[column.name] = formula.evaluate(values) ?? column.defaultValue
    if (archive !== null) {
      const filter: Record<string, unknown> = {}
      for (const { level, key } of archive.filter) filter[level] = record[key] ?? null
      record.archive_files = { filter, files: row.archive_files ?? [] }
    }
    return record
  }

  return {
    name: model.name,
    definition: model,
    ancestors,
    archiveLevels,
    archiveLevel: own,
    schemas,
    input: new InputValidator({ model: model.name, writable, required, ignored, schemas }),
    queries: new ModelQueries(model, ancestors, joins, own, { archive, jsonReads: computedOnRead.length === 0 },
      reads.map(r => ({ alias: r.alias, sql: readSql(r.read, model, lookup, 't'), table: readTable(r.read, model, lookup) })), relations),
    writes: new ModelWrites(model, ancestors, own),
    relations,
    writable,
    calculated,
    createPlan: planCreates(model, calculated, reads.length),
    updatePlan: planUpdates(model, calculated, reads.length),
    toRecord
  }
}
