import { parse, protocol, type PGlite } from '@electric-sql/pglite'
import type { QueryResult } from './pglite-protocol.js'
import { isStalePlan, MAX_STATEMENTS_PER_CONNECTION, PREPARABLE } from './prepared.js'

// Named prepared statements on the embedded engine, as on PostgreSQL (prepared.ts). PGlite's own query() parses
// and plans a statement every time and enters the engine six times for it (parse, describe, bind, describe,
// execute, sync); a prepared statement enters it once (bind, describe, execute, sync) and is planned as
// PostgreSQL plans prepared statements. The engine is one session, so the names are the engine's. (PGlite's syncing
// after a statement is skipped: its file systems on disk and in memory have nothing to sync, pglite-durable.ts.)

const { serialize } = protocol

interface Prepared {
  name: string
  /** the types PostgreSQL inferred for the parameters: they choose how a value is written */
  parameterTypes: number[]
}

export class PreparedStatements {
  /** statement text → its prepared statement */
  readonly #prepared = new Map<string, Prepared>()
  /** statements prepared, retired ones included (a retired one stays prepared in the engine, so it counts) */
  #named = 0

  readonly #pg: PGlite

  constructor (pg: PGlite) {
    this.#pg = pg
  }

  /** Runs a statement: a data statement prepared (once), anything else (DDL, transaction control) as it is. */
  async query (sql: string, params: unknown[]): Promise<QueryResult> {
    const prepared = await this.#prepare(sql)
    if (prepared === undefined) {
      const { rows, affectedRows } = await this.#pg.query(sql, params)
      return { rows, affectedRows }
    }
    try {
      return await this.#run(prepared, params)
    } catch (error) {
      // A table altered under the statement changed its result's types: prepared again under a new name, as on
      // PostgreSQL (outside a transaction; inside, the error has ended the transaction).
      if (!isStalePlan(error)) throw error
      this.#prepared.delete(sql)
      if (this.#pg.isInTransaction()) throw error
      return await this.query(sql, params)
    }
  }

  /** The statement prepared, or undefined for statements that are not (not data, or too many names). */
  async #prepare (sql: string): Promise<Prepared | undefined> {
    const known = this.#prepared.get(sql)
    if (known !== undefined || !PREPARABLE.test(sql) || this.#named >= MAX_STATEMENTS_PER_CONNECTION) return known
    const name = `rs_${this.#named + 1}`
    const { messages } = await this.#pg.execProtocol(Buffer.concat([
      serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()
    ]), { syncToFs: false })
    this.#named++
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(messages) }
    this.#prepared.set(sql, prepared)
    return prepared
  }

  async #run ({ name, parameterTypes }: Prepared, params: unknown[]): Promise<QueryResult> {
    // each value as PGlite's query() writes it: by the type of its parameter
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const write = this.#pg.serializers[parameterTypes[i]]
      return write === undefined ? String(value) : write(value)
    })
    const { messages } = await this.#pg.execProtocol(Buffer.concat([
      serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()
    ]), { syncToFs: false })
    const { rows, affectedRows } = parse.parseResults(messages, this.#pg.parsers)[0]
    return { rows, affectedRows }
  }
}
