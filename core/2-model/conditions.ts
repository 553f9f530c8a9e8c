import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { escapeLike } from '../shared/text.js'
import type { Condition, Field } from './query-types.js'
import { derived } from './statements.js'

// The filters of a list (and of reports and exports) as a where clause: each condition on a field, its value bound
// (or a Slot of a statement compiled once: statements.ts).

const COMPARE = { eq: '=', lt: '<', le: '<=', gt: '>', ge: '>=' } as const

/** `query` where every condition holds; `field` resolves a condition's field (and throws for an unknown one). */
export function whereConditions<Q extends SelectQueryBuilder<any, any, any>> (query: Q, conditions: Condition[], field: (name: string) => Field): Q {
  if (conditions.length === 0) return query
  return query.where((eb: ExpressionBuilder<any, any>) => eb.and(conditions.map(c => condition(eb, c, field(c.field))))) as Q
}

function condition (eb: ExpressionBuilder<any, any>, c: Condition, field: Field): Expression<SqlBool> {
  const ref = sql.ref(field.ref)
  switch (c.op) {
    case 'null': return sql<SqlBool>`${ref} is null`
    case 'not_null': return sql<SqlBool>`${ref} is not null`
    case 'ne': return sql<SqlBool>`${ref} is distinct from ${c.value}`
    case 'contains': return contains(field, c.value!)
    case 'not_contains': return sql<SqlBool>`not coalesce(${contains(field, c.value!)}, false)`
    default:
      // A string_multiple column matches when one of its ';'-separated values equals the filter.
      if (c.op === 'eq' && field.type === 'string_multiple') {
        return sql<SqlBool>`(';' || ${ref} || ';') like ${derived(c.value, v => `%;${escapeLike(String(v))};%`)}`
      }
      return eb(ref, COMPARE[c.op], c.value)
  }
}

/** Case-insensitive substring; a list-backed column also matches the remark (long text) of its list items. */
function contains (field: Field, value: string | number): Expression<SqlBool> {
  const pattern = derived(value, v => `%${escapeLike(String(v))}%`)
  const ref = sql.ref(field.ref)
  const text = sql<SqlBool>`${ref}::text ilike ${pattern}`
  if (field.list === null) return text
  return sql<SqlBool>`(${text} or ${ref}::text in (select i.display from rs_value_list_item i
      join rs_value_list l on l.id = i.list_id where l.name = ${field.list} and i.remark ilike ${pattern}))`
}
