import type { Kysely } from 'kysely'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { ValueLists } from '../value-lists/lists.js'

// What every record operation works with (records.ts gives it once to each): the database, the models, the value
// lists and the settings; and the shape of a record as the API answers it.

export type ApiRecord = Record<string, unknown>

export interface RecordsDeps {
  db: Kysely<any>
  registry: ModelRegistry
  lists: ValueLists
  /** IGSN program prefix when no program ancestor names one */
  igsnPrefix: string
  /** list totals are exact up to this many matching records, estimated above */
  exactCountLimit: number
}
