import { sql, type Kysely, type RawBuilder } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { LinkRelation, ModelDefinition, ReferenceRelation } from '../1-templates/definition.js'

// The SQL of one model's relations (core/1-templates/relations.ts): an n:m column read as the array of linked ids and
// written by replacing its connection rows; the ids a write names checked against the related table, under a share
// lock so that they cannot go before the write commits. Names pass assertIdentifier; values are parameters.

const other = (link: LinkRelation): 'record_id' | 'related_id' => link.own === 'record_id' ? 'related_id' : 'record_id'

export class ModelRelations {
  /** the links whose connection table exists: both models are there */
  readonly #connected: Set<string>

  constructor (readonly model: ModelDefinition, connected: LinkRelation[]) {
    this.#connected = new Set(connected.map(l => l.column))
  }

  /** Whether a link's connection table exists (its related model is registered). */
  connected (link: LinkRelation): boolean { return this.#connected.has(link.column) }

  /** The linked ids of the record whose id is `id`, ascending, as a JSON array ([] before the related model exists). */
  read (link: LinkRelation, id: RawBuilder<unknown>): RawBuilder<unknown> {
    if (!this.connected(link)) return sql`'[]'::json`
    const [own, linked] = [sql.ref(`c.${link.own}`), sql.ref(`c.${other(link)}`)]
    return sql`coalesce((select json_agg(${linked} order by ${linked}) from ${sql.table(assertIdentifier(link.connection))} c where ${own} = ${id}), '[]'::json)`
  }

  /** Makes the record's links exactly `ids` (a connected link); answers the ids it unlinked and those it linked anew. */
  async replace (db: Kysely<any>, link: LinkRelation, id: number, ids: number[]): Promise<{ removed: number[], added: number[] }> {
    const table = sql.table(assertIdentifier(link.connection))
    const [own, linked] = [sql.ref(link.own), sql.ref(other(link))]
    const removed = await sql<{ id: number }>`delete from ${table} where ${own} = ${id} and not (${linked} = any(${ids}::int[])) returning ${linked} as id`.execute(db)
    const added = ids.length === 0 ? { rows: [] } : await sql<{ id: number }>`insert into ${table} (${own}, ${linked}) select ${id}, unnest(${ids}::int[]) on conflict do nothing returning ${linked} as id`.execute(db)
    return { removed: removed.rows.map(r => r.id), added: added.rows.map(r => r.id) }
  }

  /** Of `ids`, those that no record of `table` has; the others are share-locked until the transaction ends. */
  async missing (db: Kysely<any>, table: string, ids: number[]): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select id from ${sql.table(assertIdentifier(table))} where id = any(${ids}::int[]) for share`.execute(db)
    const found = new Set(rows.map(r => r.id))
    return ids.filter(id => !found.has(id))
  }

  /** One id of a record of this model that refers to record `id` through the 1:n relation `reference`. */
  async referrer (db: Kysely<any>, reference: ReferenceRelation, id: number): Promise<number | undefined> {
    const row = await db.selectFrom(assertIdentifier(this.model.table)).select('id').where(assertIdentifier(reference.column), '=', id).limit(1).executeTakeFirst()
    return row?.id
  }
}
