import { sql, type Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import type { Actor } from '../database/record-history.js'
import { createInsertion } from './create-at-once.js'
import { calculate } from './write-checks.js'
import { empty } from './apply-behaviors.js'
import type { RecordsDeps } from './deps.js'

// The import's fast way (issue 29): the creates of a model whose creates can be one statement
// (CompiledModel.createPlan) go in statements of many rows each (core/2-model/create-statement.ts: parent, running
// numbers — several in one scope, numbered in the file's order — combined_id, IGSN and the versions in one round
// trip), rather than a transaction's worth of statements per row. A row that gives its own running number, or whose
// sibling default would have to read a row of the same statement, starts a new statement or goes the way of one
// create (create-locked.ts createIn), as do the rows of models with n:m links or behaviours that write elsewhere.

/** A row of the import, checked alone: its line, its cells and the values a create takes. */
export interface CheckedRow {
  line: number
  cells: Record<string, unknown>
  values: Values
  id?: number
  /** sibling defaults taken from the row before in the same statement (statementsOf) */
  defaulted?: string[]
}

/** Rows in one statement at most (one JSON parameter of some hundred KB). */
const MAX_ROWS = 1000

/** Whether the row can be one of a statement's rows: a create of such a model (which has no n:m links) without a running number of its own. */
export function goesAtOnce (model: CompiledModel, row: CheckedRow): boolean {
  const rule = model.definition.runningNumber
  return row.id === undefined && model.createPlan !== null && (rule === null || [undefined, null].includes(row.values[rule.column] as null))
}

/**
 * The rows in order, as statements (several rows that go at once, of one shape) and single rows. A row whose
 * sibling default is empty takes it from the row of its parent before it in the same statement (that row is the
 * last sibling once the statement has run), or, as the first of its parent there, the statement reads the last
 * sibling stored. A sibling default the statement computes, or an empty one, cannot be known before: such a row
 * starts a new statement.
 */
export function statementsOf (model: CompiledModel, rows: CheckedRow[]): CheckedRow[][] {
  const defaults = model.definition.behaviors.siblingDefaults
  // (what the statement computes; another default's target is known here once its row is)
  const computed = new Set(['id', 'combined_id', 'igsn', model.definition.runningNumber?.column])
  const groups: CheckedRow[][] = []
  let current: { rows: CheckedRow[], shape: string, last: Map<unknown, CheckedRow> } | undefined
  for (const row of rows) {
    if (!goesAtOnce(model, row)) {
      groups.push([row])
      current = undefined
      continue
    }
    calculate(model, row.values)
    // (an empty default given as null: the statement's shape is then the same with or without it)
    const reads = defaults.filter(d => empty(row.values[d.target]))
    for (const d of reads) row.values[d.target] = null
    // (no parent: nothing to read, in memory as in the statement)
    const parented = reads.filter(d => !empty(row.values[d.scope]))
    const shape = columnsOf(model, row.values).join()
    const before = parented.map(d => ({ d, sibling: current?.shape === shape ? current.last.get(row.values[d.scope]) : undefined }))
    const unknown = before.some(({ d, sibling }) => sibling !== undefined && (computed.has(d.source) || empty(sibling.values[d.source])))
    if (current === undefined || current.shape !== shape || current.rows.length >= MAX_ROWS || unknown) {
      current = { rows: [], shape, last: new Map() }
      groups.push(current.rows)
    } else {
      for (const { d, sibling } of before) {
        if (sibling === undefined) continue
        row.values[d.target] = sibling.values[d.source]
        ;(row.defaulted ??= []).push(d.target)
      }
    }
    current.rows.push(row)
    for (const d of defaults) current.last.set(row.values[d.scope], row)
  }
  return groups
}

/** Gives back a row's sibling defaults taken in memory (statementsOf): alone, the row reads its last sibling stored. */
export function forgetDefaults (row: CheckedRow): CheckedRow {
  for (const target of row.defaulted ?? []) row.values[target] = null
  delete row.defaulted
  return row
}

/** Runs one statement of rows in `trx`; answers the rows it made nothing of (their parent does not exist). */
export async function insertAtOnce (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, rows: CheckedRow[], actor: Actor): Promise<{ orphans: CheckedRow[], made: number[] }> {
  const query = await createInsertion(deps, trx, model, columnsOf(model, rows[0].values), rows.map(r => r.values), actor.user, 'import')
  const { rows: made } = await trx.executeQuery(query)
  // (the statement wrote its versions itself and told the history triggers so for the transaction: they write the
  // versions of the rows that follow in it)
  await sql`select set_config('rs.written', '', true)`.execute(trx)
  const answered = new Set(made.map(r => Number(r.__o)))
  return { orphans: rows.filter((_, i) => !answered.has(i + 1)), made: made.map(r => Number(r.id)) }
}

function columnsOf (model: CompiledModel, values: Values): string[] {
  const rule = model.definition.runningNumber
  return Object.keys(values).filter(c => values[c] !== undefined && c !== rule?.column)
}
