import { sql, type Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import type { Actor } from '../database/record-history.js'
import { createInsertion } from './create-at-once.js'
import { calculate } from './write-checks.js'
import type { RecordsDeps } from './deps.js'

// The import's fast way (issue 29): the creates of a model whose creates can be one statement
// (CompiledModel.createPlan) go in statements of many rows each (core/2-model/create-statement.ts: parent, running
// numbers — several in one scope, numbered in the file's order — combined_id, IGSN and the versions in one round
// trip), rather than a transaction's worth of statements per row. A row that gives its own running number, or whose
// sibling default would have to read a row of the same statement, starts a new statement or goes the way of one
// create (create-locked.ts createIn), as do the rows of models with n:m links or behaviours that write elsewhere.

/** A row of the import, checked alone: its line, its cells and the values a create takes. */
export interface CheckedRow { line: number, cells: Record<string, unknown>, values: Values, id?: number }

/** Rows in one statement at most (one JSON parameter of some hundred KB). */
const MAX_ROWS = 1000

/** Whether the row can be one of a statement's rows: a create of such a model (which has no n:m links) without a running number of its own. */
export function goesAtOnce (model: CompiledModel, row: CheckedRow): boolean {
  const rule = model.definition.runningNumber
  return row.id === undefined && model.createPlan !== null && (rule === null || [undefined, null].includes(row.values[rule.column] as null))
}

/**
 * The rows in order, as statements (several rows that go at once, of one shape) and single rows. A row whose
 * sibling default is empty reads the last sibling before the statement: it may not follow a row of its parent in
 * the same statement.
 */
export function statementsOf (model: CompiledModel, rows: CheckedRow[]): CheckedRow[][] {
  const defaults = model.definition.behaviors.siblingDefaults
  const groups: CheckedRow[][] = []
  let current: { rows: CheckedRow[], shape: string, parents: Set<unknown> } | undefined
  for (const row of rows) {
    if (!goesAtOnce(model, row)) {
      groups.push([row])
      current = undefined
      continue
    }
    calculate(model, row.values)
    const shape = columnsOf(model, row.values).join()
    const reads = defaults.filter(d => row.values[d.target] === undefined || row.values[d.target] === null).map(d => row.values[d.scope])
    if (current === undefined || current.shape !== shape || current.rows.length >= MAX_ROWS || reads.some(parent => current!.parents.has(parent))) {
      current = { rows: [], shape, parents: new Set() }
      groups.push(current.rows)
    }
    current.rows.push(row)
    for (const d of defaults) current.parents.add(row.values[d.scope])
  }
  return groups
}

/** Runs one statement of rows in `trx`; answers the rows it made nothing of (their parent does not exist). */
export async function insertAtOnce (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, rows: CheckedRow[], actor: Actor): Promise<CheckedRow[]> {
  const query = await createInsertion(deps, trx, model, columnsOf(model, rows[0].values), rows.map(r => r.values), actor.user, 'import')
  const { rows: made } = await trx.executeQuery(query)
  // (the statement wrote its versions itself and told the history triggers so for the transaction: they write the
  // versions of the rows that follow in it)
  await sql`select set_config('rs.written', '', true)`.execute(trx)
  const answered = new Set(made.map(r => Number(r.__o)))
  return rows.filter((_, i) => !answered.has(i + 1))
}

function columnsOf (model: CompiledModel, values: Values): string[] {
  const rule = model.definition.runningNumber
  return Object.keys(values).filter(c => values[c] !== undefined && c !== rule?.column)
}
