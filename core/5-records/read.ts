import type { Kysely } from 'kysely'
import { RecordNotFound } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import { Batches, type Batched } from './batches.js'
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

/** A by-id read waiting for its statement. */
interface ById extends Batched { id: number }

export class JsonReads {
  /** by-id reads of a model as JSON, together while one of their statements runs */
  readonly #reads = new Batches<ById, string | undefined>(async (model, reads) => await this.#read(model, reads))

  constructor (readonly db: Kysely<any>) {}

  /** Resolves once every read this instance took is answered. */
  async settled (): Promise<void> {
    await this.#reads.settled()
  }

  /**
   * One record as the JSON text of the response, built by the database where it can be (queries.byIdJson);
   * concurrent reads of a model share the statement (batches.ts).
   */
  async json (model: CompiledModel, id: number): Promise<string> {
    if (!model.queries.shape.jsonReads) return JSON.stringify(await getRecord(this.db, model, id))
    const body = await this.#reads.add(model, { shape: 'id', scope: null, id })
    if (body === undefined) throw new RecordNotFound(model.name, id)
    return body
  }

  async #read (model: CompiledModel, reads: ById[]): Promise<Array<PromiseSettledResult<string | undefined>>> {
    const { rows } = await this.db.executeQuery(model.queries.byIdJson([...new Set(reads.map(r => r.id))]))
    const bodies = new Map(rows.map(row => [row.id, row.body]))
    return reads.map(read => ({ status: 'fulfilled', value: bodies.get(read.id) }))
  }
}
