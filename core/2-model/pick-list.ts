import { sql, type CompiledQuery, type RawBuilder } from 'kysely'
import type { ModelDefinition } from '../1-templates/definition.js'
import { assertIdentifier } from '../shared/sql-names.js'
import { escapeLike } from '../shared/text.js'
import { compileOnly } from './compile-only.js'
import type { PlanEstimate } from './list-statements.js'

// The statements of a pick list (mDIS's async-lists, core/screens/pick-lists.ts): the records of one model as
// {value, text}, those already chosen first, then those whose text starts with what was typed, in any letter case,
// at most `limit`, and how many matched when that cut them off (exactly up to `countLimit`, the planner's estimate
// beyond, as the data API's totals). The text is folded with lower() (the database's, on
// both sides) as the model's prefix index folds combined_id (`lower(combined_id) text_pattern_ops`, ddl.ts): a
// search by the start of a combined id and its order are read from that index on a table of millions; other fields
// search the same way without it. Names come from a checked template and pass assertIdentifier; values are parameters.

/** The folded text a prefix search compares and orders by (the expression of a prefix index). */
export function foldedText (column: string, type: string, alias?: string): RawBuilder<string> {
  const ref = sql.ref(alias === undefined ? assertIdentifier(column) : `${alias}.${assertIdentifier(column)}`)
  return type === 'string' ? sql`lower(${ref})` : sql`lower(${ref}::text)`
}

export interface PickListQuery {
  /** the field shown, the field chosen (both stored fields of the model, or id) */
  text: string
  value: string
  /** the start of the text, '' for every record */
  typed: string
  /** the values already chosen, answered first */
  chosen: Array<string | number>
  /** the field to sort by; the text's folded order when it is the text */
  sort: string
  limit: number
  /** counted exactly up to this many */
  countLimit: number
}

export interface PickListStatements {
  chosen: CompiledQuery<Record<string, unknown>> | null
  /** `limit` + 1 rows: one more says the list was cut off */
  matching: CompiledQuery<Record<string, unknown>>
  /** the matching records (the chosen aside) counted up to `countLimit` + 1 */
  count: CompiledQuery<{ count: number }>
  /** the planner's estimate of that number (EXPLAIN), beyond the exact count */
  estimate: CompiledQuery<PlanEstimate>
}

/** A field's column type; id is the record's integer key. */
export const fieldType = (model: ModelDefinition, name: string): string => name === 'id' ? 'integer' : model.columns.find(c => c.name === name)!.type

/**
 * The folded texts that start with `typed`: from it up to it followed by the last code point, in the index's
 * bytewise order, and (what decides) like it. The range is what a prepared statement's generic plan can read from
 * the index; a LIKE with a parameter alone it cannot (the service prepares its statements, core/database/prepared.ts).
 */
function startingWith (folded: RawBuilder<string>, typed: string): RawBuilder<unknown> {
  const from = sql`lower(${typed}::text)`
  return sql`${folded} ~>=~ ${from} and ${folded} ~<~ (${from} || chr(1114111)) and ${folded} like lower(${`${escapeLike(typed)}%`}::text)`
}

export function pickListStatements (model: ModelDefinition, query: PickListQuery): PickListStatements {
  const type = (name: string): string => fieldType(model, name)
  const column = (name: string): RawBuilder<unknown> => sql.ref(`t.${assertIdentifier(name)}`)
  const table = sql.table(assertIdentifier(model.table))
  const [value, text] = [column(query.value), column(query.text)]
  const folded = foldedText(query.text, type(query.text), 't')
  // (the pattern operator's order, ~<~, is the one a text_pattern_ops index is in)
  const order = query.sort === query.text ? sql`${folded} using ~<~, "t"."id"` : sql`${column(query.sort)}, "t"."id"`
  const selection = sql`${value} as "value", ${text} as "text"`
  const isChosen = type(query.value) === 'integer'
    ? sql`${value} = any(${query.chosen.map(Number)}::bigint[])`
    : sql`${value}::text = any(${query.chosen.map(String)}::text[])`
  const matches = query.typed === '' ? sql`true` : startingWith(folded, query.typed)
  // (a record without a value is not a chosen one)
  const others = query.chosen.length === 0 ? matches : sql`${matches} and not coalesce(${isChosen}, false)`
  return {
    chosen: query.chosen.length === 0 ? null : sql<Record<string, unknown>>`select ${selection} from ${table} as "t" where ${isChosen} order by ${order}`.compile(compileOnly),
    matching: sql<Record<string, unknown>>`select ${selection} from ${table} as "t" where ${others} order by ${order} limit ${query.limit + 1}`.compile(compileOnly),
    count: sql<{ count: number }>`select count(*)::int as "count" from (select 1 from ${table} as "t" where ${others} limit ${query.countLimit + 1}) as "c"`.compile(compileOnly),
    estimate: sql<PlanEstimate>`explain (format json) select 1 from ${table} as "t" where ${others}`.compile(compileOnly)
  }
}
