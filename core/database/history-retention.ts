import { sql, type Kysely } from 'kysely'
import type { Logger } from '../shared/logger.js'
import { foldedValue } from './record-history.js'

// HISTORY_RETENTION_DAYS (issue 28): versions of records older than the cut-off are purged, without breaking what the
// history is for. A record keeps its last version (its ETag goes on from it) and its state at the cut-off: its newest
// version before the cut-off becomes a baseline (op 'b', action 'baseline': every column's value then, as a create
// keeps them), from which the versions after it fold forward (core/5-records/history.ts, storedAt). A record deleted
// before the cut-off is forgotten: it can no longer be restored. Instances sharing a database may purge at once: the
// second waits for the rows the first changes and then finds them done (a deadlock between them fails one, which
// logs it and purges the next day).

export interface Purged { versions: number, records: number }

/** Purges versions older than `days` days (UTC now); `{versions, records}`: rows removed, deleted records forgotten. */
export async function purgeHistory (db: Kysely<any>, days: number): Promise<Purged> {
  return await db.transaction().execute(async trx => {
    const cut = sql`(now() at time zone 'utc') - make_interval(days => ${days})`
    // records deleted before the cut-off: every version
    const gone = await sql<{ n: number, records: number }>`with d as (
        delete from rs_history h using (select l.tbl, l.record_id from rs_history l where l.op = 'd' and l.at < ${cut}
          and l.version = (select max(m.version) from rs_history m where m.tbl = l.tbl and m.record_id = l.record_id)) g
        where h.tbl = g.tbl and h.record_id = g.record_id returning h.tbl, h.record_id)
      select count(*)::int as n, count(distinct (tbl, record_id))::int as records from d`.execute(trx)
    // the others: the newest version before the cut-off becomes the baseline, the older ones go (a deletion the
    // record came back from goes too: the restore after it keeps every value)
    const folded = await sql<{ n: number }>`with cut as (
        select tbl, record_id, max(version) as v from rs_history where at < ${cut} group by tbl, record_id having min(version) < max(version)),
      based as (
        update rs_history h set op = 'b', action = 'baseline', changes = (
          select coalesce(jsonb_strip_nulls(jsonb_object_agg(f.key, f.value)), '{}') from (
            select distinct on (e.key) e.key, ${foldedValue('p', 'e')} as value
            from rs_history p cross join jsonb_each(p.changes) e
            where p.tbl = c.tbl and p.record_id = c.record_id and p.version <= c.v order by e.key, p.version desc) f)
        from cut c where h.tbl = c.tbl and h.record_id = c.record_id and h.version = c.v and h.op <> 'd'
        returning h.id),
      d as (
        delete from rs_history h using cut c where h.tbl = c.tbl and h.record_id = c.record_id and (h.version < c.v or (h.version = c.v and h.op = 'd'))
        returning h.id)
      select count(*)::int as n from d`.execute(trx)
    return { versions: gone.rows[0].n + folded.rows[0].n, records: gone.rows[0].records }
  })
}

const DAY_MS = 24 * 60 * 60_000

/**
 * Keeps the history to `days` days (0: forever, nothing runs): purges now, then `every` ms (a day), logging what went.
 * Answers how to stop (it waits for a purge that runs). A failed purge is logged and tried again the next day.
 */
export async function keepHistoryFor (db: Kysely<any>, days: number, log: Pick<Logger, 'info' | 'error'>,
  every = DAY_MS): Promise<() => Promise<void>> {
  if (days === 0) return async () => {}
  let running: Promise<void> = Promise.resolve()
  const purge = async () => {
    try {
      const purged = await purgeHistory(db, days)
      if (purged.versions > 0) log.info({ ...purged, days }, 'history purged: versions older than HISTORY_RETENTION_DAYS')
    } catch (error) {
      log.error({ err: error }, 'history purge failed; it runs again in a day')
    }
  }
  await purge()
  const timer = setInterval(() => { running = purge() }, every).unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
