import { createHash } from 'node:crypto'
import type { Kysely, Migration } from 'kysely'

// The versions each model's database copy has had, by hash (core/4-lifecycle/store.ts, templateHash): a template file
// that holds one of them is behind the fleet, not an edit. Seeded with the copies as they are.
//
// The hash is computed here as templateHash computed it when this migration was released: a frozen copy, not an
// import, so that live code changes never change what this migration does (a changed templateHash would need a
// migration of its own to rehash the versions). test/core/database/migrate.test.ts checks that both still agree.

/** A template text as JSON (a byte order mark is fine), hashed with sorted keys. */
export function hashOf (text: string): string {
  const canonical = (value: unknown): unknown => Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map(k => [k, canonical((value as Record<string, unknown>)[k])]))
      : value
  return createHash('sha256').update(JSON.stringify(canonical(JSON.parse(text.replace(/^\uFEFF/, ''))))).digest('hex')
}

export const templateVersions: Migration = {
  async up (db: Kysely<any>) {
    await db.schema.createTable('rs_model_template_version')
      .addColumn('name', 'text', c => c.notNull())
      .addColumn('hash', 'text', c => c.notNull())
      .addPrimaryKeyConstraint('rs_model_template_version_pkey', ['name', 'hash'])
      .execute()
    const rows = await db.selectFrom('rs_model_template').select(['name', 'source']).execute() as Array<{ name: string, source: string }>
    for (const { name, source } of rows) {
      await db.insertInto('rs_model_template_version').values({ name, hash: hashOf(source) }).execute()
    }
  },
  async down (db: Kysely<any>) {
    await db.schema.dropTable('rs_model_template_version').execute()
  }
}
