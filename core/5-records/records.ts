import type { Kysely } from 'kysely'
import type { CompiledModel } from '../2-model/compile.js'
import type { Page } from '../shared/paging.js'
import { ListTotals } from './counts.js'
import { listJsonPage, listPage, type ListPage } from './list.js'
import { ListPages } from './pages.js'
import { ChangeCounts } from '../database/change-counters.js'
import { findRecord, getRecord, JsonReads, type RecordJson } from './read.js'
import { CreatesAtOnce } from './create-at-once.js'
import { UpdatesAtOnce } from './update-at-once.js'
import { createJson } from './create.js'
import { updateRecord, type UpdatedRecord } from './update.js'
import { removeRecord } from './delete.js'
import { duplicate } from './duplicate.js'
import { defaults } from './defaults.js'
import { deletedRecords, recordAt, recordHistory, type DeletedRecord, type Version } from './history.js'
import { restoreRecord } from './restore.js'
import { recentChanges, type ChangeFilter, type RecentChange } from './recent-changes.js'
import type { Actor } from '../database/record-history.js'
import type { ApiRecord, RecordsDeps } from './deps.js'

// Reading and writing records of any model with the drilling rules (DESIGN §5): parents must exist, values of
// list-backed columns come from their list, running numbers are the next free one inside the parent, combined_id
// follows parent and name (also down to every descendant), the IGSN derives from the id, calculated columns are
// recomputed on every save. Each write is one transaction; all problems of a request come back together.
// This class is what the routes hold (app.records): each operation lives in a file of its own, this one keeps the
// state they share for the instance (known list totals and pages, the statements concurrent requests share).

export type { ApiRecord, ListPage, RecordsDeps }

// (methods hand on their operation's promise rather than await it: the data API's hot paths, list, getJson and
// createJson, allocate no promise more than before the operations moved to their files)
export class Records {
  /** list totals known to be current while nothing they read changed */
  readonly #totals = new ListTotals()
  /** the data API's list pages, answered again while nothing they read changed */
  readonly #pages: ListPages<ListPage<string>>
  /** one-statement creates, together while one of a model's statements runs */
  readonly #creates: CreatesAtOnce
  /** one-statement updates, likewise */
  readonly #updates: UpdatesAtOnce
  /** by-id reads as JSON, together while one of a model's statements runs */
  readonly #reads: JsonReads

  constructor (readonly deps: RecordsDeps) {
    this.#creates = new CreatesAtOnce(deps)
    this.#updates = new UpdatesAtOnce(deps)
    this.#reads = new JsonReads(deps.db)
    this.#pages = new ListPages(new ChangeCounts(deps.db))
  }

  /** Resolves once every create, update and read this instance took is answered (before the database closes). */
  async settled (): Promise<void> {
    await Promise.all([this.#creates.settled(), this.#updates.settled(), this.#reads.settled()])
  }

  /** One page of records, its total exact or estimated (list.ts). */
  list (model: CompiledModel, query: Record<string, unknown>, page: Page): Promise<ListPage> {
    return listPage(this.deps, this.#totals, model, query, page)
  }

  /** One page as the JSON text of each record, for the data API's answer (list.ts). */
  listJson (model: CompiledModel, query: Record<string, unknown>, page: Page): Promise<ListPage<string>> {
    return listJsonPage(this.deps, this.#totals, this.#pages, model, query, page)
  }

  get (model: CompiledModel, id: number, db: Kysely<any> = this.deps.db): Promise<ApiRecord> {
    return getRecord(db, model, id)
  }

  /** One record, or undefined when there is none with that id. */
  find (model: CompiledModel, id: number, db: Kysely<any> = this.deps.db): Promise<ApiRecord | undefined> {
    return findRecord(db, model, id)
  }

  /** One record as the JSON text of the response, and its version (read.ts). */
  getJson (model: CompiledModel, id: number): Promise<RecordJson> {
    return this.#reads.json(model, id)
  }

  /** Creates a record and answers it as JSON text (create.ts). */
  createJson (model: CompiledModel, input: unknown, actor: Actor): Promise<string> {
    return createJson(this.deps, this.#creates, model, input, actor)
  }

  /** Changes a record (update.ts); `expected`: the versions If-Match names. The record and its new version. */
  update (model: CompiledModel, id: number, input: unknown, actor: Actor, expected?: readonly number[]): Promise<UpdatedRecord> {
    return updateRecord(this.deps, model, id, input, actor, expected, this.#updates)
  }

  remove (model: CompiledModel, id: number, actor: Actor, expected?: readonly number[]): Promise<void> {
    return removeRecord(this.deps, model, id, actor, expected)
  }

  /** An unsaved copy of a record to edit and create (duplicate.ts). */
  duplicate (model: CompiledModel, id: number): Promise<ApiRecord> {
    return duplicate(this.deps, model, id)
  }

  /** One page of a record's versions, newest first (history.ts). */
  history (model: CompiledModel, id: number, page: Page): Promise<{ items: Version[], total: number }> {
    return recordHistory(this.deps, model, id, page)
  }

  /** The record as it was at one version of its history (history.ts). */
  at (model: CompiledModel, id: number, version: number): Promise<ApiRecord> {
    return recordAt(this.deps, model, id, version)
  }

  /** One page of a model's deleted records, the latest first (history.ts). */
  deleted (model: CompiledModel, page: Page): Promise<{ items: DeletedRecord[], total: number }> {
    return deletedRecords(this.deps, model, page)
  }

  /** One page of the recent changes of the records of `models`, the latest first (recent-changes.ts). */
  recentChanges (models: CompiledModel[], filter: ChangeFilter, page: Page): Promise<{ items: RecentChange[], total: number }> {
    return recentChanges(this.deps, models, filter, page)
  }

  /** Brings back a version of a record, or a deleted record (restore.ts). */
  restore (model: CompiledModel, id: number, version: number | undefined, actor: Actor, expected?: readonly number[]): Promise<UpdatedRecord> {
    return restoreRecord(this.deps, model, id, version, actor, expected)
  }

  /** A new unsaved record to fill in (defaults.ts). */
  defaults (model: CompiledModel, input: unknown): Promise<ApiRecord> {
    return defaults(this.deps, model, input)
  }
}
