import { Readable } from 'node:stream'
import { CompiledQuery, type Compilable, type ControlledTransaction, type Kysely } from 'kysely'

// Exports read their rows through a server-side cursor (DECLARE ... CURSOR, FETCH n) inside a transaction on one
// connection: the same SQL on PostgreSQL and on PGlite, memory bounded by one batch whatever the number of rows,
// and FETCH waits while the client is slow (stream backpressure). The transaction ends, closing the cursor and
// releasing the connection, when the stream ends, fails or is destroyed (the client went away).

const CURSOR = 'rs_export'
export const BATCH = 1000

type Row = Record<string, unknown>

class CursorStream<T> extends Readable {
  readonly #trx: ControlledTransaction<any>
  readonly #batch: number
  readonly #map: (row: Row) => T

  constructor (trx: ControlledTransaction<any>, batch: number, map: (row: Row) => T) {
    super({ objectMode: true })
    this.#trx = trx
    this.#batch = batch
    this.#map = map
  }

  override _read (): void {
    void this.#fetch()
  }

  async #fetch (): Promise<void> {
    try {
      const { rows } = await this.#trx.executeQuery<Row>(CompiledQuery.raw(`fetch ${this.#batch} from ${CURSOR}`))
      for (const row of rows) this.push(this.#map(row))
      if (rows.length < this.#batch) this.push(null)
    } catch (error) {
      this.destroy(error as Error)
    }
  }

  override _destroy (error: Error | null, callback: (error?: Error | null) => void): void {
    this.#trx.rollback().execute().then(() => callback(error), callback)
  }
}

/**
 * The rows of a query as an object stream of `map(row)`. The cursor is declared before this returns, so that a
 * database that cannot be reached fails the request before any byte of the answer is sent.
 */
export async function openCursor<T> (db: Kysely<any>, query: Compilable, map: (row: Row) => T, batch = BATCH): Promise<Readable> {
  const { sql, parameters } = query.compile()
  const trx = await db.startTransaction().execute()
  try {
    await trx.executeQuery(CompiledQuery.raw(`declare ${CURSOR} no scroll cursor for ${sql}`, [...parameters]))
  } catch (error) {
    await trx.rollback().execute()
    throw error
  }
  return new CursorStream(trx, batch, map)
}
