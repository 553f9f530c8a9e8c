import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { openInstallation } from '../../app/installation.js'
import { MAX_SOCKET_PATH } from '../../core/backup/control.js'
import { tempDir, testConfig } from '../helpers/app.js'

// What `npm start` opens before its app exists (app/installation.ts): the claim of an installation on the embedded
// database, its database, and what it logs meanwhile (on the embedded database on disk in both test runs: only
// it has a claim).

const embedded = (dir: string, env: Record<string, string> = {}) =>
  testConfig(dir, join(dir, 'templates'), { DATABASE_URL: '', PGLITE_DIR: join(dir, 'pgdata'), ...env })

t.test('claimed and opened; a second start on it is refused', async t => {
  const dir = await tempDir(t)
  const first = await openInstallation(embedded(dir))
  t.ok(first.control !== undefined, 'claimed')
  await t.rejects(openInstallation(embedded(dir)), { message: `${join(dir, 'control.sock')} answers: the installation is in use by the service (pid ${process.pid})` })
  t.same((await first.database.db.selectNoFrom(eb => eb.lit(1).as('one')).execute()), [{ one: 1 }])
  await first.database.close()
  await first.control!.close()
})

t.test('a warning of before the app logs to its logger once there is one', async t => {
  const dir = join(await tempDir(t), 'd'.repeat(MAX_SOCKET_PATH))
  await mkdir(dir, { recursive: true })
  const installation = await openInstallation(embedded(dir))
  t.teardown(() => installation.database.close())
  t.equal(installation.control, undefined, 'no control socket on a path too long for one')
  const lines: unknown[][] = []
  installation.useLog({ warn: (...line: unknown[]) => { lines.push(line) } })
  t.match(lines, [[/ bytes long, more than a Unix socket path may be \(103\): no control socket, so npm run backup and restore cannot tell/]])
})

t.test('a database that does not open gives the claim back', async t => {
  const dir = await tempDir(t)
  await writeFile(join(dir, 'a-file'), '')
  await t.rejects(openInstallation(embedded(dir, { PGLITE_DIR: join(dir, 'a-file', 'pgdata') })), { code: 'ENOTDIR' })
  const again = await openInstallation(embedded(dir))
  t.ok(again.control !== undefined, 'the installation could be claimed again')
  await again.database.close()
  await again.control!.close()
})
