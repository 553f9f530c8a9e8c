import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { adminHeaders, createHole, postJson, serviceEnv, startService, stop } from '../helpers/service-process.js'

// A viewer's expensive lists (the probe: contains filters over 2,000 records of 4 KB text, 40 at once) do not stop
// the service: /health/live answers while they run, on the embedded database (whose engine runs in a thread of its
// own) as on PostgreSQL. A statement past DB_STATEMENT_TIMEOUT_MS answers 503 on both, and the
// service goes on with its data.

const RECORDS = 2000
const FLOOD = 40
// 4 KB of text a record, as the probe's; no filter below matches it early, so each scans all of it
const REMARKS = 'lorem ipsum dolor sit amet '.repeat(152)

async function seed (url: string, headers: Record<string, string>, hole: number): Promise<void> {
  let made = 0
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (made < RECORDS) {
      made++
      const answer = await postJson(`${url}/api/v1/form?name=cores`, headers, { hole_id: hole, core_type: 'R', remarks: REMARKS })
      if (answer.status !== 201) throw new Error(`seeding: ${answer.status} ${JSON.stringify(answer.body)}`)
    }
  }))
}

t.test('a flood of expensive lists leaves the health probe answering; a statement past its time is a 503', async t => {
  const dir = await tempDir(t)
  const env = await serviceEnv(t, dir)
  const first = await startService(t, env)
  const admin = await adminHeaders(first.url)
  await seed(first.url, admin, await createHole(first.url, admin))
  const made = await postJson(`${first.url}/api/v1/users`, admin, { username: 'eve', password: 'viewer-password', roles: ['viewer'] })
  t.equal(made.status, 201)
  const login = await postJson(`${first.url}/api/v1/auth/login`, {}, { username: 'eve', password: 'viewer-password' })
  const viewer = { authorization: `Bearer ${login.body.token as string}` }

  // (how long the probe waits is the benchmark's to measure, not a test's: here, that it is not queued behind the flood)
  let running = FLOOD
  const flood = Promise.all(Array.from({ length: FLOOD }, async (_, i) => {
    const response = await fetch(`${first.url}/api/v1/form?name=cores&filter[remarks]==${i % 2 === 0 ? 'lorem' : 'zzz'}`, { headers: viewer })
    await response.arrayBuffer()
    running--
    return response.status
  }))
  const probes: Array<{ status: number, running: number }> = []
  while (running > 0) {
    const health = await fetch(`${first.url}/health/live`)
    probes.push({ status: health.status, running })
    await new Promise(resolve => setTimeout(resolve, 20))
  }
  const statuses = await flood
  t.same([...new Set(statuses)], [200], 'every list of the flood answered')
  t.comment(`${probes.length} health probes during the flood`)
  t.same([...new Set(probes.map(p => p.status))], [200], 'every probe answered 200')
  t.ok(probes.some(p => p.running > 0), 'the probe answered while lists of the flood still ran')
  t.equal(await stop(first), 0)

  // the same data, a statement limit of 300 ms, and a list of 20 contains filters over all of it (seconds of work)
  const second = await startService(t, { ...env, DB_STATEMENT_TIMEOUT_MS: '300' })
  const headers = await adminHeaders(second.url)
  const heavy = '&filter[remarks]=!%3Dzzz'.repeat(20)
  const refused = await fetch(`${second.url}/api/v1/form?name=cores${heavy}`, { headers })
  t.equal(refused.status, 503)
  t.equal(refused.headers.get('retry-after'), '1')
  t.same(await refused.json(), { name: 'Service Unavailable', message: 'The database took too long to answer.', code: 0, status: 503 })
  // the embedded engine was opened again (PostgreSQL cancelled the statement): the data is all there
  let listed: Response | undefined
  for (let i = 0; i < 50 && listed?.status !== 200; i++) {
    listed = await fetch(`${second.url}/api/v1/form?name=cores&per-page=1`, { headers })
    if (listed.status !== 200) await new Promise(resolve => setTimeout(resolve, 100))
  }
  t.equal(listed!.status, 200)
  t.equal((await listed!.json() as { _meta: { totalCount: number } })._meta.totalCount, RECORDS, 'every record is kept')
  t.equal(await stop(second), 0)
})
