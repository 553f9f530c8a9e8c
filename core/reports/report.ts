import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import type { FileFilter } from '../files/access.js'
import type { CompiledModel } from '../2-model/compile.js'

// What a report is: each report is one file in core/reports exporting a Report; registry.ts lists them.

/** What the descriptor endpoint shows of a report (spec resource "Report descriptor"). */
export interface ReportDescriptor {
  name: string
  title: string
  model: string
  showInMenu: boolean
  singleRecord: boolean
}

export interface ReportInput {
  db: Kysely<any>
  model: CompiledModel
  /** the request's query string: filter[...], sort, columns */
  query: Record<string, unknown>
  /** the record of a single-record report */
  id?: number
  /** what the caller sees of a record's files (core/files/access.ts) */
  files: FileFilter
}

export interface ReportOutput {
  type: 'html' | 'csv'
  /** a download's file name */
  filename?: string
  body: string | Readable
}

export interface Report extends ReportDescriptor {
  /** whether `columns=a,b` chooses the columns shown */
  choosesColumns: boolean
  render (input: ReportInput): Promise<ReportOutput>
}
