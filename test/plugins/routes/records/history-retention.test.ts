import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { hierarchy } from '../../../helpers/hierarchy.js'
import { purgeHistory } from '../../../../core/database/history-retention.js'

// HISTORY_RETENTION_DAYS: versions older than the cut-off are purged at start (and daily); what is kept still reads,
// restores and guards writes (core/database/history-retention.ts).

t.test('a restart with HISTORY_RETENTION_DAYS purges old versions; each record keeps its state at the cut-off and its last version', async t => {
  const first = await buildTestApp(t)
  const h = await hierarchy(first.app)
  const operator = h.headers
  const call = async (app: typeof first.app, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = operator) => {
    const response = await app.inject({ method, url, headers, payload })
    return { status: response.statusCode, body: response.body === '' ? null : response.json(), etag: response.headers.etag }
  }
  const create = async (core: Record<string, unknown>) => (await call(first.app, 'POST', '/api/v1/form?name=cores', { hole_id: h.hole, core_type: 'R', ...core })).body.id as number
  // edited: 3 versions, the first two old
  const edited = await create({ top_depth: 3, remarks: 'grey' })
  await call(first.app, 'PUT', `/api/v1/form/${edited}?name=cores`, { top_depth: 4.5, remarks: null, drilled_length: 2 })
  const atTwo = (await call(first.app, 'GET', `/api/v1/form/${edited}?name=cores&version=2`)).body
  await call(first.app, 'PUT', `/api/v1/form/${edited}?name=cores`, { remarks: 'dark grey' })
  // gone: deleted long ago; back: deleted long ago and restored since; once: one old version
  const gone = await create({ top_depth: 10 })
  await call(first.app, 'DELETE', `/api/v1/form/${gone}?name=cores`)
  const back = await create({ top_depth: 20 })
  await call(first.app, 'DELETE', `/api/v1/form/${back}?name=cores`)
  await call(first.app, 'POST', `/api/v1/form/${back}/restore?name=cores`)
  const once = await create({ top_depth: 30 })
  const db = first.app.database.db
  await sql`update rs_history set at = at - interval '10 days' where tbl = 'cores' and not (record_id = ${edited} and version = 3) and not (record_id = ${back} and version = 3)`.execute(db)
  const before = (await sql<{ n: number }>`select count(*)::int as n from rs_history where tbl = 'cores'`.execute(db)).rows[0].n

  const { app } = await buildTestApp(t, { database: first.database, env: { HISTORY_RETENTION_DAYS: '5' } })
  const viewer = await as(app, 'viewer')
  const admin = await as(app, 'admin')
  const versions = async (id: number) => (await call(app, 'GET', `/api/v1/form/${id}/history?name=cores`, undefined, viewer)).body.items as Array<{ version: number, action: string, changes: Record<string, { from: unknown, to: unknown }> }>
  const kept = await versions(edited)
  t.same(kept.map(v => [v.version, v.action]), [[3, 'update'], [2, 'baseline']], 'the versions after the cut-off, and the last before it as the baseline')
  t.same([kept[1].changes.top_depth, kept[1].changes.drilled_length, kept[1].changes.remarks], [{ from: null, to: 4.5 }, { from: null, to: 2 }, undefined],
    'the baseline holds every value the record had then (none for a column that was null)')
  t.same((await call(app, 'GET', `/api/v1/form/${edited}?name=cores&version=2`, undefined, viewer)).body, atTwo, 'the record at the baseline reads as before the purge')
  t.equal((await call(app, 'GET', `/api/v1/form/${edited}?name=cores&version=1`, undefined, viewer)).status, 404, 'a purged version is gone')
  const restored = await call(app, 'POST', `/api/v1/form/${edited}/restore?name=cores&version=2`, undefined, { ...admin, 'if-match': '"3"' })
  t.same([restored.status, restored.etag, restored.body.remarks, restored.body.top_depth], [200, '"4"', null, 4.5], 'a restore to the baseline; the version numbers go on')

  t.equal((await call(app, 'GET', `/api/v1/form/${gone}/history?name=cores`, undefined, viewer)).status, 404, 'a record deleted before the cut-off is forgotten')
  t.notOk((await call(app, 'GET', '/api/v1/form/deleted?name=cores', undefined, viewer)).body.items.some((d: { id: number }) => d.id === gone))
  t.equal((await call(app, 'POST', `/api/v1/form/${gone}/restore?name=cores`, undefined, admin)).status, 404, 'and cannot come back')
  t.same((await versions(back)).map(v => [v.version, v.action]), [[3, 'restore']], 'a record back from a deletion keeps its restore, which holds every value')
  t.match((await call(app, 'GET', `/api/v1/form/${back}?name=cores&version=3`, undefined, viewer)).body, { id: back, top_depth: 20 })
  t.same((await versions(once)).map(v => [v.version, v.action]), [[1, 'create']], 'a record\'s only version stays')

  const after = (await sql<{ n: number }>`select count(*)::int as n from rs_history where tbl = 'cores'`.execute(db)).rows[0].n
  t.equal(before - after + 1, 1 + 2 + 2, 'purged: edited 1, gone 2, back 2 (and the restore above added one)')
  t.same(await purgeHistory(db, 5), { versions: 0, records: 0 }, 'a second purge finds nothing')
})
