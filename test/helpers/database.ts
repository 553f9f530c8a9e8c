import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Database } from '../../core/database/database.js'
import { openPglite } from '../../core/database/pglite.js'
import type { Teardown } from './teardown.js'

// A fresh database per call: on PostgreSQL (DATABASE_URL set) a new database on that server, dropped at the end;
// otherwise an in-memory PGlite started from a cached initdb snapshot (10x faster than initdb).

const snapshotFile = join(tmpdir(), 'record-service-pglite-0.4-initdb.tar')

/** An initialised data directory (initdb), made once per machine. */
export async function initdbSnapshot (): Promise<Blob> {
  if (existsSync(snapshotFile)) return new Blob([await readFile(snapshotFile)])
  const fresh = new PGlite()
  const dump = await fresh.dumpDataDir('none')
  await fresh.close()
  const temp = `${snapshotFile}.${randomBytes(4).toString('hex')}`
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()))
  await rename(temp, snapshotFile)
  return dump
}

/** A URL of a new, empty PostgreSQL database (PostgreSQL runs only). */
export async function createPostgresDatabase (t: Teardown): Promise<string> {
  const admin = process.env.DATABASE_URL!
  const name = `rs_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  t.teardown(async () => {
    const c = new pg.Client({ connectionString: admin })
    await c.connect()
    await c.query(`drop database if exists ${name} with (force)`)
    await c.end()
  })
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

/** An in-memory PGlite from the snapshot, also in a PostgreSQL run (tests of the embedded engine itself). */
export async function openTestPglite (t: Teardown): Promise<Database> {
  const database = await openPglite({ dataDir: 'memory://', loadDataDir: await initdbSnapshot() })
  t.teardown(() => database.close())
  return database
}

export async function openTestDatabase (t: Teardown, dataDir = 'memory://'): Promise<{ database: Database, url?: string }> {
  if (process.env.DATABASE_URL) {
    const url = await createPostgresDatabase(t)
    const { openPostgres } = await import('../../core/database/postgres.js')
    const database = await openPostgres({ url, poolSize: 10, poolTimeoutMs: 5000, statementTimeoutMs: 30000, onError: () => {} })
    t.teardown(() => database.close())
    return { database, url }
  }
  const database = await openPglite({ dataDir, loadDataDir: await initdbSnapshot() })
  t.teardown(() => database.close())
  return { database }
}
