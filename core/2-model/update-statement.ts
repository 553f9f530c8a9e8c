import { sql, type Expression } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { changedColumns, writtenInline } from '../database/record-history.js'
import { compileOnly } from './compile-only.js'
import { jsonRows } from './json-rows.js'
import { Slot, type Statement } from './statements.js'

// Updates in one statement (one round trip, no explicit transaction, one commit for many: concurrent updates of a
// model share it, core/5-records/batches.ts) of the columns no rule follows (update-plan.ts), each of another record:
// each row is read with its current version, changed, its new version written to rs_history by the statement itself
// (the history trigger told to write nothing) and the record answered as JSON text, as the by-id read gives it.
//
// The rows read first are of the statement's snapshot. When another write of a record commits after that snapshot,
// the update waits for it and changes the row as that write left it, but the version read is one behind: the new
// version then collides with that write's on rs_history's unique index, and the statement fails as a whole (the
// caller runs each update again alone, and the one that failed the long way, under the row's lock). A record that
// is not there, or whose version is not one its client accepts (If-Match), has no answer row: the long way tells
// which it is.
//
// Parameters: the rows as a JSON array of objects (the new values of `columns`, the record's id as "__id" and the
// versions its client accepts as "__e", null for any), and the id, name and action of the user who changes them.
// Every answer row has `__o`, the ordinal (from 1) of its request, the record as JSON text (`body`) and its version.

export interface UpdateShape {
  model: ModelDefinition
  /** the columns the updates write */
  columns: string[]
  /** the API record's select over the updated rows as "t" (with its ancestor joins), given the name of their CTE */
  record: (source: string) => Expression<unknown>
}

export function updateStatement ({ model, columns, record }: UpdateShape): Statement {
  const table = sql.table(assertIdentifier(model.table))
  const set = columns.map(c => sql`${sql.ref(assertIdentifier(c))} = ${sql.ref(`x.${c}`)}`)
  const [user, username, action] = [1, 2, 3].map(k => sql`${new Slot(k)}::text`)
  const version = sql`(select coalesce(max(h.version), 0) from rs_history h where h.tbl = ${sql.lit(model.table)} and h.record_id = t.id)`
  // (j is materialized: inlined, PostgreSQL made the old row's JSON again for every column it compared, most of the statement's time)
  return sql`with ${jsonRows(model, columns, new Slot(0), [['__id', 'integer'], ['__e', 'integer[]']])},
    o as (select t.*, v."__v", x."__o" from x join ${table} t on t.id = x."__id", lateral (select ${version} as "__v") v
      where x."__e" is null or v."__v" = any(x."__e")),
    u as (update ${table} t set ${sql.join(set)} from x join o on o."__o" = x."__o" where t.id = o.id returning t.*, o."__o"),
    j as materialized (select u."__o", u.id, o."__v", to_jsonb(u.*) - '__o' as after, to_jsonb(o.*) as before from u join o on o."__o" = u."__o"),
    c as (select j."__o", j.id, j."__v", ${changedColumns(sql`j.after`, sql`j.before`)} as changes from j),
    h as (insert into rs_history (tbl, record_id, version, op, action, user_id, username, changes)
      select ${sql.lit(model.table)}, c.id, c."__v" + 1, 'u', ${action}, nullif(${user}, '')::integer, nullif(${username}, ''), c.changes from c where c.changes is not null),
    a as (select ${writtenInline(model.table)} as w)
    select c."__o", row_to_json(r)::text as body, (c."__v" + (c.changes is not null)::integer)::integer as version
    from (${record('u')}) as r join c on c.id = r.id cross join a`.compile(compileOnly)
}
