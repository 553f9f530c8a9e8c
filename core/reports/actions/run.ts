import { sql, type Kysely } from 'kysely'
import { Conflict, ValidationFailed, type FieldError } from '../../shared/errors.js'
import { setActor, type Actor } from '../../database/record-history.js'
import { uniqueColumn } from '../../5-records/import.js'
import type { Principal } from '../../auth/sessions.js'
import type { Target } from './selection.js'

// One run of an action, all or nothing (as an import: core/5-records/import.ts): every change in one transaction,
// in the name of who runs it (the versions it writes carry the action's name), each record's change behind a
// savepoint so that a record the rules refuse does not end the checks of the others. A preview, or a run with a
// refused record, rolls everything back: a preview answers what would change and what would be refused; a run
// answers 422 with the reason per record, having changed nothing.

/** A record the rules refuse: which, and why (field: the column concerned, or id for the record as a whole). */
export interface Refusal extends Target { model: string, field: string, message: string }

export class Run {
  readonly refused: Refusal[] = []

  constructor (readonly trx: Kysely<any>) {}

  /**
   * Makes one record's change (`change`, in this run's transaction); when the rules refuse it, notes why and undoes
   * what it did. Answers whether it was made. Anything but a refusal ends the run.
   */
  async attempt (model: string, target: Target, change: () => Promise<void>): Promise<boolean> {
    await sql`savepoint rs_action_record`.execute(this.trx)
    try {
      await change()
      await sql`release savepoint rs_action_record`.execute(this.trx)
      return true
    } catch (error) {
      const reasons = reasonsOf(error)
      if (reasons === undefined) throw error
      await sql`rollback to savepoint rs_action_record`.execute(this.trx)
      for (const reason of reasons) this.refused.push({ model, ...target, ...reason })
      return false
    }
  }
}

/** Why the rules refuse a change: the problems of its values, a record in the way, a value another record has. */
function reasonsOf (error: unknown): FieldError[] | undefined {
  if (error instanceof ValidationFailed) return error.errors
  if (error instanceof Conflict) return [{ field: 'id', message: error.message }]
  if ((error as { code?: unknown }).code === '23505') return [{ field: uniqueColumn(error), message: 'The value is taken by another record.' }]
  return undefined
}

/** Who runs the action, as the versions it writes name them, and the action's name. */
export const actorOf = (principal: Principal, action: string): Actor => ({ user: { id: principal.id, username: principal.username }, action })

/**
 * Runs `work` in one transaction as `actor`. A run whose records the rules refuse changes nothing and answers 422,
 * a refusal per record (`${model} ${combined_id or id}: reason`); a preview changes nothing and answers what `work`
 * found, refusals included.
 */
export async function runAction<T> (db: Kysely<any>, actor: Actor, preview: boolean, work: (run: Run) => Promise<T>): Promise<T & { refused: Refusal[] }> {
  const rolledBack = new Error('rolled back')
  let outcome: (T & { refused: Refusal[] }) | undefined
  await db.transaction().execute(async trx => {
    await setActor(trx, actor)
    const run = new Run(trx)
    outcome = { ...await work(run), refused: run.refused }
    if (preview || run.refused.length > 0) throw rolledBack
  }).catch((error: unknown) => { if (error !== rolledBack) throw error })
  if (!preview && outcome!.refused.length > 0) {
    throw new ValidationFailed(outcome!.refused.map(r => ({ field: r.field, message: `${r.model} ${r.combined_id ?? r.id}: ${r.message}` })))
  }
  return outcome!
}
