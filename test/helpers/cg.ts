import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { RootOperationNode } from 'kysely'
import type { Database } from '../../core/database/database.js'
import { existingTables } from '../../core/2-model/ddl.js'
import { readTemplateCopy } from '../../core/4-lifecycle/store.js'

// Helpers of the cg tests: what a model leaves behind, waiting for other instances, multipart bodies, faults.

export interface Traces { registered: boolean, table: boolean, file: boolean, copy: 'none' | 'live' | 'tombstone' }
export const NO_TRACE: Traces = { registered: false, table: false, file: false, copy: 'none' }
export const LIVE: Traces = { registered: true, table: true, file: true, copy: 'live' }
export const DROPPED: Traces = { registered: false, table: false, file: false, copy: 'tombstone' }

/** Everything a model leaves behind: registry entry, table, template file, database copy. */
export async function traces (app: FastifyInstance, name: string, table = name, file = `${name}.json`): Promise<Traces> {
  const row = await readTemplateCopy(app.database.db, name)
  return {
    registered: app.registry.has(name),
    table: (await existingTables(app.database.db, [table])).size > 0,
    file: existsSync(join(app.config.TEMPLATE_DIR, file)),
    copy: row === undefined ? 'none' : row.deleted ? 'tombstone' : 'live'
  }
}

/** Resolves once the app's registry satisfies the predicate (changes of other instances arrive by NOTIFY). */
export async function until (app: FastifyInstance, predicate: () => boolean): Promise<void> {
  if (predicate()) return
  await new Promise<void>(resolve => {
    const stop = app.registry.onChange(() => {
      if (predicate()) { stop(); resolve() }
    })
  })
}

/** A multipart/form-data body with one file (or, with filename null, one plain field). */
export function multipart (filename: string | null, content: string | Buffer): { payload: Buffer, headers: Record<string, string> } {
  const boundary = `----rs${randomBytes(8).toString('hex')}`
  const disposition = filename === null ? 'form-data; name="note"' : `form-data; name="file"; filename="${filename}"`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/json\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export type Fault = (node: RootOperationNode) => boolean
export const statement = (kind: RootOperationNode['kind']): Fault => node => node.kind === kind
export const rawSql = (text: string): Fault => node => node.kind === 'RawNode' && node.sqlFragments.join('?').includes(text)

/** The same database, but the next query matching an armed fault throws (as a full disk or a lost connection would). */
export function faultyDatabase (database: Database): { database: Database, arm: (fault: Fault) => void } {
  let armed: Fault | null = null
  const db = database.db.withPlugin({
    transformQuery: ({ node }) => {
      if (armed?.(node) === true) {
        armed = null
        throw new Error('injected fault')
      }
      return node
    },
    transformResult: async ({ result }) => result
  })
  return { database: { ...database, db }, arm: fault => { armed = fault } }
}
