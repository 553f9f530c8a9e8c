import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy, post } from '../../helpers/hierarchy.js'
import { as } from '../../helpers/auth.js'

// An import kept and undone as a whole (issue 29): GET /api/v1/import/{id}, POST /api/v1/import/{id}/undo.

t.test('an import undone: its creates deleted, its updates given back, only while nothing changed them since', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = h.headers) => {
    const response = await app.inject({ method, url, headers, ...payload === undefined ? {} : { payload } as object })
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() }
  }
  const importCsv = async (csv: string, query = '') => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/form/import?name=cores&mode=commit${query}`, headers: { ...h.headers, 'content-type': 'text/csv' }, payload: csv })
    return response.json()
  }
  const core = async (id: number) => await call('GET', `/api/v1/form/${id}?name=cores`)

  // two cores before any import; an import makes two more and changes one of those before
  const first = await post(app, 'cores', { hole_id: h.hole, core_type: 'R', remarks: 'as drilled' }, h.headers)
  const second = await post(app, 'cores', { hole_id: h.hole, core_type: 'R' }, h.headers)
  const validated = await app.inject({ method: 'POST', url: '/api/v1/form/import?name=cores', headers: { ...h.headers, 'content-type': 'text/csv' }, payload: `Hole ID\n${h.hole}\n` })
  t.notOk('import' in validated.json(), 'a check keeps no import')
  const made = await importCsv(`Hole ID,Core Type\n${h.hole},R\n${h.hole},H\n`)
  t.same([made.wouldCreate, typeof made.import], [2, 'number'], 'a commit answers its import')
  const changed = await importCsv(`combined_id,Remarks,Core Type\n${first.combined_id},re-logged,H\n`, '&key=combined_id')
  const log = await call('GET', `/api/v1/import/${changed.import}`)
  t.match(log, { status: 200, body: { id: changed.import, model: 'cores', user: { username: 'operator' }, rows: 1, created: 0, updated: 1, undoneAt: null, undoneBy: null } })
  t.match(log.body.at, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)

  // the update undone: the values before come back, as a version of their own
  const undone = await call('POST', `/api/v1/import/${changed.import}/undo`)
  t.match(undone, { status: 200, body: { id: changed.import, undoneBy: 'operator' } })
  t.match(undone.body.undoneAt, /^\d{4}-/)
  t.match((await core(first.id)).body, { remarks: 'as drilled', core_type: 'R' })
  const history = (await call('GET', `/api/v1/form/${first.id}/history?name=cores`)).body.items as Array<{ action: string }>
  t.same(history.map(v => v.action), ['undo import', 'import', 'create'], 'newest first')
  t.match(await call('POST', `/api/v1/import/${changed.import}/undo`), { status: 409, body: { message: /^Import \d+ was undone at .* by operator_\d+\.$/ } }, 'once')

  // the creates: refused while one of them changed since (nothing undone), then undone
  const [a, b] = (await call('GET', `/api/v1/form?name=cores&sort=-id&per-page=2`)).body.items as Array<{ id: number }>
  await call('PUT', `/api/v1/form/${b.id}?name=cores`, { remarks: 'seen' })
  const refused = await call('POST', `/api/v1/import/${made.import}/undo`)
  t.match(refused, { status: 409, body: { message: new RegExp(`^Import ${made.import} cannot be undone: cores ${b.id}: The record changed since version 1`) } })
  t.equal((await core(a.id)).status, 200, 'all or nothing: the other create is still there')
  await call('PUT', `/api/v1/form/${b.id}?name=cores`, { remarks: null })
  t.match(await call('POST', `/api/v1/import/${made.import}/undo`), { status: 409 }, 'a change undone by hand is still a change')
  await call('DELETE', `/api/v1/form/${b.id}?name=cores`)
  t.match(await call('POST', `/api/v1/import/${made.import}/undo`), { status: 409, body: { message: new RegExp(`cores ${b.id}: Object not found`) } }, 'a create deleted since')

  const again = await importCsv(`Hole ID,Core Type\n${h.hole},R\n`)
  const [c] = (await call('GET', `/api/v1/form?name=cores&sort=-id&per-page=1`)).body.items as Array<{ id: number }>
  await post(app, 'core_section', { core_id: c.id }, h.headers)
  t.match(await call('POST', `/api/v1/import/${again.import}/undo`), { status: 409, body: { message: /core_section records refer to it/ } }, 'a create with children since')
  const fresh = await importCsv(`Hole ID,Core Type\n${h.hole},R\n`)
  const [d] = (await call('GET', `/api/v1/form?name=cores&sort=-id&per-page=1`)).body.items as Array<{ id: number }>
  t.match(await call('POST', `/api/v1/import/${fresh.import}/undo`), { status: 200, body: { undoneBy: 'operator' } })
  t.equal((await core(d.id)).status, 404, 'the record it made is gone')
  t.equal((await core(second.id)).status, 200, 'the records before it stay')

  // values that no longer pass the rules: 422, as an update's
  const moved = await post(app, 'holes', { site_id: h.site }, h.headers)
  const lone = await post(app, 'cores', { hole_id: moved.id, core_type: 'R' }, h.headers)
  const move = await importCsv(`id,Hole ID,Core\n${lone.id},${h.hole},99\n`, '&key=id')
  await call('DELETE', `/api/v1/form/${moved.id}?name=holes`)
  t.match(await call('POST', `/api/v1/import/${move.import}/undo`), { status: 422, body: [{ field: 'hole_id' }] }, 'the hole it was in is gone')
  const items = (await call('GET', '/api/v1/list-values?filter[listname]=CORE_TYPE&per-page=-1', undefined, await as(app, 'sa'))).body.items as Array<{ id: number, display: string }>
  const typed = await importCsv(`id,Core Type\n${second.id},H\n`, '&key=id')
  await call('DELETE', `/api/v1/list-values/${items.find(i => i.display === 'R')!.id}`, undefined, await as(app, 'sa'))
  t.match(await call('POST', `/api/v1/import/${typed.import}/undo`), { status: 422, body: [{ field: 'core_type', message: new RegExp(`^cores ${second.id}: `) }] }, 'a code no longer in its list')

  // who may see and undo it
  t.equal((await call('GET', '/api/v1/import/999999')).status, 404)
  t.equal((await call('GET', `/api/v1/import/${typed.import}`, undefined, await as(app, 'viewer'))).status, 403, 'viewers import nothing')
  t.equal((await call('POST', `/api/v1/import/${typed.import}/undo`, undefined, await as(app, 'operator', ['form-holes:edit']))).status, 403, 'an operator limited to other models')
})
