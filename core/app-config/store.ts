import { sql, type Kysely } from 'kysely'
import { CONFIG_KEY, CONFIG_LIMITS } from '../../schemas/app-config.js'
import { Conflict, NotFound, PayloadTooLarge, ValidationFailed, type FieldError } from '../shared/errors.js'
import { deeperThan } from '../shared/json-depth.js'

// The configuration mDIS front ends keep on the server (mDIS AppController get/save-app-config and
// get/save-user-config): JSON values by key, one set for the installation (rs_app_config) and one per user
// (rs_user_config, gone with the user). A write names the keys it changes, null deletes one, and it is applied
// whole or not at all. Values are stored as json, not jsonb, so that a value reads back as written, the order of
// its members included (a front end's column order, say).

export type Config = Record<string, unknown>

/** Whose configuration: the installation's (null) or a user's (their id). */
export type Owner = number | null

const KEY = new RegExp(CONFIG_KEY)
const { keyLength, keysPerWrite, valueBytes, valueDepth, storedKeys, storedBytes } = CONFIG_LIMITS

/** A write's keys, each with its value as JSON text (null: delete), once all of them passed: a bad one refuses the whole write. */
function check (change: Config): Array<[string, string | null]> {
  const entries = Object.entries(change)
  if (entries.length > keysPerWrite) throw new PayloadTooLarge(`A configuration change names at most ${keysPerWrite} keys; this one names ${entries.length}.`)
  const problems: FieldError[] = []
  for (const [key, value] of entries) {
    if (key.length > keyLength || !KEY.test(key)) {
      problems.push({ field: key, message: `"${key}" is not a configuration key: lowercase words (a-z, 0-9) joined by "." or "-", at most ${keyLength} characters.` })
    } else if (deeperThan(value, valueDepth) !== null) {
      problems.push({ field: key, message: `The value of "${key}" nests arrays and objects deeper than ${valueDepth} levels.` })
    }
  }
  if (problems.length > 0) throw new ValidationFailed(problems)
  return entries.map(([key, value]) => {
    if (value === null) return [key, null]
    const json = JSON.stringify(value)
    const bytes = Buffer.byteLength(json)
    if (bytes > valueBytes) throw new PayloadTooLarge(`The value of "${key}" is ${bytes} bytes of JSON; a configuration value holds at most ${valueBytes}.`)
    return [key, json]
  })
}

// The table of the owner's configuration, the owner's columns of a row, and its primary key.
const scope = (owner: Owner) => owner === null
  ? { table: 'rs_app_config', owned: {}, primaryKey: ['key'] }
  : { table: 'rs_user_config', owned: { user_id: owner }, primaryKey: ['user_id', 'key'] }

export class ConfigStore {
  constructor (readonly db: Kysely<any>) {}

  /** Every key of the owner's configuration, sorted. */
  async read (owner: Owner, db: Kysely<any> = this.db): Promise<Config> {
    const rows = await this.#select(db, owner).select(['key', 'value']).orderBy('key').execute()
    return Object.fromEntries(rows.map(row => [row.key, row.value]))
  }

  /** One key as mDIS answers it, {key: value}; 404 when the key is not set. */
  async get (owner: Owner, key: string): Promise<Config> {
    const row = await this.#select(this.db, owner).select('value').where('key', '=', key).executeTakeFirst()
    if (row === undefined) throw new NotFound(`The ${owner === null ? '' : 'user '}configuration has no key "${key}".`)
    return { [key]: row.value }
  }

  /** Sets the keys of `change` (null deletes one) and answers the whole configuration after it. */
  async write (owner: Owner, change: Config): Promise<Config> {
    const entries = check(change)
    const deleted = entries.filter(([, json]) => json === null).map(([key]) => key)
    const set = entries.filter((entry): entry is [string, string] => entry[1] !== null)
    return await this.db.transaction().execute(async trx => {
      // writes of one configuration take turns, so that its bounds hold whatever runs at once
      await sql`select pg_advisory_xact_lock(hashtext(${`record-service:config:${owner ?? ''}`}))`.execute(trx)
      const { table, owned, primaryKey } = scope(owner)
      if (deleted.length > 0) {
        await trx.deleteFrom(table).$if(owner !== null, qb => qb.where('user_id', '=', owner)).where('key', 'in', deleted).execute()
      }
      if (set.length > 0) {
        await trx.insertInto(table).values(set.map(([key, json]) => ({ ...owned, key, value: sql`${json}::json`, updated_at: sql`now()` })))
          .onConflict(oc => oc.columns(primaryKey).doUpdateSet({ value: sql`excluded.value`, updated_at: sql`now()` }))
          .execute()
      }
      const held = await this.#select(trx, owner).select([sql<number>`count(*)::int`.as('keys'), sql<number>`coalesce(sum(octet_length(value::text)), 0)::int`.as('bytes')])
        .executeTakeFirstOrThrow()
      if (held.keys > storedKeys || held.bytes > storedBytes) {
        throw new Conflict(`A configuration holds at most ${storedKeys} keys and ${storedBytes} bytes of values; this change would make it ` +
          `${held.keys} keys and ${held.bytes} bytes. Delete keys (null) first.`)
      }
      return await this.read(owner, trx)
    })
  }

  #select (db: Kysely<any>, owner: Owner) {
    return db.selectFrom(scope(owner).table).$if(owner !== null, qb => qb.where('user_id', '=', owner))
  }
}
