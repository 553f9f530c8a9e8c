import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { RecordNotFound, ValidationFailed } from '../../shared/errors.js'
import type { CompiledModel } from '../../2-model/compile.js'
import { parseFilters, parseSort } from '../../5-records/model-list-query.js'
import { MAX_ACTION_RECORDS } from '../../../schemas/report-actions.js'

// The records an action runs on (mDIS: the report's data provider, and the records ticked among them): the record
// of id=, else the records of the list's filter[...] in the list's order (sort=, then id); `ids` picks among
// them. None, or more than one run may touch, is a 422 that says so before anything is written.

/** A record as an action's answer names it: its id, and its combined_id where the model has one. */
export interface Target { id: number, combined_id?: string | null }

/** What the request names: the record of id=, else the list's filter and sort. */
export interface Scope { id?: number, query: Record<string, unknown> }

/** The record `row` (with id and, where the model has it, combined_id) as answers name it. */
export function targetOf (model: CompiledModel, row: Record<string, unknown>): Target {
  const id = row.id as number
  return model.queries.fields.has('combined_id') ? { id, combined_id: row.combined_id as string | null } : { id }
}

/** The ids (and combined ids) of the model's records as "t", with the ancestor joins: conditions still to add. */
export function targetsQuery (db: Kysely<any>, model: CompiledModel): SelectQueryBuilder<any, any, any> {
  return model.queries.selectColumns(db).clearSelect().select(model.queries.fields.has('combined_id') ? ['t.id', 't.combined_id'] : ['t.id'])
}

/** `sort`: the order when the action has its own (mDIS's storage assignment: by combined_id); else the list's. */
export async function selectTargets (db: Kysely<any>, model: CompiledModel, scope: Scope, ids?: number[], sort?: string): Promise<Target[]> {
  const { fields } = model.queries
  let select = targetsQuery(db, model)
  select = scope.id === undefined ? model.queries.where(select, parseFilters(scope.query, fields)) : select.where('t.id', '=', scope.id)
  if (ids !== undefined) select = select.where('t.id', 'in', ids)
  for (const s of parseSort(sort ?? scope.query.sort as string | undefined, fields)) select = select.orderBy(sql.ref(fields.get(s.field)!.ref), s.desc ? 'desc' : 'asc')
  const rows = await select.orderBy('t.id').limit(MAX_ACTION_RECORDS + 1).execute()
  if (rows.length > MAX_ACTION_RECORDS) {
    throw new ValidationFailed([{ field: 'ids', message: `The action would run on more than ${MAX_ACTION_RECORDS} records; one run takes at most ${MAX_ACTION_RECORDS}: narrow the filter or choose ids.` }])
  }
  if (scope.id !== undefined && rows.length === 0 && ids === undefined) throw new RecordNotFound(model.name, scope.id)
  const found = new Set(rows.map(r => r.id as number))
  const missing = [...new Set(ids ?? [])].filter(id => !found.has(id))
  if (missing.length > 0) {
    throw new ValidationFailed([{ field: 'ids', message: `${model.name} ${missing.join(', ')}: not among the records the action runs on (id= or the filter).` }])
  }
  if (rows.length === 0) throw new ValidationFailed([{ field: 'ids', message: 'Please select at least one record: the filter matches none.' }])
  return rows.map(row => targetOf(model, row))
}
