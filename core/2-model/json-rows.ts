import { sql, type RawBuilder } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { sqlType } from './ddl.js'
import type { Slot } from './statements.js'

// The rows of a one-statement write (create-statement.ts, update-statement.ts), given as one parameter: a JSON array
// of objects, one per request. One text for one row or sixty-four, so the statement is compiled once per shape.

/**
 * The rows of the JSON array `slot` as "x": the given columns of the model, each typed as its table column (without
 * a length), then the `extra` columns (name, SQL type) the statement needs, numbered by "__o" from 1.
 */
export function jsonRows (model: ModelDefinition, columns: string[], slot: Slot, extra: Array<[string, string]> = []): RawBuilder<unknown> {
  const byName = new Map(model.columns.map(c => [c.name, c]))
  const typed: Array<[string, RawBuilder<unknown>]> = [
    ...columns.map(c => [assertIdentifier(c), sql.raw(sqlType(byName.get(c)!).replace(/\(\d+\)$/, ''))] as [string, RawBuilder<unknown>]),
    ...extra.map(([name, type]) => [name, sql.raw(type)] as [string, RawBuilder<unknown>])
  ]
  const json = sql`${slot}::json`
  // (json_to_recordset needs a column: a create may give none)
  const rows = typed.length === 0
    ? sql`json_array_elements(${json}) with ordinality as x (row, "__o")`
    : sql`rows from (json_to_recordset(${json}) as (${sql.join(typed.map(([c, type]) => sql`${sql.ref(c)} ${type}`))}))
      with ordinality as x (${sql.join(typed.map(([c]) => sql.ref(c)))}, "__o")`
  return sql`x as (select * from ${rows})`
}

/** The values of each request as the JSON text jsonRows reads (a lone surrogate goes as U+FFFD, as a text parameter would: JSON would carry it as an escape PostgreSQL refuses). */
export const rowsJson = (rows: unknown[]): string => JSON.stringify(rows, (_, value: unknown) => typeof value === 'string' ? value.toWellFormed() : value)
