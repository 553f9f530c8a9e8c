import t from 'tap'
import { tempDir } from '../helpers/app.js'
import type { Teardown } from '../helpers/teardown.js'
import { adminHeaders, createHole, killHard, postJson, serviceEnv, startService, stop } from '../helpers/service-process.js'

// kill -9 of the service during 200 concurrent creates of cores in one hole (running numbers per hole), then a
// restart on the same data: every acknowledged create is there with its values, running numbers stay unique,
// and the service works normally. Likewise during 200 concurrent updates of 2 cores: every acknowledged update is
// in the history under the version its answer named, and no version is without its change. The embedded database
// is persisted on disk in a temporary directory.

const CREATES = 200
// the kill comes after this many acknowledgements, so that creates are still in flight
const KILL_AFTER = 60
const UPDATES = 200
// (few cores: concurrent updates of one core go one statement after another, so that many are still under way when the
// kill comes; with one core per ten updates, group commit answered all 200 before the test saw its 60th answer)
const CORES = 2

/** The service on a fresh data directory, the admin's headers and a hole to write into. */
async function serviceWithHole (t: Teardown) {
  const env = await serviceEnv(t, await tempDir(t))
  const first = await startService(t, env)
  const headers = await adminHeaders(first.url)
  return { env, first, headers, hole: await createHole(first.url, headers) }
}

t.test('acknowledged creates survive kill -9 mid-way', async t => {
  const { env, first, headers, hole } = await serviceWithHole(t)

  const acknowledged: Array<Record<string, any>> = []
  const statuses = new Map<number, number>()
  let failures = 0
  let killing: Promise<void> | undefined
  await Promise.all(Array.from({ length: CREATES }, async (_, i) => {
    try {
      const answer = await postJson(`${first.url}/api/v1/form?name=cores`, headers,
        { hole_id: hole, core_type: 'R', drilled_length: i + 1, remarks: `create ${i}` })
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 201) acknowledged.push(answer.body)
      if (acknowledged.length >= KILL_AFTER) killing ??= killHard(first)
    } catch {
      failures++ // the connection died with the process
    }
  }))
  await killing
  t.comment(`${CREATES} creates tried: ${acknowledged.length} acknowledged (201), ${failures} cut off by the kill, statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
  t.same([...statuses.keys()].filter(s => s !== 201), [], 'no create was refused before the kill')
  t.ok(acknowledged.length >= KILL_AFTER && acknowledged.length < CREATES, 'the kill came while creates were in flight')

  const second = await startService(t, env)
  const again = await adminHeaders(second.url)
  const listed = await fetch(`${second.url}/api/v1/form?name=cores&filter[hole_id]=${hole}&per-page=1000`, { headers: again })
  t.equal(listed.status, 200)
  const stored = (await listed.json() as { items: Array<Record<string, any>> }).items
  const byId = new Map(stored.map(core => [core.id, core]))
  const lost = acknowledged.filter(core => {
    const found = byId.get(core.id)
    return found === undefined || found.core !== core.core || found.combined_id !== core.combined_id ||
      found.igsn !== core.igsn || found.drilled_length !== core.drilled_length || found.remarks !== core.remarks
  })
  t.comment(`after the restart: ${stored.length} cores stored, ${lost.length} acknowledged creates lost or changed`)
  t.same(lost, [], 'every acknowledged create is stored with its values')
  const numbers = stored.map(core => core.core as number)
  t.equal(new Set(numbers).size, numbers.length, 'no running number twice in the hole')

  const next = await postJson(`${second.url}/api/v1/form?name=cores`, again, { hole_id: hole, core_type: 'R' })
  t.equal(next.status, 201, 'the service creates again')
  t.equal(next.body.core, Math.max(...numbers) + 1, 'with the next running number')
  t.equal((await fetch(`${second.url}/api/v1/form/${next.body.id as number}?name=cores`, { headers: again })).status, 200)
  t.equal(await stop(second), 0, 'and shuts down cleanly')
})

t.test('acknowledged updates survive kill -9 mid-way, each with its version, and no version without its change', async t => {
  const { env, first, headers, hole } = await serviceWithHole(t)
  const cores: number[] = []
  for (let i = 0; i < CORES; i++) cores.push((await postJson(`${first.url}/api/v1/form?name=cores`, headers, { hole_id: hole, core_type: 'R' })).body.id)

  const acknowledged: Array<{ id: number, remarks: string, version: number }> = []
  let failures = 0
  let killing: Promise<void> | undefined
  await Promise.all(Array.from({ length: UPDATES }, async (_, i) => {
    const id = cores[i % CORES]
    const remarks = `update ${i}`
    try {
      const answer = await fetch(`${first.url}/api/v1/form/${id}?name=cores`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ remarks }) })
      await answer.arrayBuffer()
      if (answer.status === 200) acknowledged.push({ id, remarks, version: Number(JSON.parse(answer.headers.get('etag')!)) })
      if (acknowledged.length >= KILL_AFTER) killing ??= killHard(first)
    } catch {
      failures++ // the connection died with the process
    }
  }))
  await killing
  t.comment(`${UPDATES} updates tried: ${acknowledged.length} acknowledged, ${failures} cut off by the kill`)
  t.ok(acknowledged.length >= KILL_AFTER && acknowledged.length < UPDATES, 'the kill came while updates were in flight')

  const second = await startService(t, env)
  const again = await adminHeaders(second.url)
  const lost: unknown[] = []
  const orphans: unknown[] = []
  for (const id of cores) {
    const record = await (await fetch(`${second.url}/api/v1/form/${id}?name=cores`, { headers: again })).json()
    const versions = (await (await fetch(`${second.url}/api/v1/form/${id}/history?name=cores&per-page=1000`, { headers: again })).json()).items as Array<{ version: number, changes: { remarks?: { to: string } } }>
    const byVersion = new Map(versions.map(v => [v.version, v.changes.remarks?.to]))
    for (const update of acknowledged.filter(u => u.id === id)) if (byVersion.get(update.version) !== update.remarks) lost.push(update)
    // the versions are 1..n, and the last one's change is what the record holds
    if (versions.map(v => v.version).join() !== versions.map((_, i) => versions.length - i).join()) orphans.push({ id, versions: versions.map(v => v.version) })
    if (versions.length > 1 && versions[0].changes.remarks?.to !== record.remarks) orphans.push({ id, last: versions[0], remarks: record.remarks })
  }
  t.same(lost, [], 'every acknowledged update is in its version, with its value')
  t.same(orphans, [], 'no version without its change: the versions follow each other, the last one is the record')
  t.equal(await stop(second), 0, 'and shuts down cleanly')
})
