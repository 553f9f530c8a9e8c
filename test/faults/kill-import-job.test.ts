import t from 'tap'
import { tempDir } from '../helpers/app.js'
import { adminHeaders, createHole, killHard, serviceEnv, startService, stop } from '../helpers/service-process.js'

// An import job (Prefer: respond-async) cut off by kill -9 half-way: after the restart the job is failed and none of
// its rows is stored; a job running when the service is stopped (SIGTERM) ends before the service does. The embedded
// database is on disk in a temporary directory.

// (top depths given: the rows go a thousand to a statement; without, each reads the bottom of the core before it)
const csv = (hole: number, rows: number, from = 0): string =>
  `Hole ID,Core Type,Top Depth (m)\n${Array.from({ length: rows }, (_, i) => `${hole},R,${(from + i) * 3}`).join('\n')}\n`

async function startJob (url: string, headers: Record<string, string>, body: string): Promise<number> {
  const answer = await fetch(`${url}/api/v1/form/import?name=cores&mode=commit`, { method: 'POST', headers: { ...headers, prefer: 'respond-async', 'content-type': 'text/csv' }, body })
  if (answer.status !== 202) throw new Error(`${answer.status} ${await answer.text()}`)
  return (await answer.json() as { id: number }).id
}

const job = async (url: string, headers: Record<string, string>, id: number) => await (await fetch(`${url}/api/v1/import/${id}`, { headers })).json() as Record<string, any>
const cores = async (url: string, headers: Record<string, string>, hole: number) =>
  (await (await fetch(`${url}/api/v1/form?name=cores&filter[hole_id]=${hole}&per-page=1`, { headers })).json() as { _meta: { totalCount: number } })._meta.totalCount

t.test('kill -9 during an import job: failed after the restart, nothing of it written', async t => {
  const env = await serviceEnv(t, await tempDir(t))
  const first = await startService(t, env)
  const headers = await adminHeaders(first.url)
  const hole = await createHole(first.url, headers)
  const id = await startJob(first.url, headers, csv(hole, 20_000))
  // (killed once a part of the rows is written, inside the job's transaction)
  let seen: Record<string, any>
  do seen = await job(first.url, headers, id)
  while (seen.state === 'running' && seen.rowsDone === 0)
  t.match(seen, { state: 'running', rows: 20_000 }, 'killed while the job runs')
  t.ok(seen.rowsDone > 0 && seen.rowsDone < 20_000, `${seen.rowsDone as number} rows done`)
  await killHard(first)

  const second = await startService(t, env)
  const again = await adminHeaders(second.url)
  t.match(await job(second.url, again, id), { state: 'failed', failure: 'The service stopped before the import ended: nothing of it was written.', finishedAt: /^\d{4}-/ })
  t.equal(await cores(second.url, again, hole), 0, 'none of its rows is stored')
  t.match(second.output(), /1 import jobs were cut off by a stop of the service and are marked failed/)

  // a job running when the service is stopped: the stop waits for it
  const last = await startJob(second.url, again, csv(hole, 500, 20_000))
  t.equal(await stop(second), 0, 'a clean stop')
  const third = await startService(t, env)
  const headers3 = await adminHeaders(third.url)
  t.match(await job(third.url, headers3, last), { state: 'done', created: 500, rowsDone: 500 })
  t.equal(await cores(third.url, headers3, hole), 500)
  t.equal(await stop(third), 0)
})
