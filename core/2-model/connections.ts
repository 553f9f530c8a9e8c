import { sql, type Kysely } from 'kysely'
import { assertIdentifier, derivedName } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { countChanges } from '../database/change-counters.js'
import { existingTables } from './ddl.js'

// The connection tables of n:m relations (mDIS names them <owner table>_<related table>): one row per link, record_id
// a record of the owner, related_id one of the related model; both refer to their tables and go with their records.
// A connection table is made when both models exist, by whichever comes second, and stays when the relation leaves
// the template (as columns do); it goes when one of its models is dropped, which needs that model empty, so it is
// empty then too. The table comment tells connection tables from model tables.

export const CONNECTION_COMMENT = 'record-service: connection table of an n:m relation'

export interface Connection { table: string, owner: string, related: string }

/**
 * The connection tables the links among these models need (those whose owner and related tables both exist) that
 * involve one of the tables `of`: the models being applied.
 */
export function connectionsOf (models: Iterable<ModelDefinition>, of: ReadonlySet<string>): Connection[] {
  const all = [...models]
  const tables = new Set(all.map(m => m.table))
  const found = new Map<string, Connection>()
  for (const m of all) {
    for (const link of m.links) {
      const [owner, related] = link.own === 'record_id' ? [m.table, link.relatedTable] : [link.relatedTable, m.table]
      if (tables.has(owner) && tables.has(related) && (of.has(owner) || of.has(related))) found.set(link.connection, { table: link.connection, owner, related })
    }
  }
  return [...found.values()]
}

/** Creates the connection tables that are not there yet. */
export async function ensureConnections (db: Kysely<any>, connections: Connection[]): Promise<void> {
  const there = await existingTables(db, connections.map(c => c.table))
  for (const c of connections.filter(c => !there.has(c.table))) {
    const table = sql.table(assertIdentifier(c.table))
    await sql`create table ${table} (
      record_id integer not null references ${sql.table(assertIdentifier(c.owner))} (id) on delete cascade,
      related_id integer not null references ${sql.table(assertIdentifier(c.related))} (id) on delete cascade,
      primary key (record_id, related_id))`.execute(db)
    await sql`create index ${sql.id(derivedName(c.table, 'related_id'))} on ${table} (related_id)`.execute(db)
    await sql`comment on table ${table} is ${sql.lit(CONNECTION_COMMENT)}`.execute(db)
    // a list page with the links is reused while this table's changes are counted unchanged (core/5-records/pages.ts)
    await countChanges(db, c.table)
  }
}

/** Drops the connection tables that refer to `table` (a model being dropped: empty, so they are empty too). */
export async function dropConnections (db: Kysely<any>, table: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`select distinct c.relname as name from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and r.relname = ${table} and c.relnamespace = current_schema()::regnamespace
      and obj_description(c.oid, 'pg_class') = ${CONNECTION_COMMENT}`.execute(db)
  for (const { name } of rows) await db.schema.dropTable(assertIdentifier(name)).execute()
}
