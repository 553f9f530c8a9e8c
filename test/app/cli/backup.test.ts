import { randomBytes } from 'node:crypto'
import { copyFile, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { runBackupCli } from '../../../app/cli/backup-cli.js'
import { runRestoreCli } from '../../../app/cli/restore-cli.js'
import { tempDir } from '../../helpers/app.js'
import { fingerprint, md5, recordsOf, runTool } from '../../helpers/backup.js'
import { runEntry } from '../../helpers/cli.js'
import { multipart } from '../../helpers/files.js'
import { adminHeaders, createHole, createRecord, postJson, serviceEnv, startService, stop } from '../../helpers/service-process.js'

// The backup drill, on the engine of the run (embedded database, or PostgreSQL with DATABASE_URL): the real service
// as a child process under a steady load of creates, uploads, assigns and unassigns (WORKERS at a time) while
// `npm run backup` runs; then a restore into a fresh installation and a start there. Every create answered 201
// before the backup began is there with its values; every file a File record names is in the archive whole (size,
// MD5, the bytes sent); the start-up file check finds nothing to repair (no orphan, nothing missing, no journal
// row: the snapshot was consistent by itself); every upload acknowledged before the backup began is in exactly one
// place; a token of the old installation works. Then the refusals: a restore while the service runs, over a
// non-empty installation without --force, and of damaged archives, each with nothing changed.

/** The upload directory, the archive, the template area and the secret of the installation in `dir`. */
const filesOf = async (dir: string): Promise<Record<string, unknown>> => ({
  upload: await fingerprint(join(dir, 'upload')),
  archive: await fingerprint(join(dir, 'archive')),
  templates: await fingerprint(join(dir, 'templates')),
  secret: md5(await readFile(join(dir, 'jwt-secret')))
})

const WORKERS = 6
/** load rounds per worker at least; the load goes on until the backup is done */
const ROUNDS = 10
/** the backup begins once this many rounds are done */
const BACKUP_AFTER = 3 * WORKERS

interface Acked { at: number }
interface Create extends Acked { body: Record<string, any> }
interface Upload extends Acked { name: string }

t.test('a backup under load restores into a fresh installation whole and consistent', async t => {
  const dirA = await tempDir(t)
  const envA = { ...await serviceEnv(t, dirA), API_RATE_LIMIT: '0' }
  const a = await startService(t, envA)
  const headers = await adminHeaders(a.url)
  const hole = await createHole(a.url, headers)
  const core = await createRecord(a.url, headers, 'cores', { hole_id: hole, core_type: 'R' })
  const contents = new Map<string, Buffer>()
  const creates: Create[] = []
  const uploads: Upload[] = []
  const statuses = new Map<string, number>()
  const count = (what: string, status: number): void => { statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1) }
  let rounds = 0
  let backupBegan = Infinity
  let backupDone = false
  let started: () => void
  const startBackup = new Promise<void>(resolve => { started = resolve })

  const upload = async (name: string): Promise<boolean> => {
    contents.set(name, randomBytes(16 * 1024 + Math.floor(Math.random() * 48 * 1024)))
    const body = multipart([{ filename: name, content: contents.get(name)! }])
    const response = await fetch(`${a.url}/api/v1/file/upload`, { method: 'POST', headers: { ...headers, ...body.headers }, body: new Uint8Array(body.payload) })
    await response.arrayBuffer()
    count('upload', response.status)
    return response.status === 201
  }
  const worker = async (w: number): Promise<void> => {
    const assigned: number[] = []
    for (let r = 0; r < ROUNDS || !backupDone; r++) {
      const created = await postJson(`${a.url}/api/v1/form?name=cores`, headers, { hole_id: hole, core_type: 'R', drilled_length: w * 1000 + r, remarks: `w${w} r${r}` })
      count('create', created.status)
      if (created.status === 201) creates.push({ body: created.body, at: Date.now() })
      const name = `f-${w}-${r}.bin`
      if (await upload(name)) uploads.push({ name, at: Date.now() })
      if (r % 3 !== 2) {
        const answer = await postJson(`${a.url}/api/v1/file/assign`, headers, { selectedFilenames: [name], fileType: 'CS', number: w * 1000 + r, assignIds: { core } })
        count('assign', answer.status)
        if (answer.status === 201) assigned.push(answer.body[0].id)
      }
      if (r % 4 === 3 && assigned.length > 0) {
        const response = await fetch(`${a.url}/api/v1/file/unassign/${assigned.shift()!}`, { method: 'PUT', headers })
        await response.arrayBuffer()
        count('unassign', response.status)
      }
      if (++rounds === BACKUP_AFTER) started()
    }
  }
  const load = Promise.all(Array.from({ length: WORKERS }, async (_, w) => { await worker(w) }))
  await startBackup
  const file = join(dirA, 'backup.tar.gz')
  backupBegan = Date.now()
  const backup = await runTool(runBackupCli, [file], envA)
  const backupEnded = Date.now()
  backupDone = true
  await load
  t.equal(backup.code, 0, backup.err)
  t.match(backup.out, new RegExp(`^backup written to ${file} \\(\\d+ bytes, taken (by the running service|from PostgreSQL while the service may run)\\): `))
  t.comment(`backup under load in ${backupEnded - backupBegan} ms; ${rounds} rounds of load; answers ${JSON.stringify(Object.fromEntries(statuses))}`)
  t.same([...statuses.keys()].filter(s => !/ 20[01]$/.test(s)), [], 'every request of the load succeeded')
  t.equal((await stat(file)).mode & 0o777, 0o600, 'the archive is private')
  const before = (at: number): boolean => at < backupBegan
  t.ok(creates.filter(c => !before(c.at)).length > 0, 'creates were answered while the backup ran')
  const paused = /"pausedMs":(\d+)/.exec(a.output())?.[1]
  t.comment(paused === undefined ? 'PostgreSQL: file moves paused while the files were linked' : `the service paused its database for ${paused} ms`)
  t.equal(await stop(a), 0)

  // a fresh installation: an empty data directory (on PostgreSQL a new database), the bundled template area
  const dirB = await tempDir(t)
  const envB = { ...await serviceEnv(t, dirB), API_RATE_LIMIT: '0' }
  const restored = await runTool(runRestoreCli, [file], envB)
  t.equal(restored.code, 0, restored.err)
  t.match(restored.out, /^restored .* \(replaced 0 records and 0 files\)\. Start the service/)
  const restoredFiles = await filesOf(dirB)
  const b = await startService(t, envB)
  const check = /"journal":\[\],"removedTemporary":\[\],"returned":\[\],"missing":0,"msg":"file check at start-up"/
  t.match(b.output(), check, 'the start-up file check found nothing to repair: files and records matched')

  const cores = (await (await fetch(`${b.url}/api/v1/form?name=cores&filter[hole_id]=${hole}&per-page=1000`, { headers })).json() as { items: Array<Record<string, any>> }).items
  t.ok(cores.length > 0, 'the old token is valid on the restored installation (secret and sessions restored)')
  const byId = new Map(cores.map(c => [c.id, c]))
  const lost = creates.filter(c => before(c.at)).filter(({ body }) => {
    const found = byId.get(body.id)
    return found === undefined || found.core !== body.core || found.combined_id !== body.combined_id || found.drilled_length !== body.drilled_length || found.remarks !== body.remarks
  })
  t.comment(`${creates.filter(c => before(c.at)).length} creates answered before the backup began, ${creates.length} in all; ${cores.length} restored`)
  t.same(lost, [], 'every create answered before the backup began is restored with its values')

  const record = await (await fetch(`${b.url}/api/v1/form/${core}?name=cores`, { headers })).json() as
    { archive_files: { files: Array<{ id: number, filename: string, original_filename: string, checksum: string, filesize: number }> } }
  const files = record.archive_files.files
  const broken: string[] = []
  for (const f of files) {
    const bytes = Buffer.from(await (await fetch(`${b.url}/api/v1/file/download/${f.id}`, { headers })).arrayBuffer())
    if (bytes.length !== f.filesize || md5(bytes) !== f.checksum || !bytes.equals(contents.get(f.original_filename)!)) broken.push(f.original_filename)
  }
  t.same(broken, [], `each of the ${files.length} restored File records downloads whole (size, MD5, the bytes sent)`)
  const archived = await fingerprint(join(dirB, 'archive'))
  t.same(Object.keys(archived).map(p => p.split('/').pop()).sort(), files.map(f => f.filename).sort(), 'the archive holds exactly the recorded files')
  const listed = (await (await fetch(`${b.url}/api/v1/file?per-page=1000`, { headers })).json() as { items: Array<{ name: string, size: number }> }).items
  const partial = []
  for (const entry of listed) if (!contents.has(entry.name) || !(await readFile(join(dirB, 'upload', entry.name))).equals(contents.get(entry.name)!)) partial.push(entry.name)
  t.same(partial, [], `each of the ${listed.length} restored uploads is whole`)
  t.same(Object.keys(await fingerprint(join(dirB, 'upload'))).filter(n => n.startsWith('.')), [], 'no temporary or staging file')
  const places = [...listed.map(e => e.name), ...files.map(f => f.original_filename)]
  const misplaced = uploads.filter(u => before(u.at)).filter(u => places.filter(p => p === u.name).length !== 1).map(u => u.name)
  t.same(misplaced, [], 'every upload acknowledged before the backup began is in the upload directory or the archive, once')

  // refusals, with nothing changed
  const running = await runEntry('restore', [file], envB)
  t.equal(running.code, 3, running.err)
  t.match(running.err, /^refused: the service is running\b.*; stop (it|them) first; nothing was changed\n$/)
  t.equal(await stop(b), 0)
  const records = await recordsOf(envB)
  const files0 = await filesOf(dirB)
  const unchanged = async (what: string): Promise<void> => {
    t.same(await filesOf(dirB), files0, `${what}: the files are unchanged`)
    t.equal(await recordsOf(envB), records, `${what}: the records are unchanged`)
  }
  const notEmpty = await runTool(runRestoreCli, [file], envB)
  t.equal(notEmpty.code, 3)
  t.match(notEmpty.err, new RegExp(`^refused: the installation is not empty: it holds ${records} records and \\d+ files .*restore --force replaces them; nothing was changed\\n$`))
  await unchanged('refused without --force')

  const archive = await readFile(file)
  const flipped = Buffer.from(archive)
  flipped[Math.floor(flipped.length / 2)] ^= 0xff
  const truncated = archive.subarray(0, Math.floor(archive.length * 0.9))
  for (const [name, bytes] of [['flipped', flipped], ['truncated', truncated]] as const) {
    const damaged = join(dirA, `${name}.tar.gz`)
    await writeFile(damaged, bytes)
    const refused = await runTool(runRestoreCli, [damaged, '--force'], envB)
    t.equal(refused.code, 1, `${name}: ${refused.err}`)
    t.match(refused.err, new RegExp(`^${damaged} is not a usable backup: `))
    await unchanged(`a ${name} archive`)
  }

  // and --force replaces it (through the real entry point), to the same state
  await copyFile(file, join(dirB, 'again.tar.gz'))
  const forced = await runEntry('restore', [join(dirB, 'again.tar.gz'), '--force'], envB)
  t.equal(forced.code, 0, forced.err)
  t.match(forced.out, new RegExp(`\\(replaced ${records} records and \\d+ files\\)`))
  t.equal(await recordsOf(envB), records, 'the records are back')
  t.same(await filesOf(dirB), restoredFiles, 'the files are as after the first restore')

  // a backup with the service stopped, through the real entry point
  const offline = await runEntry('backup', [join(dirB, 'offline.tar.gz')], envB)
  t.equal(offline.code, 0, offline.err)
  t.match(offline.out, /\(\d+ bytes, taken (with the service stopped|from PostgreSQL while the service may run)\)/)
})
