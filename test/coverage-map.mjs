// tap coverage map: which sources each test file is measured against. Every test measures the whole service,
// except that code only PostgreSQL can reach is measured only when the suite runs on PostgreSQL (DATABASE_URL),
// so that a fresh machine with only the embedded database still meets 100 %.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const POSTGRES_ONLY = new Set(['core/database/postgres.ts', 'core/database/open.ts', 'core/database/prepared.ts', 'core/backup/postgres.ts'])
const walk = dir => readdirSync(dir, { withFileTypes: true })
  .flatMap(e => e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [])
const sources = ['app', 'core', 'plugins', 'schemas'].flatMap(walk)
  .filter(f => process.env.DATABASE_URL || !POSTGRES_ONLY.has(f))

export default () => sources
