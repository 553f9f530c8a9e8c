import { sql } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import { ValidationFailed } from '../shared/errors.js'
import { setActor, type Actor } from '../database/record-history.js'
import { copyDefaults } from './apply-behaviors.js'
import { createIn } from './create-locked.js'
import { checkValues } from './write-checks.js'
import { readTable, type CellError, type TableFormat } from './import-table.js'
import type { RecordsDeps } from './deps.js'

// An import (issue 29): every row of a file goes through what a create applies — types, required, value lists,
// validators, behaviours, running numbers, combined_id, IGSN, parent checks — in one transaction, each row behind a
// savepoint so that one row's failure does not end the others' checks. `validate` rolls everything back and says
// what a commit would do; `commit` keeps it only when no row failed (otherwise 422 with every problem, each naming its
// row), so an import writes all its rows or none. Versions of the records it makes have the action `import`.

export interface ImportResult {
  /** rows read (the header not counted) */
  rows: number
  wouldCreate: number
  wouldUpdate: number
  errors: CellError[]
}

/** Runs the rows of `body` (CSV/TSV text or a JSON array) as creates of `model`; commit keeps them when all passed. */
export async function importRecords (deps: RecordsDeps, model: CompiledModel, body: unknown, format: TableFormat, commit: boolean, actor: Actor): Promise<ImportResult> {
  const table = readTable(model, body, format)
  const result: ImportResult = { rows: table.rows.length, wouldCreate: 0, wouldUpdate: 0, errors: table.errors }
  const fail = (line: number, cells: Record<string, unknown>, field: string, message: string) =>
    result.errors.push({ row: line, column: field, value: cells[field] ?? null, message })
  // the checks a row passes alone, before the transaction (value lists are read outside it)
  const valid: Array<{ line: number, cells: Record<string, unknown>, values: Values }> = []
  for (const { line, cells } of table.rows) {
    const { values, errors } = model.input.create({ ...cells })
    copyDefaults(model, values)
    await checkValues(deps.lists, model, values, errors)
    for (const e of errors) fail(line, cells, e.field, e.message)
    if (errors.length === 0) valid.push({ line, cells, values })
  }
  const rolledBack = new Error('rolled back')
  await deps.db.transaction().execute(async trx => {
    await setActor(trx, { ...actor, action: 'import' })
    for (const { line, cells, values } of valid) {
      await sql`savepoint rs_import_row`.execute(trx)
      try {
        await createIn(deps, trx, model, values, [])
        await sql`release savepoint rs_import_row`.execute(trx)
        result.wouldCreate++
      } catch (error) {
        await sql`rollback to savepoint rs_import_row`.execute(trx)
        if (error instanceof ValidationFailed) for (const e of error.errors) fail(line, cells, e.field, e.message)
        else if ((error as { code?: unknown }).code === '23505') fail(line, cells, uniqueColumn(error), 'is taken by another record')
        else throw error
      }
    }
    if (!commit || result.errors.length > 0) throw rolledBack
  }).catch((error: unknown) => { if (error !== rolledBack) throw error })
  // (by line: those the transaction found came after the others)
  result.errors.sort((a, b) => a.row - b.row)
  // (the contract's 422: each problem with its line; validate answers them with row, column and value apart)
  if (commit && result.errors.length > 0) throw new ValidationFailed(result.errors.map(e => ({ field: e.column, message: `Row ${e.row}: ${e.message}` })))
  return result
}

/** The column a unique violation names: the last of its key (PostgreSQL's detail says "Key (<columns>)=(...) already exists."). */
function uniqueColumn (error: unknown): string {
  return /^Key \((?:[^)]*, )?([^),]*)\)/.exec(String((error as { detail?: unknown }).detail))![1]
}
