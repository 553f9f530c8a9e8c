import type { Kysely } from 'kysely'
import { ForbiddenAction, ListLocked, NotFound, ValidationFailed } from '../shared/errors.js'
import type { Writer } from './items.js'

// A value list's own record (mDIS DisList, its "list info"): the name, the lock and the URI of the vocabulary the
// list stands for. As in mDIS's ListValuesController, only role sa locks a list, and a locked list (the record and
// its items; items.ts checks the items' writes) takes changes from sa only.

/** The list as the API shows it: mDIS's fields (`list_name`), and `listname` as the items name their list. */
export interface ValueListRecord { id: number, listname: string, list_name: string, is_locked: boolean, list_uri: string | null }
export interface ValueListChange { is_locked?: boolean, list_uri?: string | null }

interface Row { id: number, name: string, locked: boolean, uri: string | null }
const COLUMNS = ['id', 'name', 'locked', 'uri'] as const

// http(s) only: clients show the URI as a link, so no javascript: or data: URIs; no blanks, which a link would lose
const HTTP_URI = /^https?:\/\/[^\s/?#]+[^\s]*$/i
const URI_MESSAGE = 'List Uri must be an absolute http or https URI, e.g. https://vocab.example.org/lists/ANALYST.'

export class ValueListRecords {
  constructor (readonly db: Kysely<any>) {}

  async get (listname: string): Promise<ValueListRecord> {
    return toRecord(await find(this.db, listname, false))
  }

  /**
   * Changes the lock and URI of a list. The list's row stays locked until the change commits, and the items' writes
   * read the lock under a lock of the same row, so none of them slips past a lock being set.
   */
  async update (listname: string, change: ValueListChange, writer: Writer): Promise<ValueListRecord> {
    if (change.list_uri !== undefined && change.list_uri !== null && !(HTTP_URI.test(change.list_uri) && URL.canParse(change.list_uri))) {
      throw new ValidationFailed([{ field: 'list_uri', message: URI_MESSAGE }])
    }
    return await this.db.transaction().execute(async trx => {
      const list = await find(trx, listname, true)
      if (!writer.mayEditLocked) {
        if (list.locked) throw new ListLocked(listname)
        if (change.is_locked === true) throw new ForbiddenAction(`Only the sa role may lock the value list ${listname}.`)
      }
      const set: Partial<Row> = {}
      if (change.is_locked !== undefined) set.locked = change.is_locked
      if (change.list_uri !== undefined) set.uri = change.list_uri
      if (Object.keys(set).length === 0) return toRecord(list)
      return toRecord(await trx.updateTable('rs_value_list').set(set).where('id', '=', list.id).returning(COLUMNS).executeTakeFirstOrThrow() as Row)
    })
  }
}

async function find (db: Kysely<any>, listname: string, lock: boolean): Promise<Row> {
  let query = db.selectFrom('rs_value_list').select(COLUMNS).where('name', '=', listname)
  if (lock) query = query.forUpdate()
  const row = await query.executeTakeFirst() as Row | undefined
  if (row === undefined) throw new NotFound(`Unable to find the value list ${listname}.`)
  return row
}

const toRecord = (row: Row): ValueListRecord =>
  ({ id: row.id, listname: row.name, list_name: row.name, is_locked: row.locked, list_uri: row.uri })
