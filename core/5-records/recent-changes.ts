import { sql } from 'kysely'
import type { Page } from '../shared/paging.js'
import type { CompiledModel } from '../2-model/compile.js'
import { versionOf, type Version } from './history.js'
import type { RecordsDeps } from './deps.js'

// The recent changes of records (GET /api/v1/history, issue 28): the versions of the records of some models, the
// latest first (backwards in the order they were written), filtered by user and time; what a curator reads to see
// who did what today.

export interface RecentChange extends Version { model: string, id: number }

export interface ChangeFilter {
  /** the id of the user who caused them */
  user?: number
  /** from this time on (UTC, YYYY-MM-DD[ HH:MM:SS]) */
  from?: string
  /** before this time (UTC) */
  to?: string
}

export async function recentChanges (deps: RecordsDeps, models: CompiledModel[], filter: ChangeFilter, page: Page): Promise<{ items: RecentChange[], total: number }> {
  const byTable = new Map(models.map(m => [m.definition.table, m]))
  if (byTable.size === 0) return { items: [], total: 0 }
  let query = deps.db.selectFrom('rs_history')
    .select(['tbl', 'record_id', 'version', 'op', 'action', 'user_id', 'username', 'changes', sql<string>`to_char(at, 'YYYY-MM-DD HH24:MI:SS')`.as('at'), sql<number>`count(*) over ()::int`.as('total')])
    .where('tbl', 'in', [...byTable.keys()])
  if (filter.user !== undefined) query = query.where('user_id', '=', filter.user)
  if (filter.from !== undefined) query = query.where('at', '>=', sql<Date>`${filter.from}::timestamp`)
  if (filter.to !== undefined) query = query.where('at', '<', sql<Date>`${filter.to}::timestamp`)
  const rows = await query.orderBy('id', 'desc').limit(page.limit!).offset(page.offset).execute()
  const items = rows.map(row => {
    const model = byTable.get(row.tbl as string)!
    return { model: model.name, id: row.record_id as number, ...versionOf(model, row) }
  })
  // (a page past the end has no row to carry the count: the first page's)
  const total = rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : (await recentChanges(deps, models, filter, { ...page, limit: 1, offset: 0 })).total
  return { items, total }
}
