import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { describe, runBackupCli, USAGE as BACKUP_USAGE } from '../../../app/cli/backup-cli.js'
import { runRestoreCli, USAGE as RESTORE_USAGE } from '../../../app/cli/restore-cli.js'
import { ControlSocket, controlPath } from '../../../core/backup/control.js'
import { tempDir } from '../../helpers/app.js'
import { runTool } from '../../helpers/backup.js'

// The frame of `npm run backup` and `npm run restore`: arguments, messages, exit codes (0 done, 1 failed, 2 wrong
// usage, 3 refused). What they do is tested in backup.test.ts and test/core/backup/.

const tools = [['backup', runBackupCli, BACKUP_USAGE], ['restore', runRestoreCli, RESTORE_USAGE]] as const

t.test('usage, help, configuration and database failures', async t => {
  const dir = await tempDir(t)
  const env = { DATA_DIR: dir, TEMPLATE_DIR: join(dir, 'templates') }
  const archive = join(dir, 'some.tar.gz')
  await writeFile(archive, 'x')
  for (const [name, run, usage] of tools) {
    t.same(await runTool(run, ['-h'], env), { code: 0, out: usage, err: '' }, `${name} -h`)
    t.same(await runTool(run, ['--help', 'x'], env), { code: 0, out: usage, err: '' })
    t.same(await runTool(run, [], env), { code: 2, out: '', err: `name one archive file\n\n${usage}` })
    t.same(await runTool(run, ['a', 'b'], env), { code: 2, out: '', err: `name one archive file\n\n${usage}` })
    const unknown = await runTool(run, ['--nope', 'a'], env)
    t.equal(unknown.code, 2)
    t.match(unknown.err, /^Unknown option '--nope'/)
    const config = await runTool(run, [archive], { ...env, PORT: 'eighty' })
    t.equal(config.code, 1)
    t.match(config.err, /^Invalid configuration:\n\s+PORT must be integer/)
    const down = await runTool(run, [join(dir, `${name}.tar.gz`)].map(f => name === 'restore' ? archive : f), { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })
    t.equal(down.code, 1, `${name} with PostgreSQL unreachable`)
    t.match(down.err, /^failed: .*ECONNREFUSED/)
  }
  t.same(await runTool(runRestoreCli, ['nope.tar.gz'], { ...env, INIT_CWD: dir }), { code: 1, out: '', err: `${join(dir, 'nope.tar.gz')} does not exist\n` },
    'a relative name is taken from where npm was started')
  t.same(await runTool(runRestoreCli, ['nope.tar.gz'], env), { code: 1, out: '', err: `${join(process.cwd(), 'nope.tar.gz')} does not exist\n` })
  t.same(await runTool(runBackupCli, [archive], env), { code: 3, out: '', err: `refused: ${archive} exists; --force replaces it; nothing was changed\n` })
  const nowhere = await runTool(runBackupCli, [join(dir, 'no', 'such', 'dir.tar.gz')], env)
  t.equal(nowhere.code, 1)
  t.match(nowhere.err, new RegExp(`^cannot write ${join(dir, 'no', 'such', 'dir.tar.gz')}: ENOENT`))
})

t.test('a backup that arrives cut short is not kept', async t => {
  const dir = await tempDir(t)
  await writeFile(join(dir, 'old.tar.gz'), 'the previous backup')
  // a service that fails half-way: the connection just ends
  const service = await ControlSocket.claim(controlPath(dir), 'the service')
  t.teardown(() => service.close())
  service.handle('backup', async () => async out => { out.write(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0])) })
  const cut = await runTool(runBackupCli, [join(dir, 'old.tar.gz'), '--force'], { DATA_DIR: dir })
  t.equal(cut.code, 1)
  t.equal(cut.err, 'the backup was not written whole (zlib: unexpected end of file); nothing was kept (see the service\'s log)\n')
  t.equal(await readFile(join(dir, 'old.tar.gz'), 'utf8'), 'the previous backup', 'the file it was to replace is untouched')
  t.same((await import('node:fs/promises').then(fs => fs.readdir(dir))).filter(n => n.endsWith('.part')), [], 'no partial file is left')
})

t.test('what a backup holds, in a line', async t => {
  t.equal(describe({ format: 'record-service-backup', version: 1, created: '2026-01-01T00:00:00.000Z', engine: 'postgres', schema: 'public', files: { 'database/postgres.dump': 10, 'upload/a': 1, 'templates/x.json': 2 } }),
    'PostgreSQL (schema public) as of 2026-01-01T00:00:00.000Z, 1 files of the upload directory, 0 of the archive, 1 of the template area')
})
