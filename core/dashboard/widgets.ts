import { sql, type Kysely } from 'kysely'
import { WIDGET_LIMITS, type WidgetChange, type WidgetInput } from '../../schemas/widgets.js'
import { Conflict, NotFound, RecordNotFound, ValidationFailed, type FieldError } from '../shared/errors.js'
import { deeperThan } from '../shared/json-depth.js'
import type { SortKey } from '../shared/list-params.js'

// The dashboard's widgets (mDIS WidgetsController): read by every logged-in user, changed by developers. Types,
// sizes and lengths are the route schemas' (schemas/widgets.ts); this file checks what a schema cannot name well
// (extraSettings' size and nesting, a bulk change naming a widget twice) and keeps the rules that need the table:
// at most WIDGET_LIMITS.widgets widgets, duplicate only a cloneable one, delete only a deletable one, and a bulk
// change applied whole or not at all (mDIS saves up to the first failure).

export const WIDGET_SORT_FIELDS = ['id', 'type', 'title', 'order'] as const
export type WidgetSortField = typeof WIDGET_SORT_FIELDS[number]

export type Widget = Record<string, unknown>

const TABLE = 'rs_widget'
const COLUMNS = ['id', 'type', 'title', 'subtitle', 'active', 'xs_size', 'sm_size', 'md_size', 'lg_size', 'order', 'extra_settings',
  'color', 'is_dark', 'deletable', 'cloneable'] as const
/** What a change writes as it comes; extraSettings is checked and written as JSON text. */
const PLAIN = ['type', 'title', 'subtitle', 'active', 'xs_size', 'sm_size', 'md_size', 'lg_size', 'order', 'color', 'is_dark'] as const
/** The next place on the dashboard: after the last widget (mDIS puts a copy at the count of widgets). */
const NEXT_ORDER = sql<number>`(select least(coalesce(max("order") + 1, 0), ${WIDGET_LIMITS.order}) from rs_widget)`

export const BULK_DONE = 'All records were saved successfully.'

const toWidget = ({ extra_settings: extraSettings, ...row }: Record<string, unknown>): Widget => ({ ...row, extraSettings })

/** extraSettings as JSON text, or a problem named `field` (nested too deep: checked before it is serialised). */
function settingsJson (value: unknown, field: string, problems: FieldError[]): string | undefined {
  // (mDIS turns an empty value into {})
  if (value === null) return '{}'
  if (deeperThan(value, WIDGET_LIMITS.extraSettingsDepth) !== null) {
    problems.push({ field, message: `extraSettings nests arrays and objects deeper than ${WIDGET_LIMITS.extraSettingsDepth} levels.` })
    return undefined
  }
  const json = JSON.stringify(value)
  const bytes = Buffer.byteLength(json)
  if (bytes <= WIDGET_LIMITS.extraSettingsBytes) return json
  problems.push({ field, message: `extraSettings is ${bytes} bytes of JSON; it holds at most ${WIDGET_LIMITS.extraSettingsBytes}.` })
  return undefined
}

/** The fields a create or an update writes (their types are the route schemas'). */
export type WidgetFields = { [K in typeof PLAIN[number] | 'extraSettings']?: unknown }

/** The columns a change writes; its problems are added, their fields prefixed (`3.` for the fourth of a bulk change). */
function columns (change: WidgetFields, prefix: string, problems: FieldError[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of PLAIN) if (change[field] !== undefined) values[field] = change[field]
  if (change.extraSettings !== undefined) {
    const json = settingsJson(change.extraSettings, `${prefix}extraSettings`, problems)
    if (json !== undefined) values.extra_settings = sql`${json}::json`
  }
  return values
}

function checked (change: WidgetFields): Record<string, unknown> {
  const problems: FieldError[] = []
  const values = columns(change, '', problems)
  if (problems.length > 0) throw new ValidationFailed(problems)
  return values
}

export class WidgetStore {
  constructor (readonly db: Kysely<any>) {}

  /** Every widget, in the given order (ties by id). */
  async list (sort: Array<SortKey<WidgetSortField>>): Promise<Widget[]> {
    let query = this.db.selectFrom(TABLE).select(COLUMNS)
    for (const { field, desc } of sort) query = query.orderBy(field, desc ? 'desc' : 'asc')
    return (await query.orderBy('id').execute()).map(toWidget)
  }

  async get (id: number): Promise<Widget> {
    return toWidget(await this.#row(this.db, id))
  }

  /** A new widget: deletable unless said otherwise (so that a developer can take back what they added), placed last. */
  async create (input: WidgetInput): Promise<Widget> {
    const values = checked(input)
    return await this.#counted(async trx => toWidget(await trx.insertInto(TABLE)
      .values({ order: NEXT_ORDER, deletable: input.deletable ?? true, cloneable: input.cloneable ?? false, ...values })
      .returning(COLUMNS).executeTakeFirstOrThrow()))
  }

  /** Changes the fields `change` names; the others stay. */
  async update (id: number, change: WidgetFields): Promise<Widget> {
    const values = checked(change)
    if (Object.keys(values).length === 0) return await this.get(id)
    const row = await this.db.updateTable(TABLE).set(values).where('id', '=', id).returning(COLUMNS).executeTakeFirst()
    if (row === undefined) throw new RecordNotFound('widget', id)
    return toWidget(row)
  }

  /** Changes many widgets at once (order, visibility, sizes...): every change is checked first, then all are written or none. */
  async bulkUpdate (changes: WidgetChange[]): Promise<{ message: string }> {
    const problems: FieldError[] = []
    const seen = new Set<number>()
    const updates = changes.map(({ id, ...change }, i) => {
      if (seen.has(id)) problems.push({ field: `${i}.id`, message: `Widget ${id} is named more than once.` })
      seen.add(id)
      return { id, values: columns(change, `${i}.`, problems) }
    })
    if (problems.length > 0) throw new ValidationFailed(problems)
    await this.db.transaction().execute(async trx => {
      // held until the commit: a widget deleted meanwhile makes the change a 404, not a partial one
      const found = new Set((await trx.selectFrom(TABLE).select('id').where('id', 'in', [...seen, 0]).forUpdate().execute()).map(r => r.id as number))
      const missing = [...seen].filter(id => !found.has(id))
      if (missing.length > 0) throw new NotFound(`Object not found: widget ${missing.join(', ')}`)
      for (const { id, values } of updates) {
        if (Object.keys(values).length > 0) await trx.updateTable(TABLE).set(values).where('id', '=', id).execute()
      }
    })
    return { message: BULK_DONE }
  }

  /** A copy of a cloneable widget, placed last; the copy is deletable and cloneable (as mDIS makes it). */
  async duplicate (id: number): Promise<Widget> {
    return await this.#counted(async trx => {
      const { id: _, ...source } = await this.#row(trx, id)
      if (source.cloneable !== true) throw new Conflict(`Widget ${id} (${source.type as string}) is not cloneable.`)
      return toWidget(await trx.insertInto(TABLE)
        .values({ ...source, extra_settings: sql`${JSON.stringify(source.extra_settings)}::json`, order: NEXT_ORDER, deletable: true, cloneable: true })
        .returning(COLUMNS).executeTakeFirstOrThrow())
    })
  }

  async delete (id: number): Promise<void> {
    const { type, deletable } = await this.#row(this.db, id)
    if (deletable !== true) throw new Conflict(`Widget ${id} (${type as string}) is not deletable.`)
    await this.db.deleteFrom(TABLE).where('id', '=', id).execute()
  }

  async #row (db: Kysely<any>, id: number): Promise<Record<string, unknown>> {
    const row = await db.selectFrom(TABLE).select(COLUMNS).where('id', '=', id).executeTakeFirst()
    if (row === undefined) throw new RecordNotFound('widget', id)
    return row
  }

  /** Adds a widget in `work`, once there is room: writes of new widgets take turns, so that the bound holds whatever runs at once. */
  async #counted<T> (work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
    return await this.db.transaction().execute(async trx => {
      await sql`select pg_advisory_xact_lock(hashtext('record-service:widgets'))`.execute(trx)
      const { n } = await trx.selectFrom(TABLE).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
      if (n >= WIDGET_LIMITS.widgets) throw new Conflict(`A dashboard holds at most ${WIDGET_LIMITS.widgets} widgets; delete one first.`)
      return await work(trx)
    })
  }
}
