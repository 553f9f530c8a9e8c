import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { buildTestApp } from '../helpers/app.js'
import { as } from '../helpers/auth.js'
import { multipart } from '../helpers/files.js'
import { hierarchy, post } from '../helpers/hierarchy.js'
import { seedSentinels, snapshot } from '../helpers/sentinels.js'

// SQL injection through every parameter that reaches a query, template identifiers of the cg API, and path
// traversal through every file operation. Hostile values are data or a 4xx, never SQL; the stored data and
// tables are intact afterwards; no file appears outside the upload and archive directories.

const SQL = ["'; drop table programs; --", 'x"; drop table programs; --', "1' or '1'='1", '1 or 1=1', '1; delete from cores', "') union select password_hash from rs_user --", '$1', 'pg_sleep(5)']
const enc = encodeURIComponent

t.test('SQL injection through every parameter', async t => {
  const { app } = await buildTestApp(t)
  const sentinels = await seedSentinels(app)
  const before = await snapshot(app, sentinels)
  const admin = await as(app, 'admin')
  const h = await hierarchy(app)
  const core = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' })
  const status = async (method: string, url: string, payload?: unknown): Promise<number> =>
    (await app.inject({ method: method as 'GET', url, headers: admin, payload: payload as Record<string, unknown> })).statusCode
  const count = async (url: string): Promise<number> => (await app.inject({ url, headers: admin })).json()._meta.totalCount

  for (const s of SQL) {
    const e = enc(s)
    const refused: Array<[string, string, unknown?]> = [
      ['GET', `/api/v1/form?name=${e}`],
      ['GET', `/api/v1/models/${e}`],
      ['GET', `/api/v1/form?name=cores&sort=${e}`],
      ['GET', `/api/v1/form?name=cores&filter[${e}]=1`],
      ['GET', `/api/v1/form?name=cores&filter[core]=${e}`],
      ['GET', `/api/v1/form?name=cores&filter[top_depth]=${enc('>' + s)}`],
      ['GET', `/api/v1/form/${e}?name=cores`],
      ['GET', `/api/v1/models/cores/${e}`],
      ['POST', `/api/v1/form/duplicate?name=cores&id=${e}`],
      ['PUT', `/api/v1/form/${core.id as number}?name=cores`, { [s]: 1 }],
      ['PUT', `/api/v1/form/${core.id as number}?name=cores`, { core: s }],
      ['POST', '/api/v1/form?name=cores', { hole_id: s, core_type: 'R' }],
      ['POST', '/api/v1/form?name=cores', { hole_id: h.hole, core_type: s }],
      ['GET', `/api/v1/list-values?sort=${e}`],
      ['GET', `/api/v1/list-values?filter[${e}]=1`],
      ['PUT', `/api/v1/list-values/${e}`, { display: 'x' }],
      ['GET', `/api/v1/users?sort=${e}`],
      ['GET', `/api/v1/users/${e}`],
      ['GET', `/api/v1/file?sort=${e}`],
      ['GET', `/api/v1/file/download/${e}`],
      ['GET', `/api/v1/report/List?name=cores&columns=${e}`],
      ['GET', `/api/v1/report/ListCsv?name=cores&sort=${e}`],
      ['GET', `/api/v1/report/ListAllCsv?name=cores&filter[${e}]=1`],
      ['GET', `/api/v1/report/Details?name=cores&id=${e}`],
      ['GET', `/api/v1/report/${e}?name=cores`],
      ['GET', `/api/v1/form/reports?name=${e}`],
      ['GET', `/cg/api/get-model-template?name=${e}`],
      ['GET', `/cg/api/get-form-template?name=${e}`],
      ['DELETE', `/cg/api/delete-model?name=${e}`],
      ['POST', `/cg/api/update-model?name=${e}`, { template: { name: 'cores' } }],
      ['POST', '/cg/api/create-model-table', { model: s }],
      // (a hostile mDIS name with a valid table name falls back to the table name: test/plugins/routes/cg/uploads.test.ts)
      ['POST', '/cg/api/create-model', { template: { name: s, columns: { x: { type: 'text' } } } }],
      ['POST', '/cg/api/create-model', { template: { name: 'boxes', table: s, columns: { x: { type: 'text' } } } }],
      ['POST', '/cg/api/create-model', { template: { name: 'boxes', columns: { [s]: { type: 'text' } } } }],
      ['POST', '/cg/api/create-model', { template: { name: 'boxes', parentModel: s, columns: { x: { type: 'text' } } } }],
      ['POST', '/cg/api/create-model', { template: { name: 'boxes', columns: { x: { type: 'text', selectListName: s } } } }]
    ]
    for (const [method, url, payload] of refused) {
      const got = await status(method, url, payload)
      t.ok(got >= 400 && got < 500, `${method} ${url} ${JSON.stringify(payload) ?? ''} → ${got}`)
    }
    // where a hostile value is a legitimate value, it is data: it matches nothing (or itself)
    t.equal(await count(`/api/v1/form?name=cores&filter[remarks]=${e}`), 0, `text filter ${s}`)
    t.equal(await count(`/api/v1/form?name=cores&filter[remarks]=${enc('=' + s)}`), 0, `contains filter ${s}`)
    t.equal(await count(`/api/v1/list-values?filter[display]=${e}`), 0, `list-value filter ${s}`)
    const stored = await app.inject({ method: 'PUT', url: `/api/v1/form/${core.id as number}?name=cores`, headers: admin, payload: { remarks: s } })
    t.equal(stored.json().remarks, s, 'stored as text')
    t.equal(await count(`/api/v1/form?name=cores&filter[remarks]=${e}`), 1, 'and found as text')
    t.equal(await count(`/api/v1/form?name=cores&filter[core_type]=${enc('=' + s)}`), 0, 'list-backed contains filter')
    const made = await app.inject({ method: 'POST', url: '/api/v1/list-values', headers: admin, payload: { listname: 'HOSTILE', display: s.slice(0, 100), remark: s } })
    t.equal(made.statusCode, 201, 'a list value is text too')
  }
  // an index key is only a label: the index's SQL name is derived from it and checked
  const indexed = await status('POST', '/cg/api/create-model', { template: { name: 'boxes', columns: { x: { type: 'text' } }, indices: { [SQL[0]]: { type: 'UNIQUE', columns: ['x'] } } } })
  t.equal(indexed, 201)
  const indexNames = (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'boxes'`.execute(app.database.db)).rows.map(r => r.indexname)
  t.ok(indexNames.length === 2 && indexNames.every(n => /^[a-z0-9_]+$/.test(n)), indexNames.join(', '))
  t.same(await snapshot(app, sentinels), before, 'every sentinel row and table is intact')
  t.equal(await count('/api/v1/form?name=programs'), 2, 'programs were not dropped')
})

async function files (dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter(e => e.isFile()).map(e => relative(dir, join(e.parentPath, e.name))).sort()
}

t.test('path traversal through every file operation', async t => {
  const { app, dataDir, config } = await buildTestApp(t)
  const operator = await as(app, 'operator')
  const developer = await as(app, 'developer')
  const h = await hierarchy(app)
  const outside = (all: string[]) => all.filter(f => !f.startsWith('upload/') && !f.startsWith('archive/'))
  const upload = multipart(['../../x', '..\\..\\y', '/etc/passwd', '../jwt-secret', '..', '.hidden'].map(filename => ({ filename, content: 'z' })))
  const before = outside(await files(dataDir))
  const uploaded = await app.inject({ method: 'POST', url: '/api/v1/file/upload', headers: { ...operator, ...upload.headers }, payload: upload.payload })
  t.equal(uploaded.statusCode, 201)
  t.same((uploaded.json() as Array<{ name: string }>).map(e => e.name).sort(), ['file', 'hidden', 'jwt-secret', 'passwd', 'x', 'y'], 'reduced to safe names in the upload directory')

  const names = ['../jwt-secret', '../../etc/passwd', '..', '.', '/etc/passwd', 'upload/../jwt-secret', '..\\jwt-secret', '%2e%2e%2fjwt-secret']
  for (const name of names) {
    const del = await app.inject({ method: 'POST', url: '/api/v1/file/delete', headers: operator, payload: { filenames: [name] } })
    t.equal(del.statusCode, 404, `delete ${name}`)
    const assign = await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: [name], fileType: 'CS', assignIds: { hole: h.hole } } })
    t.ok(assign.statusCode >= 400 && assign.statusCode < 500, `assign ${name} → ${assign.statusCode}`)
    const verify = await app.inject({ method: 'POST', url: `/cg/api/verify-uploaded-template?filename=${enc(name)}`, headers: developer })
    t.ok(verify.statusCode >= 400 && verify.statusCode < 500, `?filename=${name} → ${verify.statusCode}`)
  }
  for (const id of ['..%2F..%2Fjwt-secret', '%2e%2e', '0', '-1', '1.5']) {
    const download = await app.inject({ url: `/api/v1/file/download/${id}`, headers: operator })
    t.ok(download.statusCode >= 400 && download.statusCode < 500, `download ${id} → ${download.statusCode}`)
    const unassign = await app.inject({ method: 'PUT', url: `/api/v1/file/unassign/${id}`, headers: operator })
    t.ok(unassign.statusCode >= 400 && unassign.statusCode < 500, `unassign ${id} → ${unassign.statusCode}`)
  }
  // an assigned file's stored name and folder come from the server, whatever the file type's remark says
  const assigned = await app.inject({ method: 'POST', url: '/api/v1/file/assign', headers: operator, payload: { selectedFilenames: ['x'], fileType: 'CS', number: '../../n', assignIds: { hole: h.hole } } })
  t.ok(assigned.statusCode === 201 || assigned.statusCode === 422, `a hostile number → ${assigned.statusCode}`)
  t.same(outside(await files(dataDir)), before, 'no file outside the upload and archive directories')
  t.ok((await files(config.ARCHIVE_DIR)).every(f => !f.includes('..')))
})
