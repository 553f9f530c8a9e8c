import { randomBytes } from 'node:crypto'
import type { Kysely, KyselyPlugin } from 'kysely'
import type { Database } from '../../core/database/database.js'

// Multipart bodies written by hand (so tests control every byte of a file name) and a drilling hierarchy
// inserted straight into the model tables.

export interface Part { filename: string, content: Buffer | string, field?: string }

export function multipart (parts: Part[], fields: Record<string, string> = {}): { payload: Buffer, headers: Record<string, string> } {
  const boundary = `----rs${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files[]'}"; filename="`),
      Buffer.from(part.filename, 'utf8'),
      Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
      Buffer.from(part.content), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export interface Hierarchy { program: number, expedition: number, site: number, hole: number, core: number, section: number }

/** program ICDP > expedition 5065 > site 1 > hole A > core 3 > section 1 (and the ids of a second core, 4). */
export async function insertHierarchy (db: Kysely<any>, expedition = '5065'): Promise<Hierarchy & { otherCore: number }> {
  const id = async (table: string, values: Record<string, unknown>): Promise<number> =>
    (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number
  const program = (await db.selectFrom('programs').select('id').where('program', '=', 'ICDP').executeTakeFirst())?.id as number | undefined ??
    await id('programs', { program: 'ICDP', program_name: 'International Continental Scientific Drilling Program' })
  const exp = await id('expeditions', { program_id: program, expedition, combined_id: expedition, exp_name: `Expedition ${expedition}` })
  const site = await id('sites', { expedition_id: exp, site: '1', combined_id: `${expedition}_1` })
  const hole = await id('holes', { site_id: site, hole: 'A', combined_id: `${expedition}_1_A` })
  const core = await id('cores', { hole_id: hole, core: 3, combined_id: `${expedition}_1_A_3`, core_type: 'R' })
  const otherCore = await id('cores', { hole_id: hole, core: 4, combined_id: `${expedition}_1_A_4`, core_type: 'R' })
  const section = await id('core_section', { core_id: core, section: 1, combined_id: `${expedition}_1_A_3_1` })
  return { program, expedition: exp, site, hole, core, section, otherCore }
}

/** The table a Kysely query node works on (for fault injection). */
function tableOf (node: any): string | undefined {
  const from = node.kind === 'InsertQueryNode' ? node.into
    : node.kind === 'DeleteQueryNode' || node.kind === 'SelectQueryNode' ? node.from?.froms[0]
      : undefined
  return (from?.kind === 'AliasNode' ? from.node : from)?.table?.identifier?.name
}

export type Fault = (node: { kind: string }, table: string | undefined) => boolean

/**
 * The test database with a fault switch: while a rule matches a query, the query fails like a lost database
 * connection (SQLSTATE 57P01) before it reaches the database.
 */
export function withFaults (database: Database): { database: Database, fail (...rules: Fault[]): void, clear (): void } {
  let rules: Fault[] = []
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (rules.some(rule => rule(node, tableOf(node)))) throw Object.assign(new Error('injected failure'), { code: '57P01' })
      return node
    },
    transformResult: async ({ result }) => result
  }
  return {
    database: { ...database, db: database.db.withPlugin(plugin) },
    fail: (...next) => { rules = next },
    clear: () => { rules = [] }
  }
}
