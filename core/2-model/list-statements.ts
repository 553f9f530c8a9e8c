import { sql, type CompiledQuery, type Expression, type RawBuilder, type SelectExpression, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { compileOnly } from './compile-only.js'
import type { Condition, Field, ListParams, Sort } from './query-types.js'
import { bind, Slot, type StatementCache } from './statements.js'

// The list statements of one model: the page with its bounded count, the count alone, the planner's estimate, and
// the keyset reads (a record's sort keys, the number of records up to a position). Each is compiled once per shape
// (fields and operators of the filters, the sort, where keyset paging starts) and bound to the request's values.

/** What the list statements need of the model's reads (queries.ts). */
export interface ListSource {
  readonly statements: StatementCache
  /** the rows matching `conditions`, whose values are the slots 0, 1, ... (joined as far as they and `sort` read) */
  matching (conditions: Condition[], sort?: Sort[]): SelectQueryBuilder<any, any, any>
  field (name: string): Field
  /** `select <record columns>` and `<ancestor joins>` as SQL text, around `from <table> as "t"` */
  parts (): [string, string]
  /** the change version of the tables a list reads (its own, its ancestors', value-list items) */
  readonly version: RawBuilder<number>
  /** the API record's select list for its JSON text (record-json.ts), reading "t" and the ancestor joins */
  recordJson (): Array<SelectExpression<any, any>>
}

const shapeOf = (conditions: Condition[]) => conditions.map(c => [c.field, c.op])

/**
 * One page (one row more than asked, to tell whether another follows) and, in every row, the number of matching
 * records counted up to `countLimit` (one round trip). The inner query finds the page (its rows and sort keys);
 * only its rows get ancestor ids and assigned files. It carries the rows themselves, under the table's own alias,
 * rather than their ids to join the table to again: a plan made once for every page size (prepared statements
 * are planned generically) could join that second scan of the table by hashing all of it. With `json`, a row is
 * the record's JSON text as the API answers it (`body`, built by the database as for a by-id read), its id and
 * sort keys, instead of its columns.
 */
export function listStatement (source: ListSource, params: ListParams): CompiledQuery<Record<string, unknown>> {
  const { conditions, sort, after } = params
  const json = params.json === true
  const key = JSON.stringify(['list', shapeOf(conditions), sort, after?.map(v => v === null), json])
  const statement = source.statements.get(key, () => {
    const n = conditions.length
    let page = source.matching(conditions, sort).selectAll('t')
    if (after !== undefined) page = page.where(afterKeys(source, sort, after, n))
    sort.forEach((s, i) => {
      const ref = sql.ref(source.field(s.field).ref)
      page = page.select(ref.as(`__s${i}`)).orderBy(ref, s.desc ? 'desc' : 'asc')
    })
    const at = n + (after?.length ?? 0)
    page = page.orderBy('t.id').limit(new Slot(at) as never).offset(new Slot(at + 1) as never)
    const counted = source.matching(conditions).select(sql.lit(1).as('one')).limit(new Slot(at + 2) as never)
    const order = sort.map((s, i) => sql`${sql.ref(`t.__s${i}`)} ${sql.raw(s.desc ? 'desc' : 'asc')}, `)
    const keys = sort.map((_, i) => sql`, ${sql.ref(`t.__s${i}`)}`)
    const [select, from] = source.parts()
    // the count is skipped when nothing it reads changed since it was counted
    const total = sql`case when ${source.version} = ${new Slot(at + 3)} then ${new Slot(at + 4)}::int else (select count(*)::int from ${counted} as c) end`
    // (the record's select list without a table of its own: a lateral row of the page's row and its ancestors)
    const record = json ? sql`select row_to_json(r)::text as body, "t"."id"` : sql.raw(select)
    const built = json ? sql` cross join lateral (select ${sql.join(source.recordJson())}) as r` : sql``
    return sql`${record}${sql.join(keys, sql``)}, ${total} as __total, ${source.version} as __version
        from ${page} as "t"${sql.raw(from)}${built}
        order by ${sql.join(order, sql``)}"t"."id"`.compile(compileOnly)
  })
  return bind(statement, [...conditions.map(c => c.value), ...(after ?? []), params.limit, params.offset, params.countLimit,
    params.known?.version ?? -1, params.known?.total ?? 0])
}

/** The number of matching records up to `limit` (for a page past the end, which has no row to carry it). */
export function countStatement (source: ListSource, conditions: Condition[], limit: number): CompiledQuery<{ total: number }> {
  const statement = source.statements.get(JSON.stringify(['count', shapeOf(conditions)]), () => {
    const counted = source.matching(conditions).select(sql.lit(1).as('one')).limit(new Slot(conditions.length) as never)
    return sql`select count(*)::int as total from ${counted} as c`.compile(compileOnly)
  })
  return bind(statement, [...conditions.map(c => c.value), limit])
}

/** The row of `explain (format json)`: PostgreSQL's plan, whose top node has the estimated number of rows. */
export type PlanEstimate = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }

/** The planner's estimate of the number of matching records: one row, `QUERY PLAN`, PostgreSQL's JSON plan. */
export function estimateStatement (source: ListSource, conditions: Condition[]): CompiledQuery<PlanEstimate> {
  const statement = source.statements.get(JSON.stringify(['estimate', shapeOf(conditions)]), () => {
    return sql`explain (format json) ${source.matching(conditions).select(sql.lit(1).as('one'))}`.compile(compileOnly)
  })
  return bind(statement, conditions.map(c => c.value))
}

/** The sort keys (__s0, __s1...) and id of record `id` if it is among the matching ones (no row otherwise). */
export function keysOfStatement (source: ListSource, conditions: Condition[], sort: Sort[], id: number): CompiledQuery<Record<string, unknown>> {
  const statement = source.statements.get(JSON.stringify(['keys', shapeOf(conditions), sort]), () => {
    let row = source.matching(conditions, sort).select(sql.ref('t.id').as('id')).where('t.id', '=', new Slot(conditions.length) as never)
    sort.forEach((s, i) => { row = row.select(sql.ref(source.field(s.field).ref).as(`__s${i}`)) })
    return row.compile()
  })
  return bind(statement, [...conditions.map(c => c.value), id])
}

/**
 * The number of matching records up to and including the keyset position `at` (sort values, then id) in the
 * list's order: those not after it.
 */
export function upToStatement (source: ListSource, conditions: Condition[], sort: Sort[], at: unknown[]): CompiledQuery<{ total: number }> {
  const statement = source.statements.get(JSON.stringify(['upTo', shapeOf(conditions), sort, at.map(v => v === null)]), () => {
    // (a comparison with a null value is null, which is not after)
    const notAfter = sql<SqlBool>`not coalesce(${afterKeys(source, sort, at, conditions.length)}, false)`
    return sql`select count(*)::int as total from ${source.matching(conditions, sort).select(sql.lit(1).as('one')).where(notAfter)} as c`.compile(compileOnly)
  })
  return bind(statement, [...conditions.map(c => c.value), ...at])
}

/**
 * Rows after the keyset position (values in the slots from `first`): the first sort field beyond its value, or equal
 * and the next beyond, ... and finally the id. PostgreSQL sorts null as the largest value (last ascending, first
 * descending).
 */
function afterKeys (source: ListSource, sort: Sort[], after: unknown[], first: number): Expression<SqlBool> {
  const keys = [...sort.map(s => ({ ref: sql.ref(source.field(s.field).ref), desc: s.desc, id: false })), { ref: sql.ref('t.id'), desc: false, id: true }]
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
