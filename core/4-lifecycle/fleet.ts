import { sql, type Kysely } from 'kysely'

// How instances sharing a database take turns and tell each other about model changes.

/** Serialises model changes across instances (transaction-scoped advisory lock). */
export async function lockModels (trx: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('record-service:models'))`.execute(trx)
}

/** The NOTIFY channel of model changes; the payload is the model's API name. */
export const MODEL_CHANNEL = 'rs_models'

/** Tells every instance (after the commit) to follow a model's database copy. */
export async function notifyModel (trx: Kysely<any>, name: string): Promise<void> {
  await sql`select pg_notify(${MODEL_CHANNEL}, ${name})`.execute(trx)
}
