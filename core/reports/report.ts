import type { Readable } from 'node:stream'
import type { TSchema } from '@sinclair/typebox'
import type { Kysely } from 'kysely'
import type { Principal } from '../auth/sessions.js'
import type { FileFilter } from '../files/access.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { Records } from '../5-records/records.js'

// What a report is: each report is one file in core/reports exporting a Report; catalogue.ts lists them.

/** mDIS's REPORT_TYPE: a page to read, a file to download, or an action that changes records (run by POST). */
export type ReportType = 'report' | 'export' | 'action'

/** What the descriptor endpoint shows of a report (spec resource "Report descriptor", with mDIS's further keys). */
export interface ReportDescriptor {
  name: string
  title: string
  model: string
  showInMenu: boolean
  /** the group the descriptor is listed in: true in `single`, false in `multiple` */
  singleRecord: boolean
  type: ReportType
  /** what the user confirms before the report runs (mDIS: false for none) */
  confirmationMessage: string | false
  /** a printer is configured for this printable report: GET form/print sends it there */
  directPrint: boolean
  /** printable for one record with a printer configured: the form may print it after each save */
  canAutoPrint: boolean
  /** an action's parameters (its JSON body) as a JSON schema, for a client to build its form; null for a report or an export */
  parameters: Record<string, unknown> | null
}

export interface ReportInput {
  db: Kysely<any>
  model: CompiledModel
  /** the request's query string: filter[...], sort, columns */
  query: Record<string, unknown>
  /** the record of a single-record report (or of an `either` report given an id) */
  id?: number
  /** what the caller sees of a record's files (core/files/access.ts) */
  files: FileFilter
  /** who runs the report (an action writes in their name) */
  principal: Principal
  /** an action's JSON body (its parameters; each action checks it against its own schema) */
  body?: unknown
  /** the records of every model, written with their rules (an action's changes) */
  records: Records
  /** the models (an action that reaches a related model's records) */
  registry: ModelRegistry
}

export type ReportOutput = {
  type: 'html' | 'csv' | 'pdf' | 'xml'
  /** a download's file name */
  filename?: string
  body: string | Buffer | Readable
} | {
  /** an action's outcome: what it changed (or, previewed, would change) */
  type: 'json'
  filename?: undefined
  body: object
}

export interface Report {
  name: string
  title: string
  /** a regular expression the model's name must match entirely (`.*`: every model) */
  model: string
  showInMenu: boolean
  /** true: of one record (id=); false: of the filtered records; 'either' (mDIS null): offered in both groups */
  singleRecord: boolean | 'either'
  type: ReportType
  confirmationMessage?: string
  /** an action's parameters: the schema of its JSON body (which the action checks itself) */
  parameters?: TSchema
  /** renders a PDF that a configured printer can take (labels) */
  printable?: boolean
  /** whether `columns=a,b` chooses the columns shown */
  choosesColumns: boolean
  render (input: ReportInput): Promise<ReportOutput>
}
