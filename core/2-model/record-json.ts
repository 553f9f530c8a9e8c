import { sql, type RawBuilder, type SelectExpression } from 'kysely'
import { assertIdentifier } from '../shared/sql-names.js'
import type { ColumnDefinition, ModelDefinition } from '../1-templates/definition.js'
import type { Ancestor, RecordShape } from './query-types.js'
import type { ModelRelations } from './relation-sql.js'

// The API record as a select list for PostgreSQL to build its JSON text (row_to_json): the by-id read and the
// answer of the create statement send it as it comes, without parsing each column and serialising the record again.

export interface RecordJsonModel {
  model: ModelDefinition
  ancestors: Ancestor[]
  /** the ancestor ids above the parent, which come from the joins (and win over a column of the same name) */
  joined: ReadonlySet<string>
  relations: ModelRelations
  shape: RecordShape
}

/**
 * The select list of the API record, field by field in the order of compile.ts toRecord: every column (dates and
 * times as PostgreSQL's text, as the pg type parsers of the database layer give them; `;`-separated values as
 * arrays; columns not stored as null), the ancestor ids, then archive_files {filter, files}. `at` gives the SQL of
 * a field (a column, an ancestor id, or `id`): the by-id read and the create statement read them from other places.
 */
export function recordJson ({ model, ancestors, joined, relations, shape }: RecordJsonModel,
  at: (key: string) => RawBuilder<unknown>, files: RawBuilder<unknown>): Array<SelectExpression<any, any>> {
  const column = (c: ColumnDefinition): RawBuilder<unknown> => {
    if (joined.has(c.name)) return at(c.name)
    const link = model.links.find(l => l.column === c.name)
    if (link !== undefined) return relations.read(link, at('id'))
    if (!c.stored) return sql`null`
    const value = at(c.name)
    if (c.type === 'string_multiple') return sql`case when ${value} is null or ${value} = '' then '[]'::json else to_json(string_to_array(${value}, ';')) end`
    return c.type === 'date' || c.type === 'time' || c.type === 'dateTime' ? sql`${value}::text` : value
  }
  const names = new Set(model.columns.map(c => c.name))
  const { archive } = shape
  return [
    ...model.columns.map(c => column(c).as(assertIdentifier(c.name))),
    ...ancestors.filter(a => !names.has(a.key)).map(a => at(a.key).as(assertIdentifier(a.key))),
    ...(archive === null
      ? []
      : [sql`json_build_object('filter', json_build_object(${sql.join(archive.filter.map(f => sql`${sql.lit(assertIdentifier(f.level))}, ${at(f.key)}`))}),
            'files', ${files})`.as('archive_files')])
  ]
}
