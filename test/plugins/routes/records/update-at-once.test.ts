import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { holdFirstStatement } from '../../../helpers/batches.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// An update of the columns no rule follows is one statement (core/5-records/update-at-once.ts): it answers what the
// long way answers — the record as a read gives it, its new version as ETag, one version in its history with the
// columns it changed — and gives way to the long way when the record moved on under it.

t.test('a one-statement update answers as a read does, with its one new version', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', drilled_length: 4, core_recovery: 2 })
  const url = `/api/v1/form/${core.id as number}?name=cores`
  const put = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    await app.inject({ method: 'PUT', url, headers: { ...h.headers, ...headers }, payload })

  const changed = await put({ remarks: 'grey clay', top_depth: 1.5 })
  t.equal(changed.statusCode, 200)
  t.equal(changed.headers.etag, '"2"')
  t.equal(changed.headers['content-type'], 'application/json; charset=utf-8')
  const read = await app.inject({ url, headers: h.headers })
  t.same(changed.json(), read.json(), 'the record as a read gives it')
  t.equal(read.headers.etag, '"2"')
  const history = async () => (await app.inject({ url: `/api/v1/form/${core.id as number}/history?name=cores`, headers: h.headers })).json().items
  t.match((await history())[0], { version: 2, action: 'update', user: { username: /^operator_/ }, changes: { remarks: { from: null, to: 'grey clay' }, top_depth: { from: null, to: 1.5 } } })
  t.same(Object.keys((await history())[0].changes).sort(), ['remarks', 'top_depth'], 'only what changed')

  // the same values again: no version, the same ETag
  const again = await put({ remarks: 'grey clay' })
  t.equal(again.headers.etag, '"2"')
  t.equal((await history()).length, 2, 'a write that changes nothing is no version')
  // null clears
  t.match((await put({ remarks: null })).json(), { remarks: null })

  // If-Match: the current version passes, a stale one is a 412 (told by the long way), an unknown record a 404
  t.equal((await put({ remarks: 'now' }, { 'if-match': '"3"' })).headers.etag, '"4"')
  const stale = await put({ remarks: 'late' }, { 'if-match': '"3"' })
  t.equal(stale.statusCode, 412)
  t.match(stale.json(), { status: 412, current: { remarks: 'now' } })
  t.equal((await app.inject({ method: 'PUT', url: '/api/v1/form/99999?name=cores', headers: h.headers, payload: { remarks: 'x' } })).statusCode, 404)
  t.equal((await app.inject({ method: 'PUT', url: '/api/v1/form/99999?name=cores', headers: { ...h.headers, 'if-match': '"1"' }, payload: { remarks: 'x' } })).statusCode, 404)
  t.equal((await app.inject({ method: 'PATCH', url, headers: { ...h.headers, 'if-match': '*' }, payload: { temperature: 5 } })).headers.etag, '"5"', 'PATCH, If-Match: *')
})

t.test('a version taken under the statement: the update runs the long way; other failures answer as they are', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const other = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const db = app.database.db
  // another write's version, written while the statement runs (as a write that committed after its snapshot)
  await sql`create function take_version() returns trigger language plpgsql as $$ begin
    insert into rs_history (tbl, record_id, version, op, action, changes)
      select 'cores', new.id, coalesce(max(version), 0) + 1, 'u', 'elsewhere', '{}' from rs_history where tbl = 'cores' and record_id = new.id;
    return new; end $$`.execute(db)
  await sql`create trigger take_version before update on cores for each row when (new.remarks = 'contested') execute function take_version()`.execute(db)
  const url = (id: number) => `/api/v1/form/${id}?name=cores`
  const contested = await app.inject({ method: 'PUT', url: url(core.id), headers: h.headers, payload: { remarks: 'contested' } })
  t.equal(contested.statusCode, 200)
  t.match(contested.json(), { remarks: 'contested' })
  const items = (await app.inject({ url: `/api/v1/form/${core.id as number}/history?name=cores`, headers: h.headers })).json().items
  t.same(items.map((v: { version: number, action: string }) => [v.version, v.action]), [[3, 'update'], [2, 'elsewhere'], [1, 'create']], 'its version after the other')
  t.equal(contested.headers.etag, '"3"')

  // a unique index of the table refuses a value: 409, as the long way answers it
  await sql`create unique index cores_unique_remarks on cores (remarks)`.execute(db)
  const taken = await app.inject({ method: 'PUT', url: url(other.id), headers: h.headers, payload: { remarks: 'contested' } })
  t.same([taken.statusCode, taken.json().message], [409, 'A record with the same unique values already exists.'])
  t.match((await app.inject({ url: url(other.id), headers: h.headers })).json(), { remarks: null }, 'nothing changed')
  t.equal((await app.inject({ url: url(other.id), headers: h.headers })).headers.etag, '"1"')
})

t.test('concurrent updates of one record: every change has its version, each answer its own', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const answers = await Promise.all(Array.from({ length: 24 }, async (_, i) =>
    await app.inject({ method: 'PUT', url: `/api/v1/form/${core.id as number}?name=cores`, headers: h.headers, payload: { remarks: `change ${i}` } })))
  t.same([...new Set(answers.map(a => a.statusCode))], [200])
  const tags = answers.map(a => Number(JSON.parse(a.headers.etag as string)))
  t.same([...tags].sort((a, b) => a - b), Array.from({ length: 24 }, (_, i) => i + 2), 'versions 2 to 25, one each')
  const items = (await app.inject({ url: `/api/v1/form/${core.id as number}/history?name=cores&per-page=50`, headers: h.headers })).json().items
  const byVersion = new Map(items.map((v: { version: number, changes: { remarks: { to: string } } }) => [v.version, v.changes.remarks?.to]))
  t.same(answers.map((_, i) => byVersion.get(tags[i])), answers.map(a => a.json().remarks), 'each answer\'s version holds its change')
})

t.test('concurrent updates of many records share statements; one that fails leaves the others theirs', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const cores: Array<Record<string, any>> = []
  for (let i = 0; i < 6; i++) cores.push(await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }))
  // another write's version taken under the statement of the record whose remarks become 'contested' (as above)
  await sql`create function take_version() returns trigger language plpgsql as $$ begin
    insert into rs_history (tbl, record_id, version, op, action, changes)
      select 'cores', new.id, coalesce(max(version), 0) + 1, 'u', 'elsewhere', '{}' from rs_history where tbl = 'cores' and record_id = new.id;
    return new; end $$`.execute(app.database.db)
  await sql`create trigger take_version before update on cores for each row when (new.remarks = 'contested') execute function take_version()`.execute(app.database.db)
  const put = async (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    await app.inject({ method: 'PUT', url: `/api/v1/form/${id}?name=cores`, headers: { ...h.headers, ...headers }, payload })
  const writes: Array<[number, Record<string, unknown>, Record<string, string>?]> = [
    ...cores.flatMap((c, i) => [[c.id, { remarks: `first ${i}` }], [c.id, { remarks: `second ${i}`, temperature: i }]] as Array<[number, Record<string, unknown>]>),
    [999999, { remarks: 'nobody' }], [cores[0].id, { remarks: 'stale' }, { 'if-match': '"1"' }]
  ]
  const { statements } = holdFirstStatement<number[]>(t, writes.length, sql => sql.startsWith('with x as') && sql.includes('update "cores"'),
    parameters => JSON.parse(parameters[0] as string).map((row: { __id: number }) => row.__id))
  const answers = await Promise.all(writes.map(async ([id, payload, headers]) => await put(id, payload, headers)))
  t.same(answers.map(a => a.statusCode), [...cores.flatMap(() => [200, 200]), 404, 412], 'each its own answer: made, no such record, stale')
  t.same(statements[0].length, 1, 'the first goes at once')
  t.ok(statements.some(s => s.length > 1), 'later ones together')
  t.ok(statements.every(s => new Set(s).size === s.length), 'never two of one record in a statement')
  for (const [i, core] of cores.entries()) {
    const read = await app.inject({ url: `/api/v1/form/${core.id as number}?name=cores`, headers: h.headers })
    t.match(read.json(), { remarks: `second ${i}`, temperature: i }, `core ${i}: the later write last`)
    t.equal(read.headers.etag, '"3"', `core ${i}: a version each`)
  }

  // a statement that fails as a whole: each of its updates alone, the contested one the long way
  const more = cores.map((c, i) => [c.id, { remarks: i === 2 ? 'contested' : `third ${i}` }] as const)
  const held = holdFirstStatement<number[]>(t, more.length + 1, sql => sql.startsWith('with x as') && sql.includes('update "cores"'),
    parameters => JSON.parse(parameters[0] as string).map((row: { __id: number }) => row.__id))
  const [, ...again] = await Promise.all([put(cores[5].id, { temperature: 99 }), ...more.map(async ([id, payload]) => await put(id, payload))])
  t.same(again.map(a => a.statusCode), cores.map(() => 200))
  t.ok(held.statements.some(s => s.length === cores.length), 'the six in one statement, which failed')
  t.same(again.map(a => a.headers.etag), cores.map((_, i) => i === 2 ? '"5"' : i === 5 ? '"5"' : '"4"'), 'each its version (the contested one after the other write\'s)')
  t.same(again.map(a => a.json().remarks), more.map(([, payload]) => payload.remarks))
})
