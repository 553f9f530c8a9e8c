import type { ColumnDefinition, ModelDefinition } from '../1-templates/definition.js'

// The shapes a model's statements are built from (its ancestors, joins, record shape) and the list parameters they
// take: shared by the read statements (queries.ts and the files beside it), the create statement and other writes.

/** An ancestor of the model: its id appears in records as `key`, read from the SQL reference `ref`. */
export interface Ancestor { model: ModelDefinition, key: string, ref: string }
export interface Join { table: string, alias: string, on: string }
/** A record's archive_files.filter: the record field whose value each archive level takes, top-down. */
export interface RecordArchive { filter: Array<{ level: string, key: string }> }
/** What the record of the API holds beyond the stored columns (see compile.ts toRecord). */
export interface RecordShape {
  archive: RecordArchive | null
  /** every field of a record can be read in SQL (no formula is computed on read) */
  jsonReads: boolean
}
/** identity()'s select list, table and joins as SQL text, for a child's create statement to join its rows to */
export interface IdentityParts { list: string, table: string, joins: string, combinedId: boolean }

/** A field the list can filter and sort on: a stored column or an ancestor id. */
export interface Field { name: string, ref: string, type: ColumnDefinition['type'], list: string | null }

export type Operator = 'eq' | 'ne' | 'contains' | 'not_contains' | 'lt' | 'le' | 'gt' | 'ge' | 'null' | 'not_null'
export interface Condition { field: string, op: Operator, value?: string | number }
export interface Sort { field: string, desc: boolean }
export interface ListParams {
  conditions: Condition[]
  sort: Sort[]
  limit: number
  offset: number
  /** keyset paging: the sort values and then the id of the row before the page (offset is then ignored) */
  after?: unknown[]
  /** count matching records up to this number, at most (the total is exact when it is less) */
  countLimit: number
  /** a total counted before, still right while the tables' change version is the same (core/5-records/counts.ts) */
  known?: { version: number, total: number }
  /** rows of the API record's JSON text (`body`), id and sort keys, instead of the record's columns */
  json?: boolean
}
