import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { migrations as all } from './migrations/index.js'

const TABLE = 'rs_migration'

/**
 * Applies pending system-table migrations; Kysely's Migrator locks so concurrent instances take turns. A database
 * that has every migration already (every restart) is told by two short statements: the Migrator's own checks read the
 * columns of every table several times, which grows with the models.
 */
export async function migrate (db: Kysely<any>, migrations: Record<string, Migration> = all): Promise<string[]> {
  if (await applied(db, Object.keys(migrations))) return []
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: TABLE,
    migrationLockTableName: 'rs_migration_lock'
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return results!.map(r => r.migrationName)
}

/** Whether exactly `names` are recorded as applied (a database without the table has none). */
async function applied (db: Kysely<any>, names: string[]): Promise<boolean> {
  const { rows: [table] } = await sql<{ found: boolean }>`select to_regclass(${TABLE}) is not null as found`.execute(db)
  if (!table.found) return false
  const done = new Set((await db.selectFrom(TABLE).select('name').execute()).map(row => row.name as string))
  // (one it does not know, of a newer version, goes to the Migrator, which refuses to start on it)
  return done.size === names.length && names.every(name => done.has(name))
}
