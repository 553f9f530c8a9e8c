import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { adminHeaders, createHole, postJson, serviceEnv, startService } from '../helpers/service-process.js'

// The embedded database on disk syncs a commit before the service answers it (EMBEDDED_DURABILITY=full, the
// default), watched from outside: the service runs under strace, which lists its fsync calls and its writes to
// sockets in the order they happened. Relaxed, no sync comes before the answer.

const strace = spawnSync('strace', ['-o', '/dev/null', 'true']).status === 0
const skip = process.env.DATABASE_URL ? 'embedded database only' : strace ? false : 'strace is not available here'

const WAL_SYNC = /fsync\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\) = 0/
const CREATED = /"HTTP\/1\.1 201 /

t.test('a create is answered after its commit is synced to the disk', { skip }, async t => {
  for (const durability of ['full', 'relaxed']) {
    const dir = await tempDir(t)
    const trace = join(dir, 'strace.txt')
    const env = { ...await serviceEnv(t, dir), EMBEDDED_DURABILITY: durability }
    const service = await startService(t, env, ['strace', '-f', '-qq', '-y', '-s', '24', '-e', 'trace=fsync,write,writev', '-o', trace])
    const headers = await adminHeaders(service.url)
    const hole = await createHole(service.url, headers)
    const before = (await readFile(trace, 'utf8')).length
    const created = await postJson(`${service.url}/api/v1/form?name=cores`, headers, { hole_id: hole, core_type: 'R' })
    t.equal(created.status, 201)
    // the service is strace's child: ended by SIGTERM, it ends strace with its exit code
    process.kill(Number(spawnSync('pgrep', ['-P', String(service.child.pid)]).stdout.toString().trim()), 'SIGTERM')
    t.equal(await service.exited, 0)
    const lines = (await readFile(trace, 'utf8')).slice(before).split('\n')
    const answered = lines.findIndex(line => CREATED.test(line))
    const synced = lines.findIndex(line => WAL_SYNC.test(line))
    t.ok(answered >= 0, `${durability}: the answer is in the trace`)
    if (durability === 'full') t.ok(synced >= 0 && synced < answered, 'full: the WAL synced before the answer')
    else t.equal(synced, -1, 'relaxed: nothing synced, before the answer or after')
  }
})
