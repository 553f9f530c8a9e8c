import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'

// Every change of a record is a version of its history, written in the change's transaction by the database
// (core/database/record-history.ts): who, when, what, the columns with their old and new values.

t.test('a record\'s history: versions newest first, the record as it was at each', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const operator = h.headers
  const curator = await as(app, 'admin')
  const viewer = await as(app, 'viewer')
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string }, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers, payload })
    return { status: response.statusCode, body: response.body === '' ? null : response.json() }
  }
  const core = (await call('POST', '/api/v1/form?name=cores', operator, { hole_id: h.hole, core_type: 'R', top_depth: 3, core_ondeck: '2024-05-01 08:00' })).body
  await call('PUT', `/api/v1/form/${core.id as number}?name=cores`, curator, { top_depth: 4.5, remarks: 'grey clay' })
  await call('PUT', `/api/v1/form/${core.id as number}?name=cores`, curator, { remarks: 'grey clay' })
  const history = await call('GET', `/api/v1/form/${core.id as number}/history?name=cores`, viewer)
  t.equal(history.status, 200)
  const [second, first] = history.body.items
  t.same(history.body._meta, { totalCount: 2, pageCount: 1, currentPage: 1, perPage: 20 }, 'a write that changes nothing is no version')
  t.match(first, { version: 1, action: 'create', at: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, user: { id: Number, username: /^operator_/ } })
  t.same([first.changes.core, first.changes.top_depth, first.changes.core_ondeck, first.changes.remarks],
    [{ from: null, to: 1 }, { from: null, to: 3 }, { from: null, to: '2024-05-01 08:00:00' }, undefined], 'the values it was created with, as the API writes them')
  t.same(first.changes.combined_id, { from: null, to: core.combined_id }, 'those the server gave too')
  t.match(second, { version: 2, action: 'update', user: { username: 'admin' } })
  t.same(second.changes, { top_depth: { from: 3, to: 4.5 }, remarks: { from: null, to: 'grey clay' } }, 'only what changed')
  t.not(second.user.id, first.user.id, 'each by its user')

  // the record as it was
  const then = await call('GET', `/api/v1/form/${core.id as number}?name=cores&version=1`, viewer)
  t.match(then.body, { id: core.id, hole_id: h.hole, site_id: h.site, program_id: h.program, core: 1, top_depth: 3, remarks: null, core_ondeck: '2024-05-01 08:00:00', combined_id: core.combined_id })
  t.match((await call('GET', `/api/v1/models/cores/${core.id as number}?version=2`, viewer)).body, { top_depth: 4.5, remarks: 'grey clay' }, 'the typed path too')
  t.same((await call('GET', `/api/v1/models/cores/${core.id as number}/history?per-page=1&page=2`, viewer)).body.items.map((v: { version: number }) => v.version), [1])

  // a parent's rename reaches the child's combined_id: a version of the child, by the user who renamed
  const hole = (await call('GET', `/api/v1/form/${h.hole}?name=holes`, viewer)).body
  await call('PUT', `/api/v1/form/${h.hole}?name=holes`, curator, { hole: 'Z' })
  const followed = (await call('GET', `/api/v1/form/${core.id as number}/history?name=cores`, viewer)).body.items[0]
  t.match(followed, { version: 3, action: 'update', user: { username: 'admin' } })
  t.same(followed.changes, { combined_id: { from: core.combined_id, to: core.combined_id.replace(`_${hole.hole as string}_`, '_Z_') } })
  // a write with plain SQL: a version without a user
  await sql`update cores set analyst = 'SQL' where id = ${core.id}`.execute(app.database.db)
  t.match((await call('GET', `/api/v1/form/${core.id as number}/history?name=cores`, viewer)).body.items[0], { version: 4, action: 'update', user: null, changes: { analyst: { from: null, to: 'SQL' } } })

  // deleted: the last version holds its values
  t.equal((await call('DELETE', `/api/v1/form/${core.id as number}?name=cores`, operator)).status, 204)
  const gone = (await call('GET', `/api/v1/form/${core.id as number}/history?name=cores`, viewer)).body.items[0]
  t.match(gone, { version: 5, action: 'delete', user: { username: first.user.username } })
  t.same([gone.changes.analyst, gone.changes.top_depth], [{ from: 'SQL', to: null }, { from: 4.5, to: null }])
  t.match((await call('GET', `/api/v1/form/${core.id as number}?name=cores&version=4`, viewer)).body, { analyst: 'SQL' }, 'a deleted record as it was')

  // bad input
  t.equal((await call('GET', `/api/v1/form/${core.id as number}?name=cores&version=5`, viewer)).status, 404, 'no record at its deletion')
  t.equal((await call('GET', `/api/v1/form/${core.id as number}?name=cores&version=9`, viewer)).status, 404, 'no such version')
  t.equal((await call('GET', `/api/v1/form/${core.id as number}?name=cores&version=0`, viewer)).status, 400)
  t.equal((await call('GET', `/api/v1/form/${core.id as number}?name=cores&version=x`, viewer)).status, 400)
  t.equal((await call('GET', '/api/v1/form/99999/history?name=cores', viewer)).status, 404, 'a record that never was')
  t.same((await call('GET', `/api/v1/form/${core.id as number}/history?name=cores&page=9`, viewer)).body._meta.totalCount, 5, 'past the end')
  const stranger = await as(app, 'viewer', ['holes:view'])
  t.equal((await call('GET', `/api/v1/form/${h.hole}/history?name=cores`, stranger)).status, 403, 'view permission on the model')
})

t.test('stale writes: ETag on every record answer, If-Match refused with 412 when the record moved on', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const alice = h.headers
  const bob = await as(app, 'admin')
  const created = await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: alice, payload: { hole_id: h.hole, core_type: 'R' } })
  t.equal(created.headers.etag, '"1"', 'a new record: version 1')
  const id = created.json().id as number
  const url = `/api/v1/form/${id}?name=cores`
  const got = await app.inject({ url, headers: alice })
  t.equal(got.headers.etag, '"1"')
  // Alice and Bob both read version 1; Bob saves first
  const bobs = await app.inject({ method: 'PUT', url, headers: { ...bob, 'if-match': '"1"' }, payload: { remarks: 'Bob was here', top_depth: 2 } })
  t.same([bobs.statusCode, bobs.headers.etag], [200, '"2"'])
  const alices = await app.inject({ method: 'PUT', url, headers: { ...alice, 'if-match': '"1"' }, payload: { remarks: 'Alice too' } })
  t.equal(alices.statusCode, 412)
  t.match(alices.json(), {
    name: 'Precondition Failed', status: 412, version: 2, changedBy: { username: 'admin' }, changedAt: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    columns: ['remarks', 'top_depth'], current: { id, remarks: 'Bob was here', top_depth: 2 }, message: /changed since version 1: it is at version 2, last changed by admin at .* \(remarks, top_depth\)\./
  })
  t.equal((await app.inject({ url, headers: alice })).json().remarks, 'Bob was here', 'nothing of Alice\'s written')
  // she reloads (version 2) and saves again; a list of tags, a weak tag, *
  t.equal((await app.inject({ method: 'PATCH', url, headers: { ...alice, 'if-match': '"7", "2"' }, payload: { remarks: 'Alice too' } })).headers.etag, '"3"')
  t.equal((await app.inject({ method: 'PUT', url, headers: { ...alice, 'if-match': 'W/"3"' }, payload: { remarks: 'weak' } })).statusCode, 412, 'a weak tag never matches')
  t.equal((await app.inject({ method: 'PUT', url, headers: { ...alice, 'if-match': '"three"' }, payload: { remarks: 'x' } })).statusCode, 412, 'nor a tag that is no version')
  t.equal((await app.inject({ method: 'PUT', url, headers: { ...alice, 'if-match': '*' }, payload: { remarks: 'any' } })).statusCode, 200)
  t.equal((await app.inject({ method: 'PUT', url, headers: alice, payload: { remarks: 'as mDIS does' } })).statusCode, 200, 'no If-Match: as before')
  for (const bad of ['3', '"3', 'abc', '"3",,']) {
    const answer = await app.inject({ method: 'PUT', url, headers: { ...alice, 'if-match': bad }, payload: { remarks: 'x' } })
    t.same([answer.statusCode, answer.json().message], [400, 'If-Match must be * or entity tags as the ETag header gives them, such as "3".'], bad)
  }
  // changed with SQL meanwhile: by nobody the service knows
  const before = (await app.inject({ url, headers: alice })).headers.etag as string
  await sql`update cores set analyst = 'SQL' where id = ${id}`.execute(app.database.db)
  t.match((await app.inject({ method: 'PUT', url, headers: { ...alice, 'if-match': before }, payload: { remarks: 'y' } })).json(),
    { changedBy: null, message: /last changed outside the service at .* \(analyst\)\./ })
  // a delete too
  t.equal((await app.inject({ method: 'DELETE', url, headers: { ...alice, 'if-match': '"1"' } })).statusCode, 412)
  const current = (await app.inject({ url, headers: alice })).headers.etag as string
  t.equal((await app.inject({ method: 'DELETE', url, headers: { ...alice, 'if-match': current } })).statusCode, 204)
})

t.test('REQUIRE_IF_MATCH: a write without If-Match is 428', async t => {
  const { app } = await buildTestApp(t, { env: { REQUIRE_IF_MATCH: 'true' } })
  const h = await hierarchy(app)
  const id = (await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R' } })).json().id as number
  const put = await app.inject({ method: 'PUT', url: `/api/v1/models/cores/${id}`, headers: h.headers, payload: { remarks: 'x' } })
  t.same([put.statusCode, put.json().message], [428, 'This service requires If-Match on writes: send the ETag of the record as you read it.'])
  t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/models/cores/${id}`, headers: h.headers })).statusCode, 428)
  t.equal((await app.inject({ method: 'PUT', url: `/api/v1/models/cores/${id}`, headers: { ...h.headers, 'if-match': '"1"' }, payload: { remarks: 'x' } })).statusCode, 200)
})

t.test('restore: a version as a new one through the update\'s checks; deleted records listed and brought back', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const operator = h.headers
  const viewer = await as(app, 'viewer')
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string } = operator, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers, payload })
    return { status: response.statusCode, body: response.body === '' ? null : response.json(), etag: response.headers.etag }
  }
  const core = (await call('POST', '/api/v1/form?name=cores', operator, { hole_id: h.hole, core_type: 'R', top_depth: 1, remarks: 'first' })).body
  const url = (path: string) => `/api/v1/form/${core.id as number}${path}`
  await call('PUT', url('?name=cores'), operator, { top_depth: 2, remarks: 'second' })
  const back = await call('POST', url('/restore?name=cores&version=1'))
  t.same([back.status, back.etag, back.body.top_depth, back.body.remarks], [200, '"3"', 1, 'first'], 'version 1\'s values as version 3')
  t.match((await call('GET', url('/history?name=cores'), viewer)).body.items[0], { version: 3, action: 'restore', changes: { top_depth: { from: 2, to: 1 }, remarks: { from: 'second', to: 'first' } } })
  const same = await call('POST', url('/restore?name=cores&version=3'))
  t.same([same.status, same.etag], [200, '"3"'], 'the current version: no new version')
  t.same([(await call('POST', url('/restore?name=cores'))).etag], ['"3"'], 'a live record without a version: nothing to bring back')
  t.equal((await call('POST', url('/restore?name=cores&version=1'), { ...operator, 'if-match': '"2"' } as never)).status, 412, 'If-Match too')
  t.equal((await call('POST', url('/restore?name=cores&version=9'))).status, 404)
  t.equal((await call('POST', url('/restore?name=cores&version=1'), viewer)).status, 403, 'a restore needs edit')
  // today's rules refuse what version 1 held: its running number is another core's now
  await call('PUT', url('?name=cores'), operator, { core: 5 })
  const other = (await call('POST', '/api/v1/form?name=cores', operator, { hole_id: h.hole, core_type: 'R' })).body
  await call('PUT', `/api/v1/form/${other.id as number}?name=cores`, operator, { core: core.core })
  const refused = await call('POST', url('/restore?name=cores&version=1'))
  t.same([refused.status, refused.body[0].field], [422, 'core'], 'the update\'s checks')
  await call('DELETE', `/api/v1/form/${other.id as number}?name=cores`)

  // deleted, listed, brought back with its id
  t.equal((await call('DELETE', url('?name=cores'))).status, 204)
  const deleted = await call('GET', '/api/v1/form/deleted?name=cores', viewer)
  t.match(deleted.body, { items: [{ id: core.id, combined_id: '5065_1_A_5', deletedAt: /^\d{4}-/, deletedBy: { username: /^operator_/ } }, { id: other.id }], _meta: { totalCount: 2 } })
  t.same((await call('GET', '/api/v1/models/cores/deleted?page=2', viewer)).body._meta.totalCount, 2, 'the typed path; past the end')
  const restored = await call('POST', url('/restore?name=cores'))
  t.same([restored.status, restored.body.id, restored.body.core, restored.body.core_type, restored.body.top_depth], [200, core.id, 5, 'R', 1], 'its id and last values')
  t.same((await call('GET', '/api/v1/form/deleted?name=cores', viewer)).body.items.map((d: { id: number }) => d.id), [other.id], 'no longer deleted')
  t.match((await call('GET', url('/history?name=cores'), viewer)).body.items[0], { action: 'restore', changes: { core_type: { from: null, to: 'R' } } })
  t.equal((await call('POST', '/api/v1/form/99999/restore?name=cores')).status, 404, 'never was')
  const lone = (await call('POST', '/api/v1/form?name=programs', operator, { program: 'LONE', program_name: 'alone' })).body
  t.match((await call('GET', `/api/v1/form/${lone.id as number}?name=programs&version=1`, viewer)).body, { id: lone.id, program: 'LONE' }, 'a model without a parent')
  await sql`delete from programs where id = ${lone.id}`.execute(app.database.db)
  t.match((await call('GET', '/api/v1/form/deleted?name=programs', viewer)).body.items, [{ id: lone.id, combined_id: null, deletedBy: null }], 'deleted with SQL: by nobody the service knows')
  t.equal((await call('DELETE', url('?name=cores'))).status, 204)
  const stale = await call('POST', url('/restore?name=cores'), { ...operator, 'if-match': '"1"' } as never)
  t.same([stale.status, stale.body.current, typeof stale.body.changedBy.username], [412, null, 'string'], 'a stale restore of a deleted record: no record now')
  t.equal((await call('POST', url('/restore?name=cores'))).status, 200)

  // 409: its unique values were taken meanwhile; 422: its parent is gone
  t.equal((await call('DELETE', url('?name=cores'))).status, 204)
  await sql`insert into cores (hole_id, core, core_type) values (${h.hole}, 5, 'R')`.execute(app.database.db)
  t.equal((await call('POST', url('/restore?name=cores'))).status, 409)
  await sql`delete from cores`.execute(app.database.db)
  t.equal((await call('DELETE', `/api/v1/form/${h.hole}?name=holes`)).status, 204)
  const orphan = await call('POST', url('/restore?name=cores'))
  t.same([orphan.status, orphan.body[0].field], [422, 'hole_id'])
  t.equal((await call('POST', url('/restore?name=cores&version=1'))).status, 422, 'or a version of it')
  const then = await call('GET', url('?name=cores&version=1'), viewer)
  t.same([then.status, then.body.hole_id, then.body.site_id], [200, h.hole, null], 'read at a version, its parent gone: no ancestors above it')
})

t.test('recent changes: every model the caller may view, the latest first, by user and time', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const admin = await as(app, 'admin')
  const core = (await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: admin, payload: { hole_id: h.hole, core_type: 'R' } })).json()
  await app.inject({ method: 'PUT', url: `/api/v1/form/${core.id as number}?name=cores`, headers: admin, payload: { remarks: 'x' } })
  const viewer = await as(app, 'viewer')
  const recent = async (query: string, headers = viewer) => {
    const response = await app.inject({ url: `/api/v1/history${query}`, headers })
    return { status: response.statusCode, body: response.json() }
  }
  const all = await recent('')
  t.equal(all.status, 200)
  t.same(all.body.items.map((c: { model: string, version: number, action: string }) => `${c.model} ${c.version} ${c.action}`),
    ['cores 2 update', 'cores 1 create', 'holes 1 create', 'sites 1 create', 'expeditions 1 create', 'programs 1 create'])
  t.match(all.body.items[0], { model: 'cores', id: core.id, user: { username: 'admin' }, changes: { remarks: { from: null, to: 'x' } } })
  const adminId = all.body.items[0].user.id as number
  t.same((await recent(`?user=${adminId}`)).body._meta.totalCount, 2, 'by user')
  t.same((await recent('?name=holes')).body.items.map((c: { model: string }) => c.model), ['holes'], 'one model')
  t.same((await recent('?from=2000-01-01&to=2000-01-02')).body.items, [], 'by time')
  t.same((await recent('?from=2000-01-01 00:00&per-page=2&page=9')).body._meta.totalCount, 6, 'past the end')
  const coresOnly = await as(app, 'viewer', ['form-cores:view'])
  t.same((await recent('', coresOnly)).body.items.map((c: { model: string }) => c.model), ['cores', 'cores'], 'only the models the caller may view')
  t.equal((await recent('?name=holes', coresOnly)).status, 403)
  t.same((await recent('?from=2024-13-45')).status, 400, 'no such day')
  t.same((await recent('?from=yesterday')).status, 400)
  t.equal((await recent('?name=nothing')).status, 404)
  t.same((await recent('', await as(app, 'viewer', ['form-nothing:view']))).body.items, [], 'no model to view: nothing')
})
