import { once } from 'node:events'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { createPostgresDatabase } from '../helpers/database.js'
import { spawnService } from '../helpers/service-process.js'

t.test('a bad configuration stops the start with a message naming the variable', async t => {
  const { child, output } = spawnService({ PORT: 'eighty' })
  const [code] = await once(child, 'exit')
  t.equal(code, 1)
  t.match(output(), /Invalid configuration:\n\s+PORT must be integer \(got "eighty"\)/)
})

t.test('a start that fails later exits 1 with the reason', async t => {
  const dir = await tempDir(t)
  await writeFile(join(dir, 'not-a-directory'), '')
  const { child, output } = spawnService({ DATA_DIR: dir, PGLITE_DIR: 'memory://', TEMPLATE_DIR: join(dir, 'not-a-directory'), DATABASE_URL: '' })
  const [code] = await once(child, 'exit')
  t.equal(code, 1)
  t.match(output(), /record-service failed to start: /)
})

t.test('the service listens, answers and shuts down on SIGTERM', async t => {
  const dir = await tempDir(t)
  const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: await createPostgresDatabase(t) } : { PGLITE_DIR: 'memory://' }
  const { child, output } = spawnService({ DATA_DIR: dir, PORT: '0', ADMIN_PASSWORD: 'admin-password', ...database })
  let url: string | undefined
  for (let i = 0; i < 600 && url === undefined; i++) {
    url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  t.ok(url, 'listening')
  const ready = await fetch(`${url!}/health/ready`)
  t.equal(ready.status, 200)
  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  t.equal(code, 0)
  t.match(output(), /shutting down/)
})

t.test('logs are readable lines in development and JSON lines otherwise, with request ids in both', async t => {
  for (const NODE_ENV of ['development', 'production']) {
    const dir = await tempDir(t)
    const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: await createPostgresDatabase(t) } : { PGLITE_DIR: 'memory://' }
    const { child, output } = spawnService({ NODE_ENV, DATA_DIR: dir, PORT: '0', ADMIN_PASSWORD: 'admin-password', ...database })
    let url: string | undefined
    for (let i = 0; i < 600 && url === undefined; i++) {
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
      await new Promise(resolve => setTimeout(resolve, 100))
    }
    t.equal((await fetch(`${url!}/health/live`)).status, 200)
    child.kill('SIGTERM')
    await once(child, 'exit')
    if (NODE_ENV === 'development') {
      const request = output().split('\n').find(line => line.includes('incoming request'))!
      t.match(request, /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: req-\w+ incoming request$/, 'a readable line with its request id')
      t.match(output(), /\n\s+"url": "\/health\/live"/)
    } else {
      const request = output().split('\n').find(line => line.includes('/health/live'))!
      t.match(JSON.parse(request), { level: 30, reqId: /^req-\w+$/, msg: 'incoming request' }, 'a JSON line with its request id')
    }
  }
})
