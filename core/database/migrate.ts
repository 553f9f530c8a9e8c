import { Migrator, type Kysely, type Migration } from 'kysely'
import { migrations as all } from './migrations/index.js'

/** Applies pending system-table migrations; Kysely's Migrator locks so concurrent instances take turns. */
export async function migrate (db: Kysely<any>, migrations: Record<string, Migration> = all): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'rs_migration',
    migrationLockTableName: 'rs_migration_lock'
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error
  return results!.map(r => r.migrationName)
}
