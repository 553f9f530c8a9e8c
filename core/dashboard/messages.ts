import type { Kysely } from 'kysely'
import type { Message, MessageInput } from '../../schemas/messages.js'
import { BadRequest, RecordNotFound, ValidationFailed } from '../shared/errors.js'
import { unknownField, type SortKey } from '../shared/list-params.js'
import { checkImages, type ImageLink } from './message-images.js'

// The messages of the day (mDIS MessagesController): read by every logged-in user, written by developers. A
// message has a day, a text and images (message-images.ts); the list takes mDIS's filters, including the
// comparisons of its calendar (filter[date][gt]=...&filter[date][lt]=...).

export const MESSAGE_SORT_FIELDS = ['id', 'date', 'created_at', 'updated_at'] as const
export type MessageSortField = typeof MESSAGE_SORT_FIELDS[number]
const FILTER_FIELDS = ['id', 'date', 'created_by'] as const
type FilterField = typeof FILTER_FIELDS[number]

/** mDIS's (Yii's ActiveDataFilter) comparison operators. */
const OPERATORS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const
type Operator = keyof typeof OPERATORS
export interface MessageFilter { field: FilterField, op: Operator, value: string | number }

const TABLE = 'rs_message'
const COLUMNS = ['id', 'message', 'date', 'created_by', 'updated_by', 'created_at', 'updated_at'] as const
const FILTER = /^filter\[([^\]]*)\](?:\[([^\]]*)\])?$/

/** A calendar day YYYY-MM-DD that exists (2024-02-30 does not), from year 1. */
export const isDay = (text: string): boolean => {
  const day = new Date(`${text}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= '0001-01-01' && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/** The filters of a query: `filter[<field>]=v` (equal) and `filter[<field>][<op>]=v`; anything else that starts with filter is a 400. */
export function readMessageFilters (query: Record<string, unknown>): MessageFilter[] {
  const filters: MessageFilter[] = []
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('filter')) continue
    const match = FILTER.exec(key)
    if (match === null) throw new BadRequest(`"${key}" is not a filter; write filter[<field>]=<value> or filter[<field>][<op>]=<value>.`)
    const field = match[1] as FilterField
    if (!FILTER_FIELDS.includes(field)) throw unknownField('filter', field, FILTER_FIELDS)
    const op = (match[2] ?? 'eq') as Operator
    if (!(op in OPERATORS)) throw new BadRequest(`Unknown filter operator "${op}" in ${key}; use one of ${Object.keys(OPERATORS).join(', ')}.`)
    if (typeof raw !== 'string') throw new BadRequest(`${key} must be given once.`)
    if (field === 'date' ? !isDay(raw) : !/^\d{1,9}$/.test(raw)) throw new BadRequest(`${key} must be ${field === 'date' ? 'a day, YYYY-MM-DD' : 'an id'}.`)
    filters.push({ field, op, value: field === 'date' ? raw : Number(raw) })
  }
  return filters
}

interface ListQuery { filters: MessageFilter[], sort: Array<SortKey<MessageSortField>>, limit: number, offset: number }

export class MessageStore {
  constructor (readonly db: Kysely<any>, readonly archiveDir: string) {}

  async list ({ filters, sort, limit, offset }: ListQuery): Promise<{ items: Message[], total: number }> {
    let query = this.db.selectFrom(TABLE)
    for (const { field, op, value } of filters) query = query.where(field, OPERATORS[op], value)
    const { total } = await query.select(eb => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    let page = query.select(COLUMNS)
    for (const { field, desc } of sort) page = page.orderBy(field, desc ? 'desc' : 'asc')
    const rows = await page.orderBy('id').limit(limit).offset(offset).execute()
    return { items: await this.#withImages(this.db, rows), total: Number(total) }
  }

  async get (id: number, db: Kysely<any> = this.db): Promise<Message> {
    const row = await db.selectFrom(TABLE).select(COLUMNS).where('id', '=', id).executeTakeFirst()
    if (row === undefined) throw new RecordNotFound('message', id)
    return (await this.#withImages(db, [row]))[0]
  }

  /** A new message of user `by`. */
  async create (input: MessageInput & { message: string, date: string }, by: number): Promise<Message> {
    const images = await this.#checked(input)
    return await this.db.transaction().execute(async trx => {
      const { id } = await trx.insertInto(TABLE).values({ message: input.message, date: input.date, created_by: by, updated_by: by })
        .returning('id').executeTakeFirstOrThrow()
      await this.#link(trx, id as number, images ?? [])
      return await this.get(id as number, trx)
    })
  }

  /** Changes what `change` names (images given replace them all), as user `by`. */
  async update (id: number, change: MessageInput, by: number): Promise<Message> {
    const images = await this.#checked(change)
    return await this.db.transaction().execute(async trx => {
      const row = await trx.updateTable(TABLE).set({ message: change.message, date: change.date, updated_by: by, updated_at: new Date() })
        .where('id', '=', id).returning('id').executeTakeFirst()
      if (row === undefined) throw new RecordNotFound('message', id)
      if (images !== undefined) {
        await trx.deleteFrom('rs_message_image').where('message_id', '=', id).execute()
        await this.#link(trx, id, images)
      }
      return await this.get(id, trx)
    })
  }

  async delete (id: number): Promise<void> {
    const row = await this.db.deleteFrom(TABLE).where('id', '=', id).returning('id').executeTakeFirst()
    if (row === undefined) throw new RecordNotFound('message', id)
  }

  /** The day and the images of a write, checked (undefined: the write leaves the images). */
  async #checked (input: MessageInput): Promise<ImageLink[] | undefined> {
    if (input.date !== undefined && !isDay(input.date)) throw new ValidationFailed([{ field: 'date', message: `${input.date} is not a day of the calendar.` }])
    return input.images === undefined ? undefined : await checkImages(this.db, this.archiveDir, input.images)
  }

  async #link (db: Kysely<any>, id: number, images: ImageLink[]): Promise<void> {
    if (images.length === 0) return
    await db.insertInto('rs_message_image').values(images.map((image, position) => ({ message_id: id, position, ...image }))).execute()
  }

  async #withImages (db: Kysely<any>, rows: Array<Record<string, unknown>>): Promise<Message[]> {
    const ids = rows.map(row => row.id as number)
    const images = ids.length === 0 ? [] : await db.selectFrom('rs_message_image').select(['id', 'message_id', 'image_id', 'caption'])
      .where('message_id', 'in', ids).orderBy('message_id').orderBy('position').execute()
    const byMessage = new Map<unknown, Array<Record<string, unknown>>>()
    for (const { message_id: message, ...image } of images) byMessage.set(message, [...byMessage.get(message) ?? [], image])
    return rows.map(row => ({
      ...row,
      images: byMessage.get(row.id) ?? [],
      created_at: (row.created_at as Date).toISOString(),
      updated_at: (row.updated_at as Date).toISOString()
    }) as Message)
  }
}
