import { createWriteStream } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import t from 'tap'
import { checkArchive, packArchive, writeManifest } from '../../../core/backup/archive.js'
import { FilesKeptMoving, prepareBackup } from '../../../core/backup/backup.js'
import { Refused } from '../../../core/backup/installation.js'
import { backupPostgres, capturePostgres, postgresTarget } from '../../../core/backup/postgres.js'
import { restoreArchive } from '../../../core/backup/restore.js'
import { migrate } from '../../../core/database/migrate.js'
import { INSTANCE_ID } from '../../../core/shared/instance.js'
import { tempDir, testConfig } from '../../helpers/app.js'
import { openTestDatabase } from '../../helpers/database.js'

// PostgreSQL's backup and restore (PostgreSQL runs only): moves in progress hold the capture back; a restore is one
// transaction, so a dump that fails half-way, or a script that fails, changes nothing; the client tools' failures
// are told as such.

const skip = !process.env.DATABASE_URL && 'PostgreSQL run only'

t.test('capture, restore and their failures', { skip }, async t => {
  const dir = await tempDir(t)
  const { database, url } = await openTestDatabase(t)
  await migrate(database.db)
  await sql`create table things (id serial primary key, name text)`.execute(database.db)
  await sql`insert into things (name) values ('one'), ('two')`.execute(database.db)
  // with a password in the URL (the server trusts, so any will do): it goes to the tools' environment
  const withPassword = new URL(url!)
  withPassword.password = 'a secret'
  const config = testConfig(join(dir, 'data'), join(dir, 'templates'), { DATABASE_URL: withPassword.toString() })
  const installation = { database, config }

  // a move in progress of this (live) instance holds the capture back until it is done
  await sql`insert into rs_file_journal (file_id, op, upload_name, archive_path, owner) values (1, 'assign', 'f', 'CS/f', ${INSTANCE_ID})`.execute(database.db)
  const kept = await prepareBackup(installation, capturePostgres, 100).catch((error: Error) => error)
  t.ok(kept instanceof FilesKeptMoving, String(kept))
  setTimeout(() => { void sql`delete from rs_file_journal where file_id = 1`.execute(database.db) }, 200)
  const prepared = await prepareBackup(installation, capturePostgres, 10_000)
  t.equal(prepared.manifest.schema, 'public')
  const file = join(dir, 'backup.tar.gz')
  await prepared.write(createWriteStream(file))
  t.same(Object.keys((await checkArchive(file)).files).filter(p => p.startsWith('database/')), ['database/postgres.dump'])

  // a restore into another database; the service must not be connected to it
  const other = await openTestDatabase(t)
  await other.database.close()
  const into = testConfig(join(dir, 'into'), join(dir, 'into-templates'), { DATABASE_URL: other.url! })
  const intruder = new pg.Client({ connectionString: other.url, application_name: 'record-service/0123456789abcdef' })
  await intruder.connect()
  // a service of another installation (another database on the same server) is no reason to refuse
  const bystander = new pg.Client({ connectionString: url, application_name: 'record-service/fedcba9876543210' })
  await bystander.connect()
  t.teardown(async () => { await bystander.end() })
  await t.rejects(postgresTarget(into), new Refused('the service is running: instances connected to the database: 1; stop them first'))
  await intruder.end()
  const target = await postgresTarget(into)
  t.teardown(() => target.close())
  t.equal(await target.countRecords(), 0)
  const summary = await restoreArchive(into, file, target, false)
  t.same(summary.replaced, { records: 0, files: 0 })
  t.equal(await target.countRecords(), 2, 'the rows are there')
  const names = async (): Promise<string[]> => (await sql<{ name: string }>`select name from things order by id`.execute(database.db)).rows.map(r => r.name)
  await sql`insert into things (name) values ('three')`.execute(database.db)
  t.same(await names(), ['one', 'two', 'three'])

  // archives whose database part cannot be restored: nothing changes
  const craft = async (name: string, dump: Buffer, schema = 'public'): Promise<string> => {
    const snap = join(dir, name)
    await mkdir(join(snap, 'database'), { recursive: true })
    await writeFile(join(snap, 'database', 'postgres.dump'), dump)
    await writeManifest(snap, { created: new Date().toISOString(), engine: 'postgres', schema })
    await packArchive(snap, createWriteStream(join(dir, `${name}.tar.gz`)))
    return join(dir, `${name}.tar.gz`)
  }
  const good = await readFile(join(dir, 'good.dump')).catch(async () => {
    const { execFileSync } = await import('node:child_process')
    execFileSync('pg_dump', ['--format=custom', '--schema=public', `--file=${join(dir, 'good.dump')}`, `--dbname=${url!}`])
    return await readFile(join(dir, 'good.dump'))
  })
  // the table of contents is read at the start, the data at the end: damage there passes the check (pg_restore --list)
  const damaged = Buffer.from(good)
  for (let i = damaged.length - 200; i < damaged.length - 20; i++) damaged[i] ^= 0x5a
  const restoreOf = async (archive: string): Promise<Error> => await restoreArchive(into, archive, target, true).then(() => new Error('restored'), (error: Error) => error)
  const before = await target.countRecords()
  t.match((await restoreOf(await craft('junk', Buffer.from('not a dump')))).message, /^the database in .* cannot be restored: pg_restore failed: /)
  t.match((await restoreOf(await craft('damaged', damaged))).message, /^pg_restore failed: /, 'a dump that fails half-way')
  t.match((await restoreOf(await craft('elsewhere', good, 'elsewhere'))).message, /^psql failed: .*schema "public" already exists/, 'a script that fails')
  t.equal(await target.countRecords(), before, 'nothing changed')

  // the client tools missing, not runnable, or failing without a word
  const bin = join(dir, 'bin')
  await mkdir(bin)
  const path = process.env.PATH
  t.teardown(() => { process.env.PATH = path })
  process.env.PATH = join(dir, 'empty')
  t.match((await restoreOf(file)).message, /pg_restore was not found: install PostgreSQL's client tools/)
  await t.rejects(backupPostgres(config, createWriteStream(join(dir, 'x.tar.gz'))), { message: /^pg_dump was not found/ })
  process.env.PATH = bin
  await writeFile(join(bin, 'pg_restore'), '#!/bin/sh\nexit 3\n')
  t.match((await restoreOf(file)).message, /pg_restore: spawn pg_restore EACCES/)
  await chmod(join(bin, 'pg_restore'), 0o755)
  t.match((await restoreOf(file)).message, /pg_restore failed: exit code 3$/)
  process.env.PATH = path
  t.ok((await prepareBackup(installation, capturePostgres)).manifest, 'a failed dump left no lock behind')
})
