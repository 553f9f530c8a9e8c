import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import t from 'tap'
import { buildApp } from '../../../app/build-app.js'
import controlSocket from '../../../plugins/infra/control-socket.js'
import { runBackupCli } from '../../../app/cli/backup-cli.js'
import { runRestoreCli } from '../../../app/cli/restore-cli.js'
import { checkArchive, packArchive, writeManifest } from '../../../core/backup/archive.js'
import { FilesKeptMoving, prepareBackup } from '../../../core/backup/backup.js'
import { askControl, ControlSocket, controlPath, MAX_SOCKET_PATH } from '../../../core/backup/control.js'
import { backupEmbedded, captureEmbedded, embeddedTarget } from '../../../core/backup/embedded.js'
import { claimForService } from '../../../core/backup/service-claim.js'
import { Refused } from '../../../core/backup/installation.js'
import { restoreArchive, type RestoreTarget } from '../../../core/backup/restore.js'
import { migrate } from '../../../core/database/migrate.js'
import { openPglite } from '../../../core/database/pglite.js'
import { loadConfig } from '../../../core/shared/config.js'
import { INSTANCE_ID } from '../../../core/shared/instance.js'
import { bundledTemplates, tempDir } from '../../helpers/app.js'
import type { Teardown } from '../../helpers/teardown.js'
import { as } from '../../helpers/auth.js'
import { md5, runTool } from '../../helpers/backup.js'
import { initdbSnapshot } from '../../helpers/database.js'
import { multipart } from '../../helpers/files.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'

// Backup and restore on the embedded database, in this process (also in a PostgreSQL run: the embedded database
// is always there): the service takes the backup when asked on its control socket, the tools open the
// installation themselves when none runs, and every refusal leaves the installation as it was.

type Test = Teardown
type Tap = Teardown & { equal (a: unknown, b: unknown): unknown }

/** An installation on the embedded database in a new directory (an initialised data directory, the bundled templates). */
async function installation (t: Test, database = true): Promise<{ dir: string, env: Record<string, string> }> {
  const dir = await tempDir(t)
  await bundledTemplates(join(dir, 'templates'))
  if (database) await (await openPglite({ dataDir: join(dir, 'pgdata'), loadDataDir: await initdbSnapshot() })).close()
  const env = {
    DATA_DIR: dir, TEMPLATE_DIR: join(dir, 'templates'), DATABASE_URL: '', NODE_ENV: 'test', ADMIN_PASSWORD: 'admin-password', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0'
  }
  return { dir, env }
}

/** The service in this process, as `npm start` builds it: it opens its own database and claims the control socket. */
async function serve (t: Test, env: Record<string, string>, stream?: { write: (line: string) => void }): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig(env), logger: stream === undefined ? false : { level: 'info', stream } })
  t.teardown(() => app.close())
  return app
}

/** A hierarchy down to a core; files a.txt and b.txt assigned to the core, c.txt left in the upload directory. */
async function fill (t: Tap, app: FastifyInstance): Promise<{ core: number, headers: { authorization: string } }> {
  const { hole } = await hierarchy(app)
  const headers = await as(app, 'admin')
  const core = (await post(app, 'cores', { hole_id: hole, core_type: 'R' }, headers)).id as number
  for (const name of ['a.txt', 'b.txt', 'c.txt']) {
    const body = multipart([{ filename: name, content: `the file ${name}\n` }])
    t.equal((await app.inject({ method: 'POST', url: '/api/v1/file/upload', headers: { ...headers, ...body.headers }, payload: body.payload })).statusCode, 201)
  }
  const assigned = await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers, payload: { selectedFilenames: ['a.txt', 'b.txt'], fileType: 'CS', assignIds: { core } } })
  t.equal(assigned.statusCode, 201)
  return { core, headers }
}

/** The snapshot directories in `dir`, once those being removed are gone (the service removes one after sending it). */
async function snapshotsIn (dir: string): Promise<string[]> {
  let names: string[] = []
  for (let i = 0; i < 100; i++) {
    names = (await readdir(dir)).filter(n => n.startsWith('.rs-backup-'))
    if (names.length === 0) break
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  return names
}

const paths = (files: Record<string, number>, root: string): string[] => Object.keys(files).filter(p => p.startsWith(`${root}/`)).sort()

t.test('the running service takes the backup; it restores into a fresh installation; a backup with the service stopped holds the same', async t => {
  const a = await installation(t)
  const app = await serve(t, a.env)
  const { core, headers } = await fill(t, app)
  // snapshots left by a crash: of an instance that is gone (removed), and of a live one (kept)
  await mkdir(join(a.dir, '.rs-backup-0123456789abcdef-00000000', 'upload'), { recursive: true })
  await mkdir(join(a.dir, `.rs-backup-${INSTANCE_ID}-00000000`))
  const file = join(a.dir, 'backup.tar.gz')
  const taken = await runTool(runBackupCli, [file], a.env)
  t.equal(taken.code, 0, taken.err)
  t.match(taken.out, new RegExp(`^backup written to ${file} \\(\\d+ bytes, taken by the running service\\): the embedded database as of \\S+, ` +
    '1 files of the upload directory, 2 of the archive, 8 of the template area, the generated JWT secret\\n$'))
  t.notOk(existsSync(join(a.dir, '.rs-backup-0123456789abcdef-00000000')), 'the snapshot of a gone instance is removed')
  t.ok(existsSync(join(a.dir, `.rs-backup-${INSTANCE_ID}-00000000`)), 'that of a live one is kept')
  await rm(join(a.dir, `.rs-backup-${INSTANCE_ID}-00000000`), { recursive: true })
  t.same(await snapshotsIn(a.dir), [], 'the snapshot is gone once written')
  await t.rejects(buildApp({ config: loadConfig(a.env), logger: false }), { message: new RegExp(`^${controlPath(a.dir)} answers: the installation is in use by the service \\(pid ${process.pid}\\)$`) },
    'a second service on the installation does not start')
  await app.close()

  const b = await installation(t, false)
  const restored = await runTool(runRestoreCli, [file], b.env)
  t.equal(restored.code, 0, restored.err)
  t.equal(await readFile(join(b.dir, 'jwt-secret'), 'utf8'), await readFile(join(a.dir, 'jwt-secret'), 'utf8'), 'the secret is restored')
  const again = await serve(t, b.env)
  const record = (await again.inject({ url: `/api/v1/form/${core}?name=cores`, headers })).json() as { archive_files: { files: Array<{ id: number, original_filename: string, checksum: string }> } }
  t.same(record.archive_files.files.map(f => f.original_filename).sort(), ['a.txt', 'b.txt'], 'a token of the old installation works; the files are there')
  for (const f of record.archive_files.files) {
    const download = await again.inject({ url: `/api/v1/file/download/${f.id}`, headers })
    t.same([download.body, md5(download.rawPayload)], [`the file ${f.original_filename}\n`, f.checksum])
  }
  t.same((await again.inject({ url: '/api/v1/file', headers })).json().items.map((e: { name: string }) => e.name), ['c.txt'])
  await again.close()

  const offline = join(b.dir, 'offline.tar.gz')
  const stopped = await runTool(runBackupCli, [offline], b.env)
  t.equal(stopped.code, 0, stopped.err)
  t.match(stopped.out, /\(\d+ bytes, taken with the service stopped\)/)
  const [first, second] = [await checkArchive(file), await checkArchive(offline)]
  for (const root of ['upload', 'archive', 'templates']) t.same(paths(second.files, root), paths(first.files, root), `the same ${root}`)
})

t.test('moves in progress hold a backup back; moves a crash left do not', async t => {
  const { dir, env } = await installation(t)
  const config = loadConfig(env)
  const database = await openPglite({ dataDir: config.PGLITE_DIR })
  t.teardown(() => database.close())
  await migrate(database.db)
  const journal = (fileId: number, owner: string, age = '0 s') => sql`insert into rs_file_journal (file_id, op, upload_name, archive_path, owner, created_at)
    values (${fileId}, 'assign', ${`f${fileId}`}, ${`CS/f${fileId}`}, ${owner}, now() - ${age}::interval)`.execute(database.db)
  await journal(1, INSTANCE_ID)
  const kept = await prepareBackup({ database, config }, captureEmbedded, 100).catch((error: Error) => error)
  t.ok(kept instanceof FilesKeptMoving)
  t.match((kept as Error).message, /^files kept moving for 0 s \(still on their way: file 1\); nothing was backed up, try again$/)
  setTimeout(() => { void sql`delete from rs_file_journal where file_id = 1`.execute(database.db) }, 200)
  const waited = await prepareBackup({ database, config }, captureEmbedded, 10_000)
  t.ok(Date.parse(waited.manifest.created) >= Date.now() - 10_000, 'taken once the move was done')
  await waited.discard()
  // a crashed instance's row, and one older than the repair's grace: nothing moves those files
  await journal(2, '0123456789abcdef')
  await journal(3, INSTANCE_ID, '1 hour')
  const prepared = await prepareBackup({ database, config }, captureEmbedded, 100)
  const out = join(dir, 'x.tar.gz')
  const { createWriteStream } = await import('node:fs')
  await prepared.write(createWriteStream(out))
  t.equal((await checkArchive(out)).engine, 'pglite')

  // a failed capture or write leaves no snapshot
  const snapshots = async (): Promise<string[]> => await snapshotsIn(dir)
  await t.rejects(prepareBackup({ database, config }, async () => { throw new Error('no capture') }), { message: 'no capture' })
  t.same(await snapshots(), [])
  const broken = await prepareBackup({ database, config }, captureEmbedded)
  await t.rejects(broken.write(new Writable({ write: (_chunk, _encoding, done) => { done(new Error('disk full')) } })), { message: 'disk full' })
  t.same(await snapshots(), [])
})

t.test('the claims of the control socket', async t => {
  const { dir, env } = await installation(t)
  const lines: string[] = []
  const log = { info: () => {}, error: () => {}, warn: (message: unknown) => { lines.push(String(message)) } }
  t.equal(await claimForService(loadConfig({ ...env, DATABASE_URL: 'postgres://127.0.0.1:1/x' }), log), undefined, 'none on PostgreSQL')
  t.equal(await claimForService(loadConfig({ ...env, PGLITE_DIR: 'memory://' }), log), undefined, 'none in memory')
  const deep = join(dir, 'd'.repeat(MAX_SOCKET_PATH))
  t.equal(await claimForService(loadConfig({ ...env, DATA_DIR: deep }), log), undefined)
  t.match(lines, [/is \d+ bytes long, more than a Unix socket path may be \(103\): no control socket, so npm run backup and restore cannot tell/])
  const claimed = await claimForService(loadConfig(env), log)
  t.ok(claimed instanceof ControlSocket)

  // a tool while the service runs; the service's answer while a tool holds the installation
  await t.rejects(embeddedTarget(loadConfig(env)), new Refused(`the service is running (${controlPath(dir)} answers: the installation is in use by the service (pid ${process.pid})); stop it first`))
  await claimed!.close()
  const target = await embeddedTarget(loadConfig(env))
  await t.rejects(backupEmbedded(loadConfig(env), new Writable()), { message: `a restore (pid ${process.pid}) did not take the backup: a restore holds the installation; try again when it is done` })
  await target.close()
  await writeFile(join(dir, 'a-file'), '')
  await t.rejects(embeddedTarget(loadConfig({ ...env, DATA_DIR: join(dir, 'a-file', 'data') })), { code: 'ENOTDIR' }, 'other failures stand')

  for (const tool of [async () => await backupEmbedded(loadConfig({ ...env, PGLITE_DIR: 'memory://' }), new Writable()), async () => await embeddedTarget(loadConfig({ ...env, PGLITE_DIR: 'memory://' }))]) {
    await t.rejects(tool() as Promise<unknown>, new Refused('the embedded database is in memory (PGLITE_DIR=memory://): it has nothing on disk to back up or restore'))
  }
  await t.rejects(backupEmbedded(loadConfig({ ...env, PGLITE_DIR: join(dir, 'none') }), new Writable()), new Refused(`there is no embedded database at ${join(dir, 'none')}: nothing to back up`))

  // an answer that breaks off on the way (the output fails)
  const fake = await ControlSocket.claim(controlPath(dir), 'a fake service')
  t.teardown(() => fake.close())
  fake.handle('backup', async () => async out => { out.end('some bytes') })
  await t.rejects(backupEmbedded(loadConfig(env), new Writable({ write: (_chunk, _encoding, done) => { done(new Error('disk full')) } })),
    { message: 'the backup was not received whole: disk full' })
})

t.test('without a control socket (PostgreSQL, in memory) the service answers nothing', async t => {
  const app = Fastify()
  await app.register(controlSocket, {})
  await app.ready()
  t.notOk(app.hasDecorator('control'))
  await app.close()
})

t.test('a backup cut off by its caller is logged by the service', async t => {
  const { dir, env } = await installation(t)
  const lines: string[] = []
  const app = await serve(t, env, { write: line => { lines.push(line) } })
  await fill(t, app)
  const asked = await askControl(controlPath(dir), 'backup')
  t.equal(asked!.answer.ok, true)
  await new Promise(resolve => asked!.body.once('data', resolve).resume())
  asked!.body.destroy()
  for (let i = 0; i < 100 && !lines.some(l => l.includes('backup: the archive was not sent whole')); i++) await new Promise(resolve => setTimeout(resolve, 50))
  t.ok(lines.some(l => l.includes('"msg":"backup: snapshot taken"')))
  t.ok(lines.some(l => l.includes('"msg":"backup: the archive was not sent whole"')))
  t.same(await snapshotsIn(dir), [], 'its snapshot is removed')
})

t.test('restore: what is checked before anything is replaced', async t => {
  const a = await installation(t)
  // with JWT_SECRET set, there is no generated secret to back up
  a.env.JWT_SECRET = 'a-secret-of-at-least-32-characters-1234'
  const app = await serve(t, a.env)
  await fill(t, app)
  const file = join(a.dir, 'backup.tar.gz')
  t.equal((await runTool(runBackupCli, [file], a.env)).code, 0)
  await app.close()

  // an installation whose database cannot be read: refused, unless forced
  const b = await installation(t, false)
  await mkdir(join(b.dir, 'pgdata'))
  await writeFile(join(b.dir, 'pgdata', 'PG_VERSION'), 'not a database\n')
  await mkdir(join(b.dir, '.rs-restore-00000000'))
  const unreadable = await runTool(runRestoreCli, [file], b.env)
  t.equal(unreadable.code, 3)
  t.match(unreadable.err, /^refused: the installation's database cannot be read \(.*\); restore --force replaces it; nothing was changed\n$/)
  await writeFile(join(b.dir, 'jwt-secret'), 'the installation\'s own')
  const forced = await runTool(runRestoreCli, [file, '--force'], b.env)
  t.equal(forced.code, 0, forced.err)
  t.match(forced.out, /of the template area \(replaced an unreadable database and 0 files\)/, 'no secret in the backup')
  t.equal(await readFile(join(b.dir, 'jwt-secret'), 'utf8'), 'the installation\'s own', 'the installation\'s secret stays')
  t.notOk(existsSync(join(b.dir, '.rs-restore-00000000')), 'what an interrupted restore left is gone')

  // archives that do not fit: made from snapshots written by hand
  const craft = async (engine: 'pglite' | 'postgres', files: Record<string, string>): Promise<string> => {
    const dir = await tempDir(t)
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(dir, 'snap', path, '..'), { recursive: true })
      await writeFile(join(dir, 'snap', path), content)
    }
    await writeManifest(join(dir, 'snap'), { created: new Date().toISOString(), engine, schema: engine === 'postgres' ? 'public' : undefined })
    const { createWriteStream } = await import('node:fs')
    await packArchive(join(dir, 'snap'), createWriteStream(join(dir, 'crafted.tar.gz')))
    return join(dir, 'crafted.tar.gz')
  }
  const config = loadConfig(b.env)
  const target = await embeddedTarget(config)
  t.teardown(() => target.close())
  const attempts: Array<[string, RestoreTarget, RegExp]> = [
    [await craft('postgres', { 'database/postgres.dump': 'x' }), target, /holds PostgreSQL, this installation runs on the embedded database \(set DATABASE_URL to restore it\)$/],
    [await craft('pglite', { 'upload/x': 'x' }), target, /^the database in .* cannot be restored: it holds no embedded database$/],
    [await craft('pglite', { 'database/pgdata/PG_VERSION': 'junk' }), target, /^the database in .* cannot be restored: /],
    [file, { ...target, engine: 'postgres' }, /holds the embedded database, this installation runs on PostgreSQL \(unset DATABASE_URL to restore it\)$/]
  ]
  const before = await readFile(join(b.dir, 'jwt-secret'), 'utf8')
  for (const [archive, into, message] of attempts) {
    await t.rejects(restoreArchive(config, archive, into, true), { message })
  }
  t.equal(await readFile(join(b.dir, 'jwt-secret'), 'utf8'), before)
})
