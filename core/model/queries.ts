import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectExpression, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { assertIdentifier } from '../sql-names.js'
import { escapeLike } from '../text.js'
import type { ColumnDefinition, ModelDefinition } from '../templates/definition.js'
import { assignedFilesJson } from './archive.js'
import { VALUE_LIST_TABLES } from '../database/migrations/0005-change-counters.js'
import { compileOnly } from './compile-only.js'
import { createStatement } from './create-statement.js'
import { bind, derived, Slot, StatementCache, type Statement } from './statements.js'
import type { ModelRelations } from './relations.js'

// Kysely builders of one model. Every name in them comes from a checked template and passes assertIdentifier
// again here; every value is a bound parameter. The statements of the data API (by id, list, count, estimate,
// create) are compiled once per shape and come back bound to the request's values (statements.ts); the other
// builders take the Kysely instance (or a transaction) to run on. Tests compile both without a database.

/** An ancestor of the model: its id appears in records as `key`, read from the SQL reference `ref`. */
export interface Ancestor { model: ModelDefinition, key: string, ref: string }
export interface Join { table: string, alias: string, on: string }
/** A record's archive_files.filter: the record field whose value each archive level takes, top-down. */
export interface RecordArchive { filter: Array<{ level: string, key: string }> }
/** What the record of the API holds beyond the stored columns (see compile.ts toRecord). */
export interface RecordShape {
  archive: RecordArchive | null
  /** every field of a record can be read in SQL (no formula is computed on read) */
  jsonReads: boolean
}

/** A field the list can filter and sort on: a stored column or an ancestor id. */
export interface Field { name: string, ref: string, type: ColumnDefinition['type'], list: string | null }

export type Operator = 'eq' | 'ne' | 'contains' | 'not_contains' | 'lt' | 'le' | 'gt' | 'ge' | 'null' | 'not_null'
export interface Condition { field: string, op: Operator, value?: string | number }
export interface Sort { field: string, desc: boolean }
export interface ListParams {
  conditions: Condition[]
  sort: Sort[]
  limit: number
  offset: number
  /** keyset paging: the sort values and then the id of the row before the page (offset is then ignored) */
  after?: unknown[]
  /** count matching records up to this number, at most (the total is exact when it is less) */
  countLimit: number
  /** a total counted before, still right while the tables' change version is the same (core/records/counts.ts) */
  known?: { version: number, total: number }
}

const COMPARE = { eq: '=', lt: '<', le: '<=', gt: '>', ge: '>=' } as const

export class ModelQueries {
  readonly fields: ReadonlyMap<string, Field>
  /** record columns and ancestor ids */
  readonly #columns: Array<SelectExpression<any, 't'>>
  /** the columns and the assigned files */
  readonly #selection: Array<SelectExpression<any, 't'>>
  readonly #identity: Array<SelectExpression<any, 't'>>
  /** `select <record columns>` and `<ancestor joins>`, compiled to text once (no parameters in them) */
  #recordParts: [string, string] | undefined

  readonly #quotedTable: string
  /** the change version of the tables a list reads (its own, its ancestors', value-list items) */
  readonly #version: RawBuilder<number>
  readonly #statements = new StatementCache()
  /** by id: the one statement of the hottest read, compiled once */
  #byId: Statement | undefined
  /** the ancestor ids above the parent, which come from the joins */
  readonly #joined = new Set<string>()
  /** by id, the API record as JSON text, compiled once */
  #byIdJson: Statement | undefined
  #identityParts: { list: string, table: string, joins: string, combinedId: boolean } | undefined

  constructor (readonly model: ModelDefinition, readonly ancestors: Ancestor[], readonly joins: Join[],
    readonly archiveLevel: string | null, readonly shape: RecordShape,
    /** what computed-on-read columns read of other records (reads.ts), selected beside the columns */
    readonly reads: Array<{ alias: string, sql: RawBuilder<unknown> }>,
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
    const read = [model.table, ...ancestors.map(a => a.model.table), ...VALUE_LIST_TABLES].map(t => sql.lit(assertIdentifier(t)))
    this.#version = sql<number>`(select coalesce(sum(n), 0)::bigint from rs_change where tbl in (${sql.join(read)}))`
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
  get identityParts (): { list: string, table: string, joins: string, combinedId: boolean } {
    if (this.#identityParts === undefined) {
      const identity = this.#from(compileOnly).select(this.#identity).compile().sql
      const from = ` from ${this.#quotedTable} as "t"`
      const at = identity.indexOf(from)
      this.#identityParts = { list: identity.slice('select '.length, at), table: this.#quotedTable, joins: identity.slice(at + from.length), combinedId: this.fields.has('combined_id') }
    }
    return this.#identityParts
  }

  /** The table and the ancestor joins; given the fields a query reads, the joins only when one is an ancestor id. */
  #from (db: Kysely<any>, reads?: Array<{ field: string }>): SelectQueryBuilder<any, any, any> {
    let query = db.selectFrom(`${this.model.table} as t`)
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

  /**
   * One page (one row more than asked, to tell whether another follows) and, in every row, the number of matching
   * records counted up to `countLimit` (one round trip). The inner query finds the page (ids and sort keys); only
   * its rows get ancestor ids and assigned files. Compiled once per shape: fields and operators of the filters,
   * the sort, and where keyset paging starts.
   */
  list (params: ListParams): CompiledQuery<Record<string, unknown>> {
    const { conditions, sort, after } = params
    const key = JSON.stringify(['list', conditions.map(c => [c.field, c.op]), sort, after?.map(v => v === null)])
    const statement = this.#statements.get(key, () => {
      const n = conditions.length
      let page = this.#matching(conditions, sort).select(sql.ref('t.id').as('id'))
      if (after !== undefined) page = page.where(this.#after(sort, after, n))
      sort.forEach((s, i) => {
        const ref = sql.ref(this.#field(s.field).ref)
        page = page.select(ref.as(`__s${i}`)).orderBy(ref, s.desc ? 'desc' : 'asc')
      })
      const at = n + (after?.length ?? 0)
      page = page.orderBy('t.id').limit(new Slot(at) as never).offset(new Slot(at + 1) as never)
      const counted = this.#matching(conditions).select(sql.lit(1).as('one')).limit(new Slot(at + 2) as never)
      const order = sort.map((s, i) => sql`${sql.ref(`p.__s${i}`)} ${sql.raw(s.desc ? 'desc' : 'asc')}, `)
      const keys = sort.map((_, i) => sql`, ${sql.ref(`p.__s${i}`)}`)
      const [select, from] = this.#parts
      // the count is skipped when nothing it reads changed since it was counted
      const total = sql`case when ${this.#version} = ${new Slot(at + 3)} then ${new Slot(at + 4)}::int else (select count(*)::int from ${counted} as c) end`
      return sql`${sql.raw(select)}${sql.join(keys, sql``)}, ${total} as __total, ${this.#version} as __version
        from ${page} as p join ${sql.raw(this.#quotedTable)} as "t" on "t"."id" = p.id${sql.raw(from)}
        order by ${sql.join(order, sql``)}"t"."id"`.compile(compileOnly)
    })
    return bind(statement, [...conditions.map(c => c.value), ...(after ?? []), params.limit, params.offset, params.countLimit,
      params.known?.version ?? -1, params.known?.total ?? 0])
  }

  /** The number of matching records up to `limit` (for a page past the end, which has no row to carry it). */
  count (conditions: Condition[], limit: number): CompiledQuery<{ total: number }> {
    const key = JSON.stringify(['count', conditions.map(c => [c.field, c.op])])
    const statement = this.#statements.get(key, () => {
      const counted = this.#matching(conditions).select(sql.lit(1).as('one')).limit(new Slot(conditions.length) as never)
      return sql`select count(*)::int as total from ${counted} as c`.compile(compileOnly)
    })
    return bind(statement, [...conditions.map(c => c.value), limit])
  }

  /** The planner's estimate of the number of matching records: one row, `QUERY PLAN`, PostgreSQL's JSON plan. */
  estimate (conditions: Condition[]): CompiledQuery<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> {
    const key = JSON.stringify(['estimate', conditions.map(c => [c.field, c.op])])
    const statement = this.#statements.get(key, () => {
      return sql`explain (format json) ${this.#matching(conditions).select(sql.lit(1).as('one'))}`.compile(compileOnly)
    })
    return bind(statement, conditions.map(c => c.value))
  }

  /** The sort keys (__s0, __s1...) and id of record `id` if it is among the matching ones (no row otherwise). */
  keysOf (conditions: Condition[], sort: Sort[], id: number): CompiledQuery<Record<string, unknown>> {
    const key = JSON.stringify(['keys', conditions.map(c => [c.field, c.op]), sort])
    const statement = this.#statements.get(key, () => {
      let row = this.#matching(conditions, sort).select(sql.ref('t.id').as('id')).where('t.id', '=', new Slot(conditions.length) as never)
      sort.forEach((s, i) => { row = row.select(sql.ref(this.#field(s.field).ref).as(`__s${i}`)) })
      return row.compile()
    })
    return bind(statement, [...conditions.map(c => c.value), id])
  }

  /**
   * The number of matching records up to and including the keyset position `at` (sort values, then id) in the
   * list's order: those not after it.
   */
  upTo (conditions: Condition[], sort: Sort[], at: unknown[]): CompiledQuery<{ total: number }> {
    const key = JSON.stringify(['upTo', conditions.map(c => [c.field, c.op]), sort, at.map(v => v === null)])
    const statement = this.#statements.get(key, () => {
      // (a comparison with a null value is null, which is not after)
      const notAfter = sql<SqlBool>`not coalesce(${this.#after(sort, at, conditions.length)}, false)`
      return sql`select count(*)::int as total from ${this.#matching(conditions, sort).select(sql.lit(1).as('one')).where(notAfter)} as c`.compile(compileOnly)
    })
    return bind(statement, [...conditions.map(c => c.value), ...at])
  }

  /** The rows matching `conditions`, whose values are the slots 0, 1, ... (joined as far as they and `sort` read). */
  #matching (conditions: Condition[], sort: Sort[] = []): SelectQueryBuilder<any, any, any> {
    const slots = conditions.map((c, i) => ({ ...c, value: new Slot(i) as never }))
    return this.where(this.#from(compileOnly, [...slots, ...sort]), slots)
  }

  /**
   * Rows after the keyset position: the first sort field beyond its value, or equal and the next beyond, ... and
   * finally the id. PostgreSQL sorts null as the largest value (last ascending, first descending).
   */
  #after (sort: Sort[], after: unknown[], first: number): Expression<SqlBool> {
    const keys = [...sort.map(s => ({ ref: sql.ref(this.#field(s.field).ref), desc: s.desc, id: false })), { ref: sql.ref('t.id'), desc: false, id: true }]
    const terms: Array<RawBuilder<SqlBool>> = []
    const equal: Array<RawBuilder<SqlBool>> = []
    keys.forEach(({ ref, desc, id }, i) => {
      const slot = new Slot(first + i)
      const isNull = after[i] === null
      const beyond = id
        ? sql<SqlBool>`${ref} > ${slot}`
        : isNull
          ? (desc ? sql<SqlBool>`${ref} is not null` : undefined)
          : (desc ? sql<SqlBool>`${ref} < ${slot}` : sql<SqlBool>`(${ref} > ${slot} or ${ref} is null)`)
      if (beyond !== undefined) terms.push(sql<SqlBool>`(${sql.join([...equal, beyond], sql` and `)})`)
      equal.push(isNull ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ${slot}`)
    })
    // (never empty: the id always has rows beyond it)
    return sql<SqlBool>`(${sql.join(terms, sql` or `)})`
  }

  /**
   * Creates of one or more records in one statement (see create-statement.ts), compiled once per set of given
   * columns (every row of a statement gives the same ones). The parent, the IGSN tag and the id sequence are the
   * same for every create of this compiled model (a changed parent recompiles its children), so the given columns
   * alone key the statement.
   */
  createAtOnce (columns: string[], parent: ModelQueries | null, igsnTag: string | null, sequence: string): Statement {
    return this.#statements.get(`create:${columns.join()}`, () => createStatement({
      model: this.model, ancestors: this.ancestors, parentIdentity: parent === null ? null : parent.identityParts, columns, igsnTag, sequence, record: this.#createdJson()
    }))
  }

  /** The new record as JSON (as byIdJson) from the create statement's inserted row `ins` and parent identity `p`. */
  #createdJson (): Array<SelectExpression<any, any>> | null {
    if (!this.shape.jsonReads) return null
    // (higher ancestor ids come with the parent's identity; a new record has no files yet)
    return this.recordJson(key => sql.ref(`${this.#joined.has(key) ? 'p' : 'ins'}.${assertIdentifier(key)}`), sql`'[]'::json`)
  }

  /** One record with its ancestor ids and assigned files. */
  byId (id: number): CompiledQuery<Record<string, unknown>> {
    this.#byId ??= this.select(compileOnly).where('t.id', '=', new Slot(0)).compile()
    return bind(this.#byId, [id])
  }

  /**
   * Records as the API shows them, as JSON text built by PostgreSQL (`body`, with the record's `id`): the response
   * is sent as it comes, without parsing each column and serialising the record again. Only where no formula is
   * computed on read (in JavaScript, see compile.ts); otherwise byId() and toRecord() it is.
   */
  byIdJson (ids: number[]): CompiledQuery<{ id: number, body: string }> {
    if (this.#byIdJson === undefined) {
      // every key is a field or the record's own id (its archive level's key in archive_files.filter)
      const refs = new Map<string, string>([['id', 't.id'], ...[...this.fields.values()].map(f => [f.name, f.ref] as const)])
      const record = this.recordJson(key => sql.ref(refs.get(key) as string),
        this.archiveLevel === null ? sql`'[]'::json` : assignedFilesJson(this.archiveLevel, sql.ref('t.id')))
      const found = this.#from(compileOnly).select(record).where(sql<SqlBool>`"t"."id" = any(${new Slot(0)}::integer[])`)
      this.#byIdJson = sql`select r."id", row_to_json(r)::text as body from (${found}) as r`.compile(compileOnly)
    }
    return bind(this.#byIdJson, [ids])
  }

  /**
   * The select list of the API record, field by field in the order of compile.ts toRecord: every column (dates and
   * times as PostgreSQL's text, as the pg type parsers of the database layer give them; `;`-separated values as
   * arrays; columns not stored as null), the ancestor ids, then archive_files {filter, files}. `at` gives the SQL of
   * a field (a column, an ancestor id, or `id`): the by-id read and the create statement read them from other places.
   */
  recordJson (at: (key: string) => RawBuilder<unknown>, files: RawBuilder<unknown>): Array<SelectExpression<any, any>> {
    const column = (c: ColumnDefinition): RawBuilder<unknown> => {
      if (this.#joined.has(c.name)) return at(c.name)
      const link = this.model.links.find(l => l.column === c.name)
      if (link !== undefined) return this.relations.read(link, at('id'))
      if (!c.stored) return sql`null`
      const value = at(c.name)
      if (c.type === 'string_multiple') return sql`case when ${value} is null or ${value} = '' then '[]'::json else to_json(string_to_array(${value}, ';')) end`
      return c.type === 'date' || c.type === 'time' || c.type === 'dateTime' ? sql`${value}::text` : value
    }
    const names = new Set(this.model.columns.map(c => c.name))
    const { archive } = this.shape
    return [
      ...this.model.columns.map(c => column(c).as(assertIdentifier(c.name))),
      ...this.ancestors.filter(a => !names.has(a.key)).map(a => at(a.key).as(assertIdentifier(a.key))),
      ...(archive === null
        ? []
        : [sql`json_build_object('filter', json_build_object(${sql.join(archive.filter.map(f => sql`${sql.lit(assertIdentifier(f.level))}, ${at(f.key)}`))}),
            'files', ${files})`.as('archive_files')])
    ]
  }

  where<Q extends SelectQueryBuilder<any, any, any>>(query: Q, conditions: Condition[]): Q {
    if (conditions.length === 0) return query
    return query.where((eb: ExpressionBuilder<any, any>) => eb.and(conditions.map(c => this.#condition(eb, c)))) as Q
  }

  #field (name: string): Field {
    const field = this.fields.get(name)
    if (field === undefined) throw new Error(`unknown field ${name} of ${this.model.name}`)
    return field
  }

  #condition (eb: ExpressionBuilder<any, any>, c: Condition): Expression<SqlBool> {
    const field = this.#field(c.field)
    const ref = sql.ref(field.ref)
    switch (c.op) {
      case 'null': return sql<SqlBool>`${ref} is null`
      case 'not_null': return sql<SqlBool>`${ref} is not null`
      case 'ne': return sql<SqlBool>`${ref} is distinct from ${c.value}`
      case 'contains': return this.#contains(field, c.value!)
      case 'not_contains': return sql<SqlBool>`not coalesce(${this.#contains(field, c.value!)}, false)`
      default:
        // A string_multiple column matches when one of its ';'-separated values equals the filter.
        if (c.op === 'eq' && field.type === 'string_multiple') {
          return sql<SqlBool>`(';' || ${ref} || ';') like ${derived(c.value, v => `%;${escapeLike(String(v))};%`)}`
        }
        return eb(ref, COMPARE[c.op], c.value)
    }
  }

  /** Case-insensitive substring; a list-backed column also matches the remark (long text) of its list items. */
  #contains (field: Field, value: string | number): Expression<SqlBool> {
    const pattern = derived(value, v => `%${escapeLike(String(v))}%`)
    const ref = sql.ref(field.ref)
    const text = sql<SqlBool>`${ref}::text ilike ${pattern}`
    if (field.list === null) return text
    return sql<SqlBool>`(${text} or ${ref}::text in (select i.display from rs_value_list_item i
      join rs_value_list l on l.id = i.list_id where l.name = ${field.list} and i.remark ilike ${pattern}))`
  }
}
