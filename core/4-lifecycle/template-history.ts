import { sql, type Kysely } from 'kysely'
import type { Page } from '../shared/paging.js'
import type { Actor } from '../database/record-history.js'
import { templateHash, templateJson } from './store.js'

// The versions of each model's template (issue 28, GET /cg/api/history): a version per change of the database copy —
// create, update (only when the template's JSON changed), drop — with who made it and when; migration 0013's table.
// Written in the transaction of the change, under the fleet's lock (fleet.ts), so numbers do not collide.

/** Who changes a model (null: the service on its own, e.g. a start-up loading a template file). */
export type Editor = Actor['user'] | null

export interface TemplateVersion {
  version: number
  action: 'create' | 'update' | 'drop'
  /** YYYY-MM-DD HH:MM:SS, UTC (null: kept before the service noted times) */
  at: string | null
  user: Editor
  /** the template of this version (null: a drop, or a version kept before the service kept their texts) */
  template: unknown
}

/** Adds a version of model `name` with template `text` (null: dropped), unless its last version is that same template. */
export async function addTemplateVersion (db: Kysely<any>, name: string, text: string | null, by: Editor): Promise<void> {
  const last = await db.selectFrom('rs_model_template_version').select(['version', 'hash', 'action'])
    .where('name', '=', name).orderBy('version', 'desc').limit(1).executeTakeFirst() as { version: number, hash: string, action: string } | undefined
  const hash = text === null ? last?.hash : templateHash(templateJson(text))
  // (a drop of a model without versions, or a template as it already is: nothing new)
  if (hash === undefined || (last !== undefined && last.action !== 'drop' && text !== null && last.hash === hash)) return
  await db.insertInto('rs_model_template_version').values({
    name,
    hash,
    version: (last?.version ?? 0) + 1,
    action: text === null ? 'drop' : last === undefined || last.action === 'drop' ? 'create' : 'update',
    at: sql`now() at time zone 'utc'`,
    user_id: by?.id ?? null,
    username: by?.username ?? null,
    source: text
  }).execute()
}

/** The hashes of every version each model's copy has had (templateHash). */
export async function readTemplateVersions (db: Kysely<any>): Promise<Map<string, Set<string>>> {
  const rows = await db.selectFrom('rs_model_template_version').select(['name', 'hash']).execute() as Array<{ name: string, hash: string }>
  const versions = new Map<string, Set<string>>()
  for (const { name, hash } of rows) versions.set(name, (versions.get(name) ?? new Set()).add(hash))
  return versions
}

/** One page of model `name`'s template versions, newest first (total 0: the name has none). */
export async function readTemplateHistory (db: Kysely<any>, name: string, page: Page): Promise<{ items: TemplateVersion[], total: number }> {
  const rows = await db.selectFrom('rs_model_template_version')
    .select(['version', 'action', 'user_id', 'username', 'source', sql<string | null>`to_char(at, 'YYYY-MM-DD HH24:MI:SS')`.as('at'), sql<number>`count(*) over ()::int`.as('total')])
    .where('name', '=', name).orderBy('version', 'desc').limit(page.limit!).offset(page.offset).execute()
  // (a page past the end has no row to carry the count: the first page's)
  const total = rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : (await readTemplateHistory(db, name, { ...page, limit: 1, offset: 0 })).total
  return {
    items: rows.map(r => ({
      version: Number(r.version),
      action: r.action,
      at: r.at,
      user: r.user_id === null ? null : { id: Number(r.user_id), username: r.username },
      template: r.source === null ? null : templateJson(r.source as string)
    })),
    total
  }
}
