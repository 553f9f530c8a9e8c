import { sql, type CompiledQuery, type Kysely, type RawBuilder, type SelectExpression, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { FILE_TABLE, VALUE_LIST_TABLES } from '../database/change-counters.js'
import { versionColumn } from '../database/record-history.js'
import { assignedFilesJson } from './file-record-json.js'
import { compileOnly } from './compile-only.js'
import { whereConditions } from './conditions.js'
import { updateStatement } from './update-statement.js'
import { createStatement } from './create-statement.js'
import { countStatement, estimateStatement, keysOfStatement, listStatement, upToStatement, type ListSource, type PlanEstimate } from './list-statements.js'
import type { Ancestor, Condition, Field, IdentityParts, Join, ListParams, RecordShape, Sort } from './query-types.js'
import { recordJson, type RecordJsonModel } from './record-json.js'
import type { ModelRelations } from './relation-sql.js'
import { bind, Slot, StatementCache, type Statement } from './statements.js'

// Kysely builders of one model. Every name in them comes from a checked template and passes assertIdentifier
// again here; every value is a bound parameter. The statements of the data API (by id, list, count, estimate,
// create) are compiled once per shape and come back bound to the request's values (statements.ts); the other
// builders take the Kysely instance (or a transaction) to run on. Tests compile both without a database.
// Here: the record's select list, its table and joins, the reads by id; the list statements are list-statements.ts,
// the filters conditions.ts, the record as JSON record-json.ts, the create create-statement.ts.

export class ModelQueries {
  readonly fields: ReadonlyMap<string, Field>
  /**
   * every table a page of the list reads: the sum of their change counters is the list's version, and its count and
   * the page itself are reused while it stands still
   */
  readonly listTables: readonly string[]
  /** record columns and ancestor ids */
  readonly #columns: Array<SelectExpression<any, 't'>>
  /** the columns and the assigned files */
  readonly #selection: Array<SelectExpression<any, 't'>>
  readonly #identity: Array<SelectExpression<any, 't'>>
  /** `select <record columns>` and `<ancestor joins>`, compiled to text once (no parameters in them) */
  #recordParts: [string, string] | undefined

  readonly #quotedTable: string
  readonly #statements = new StatementCache()
  /** what the list statements read of this model (list-statements.ts) */
  readonly #lists: ListSource
  /** by id: the one statement of the hottest read, compiled once */
  #byId: Statement | undefined
  /** the ancestor ids above the parent, which come from the joins */
  readonly #joined = new Set<string>()
  /** by id, the API record as JSON text, compiled once */
  #byIdJson: Statement | undefined
  /** what the API record's select list is made of (record-json.ts) */
  readonly #record: RecordJsonModel
  #identityParts: IdentityParts | undefined

  constructor (readonly model: ModelDefinition, readonly ancestors: Ancestor[], readonly joins: Join[],
    readonly archiveLevel: string | null, readonly shape: RecordShape,
    /** what computed-on-read columns read of other records (reads.ts), selected beside the columns */
    readonly reads: Array<{ alias: string, sql: RawBuilder<unknown>, table: string | undefined }>,
    /** the n:m columns are read through their connection tables */
    readonly relations: ModelRelations) {
    this.#quotedTable = `"${assertIdentifier(model.table)}"`
    const fields = new Map<string, Field>()
    for (const c of model.columns) {
      if (c.stored) fields.set(c.name, { name: c.name, ref: `t.${assertIdentifier(c.name)}`, type: c.type, list: c.selectListName })
    }
    for (const a of ancestors) fields.set(a.key, { name: a.key, ref: a.ref, type: 'integer', list: null })
    this.fields = fields
    // The parent id is a column of the table; higher ancestor ids come from the joins (and win over a
    // template column of the same name, which the service would only have to keep in step).
    const higher = ancestors.filter(a => a.key !== model.parentColumn)
    const joined = this.#joined
    for (const a of higher) joined.add(a.key)
    this.#columns = [
      ...model.columns.filter(c => c.stored && !joined.has(c.name)).map(c => sql.ref(`t.${c.name}`).as(c.name)),
      ...higher.map(a => sql.ref(a.ref).as(assertIdentifier(a.key))),
      ...model.links.map(l => relations.read(l, sql.ref('t.id')).as(assertIdentifier(l.column))),
      ...reads.map(r => r.sql.as(r.alias))
    ]
    this.#selection = [
      ...this.#columns,
      ...(archiveLevel === null ? [] : [assignedFilesJson(archiveLevel, sql.ref('t.id')).as('archive_files')])
    ]
    this.#identity = [
      sql.ref('t.id').as('id'),
      ...(fields.has('combined_id') ? [sql.ref('t.combined_id').as('combined_id')] : []),
      ...ancestors.map(a => sql.ref(a.ref).as(a.key))
    ]
    this.#record = { model, ancestors, joined, relations, shape }
    this.listTables = [...new Set([model.table, ...ancestors.map(a => a.model.table), ...VALUE_LIST_TABLES,
      ...(archiveLevel === null && shape.archive === null ? [] : [FILE_TABLE]),
      ...model.links.filter(l => relations.connected(l)).map(l => l.connection),
      ...reads.flatMap(r => r.table === undefined ? [] : [r.table])])]
    const read = this.listTables.map(t => sql.lit(assertIdentifier(t)))
    this.#lists = {
      statements: this.#statements,
      matching: (conditions, sort) => this.#matching(conditions, sort),
      field: name => this.#field(name),
      parts: () => this.#parts,
      version: sql<number>`(select coalesce(sum(n), 0)::bigint from rs_change where tbl in (${sql.join(read)}))`,
      recordJson: () => this.#recordJson()
    }
  }

  // The constant statements are compiled on first use (start-up with many models stays short).

  /** the select list and the joins of a record's columns, split around `from <table>` */
  get #parts (): [string, string] {
    if (this.#recordParts === undefined) {
      const text = this.select(compileOnly).compile().sql
      const from = ` from ${this.#quotedTable} as "t"`
      this.#recordParts = [text.slice(0, text.indexOf(from)), text.slice(text.indexOf(from) + from.length)]
    }
    return this.#recordParts
  }

  /** identity()'s select list, table and joins as SQL text, for a child's create statement to join its rows to */
  get identityParts (): IdentityParts {
    if (this.#identityParts === undefined) {
      const identity = this.#from(compileOnly).select(this.#identity).compile().sql
      const from = ` from ${this.#quotedTable} as "t"`
      const at = identity.indexOf(from)
      this.#identityParts = { list: identity.slice('select '.length, at), table: this.#quotedTable, joins: identity.slice(at + from.length), combinedId: this.fields.has('combined_id') }
    }
    return this.#identityParts
  }

  /** The table and the ancestor joins; given the fields a query reads, the joins only when one is an ancestor id. */
  #from (db: Kysely<any>, reads?: Array<{ field: string }>, source = this.model.table): SelectQueryBuilder<any, any, any> {
    let query = db.selectFrom(`${source} as t`)
    if (reads !== undefined && reads.every(r => this.#field(r.field).ref.startsWith('t.'))) return query
    for (const join of this.joins) {
      query = query.leftJoin(`${assertIdentifier(join.table)} as ${assertIdentifier(join.alias)}`, `${join.alias}.id`, join.on)
    }
    return query
  }

  /** Records with their ancestor ids and assigned files; no conditions yet. */
  select (db: Kysely<any>): SelectQueryBuilder<any, any, any> {
    return this.#from(db).select(this.#selection)
  }

  /** Records with their ancestor ids but without assigned files (exports, which read many rows). */
  selectColumns (db: Kysely<any>): SelectQueryBuilder<any, any, any> {
    return this.#from(db).select(this.#columns)
  }

  /** What a child record needs of this one: id, combined_id and the ancestor ids (no files, no other columns). */
  identity (db: Kysely<any>, id: number): SelectQueryBuilder<any, any, any> {
    return this.#from(db).select(this.#identity).where('t.id', '=', id)
  }

  /** The ids of the records whose combined_id is one of `names` (an import names parents and records so). */
  idsByCombinedId (db: Kysely<any>, names: string[]): SelectQueryBuilder<any, any, any> {
    return db.selectFrom(`${this.model.table} as t`).select(['t.id', 't.combined_id']).where(sql<SqlBool>`"t"."combined_id" = any(${names}::text[])`)
  }

  /** A page of the list with its bounded count (list-statements.ts). */
  list (params: ListParams): CompiledQuery<Record<string, unknown>> { return listStatement(this.#lists, params) }
  /** The number of matching records up to `limit`. */
  count (conditions: Condition[], limit: number): CompiledQuery<{ total: number }> { return countStatement(this.#lists, conditions, limit) }
  /** The planner's estimate of the number of matching records. */
  estimate (conditions: Condition[]): CompiledQuery<PlanEstimate> { return estimateStatement(this.#lists, conditions) }
  /** The sort keys and id of record `id` if it is among the matching ones. */
  keysOf (conditions: Condition[], sort: Sort[], id: number): CompiledQuery<Record<string, unknown>> { return keysOfStatement(this.#lists, conditions, sort, id) }
  /** The number of matching records up to and including the keyset position `at`. */
  upTo (conditions: Condition[], sort: Sort[], at: unknown[]): CompiledQuery<{ total: number }> { return upToStatement(this.#lists, conditions, sort, at) }

  /** The rows matching `conditions`, whose values are the slots 0, 1, ... (joined as far as they and `sort` read). */
  #matching (conditions: Condition[], sort: Sort[] = []): SelectQueryBuilder<any, any, any> {
    const slots = conditions.map((c, i) => ({ ...c, value: new Slot(i) as never }))
    return this.where(this.#from(compileOnly, [...slots, ...sort]), slots)
  }

  /**
   * Creates of one or more records in one statement (see create-statement.ts), compiled once per set of given
   * columns (every row of a statement gives the same ones). The parent, the IGSN tag and the id sequence are the
   * same for every create of this compiled model (a changed parent recompiles its children), so the given columns
   * alone key the statement. `importRows`: an import's statement (create-statement.ts).
   */
  createAtOnce (columns: string[], parent: ModelQueries | null, igsnTag: string | null, sequence: string, importRows = false): Statement {
    return this.#statements.get(`create${importRows ? '#' : ':'}${columns.join()}`, () => createStatement({
      model: this.model, ancestors: this.ancestors, parentIdentity: parent === null ? null : parent.identityParts, columns, igsnTag, sequence, record: this.#createdJson(), importRows
    }))
  }

  /**
   * An update of `columns` in one statement (see update-statement.ts), compiled once per set of columns; only for
   * those of CompiledModel.updatePlan.
   */
  updateAtOnce (columns: string[]): Statement {
    return this.#statements.get(`update:${columns.join()}`, () => updateStatement({
      model: this.model, columns, record: source => this.#from(compileOnly, undefined, source).select(this.#recordJson())
    }))
  }

  /** The new record as JSON (as byIdJson) from the create statement's inserted row `ins` and parent identity `p`. */
  #createdJson (): Array<SelectExpression<any, any>> | null {
    if (!this.shape.jsonReads) return null
    // (higher ancestor ids come with the parent's identity; a new record has no files yet)
    return recordJson(this.#record, key => sql.ref(`${this.#joined.has(key) ? 'p' : 'ins'}.${assertIdentifier(key)}`), sql`'[]'::json`)
  }

  /** One record with its ancestor ids and assigned files. */
  byId (id: number): CompiledQuery<Record<string, unknown>> {
    this.#byId ??= this.select(compileOnly).where('t.id', '=', new Slot(0)).compile()
    return bind(this.#byId, [id])
  }

  /**
   * Records as the API shows them, as JSON text built by PostgreSQL (`body`, with the record's `id` and its current
   * `version` in its history, the ETag of the answer): the response
   * is sent as it comes, without parsing each column and serialising the record again. Only where no formula is
   * computed on read (in JavaScript, see compile.ts); otherwise byId() and toRecord() it is.
   */
  byIdJson (ids: number[]): CompiledQuery<{ id: number, body: string, version: number }> {
    if (this.#byIdJson === undefined) {
      const found = this.#from(compileOnly).select(this.#recordJson()).where(sql<SqlBool>`"t"."id" = any(${new Slot(0)}::integer[])`)
      this.#byIdJson = sql`select r."id", row_to_json(r)::text as body, ${versionColumn(this.model.table, sql.ref('r.id'))} as version from (${found}) as r`.compile(compileOnly)
    }
    return bind(this.#byIdJson, [ids])
  }

  /** The API record's select list for its JSON text, reading the record as "t" and its ancestor joins. */
  #recordJson (): Array<SelectExpression<any, any>> {
    // every key is a field or the record's own id (its archive level's key in archive_files.filter)
    const refs = new Map<string, string>([['id', 't.id'], ...[...this.fields.values()].map(f => [f.name, f.ref] as const)])
    return recordJson(this.#record, key => sql.ref(refs.get(key) as string),
      this.archiveLevel === null ? sql`'[]'::json` : assignedFilesJson(this.archiveLevel, sql.ref('t.id')))
  }

  /** `query` filtered by `conditions` (conditions.ts). */
  where<Q extends SelectQueryBuilder<any, any, any>>(query: Q, conditions: Condition[]): Q {
    return whereConditions(query, conditions, name => this.#field(name))
  }

  #field (name: string): Field {
    const field = this.fields.get(name)
    if (field === undefined) throw new Error(`unknown field ${name} of ${this.model.name}`)
    return field
  }
}
