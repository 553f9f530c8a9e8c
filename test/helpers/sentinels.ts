import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { hashPassword } from '../../core/auth/passwords.js'
import { existingTables } from '../../core/2-model/ddl.js'

// Data stored before hostile traffic and compared afterwards: a drilling hierarchy, a value list, an archived
// file and a user (role sa, whose token the fuzzing uses), all at ids far above anything the generators produce,
// so that only damage (not a legitimate change by a fuzzed request) could alter them.

export const SENTINEL_ID = 1_000_000_001
const FILE = { folder: 'sentinel', name: 'SENTINEL.F1000000001.txt', bytes: 'sentinel bytes\n' }
const SYSTEM_TABLES = ['rs_model_template', 'rs_value_list', 'rs_value_list_item', 'rs_archive_file', 'rs_user', 'rs_session', 'rs_file_journal']

export interface Sentinels {
  /** the user (role sa) the hostile requests are sent as */
  userId: number
  /** table → the columns it had when seeded (a fuzzed additive template change may add more) */
  columns: Map<string, string[]>
}

export async function seedSentinels (app: FastifyInstance): Promise<Sentinels> {
  const { db } = app.database
  const id = SENTINEL_ID
  const rows: Array<[string, Record<string, unknown>]> = [
    ['programs', { id, program: 'SENT', program_name: 'Sentinel program' }],
    ['expeditions', { id, program_id: id, expedition: '9999', combined_id: '9999', exp_name: 'Sentinel expedition' }],
    ['sites', { id, expedition_id: id, site: '1', combined_id: '9999_1' }],
    ['holes', { id, site_id: id, hole: 'A', combined_id: '9999_1_A' }],
    ['cores', { id, hole_id: id, core: 1, combined_id: '9999_1_A_1', core_type: 'R', remarks: "'; drop table cores; --" }],
    ['core_section', { id, core_id: id, section: 1, combined_id: '9999_1_A_1_1' }],
    ['rs_value_list', { id, name: 'SENTINEL_LIST', locked: false }],
    ['rs_value_list_item', { id, list_id: id, display: 'S1', remark: 'sentinel', sort: 1 }],
    ['rs_archive_file', {
      id, type: 'SENT', filename: FILE.name, original_filename: 'sentinel.txt', filesize: FILE.bytes.length, mime_type: 'text/plain',
      checksum: '0'.repeat(32), upload_date: '2024-01-01 00:00:00', parent_combined_id: '9999_1_A_1', core_id: id, metadata: '{}'
    }],
    ['rs_user', { id, username: 'fuzz_sa', email: 'fuzz_sa@example.org', password_hash: await hashPassword('sentinel-password'), roles: ['sa'], permissions: [] }]
  ]
  const columns = new Map<string, string[]>()
  for (const [table, values] of rows) {
    await db.insertInto(table).values(values).execute()
    columns.set(table, Object.keys(values))
  }
  await mkdir(join(app.config.ARCHIVE_DIR, FILE.folder), { recursive: true })
  await writeFile(join(app.config.ARCHIVE_DIR, FILE.folder, FILE.name), FILE.bytes)
  return { userId: id, columns }
}

/** What must survive: the sentinel rows (as seeded), the archived file's bytes, and every table. */
export async function snapshot (app: FastifyInstance, sentinels: Sentinels): Promise<Record<string, unknown>> {
  const { db } = app.database
  const out: Record<string, unknown> = {}
  for (const [table, columns] of sentinels.columns) {
    out[table] = await db.selectFrom(table).select(columns).where('id', '>=', SENTINEL_ID).orderBy('id').execute()
  }
  out.file = await readFile(join(app.config.ARCHIVE_DIR, FILE.folder, FILE.name), 'utf8').catch(() => null)
  const tables = [...sentinels.columns.keys(), ...SYSTEM_TABLES]
  out.tables = [...await existingTables(db, tables)].sort()
  out.modelCount = (await sql<{ n: number }>`select count(*)::int as n from rs_model_template where not deleted`.execute(db)).rows[0].n >= 6
  return out
}

/** A bearer header of a new session of the user (cheap: no password hashing). */
export async function bearer (app: FastifyInstance, userId: number): Promise<{ authorization: string }> {
  const session = await app.sessions.create(userId)
  return { authorization: `Bearer ${app.signToken(userId, session.id)}` }
}
