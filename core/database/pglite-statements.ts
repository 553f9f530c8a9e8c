import { messages as backend, parse, protocol, type PGlite } from '@electric-sql/pglite'
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
    return resultOf(messages, this.#pg.parsers)
  }
}

/** How many rows a command tag says the statement wrote ('INSERT 0 3', 'UPDATE 2'; none for others). */
function affected (tag: string): number {
  const [command, ...counts] = tag.split(' ')
  return ['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(command) ? Number(counts.at(-1)) : 0
}

/**
 * A statement's rows and count from its messages, each value read by its type's parser. (PGlite's parseResults
 * copies every type's parser into a new object at each call: a fifth of a millisecond, more than many statements
 * take.)
 */
function resultOf (answer: object[], parsers: PGlite['parsers']): QueryResult {
  let fields: Array<{ name: string, type: number }> = []
  const rows: Array<Record<string, unknown>> = []
  let affectedRows = 0
  for (const message of answer) {
    if (message instanceof backend.RowDescriptionMessage) {
      fields = message.fields.map(({ name, dataTypeID }) => ({ name, type: dataTypeID }))
    } else if (message instanceof backend.DataRowMessage) {
      const row: Record<string, unknown> = {}
      fields.forEach(({ name, type }, i) => {
        const text = message.fields[i] as string | null
        const parser = parsers[type] as ((text: string, type: number) => unknown) | undefined
        row[name] = text === null || parser === undefined ? text : parser(text, type)
      })
      rows.push(row)
    } else if (message instanceof backend.CommandCompleteMessage) {
      affectedRows = affected(message.text)
    }
  }
  return { rows, affectedRows }
}
