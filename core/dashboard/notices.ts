import { sql, type Kysely } from 'kysely'
import type { Notice } from '../../schemas/messages.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { levelModel } from '../files/access.js'
import { assertIdentifier } from '../shared/sql-names.js'

// mDIS's GET /api/v1/app/get-messages (AppController, GetMessagesAction): notices for the logged-in user. mDIS has
// one kind: for role sa, a warning for each expedition whose moratorium ends within a week, when the expedition
// model has a moratorium_end date column (the bundled one has none: then there is nothing to say).

/** The warnings of the moratoria that end from today to a week from today (the database's today), soonest first. */
export async function moratoriumNotices (db: Kysely<any>, registry: ModelRegistry): Promise<Notice[]> {
  const model = levelModel(registry, 'expedition')
  if (model?.definition.columns.some(c => c.name === 'moratorium_end' && c.type === 'date') !== true) return []
  // the row as JSON: its name attribute, and its acronym when the model has the column (null otherwise)
  const row = sql`to_jsonb(e)`
  const end = sql.ref('e.moratorium_end')
  const rows = await db.selectFrom(`${assertIdentifier(model.definition.table)} as e`)
    .select([sql<string>`${row} ->> ${model.definition.nameAttribute}`.as('name'), sql<string | null>`${row} ->> 'exp_acronym'`.as('acronym'),
      sql<number>`${end} - current_date`.as('days')])
    .where(end, '>=', sql`current_date`).where(end, '<=', sql`current_date + 7`)
    .orderBy(end).orderBy('e.id').execute()
  return rows.map(({ name, acronym, days }) => ({
    type: 'warning' as const,
    text: `Moratorium for expedition '${name}'${acronym === null ? '' : ` (${acronym})`} ends ${days === 0 ? 'today.' : days === 1 ? 'tomorrow.' : `in ${days} days.`}`
  }))
}
