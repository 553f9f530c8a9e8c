import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import t from 'tap'
import { bundledTemplates, tempDir } from '../helpers/app.js'
import { adminHeaders, createHole, postJson, serviceEnv, startService, stop } from '../helpers/service-process.js'

// Several instances of the real service on one PostgreSQL, as an operator runs them (README "Several instances"):
// one DATA_DIR, each its own template area. A hot change is never reverted by a new instance, requests racing a
// drop and re-create never fail with 5xx, a start-up removes temporary files a killed writer left, tokens work on
// every instance, and the login rate limit counts across instances.

const CYCLES = 30

t.test('a fleet of instances on one database', { skip: process.env.DATABASE_URL ? false : 'instances share only PostgreSQL' }, async t => {
  const dir = await tempDir(t)
  const env = { ...await serviceEnv(t, dir), LOGIN_RATE_LIMIT: '5' }
  const a = await startService(t, env)
  const b = await startService(t, { ...env, TEMPLATE_DIR: await bundledTemplates(join(dir, 'templates-b')) })
  const headers = await adminHeaders(a.url)
  const cg = async (url: string, path: string, init: RequestInit = {}) =>
    await fetch(`${url}/cg/api/${path}`, { ...init, headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' } })

  // a token from one instance is good on the other (one DATA_DIR: one generated JWT secret)
  t.equal((await fetch(`${b.url}/api/v1/form?name=programs`, { headers })).status, 200, 'a token of A on B')
  const hole = await createHole(a.url, headers)

  // 1. a hot change, then a new instance from a fresh copy of the templates: the change holds everywhere
  const cores = await (await cg(a.url, 'get-model-template?name=cores')).json() as { columns: Record<string, unknown> }
  const widened = { ...cores, columns: { ...cores.columns, extra: { type: 'string', size: 20 } } }
  t.equal((await cg(a.url, 'update-model?name=cores', { method: 'POST', body: JSON.stringify({ template: widened }) })).status, 200)
  const changed = performance.now()
  const createdOnB = async () => (await postJson(`${b.url}/api/v1/form?name=cores`, headers, { hole_id: hole, core_type: 'R', extra: 'b' })).status === 201
  for (let i = 0; i < 1000 && !await createdOnB(); i++) await sleep(5)
  t.comment(`a model change on A was served by B after ${Math.round(performance.now() - changed)} ms`)
  const cDir = await bundledTemplates(join(dir, 'templates-c'))
  const c = await startService(t, { ...env, TEMPLATE_DIR: cDir })
  for (const [name, url] of [['A', a.url], ['B', b.url], ['C', c.url]]) {
    const created = await postJson(`${url}/api/v1/form?name=cores`, headers, { hole_id: hole, core_type: 'R', extra: name })
    t.same([created.status, created.body.extra], [201, name], `the new column on ${name}`)
  }

  // 2. reads on B while A drops and re-creates a model with fewer columns: old model, new model or 404, never 5xx (a
  // read that meets the change runs again against the model that replaced it)
  const crates = (columns: Record<string, unknown>) => JSON.stringify({ template: { name: 'crates', columns: { label: { type: 'string', size: 20 }, ...columns } } })
  t.equal((await cg(a.url, 'create-model', { method: 'POST', body: crates({ note: { type: 'text' } }) })).status, 201)
  const statuses = new Map<number, number>()
  let cycling = true
  const reads = (async () => {
    while (cycling) {
      const answers = await Promise.all([`${b.url}/api/v1/form?name=crates`, `${b.url}/api/v1/form/1?name=crates`]
        .map(async url => (await fetch(url, { headers })).status))
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  })()
  for (let i = 0; i < CYCLES; i++) {
    t.equal((await cg(a.url, 'delete-model?name=crates', { method: 'DELETE' })).status, 204)
    t.equal((await cg(a.url, 'create-model', { method: 'POST', body: crates(i % 2 === 0 ? {} : { note: { type: 'text' } }) })).status, 201)
  }
  cycling = false
  await reads
  t.comment(`reads on B during ${CYCLES} drop and re-create cycles on A: ${JSON.stringify(Object.fromEntries(statuses))}`)
  t.same([...statuses.keys()].filter(s => s >= 500), [], 'no 5xx')
  t.same([...statuses.keys()].filter(s => ![200, 404].includes(s)), [], 'only the old or new model, or 404')

  // 3. a temporary file left by a writer killed mid-change is removed when the instance starts again
  await writeFile(join(cDir, 'cores.json.00000000deadbeef.0123456789ab.tmp'), '{"name":')
  t.equal(await stop(c), 0)
  const again = await startService(t, { ...env, TEMPLATE_DIR: cDir })
  t.same((await readdir(cDir)).filter(f => f.endsWith('.tmp')), [])
  t.match(again.output(), /removed cores\.json\.00000000deadbeef\.0123456789ab\.tmp/)

  // a logout on one instance ends the token on the others
  const session = await adminHeaders(b.url)
  t.equal((await fetch(`${a.url}/api/v1/auth/logout`, { method: 'POST', headers: session })).status, 204)
  const loggedOut = performance.now()
  while ((await fetch(`${b.url}/api/v1/form?name=programs`, { headers: session })).status !== 401) await sleep(5)
  t.comment(`a logout on A was refused by B after ${Math.round(performance.now() - loggedOut)} ms`)

  // 5. the login rate limit counts across instances
  const attempt = async (url: string) => (await postJson(`${url}/api/v1/auth/login`, {}, { username: 'mallory', password: 'wrong' })).status
  const attempts = []
  for (let i = 0; i < 6; i++) attempts.push(await attempt(i % 2 === 0 ? a.url : b.url))
  t.same(attempts, [422, 422, 422, 422, 422, 429], 'the sixth attempt, alternating between A and B, is refused')
})
