import type { Kysely } from 'kysely'
import { RecordNotFound } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { Batches, type Batched } from './batches.js'
import { currentVersion } from '../database/record-history.js'
import type { ApiRecord } from './deps.js'

// Reading one record by id: as an object (writes answer the record they wrote; behaviors read siblings), and as the
// JSON text of a response, which concurrent reads of a model share one statement for (batches.ts).

/** One record, or undefined when there is none with that id. */
export async function findRecord (db: Kysely<any>, model: CompiledModel, id: number): Promise<ApiRecord | undefined> {
  const row = (await db.executeQuery(model.queries.byId(id))).rows[0]
  return row === undefined ? undefined : model.toRecord(row)
}

export async function getRecord (db: Kysely<any>, model: CompiledModel, id: number): Promise<ApiRecord> {
  const record = await findRecord(db, model, id)
  if (record === undefined) throw new RecordNotFound(model.name, id)
  return record
}

/** A record's answer: its JSON text and its current version (the ETag). */
export interface RecordJson { body: string, version: number }

/** A by-id read waiting for its statement. */
interface ById extends Batched { id: number }

export class JsonReads {
  /** by-id reads of a model as JSON, together while one of their statements runs */
  readonly #reads = new Batches<ById, RecordJson | undefined>(async (model, reads) => await this.#read(model, reads))

  constructor (readonly db: Kysely<any>) {}

  /** Resolves once every read this instance took is answered. */
  async settled (): Promise<void> {
    await this.#reads.settled()
  }

  /**
   * One record as the JSON text of the response, built by the database where it can be (queries.byIdJson), with
   * its current version; concurrent reads of a model share the statement (batches.ts).
   */
  async json (model: CompiledModel, id: number): Promise<RecordJson> {
    if (!model.queries.shape.jsonReads) {
      const [record, version] = await Promise.all([getRecord(this.db, model, id), currentVersion(this.db, model.definition.table, id)])
      return { body: JSON.stringify(record), version }
    }
    const found = await this.#reads.add(model, { shape: 'id', scope: null, id })
    if (found === undefined) throw new RecordNotFound(model.name, id)
    return found
  }

  async #read (model: CompiledModel, reads: ById[]): Promise<Array<PromiseSettledResult<RecordJson | undefined>>> {
    const { rows } = await this.db.executeQuery(model.queries.byIdJson([...new Set(reads.map(r => r.id))]))
    const bodies = new Map(rows.map(row => [row.id, { body: row.body, version: Number(row.version) }]))
    return reads.map(read => ({ status: 'fulfilled', value: bodies.get(read.id) }))
  }
}
