import { sql, type Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import { NotFound } from '../shared/errors.js'
import { abandoned, INSTANCE_ID, liveInstances } from '../shared/instance.js'
import type { Actor } from '../database/record-history.js'
import type { CellError } from './import-table.js'

// The imports kept (issue 29; migration 0014): a commit's, so that it can be undone as a whole (import-undo.ts), and
// every import job's (import-jobs.ts) — its state, its progress and its problems. A job's row is written before its
// transaction begins, so that it is there while the job runs; a job whose instance is gone (it crashed or was
// stopped) failed, and nothing of it was written: its transaction died with it.

export type ImportState = 'running' | 'done' | 'failed'

/** An import as the API shows it. */
export interface ImportLog {
  id: number
  model: string
  mode: 'validate' | 'commit'
  state: ImportState
  at: string
  finishedAt: string | null
  user: { id: number, username: string }
  rows: number
  rowsDone: number
  created: number
  updated: number
  errors: CellError[]
  failure: string | null
  undoneAt: string | null
  undoneBy: string | null
}

export interface ImportCounts { rows: number, created: number, updated: number }

const AT = 'YYYY-MM-DD HH24:MI:SS'
const NOW = sql`(now() at time zone 'utc')`

/** The last version written before an import's transaction began: its own come after (rs_history's ids grow). */
export async function historyMark (trx: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ last: string | number }>`select coalesce(max(id), 0) as last from rs_history`.execute(trx)
  return Number(rows[0].last)
}

/**
 * Keeps a committed import of `model` (a job's: its row, now done) with the records it created — as one array: a
 * row per record cost an import of 100,000 cores a third of its time — and those it updated, each with the versions
 * it wrote (those since `mark` with the action import: the records are locked by the import's transaction, so no
 * other writes them meanwhile); answers its id. (A record the import created and then updated is kept as updated.)
 */
export async function keepImport (trx: Kysely<any>, model: CompiledModel, written: { mark: number, created: number[], updated: number[] }, actor: Actor,
  counts: ImportCounts, job?: number): Promise<number> {
  const table = model.definition.table
  const id = job ?? await insertImport(trx, model, actor, { mode: 'commit', state: 'done', instance: null })
  const updated = new Set(written.updated)
  await sql`update rs_import set state = 'done', rows = ${counts.rows}, rows_done = ${counts.rows}, created = ${counts.created},
    updated = ${counts.updated}, finished_at = ${NOW}, created_records = ${written.created.filter(record => !updated.has(record))}::integer[] where id = ${id}`.execute(trx)
  if (updated.size === 0) return id
  await sql`insert into rs_import_record (import_id, record_id, op, first_version, last_version)
    select ${id}, h.record_id, (array_agg(h.op order by h.version))[1], min(h.version), max(h.version)
    from rs_history h join unnest(${[...updated]}::integer[]) as r (id) on r.id = h.record_id
    where h.id > ${written.mark} and h.tbl = ${table} and h.action = 'import' group by h.record_id`.execute(trx)
  return id
}

/** A job's row, running on this instance; answers it. */
export async function beginJob (db: Kysely<any>, model: CompiledModel, mode: ImportLog['mode'], actor: Actor, rows: number): Promise<ImportLog> {
  const id = await insertImport(db, model, actor, { mode, state: 'running', instance: INSTANCE_ID, rows })
  return await findImport(db, id)
}

/** A job that ended without its commit keeping it (a check, a refused commit, a failure): its counts and problems. */
export async function endJob (db: Kysely<any>, id: number, state: ImportState, counts: ImportCounts & { errors: CellError[], failure?: string }): Promise<void> {
  await sql`update rs_import set state = ${state}, rows = ${counts.rows}, rows_done = ${counts.rows}, created = ${counts.created},
    updated = ${counts.updated}, errors = ${JSON.stringify(counts.errors)}::jsonb, failure = ${counts.failure ?? null}, finished_at = ${NOW}
    where id = ${id}`.execute(db)
}

/** The jobs of instances that are gone are marked failed (at start-up, and when one is read). */
export async function failAbandonedJobs (db: Kysely<any>): Promise<number> {
  const running = await db.selectFrom('rs_import').select(['id', 'instance']).where('state', '=', 'running').execute() as Array<{ id: number, instance: string | null }>
  if (running.length === 0) return 0
  const live = await liveInstances(db)
  const gone = running.filter(job => abandoned(job.instance, live)).map(job => job.id)
  if (gone.length === 0) return 0
  await sql`update rs_import set state = 'failed', failure = 'The service stopped before the import ended: nothing of it was written.',
    finished_at = ${NOW} where id = any(${gone}::integer[]) and state = 'running'`.execute(db)
  return gone.length
}

/** An import by its id (404: none; a dropped model's imports are gone with its history). */
export async function findImport (db: Kysely<any>, id: number): Promise<ImportLog> {
  const row = await db.selectFrom('rs_import')
    .select(['id', 'model', 'mode', 'state', 'user_id', 'username', 'rows', 'rows_done', 'created', 'updated', 'errors', 'failure', 'undone_by',
      sql<string>`to_char(at, ${AT})`.as('at'), sql<string | null>`to_char(finished_at, ${AT})`.as('finished_at'),
      sql<string | null>`to_char(undone_at, ${AT})`.as('undone_at')])
    .where('id', '=', id).executeTakeFirst()
  if (row === undefined) throw new NotFound(`Object not found: import ${id}`)
  return {
    id: row.id,
    model: row.model,
    mode: row.mode,
    state: row.state,
    at: row.at,
    finishedAt: row.finished_at,
    user: { id: row.user_id, username: row.username },
    rows: row.rows,
    rowsDone: row.rows_done,
    created: row.created,
    updated: row.updated,
    errors: row.errors,
    failure: row.failure,
    undoneAt: row.undone_at,
    undoneBy: row.undone_by
  }
}

async function insertImport (db: Kysely<any>, model: CompiledModel, actor: Actor, job: { mode: ImportLog['mode'], state: ImportState, instance: string | null, rows?: number }): Promise<number> {
  const { rows: [kept] } = await sql<{ id: number }>`insert into rs_import (model, tbl, user_id, username, rows, created, updated, mode, state, instance)
    values (${model.name}, ${model.definition.table}, ${actor.user.id}, ${actor.user.username}, ${job.rows ?? 0}, 0, 0, ${job.mode}, ${job.state}, ${job.instance})
    returning id`.execute(db)
  return kept.id
}
