import { sql, type Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import { RecordNotFound, ValidationFailed, type FieldError } from '../shared/errors.js'
import { setActor, type Actor } from '../database/record-history.js'
import { copyDefaults } from './apply-behaviors.js'
import { createIn } from './create-locked.js'
import { updateIn } from './update.js'
import { takeLinks } from './relation-writes.js'
import { checkValues, missingParent } from './write-checks.js'
import { forgetDefaults, goesAtOnce, insertAtOnce, statementsOf, type CheckedRow } from './import-at-once.js'
import { readTable, type CellError, type ImportRow, type ImportSource, type ImportTable, type TableOptions } from './import-table.js'
import { historyMark, keepImport } from './import-log.js'
import type { RecordsDeps } from './deps.js'

// An import (issue 29): every row of a file goes through what a create applies — types, required, value lists,
// validators, behaviours, running numbers, combined_id, IGSN, parent checks — or, when it names a record by the
// import's key (key=id|combined_id), what an update applies; in one transaction, each row behind a savepoint so that
// one row's failure does not end the others' checks. `validate` rolls everything back and says what a commit would
// do; `commit` keeps it only when no row failed (otherwise 422 with every problem, each naming its row), so an import
// writes all its rows or none. The versions it writes have the action `import`. Creates that can share a statement
// go a thousand to one (import-at-once.ts), and each part of the file is checked while the part before it is written.
// (One transaction for the whole file: on the embedded database, whose one session it holds, other requests wait
// until the import ends; validate uses ids from the sequence that it then gives back to nobody.)

export interface ImportResult {
  /** rows read (the header not counted) */
  rows: number
  wouldCreate: number
  wouldUpdate: number
  errors: CellError[]
  /** a commit's: the import kept, to be undone as a whole (import-log.ts, import-undo.ts) */
  import?: number
}

export interface ImportOptions extends TableOptions {
  commit: boolean
  /** the job the import runs as (import-jobs.ts): its commit keeps it */
  job?: number
  /** told the rows done (checked, and written but for those that failed) after each part */
  progress?: (done: number) => void
}

/** Rows checked while the rows before them are written. */
const PART = 1000
/** Rows checked between two turns of the event loop. */
const YIELD_EVERY = 50

/** Runs the rows of `source` as creates (or updates, by `options.key`) of `model`; commit keeps them when all passed, or refuses them all (422). */
export async function importRecords (deps: RecordsDeps, model: CompiledModel, source: ImportSource, options: ImportOptions, actor: Actor): Promise<ImportResult> {
  const result = await runImport(deps, model, await readImport(model, source, options), options, actor)
  // (the contract's 422: each problem with its line; validate answers them with row, column and value apart)
  if (options.commit && result.errors.length > 0) throw new ValidationFailed(result.errors.map(e => ({ field: e.column, message: `Row ${e.row}: ${e.message}` })))
  return result
}

/** The rows of an import's file (422 for a file or a key it cannot take). */
export async function readImport (model: CompiledModel, source: ImportSource, options: TableOptions): Promise<ImportTable> {
  if (options.key === 'combined_id' && !model.queries.fields.has('combined_id')) throw new ValidationFailed([{ field: 'key', message: `${model.name} has no combined_id: key=id finds its records.` }])
  return await readTable(model, source, options)
}

/** importRecords's work on the rows read; a commit with problems answers them (nothing written) rather than refusing. */
export async function runImport (deps: RecordsDeps, model: CompiledModel, table: ImportTable, options: ImportOptions, actor: Actor): Promise<ImportResult> {
  const progress = options.progress ?? (() => {})
  // (the reader adds the problems of rows as it reads them: they are the result's)
  const result: ImportResult = { rows: 0, wouldCreate: 0, wouldUpdate: 0, errors: table.errors }
  const fail = (row: { line: number, cells: Record<string, unknown> }, field: string, message: string, value = row.cells[field]) =>
    result.errors.push({ row: row.line, column: field, value: value ?? null, message })
  // (a row whose parent or record is not found is not checked further: what follows from it would only be noise)
  const unresolved = new Set<number>()
  // the checks a row passes alone (value lists read before the transaction: inside it the embedded database's one
  // session is the transaction's)
  const lists = await listsOf(deps, model)
  const check = async (rows: ImportRow[], ids: Map<ImportRow, number>): Promise<CheckedRow[]> => {
    const checked: CheckedRow[] = []
    for (const [i, row] of rows.entries()) {
      // (now and then the event loop hears the database: the part before goes on being written meanwhile)
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise(resolve => setImmediate(resolve))
      if (unresolved.has(row.line)) continue
      const id = ids.get(row)
      const { values, errors } = id === undefined ? model.input.create({ ...row.cells }) : model.input.update({ ...row.cells })
      if (id === undefined) copyDefaults(model, values)
      await checkValues(lists, model, values, errors)
      for (const e of errors) fail(row, e.field, e.message)
      if (errors.length === 0 && row.tooManyCells !== true) checked.push({ line: row.line, cells: row.cells, values, id })
    }
    return checked
  }
  const rolledBack = new Error('rolled back')
  await deps.db.transaction().execute(async trx => {
    await setActor(trx, { ...actor, action: 'import' })
    const mark = options.commit ? await historyMark(trx) : 0
    // the records the rows made and those they changed (kept with a commit: import-undo.ts)
    const records = { created: [] as number[], updated: [] as number[] }
    const one = async (row: CheckedRow): Promise<void> => {
      await sql`savepoint rs_import_row`.execute(trx)
      try {
        records[row.id === undefined ? 'created' : 'updated'].push(await write(deps, trx, model, row))
        await sql`release savepoint rs_import_row`.execute(trx)
        if (row.id === undefined) result.wouldCreate++
        else result.wouldUpdate++
      } catch (error) {
        await sql`rollback to savepoint rs_import_row`.execute(trx)
        if (error instanceof ValidationFailed) for (const e of error.errors) fail(row, e.field, e.message)
        else if ((error as { code?: unknown }).code === '23505') fail(row, uniqueColumn(error), 'is taken by another record')
        else if (error instanceof RecordNotFound) fail(row, 'id', `names no record of ${model.name}`, row.id)
        else throw error
      }
    }
    const writeAll = async (checked: CheckedRow[]): Promise<void> => {
      for (const rows of statementsOf(model, checked)) {
        if (rows.length === 1 && !goesAtOnce(model, rows[0])) {
          await one(rows[0])
          continue
        }
        // many rows in one statement; should it fail (a value taken, a constraint), each row alone says why
        await sql`savepoint rs_import_rows`.execute(trx)
        try {
          const { orphans, made } = await insertAtOnce(deps, trx, model, rows, actor)
          await sql`release savepoint rs_import_rows`.execute(trx)
          for (const id of made) records.created.push(id)
          for (const row of orphans) fail(row, model.definition.parentColumn!, missingParent(model, row.values).message)
          result.wouldCreate += rows.length - orphans.length
        } catch {
          await sql`rollback to savepoint rs_import_rows`.execute(trx)
          for (const row of rows) await one(forgetDefaults(row))
        }
      }
    }
    // a part of the file is read and checked while the database writes the part before it
    let writing: Promise<void> = Promise.resolve()
    try {
      for await (const part of table.parts(PART)) {
        result.rows += part.length
        await findParents(deps, trx, model, part, (row, message) => { fail(row, model.definition.parentColumn!, message, row.parentName); unresolved.add(row.line) })
        const ids = await findKeys(trx, model, part, options.key, (row, message) => { fail(row, options.key!, message, row.key); unresolved.add(row.line) })
        const checked = await check(part, ids)
        await writing
        const done = result.rows
        writing = writeAll(checked).then(() => { progress(done) })
        // (awaited at the next part or below; until then its failure must not count as unhandled)
        writing.catch(() => {})
      }
    } finally {
      // (a part that cannot be read ends the import, after the part before it: its statements run on the
      // transaction's connection, which must not go back to the pool with them still to come)
      await writing.catch(() => {})
    }
    await writing
    if (!options.commit || result.errors.length > 0) throw rolledBack
    result.import = await keepImport(trx, model, { mark, ...records }, actor, { rows: result.rows, created: result.wouldCreate, updated: result.wouldUpdate }, options.job)
  }).catch((error: unknown) => { if (error !== rolledBack) throw error })
  // (by line: those the transaction found came after the others)
  result.errors.sort((a, b) => a.row - b.row)
  return result
}

/** A row's create, or its update when it names a record; answers the record's id. */
async function write (deps: RecordsDeps, trx: Kysely<any>, model: CompiledModel, row: CheckedRow): Promise<number> {
  const errors: FieldError[] = []
  if (row.id === undefined) return (await createIn(deps, trx, model, row.values, errors)).id as number
  await updateIn(deps, trx, model, row.id, row.values, errors, takeLinks(model, row.values))
  return row.id
}

/** Parents named by combined_id become their ids in the rows; a name that finds none is the row's problem. */
async function findParents (deps: RecordsDeps, db: Kysely<any>, model: CompiledModel, rows: ImportRow[], problem: (row: ImportRow, message: string) => void): Promise<void> {
  const def = model.definition
  const named = rows.filter(r => r.parentName !== undefined)
  if (named.length === 0) return
  const parent = deps.registry.require(def.parent!)
  // (a parent without combined ids: the text stays for the create to refuse, as it refuses any text that is no id)
  if (!parent.queries.fields.has('combined_id')) {
    for (const row of named) row.cells[def.parentColumn!] = row.parentName
    return
  }
  const found = await idsOf(db, parent, named.map(r => r.parentName!))
  for (const row of named) {
    const id = found.get(row.parentName!)
    if (id === undefined) problem(row, `names no record of ${parent.name} with the combined id "${row.parentName!}"`)
    else row.cells[def.parentColumn!] = id
  }
}

/** The record each row updates (by `key`): rows whose key is empty are creates; a key that finds none is a problem. */
async function findKeys (db: Kysely<any>, model: CompiledModel, rows: ImportRow[], key: ImportOptions['key'], problem: (row: ImportRow, message: string) => void): Promise<Map<ImportRow, number>> {
  const ids = new Map<ImportRow, number>()
  const keyed = rows.filter(r => r.key !== undefined && r.key !== null && r.key !== '')
  const found = key === 'combined_id' && keyed.length > 0 ? await idsOf(db, model, keyed.map(r => String(r.key))) : undefined
  for (const row of keyed) {
    const id = found === undefined ? row.key : found.get(String(row.key))
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.set(row, id)
    else problem(row, found === undefined ? 'is no record id' : `names no record of ${model.name}`)
  }
  return ids
}

async function idsOf (db: Kysely<any>, model: CompiledModel, names: string[]): Promise<Map<string, number>> {
  const rows = await model.queries.idsByCombinedId(db, [...new Set(names)]).execute() as Array<{ id: number, combined_id: string }>
  return new Map(rows.map(r => [r.combined_id, r.id]))
}

/** The column a unique violation names: the last of its key (PostgreSQL's detail says "Key (<columns>)=(...) already exists."). */
export function uniqueColumn (error: unknown): string {
  return /^Key \((?:[^)]*, )?([^),]*)\)/.exec(String((error as { detail?: unknown }).detail))![1]
}

/** The value lists the model's columns take, read once: a row's check then reads no database. */
export async function listsOf (deps: RecordsDeps, model: CompiledModel): Promise<{ displays: (list: string) => Promise<Set<string>> }> {
  const names = [...new Set(model.writable.map(c => c.selectListName).filter(name => name !== null))]
  const read = new Map(await Promise.all(names.map(async name => [name, await deps.lists.displays(name)] as const)))
  return { displays: async list => read.get(list)! }
}
