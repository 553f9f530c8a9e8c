import { strToU8, zipSync } from 'fflate'
import { sql } from 'kysely'
import t from 'tap'
import { existingTables } from '../../../../core/2-model/ddl.js'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { until } from '../../../helpers/cg.js'
import { hierarchy, post } from '../../../helpers/hierarchy.js'

// Relations in templates (mDIS relationType nm and 1n): checked on import (422 at the relation's JSON path), the
// connection table of an n:m relation made once both models exist (also when the related model comes later, or in
// the same package as a child of the owner), kept when the relation leaves the template, dropped with a model; a
// model others relate to cannot be dropped; a 1:n relation on a column whose ids are not all there is refused.

const nm = (column: string, relatedTable: string, extra: Record<string, unknown> = {}) =>
  ({ relationType: 'nm', relatedTable, localColumns: [column], ...extra })

t.test('relations are checked when a template is imported', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const problems = async (columns: Record<string, unknown>, relations: unknown, name = 'gear') => {
    const answer = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: { name, columns: { label: { type: 'string' }, ...columns }, relations } } })
    return answer.statusCode === 201 ? 201 : answer.json()
  }
  const links = { hole_ids: { type: 'many_to_many' } }
  t.same(await problems(links, { a: { relationType: 'nn', relatedTable: 'holes', localColumns: ['hole_ids'] } }), [
    { field: '/relations/a/relationType', message: 'must be "1n" or "nm" (or left out for the parent reference), not "nn"' },
    { field: '/columns/hole_ids/type', message: 'a many_to_many column needs a relation of type "nm" that names it in localColumns' }
  ])
  t.same(await problems({}, { a: { relationType: 'nm', relatedTable: 'holes' } }), [
    { field: '/relations/a/localColumns', message: 'must name one column: a many_to_many column of this model' }
  ])
  t.same(await problems(links, { a: { relationType: 'nm', localColumns: ['hole_ids'] } }), [
    { field: '/relations/a/relatedTable', message: 'is required: the table of the related model' }
  ])
  t.same((await problems(links, { a: nm('hole_ids', 'Holes!') }))[0], { field: '/relations/a/relatedTable', message: '"Holes!" is not a table name' })
  t.same(await problems(links, { a: nm('label', 'holes'), b: nm('hole_ids', 'holes', { localColumns: [] }) }), [
    { field: '/relations/a/localColumns/0', message: '"label" is not a many_to_many column of this model' },
    { field: '/relations/b/localColumns', message: 'must name one column: a many_to_many column of this model' },
    { field: '/columns/hole_ids/type', message: 'a many_to_many column needs a relation of type "nm" that names it in localColumns' }
  ])
  t.same(await problems(links, { a: nm('hole_idz', 'holes') }), [
    { field: '/relations/a/localColumns/0', message: '"hole_idz" is not a many_to_many column of this model; did you mean "hole_ids"?' },
    { field: '/columns/hole_ids/type', message: 'a many_to_many column needs a relation of type "nm" that names it in localColumns' }
  ])
  t.same(await problems(links, { a: nm('hole_ids', 'holes', { displayColumns: ['hol'] }) }), [
    { field: '/relations/a/displayColumns/0', message: 'the related model has no column "hol"; did you mean "hole"?' }
  ])
  t.same(await problems({ ...links, more: { type: 'many_to_many' } }, { a: nm('hole_ids', 'holes'), b: nm('more', 'holes') }), [
    { field: '/relations/b/relatedTable', message: 'another relation of this model already uses the connection table "gear_holes"' }
  ])
  t.same(await problems(links, { a: nm('hole_ids', `h${'x'.repeat(60)}`) }), [
    { field: '/relations/a/relatedTable', message: `the connection table "gear_h${'x'.repeat(60)}" would be longer than 63 characters: use shorter table names` }
  ])
  t.same(await problems(links, { a: nm('hole_ids', 'section') }, 'core'), [
    { field: '/relations/a/relatedTable', message: 'the connection table "core_section" would be the table of model "core_section"' }
  ])

  const site = { site_ref: { type: 'one_to_many' } }
  t.same(await problems(site, { a: { relationType: '1n', foreignTable: 'site', localColumns: ['site_ref'], foreignColumns: ['site'] } }), [
    { field: '/relations/a/foreignTable', message: 'no model has the table "site"; did you mean "sites"?' },
    { field: '/relations/a/foreignColumns', message: 'must be ["id"]: a relation refers to records by id' }
  ])
  t.same(await problems(site, { a: { relationType: '1n', localColumns: ['label'] } }), [
    { field: '/relations/a/localColumns/0', message: '"label" is not a stored integer (or one_to_many) column of this model that holds the related record\'s id' },
    { field: '/relations/a/foreignTable', message: 'is required: the table of the related model' },
    { field: '/columns/site_ref/type', message: 'a one_to_many column needs a relation of type "1n" that names it in localColumns' }
  ])
  t.match(await problems(site, { a: { relationType: '1n', foreignTable: 'sites', localColumns: ['site_ref'], displayColumns: ['site', 'nme'] } }), [
    { field: '/relations/a/displayColumns/1', message: /^the related model has no column "nme"/ }
  ])
  t.equal(await problems({ parent_gear: { type: 'integer' } }, { a: { relationType: '1n', foreignTable: 'gear', localColumns: ['parent_gear'], foreignColumns: null } }), 201, 'a 1:n relation to its own model')
  t.equal(await problems(links, { a: nm('hole_ids', 'bag_items') }, 'kits'), 201)
  t.same(await problems(links, { a: nm('hole_ids', 'items') }, 'kits_bag'), [
    { field: '/relations/a/relatedTable', message: 'the connection table "kits_bag_items" already belongs to a relation of model "kits"' }
  ], 'two relations that would share one connection table')
})

t.test('connection tables: made once both models exist, kept, dropped with a model', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const headers = await as(app, 'developer')
  const db = app.database.db
  const cg = async (method: 'POST' | 'DELETE', url: string, template?: Record<string, unknown>) => {
    const answer = await app.inject({ method, url: `/cg/api/${url}`, headers, payload: template === undefined ? undefined : { template } })
    return { status: answer.statusCode, body: answer.body === '' ? null : answer.json() }
  }
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers: h.headers, payload })
    return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() }
  }
  const crews = (withRigs: boolean) => ({
    name: 'crews',
    columns: { crew: { type: 'string', size: 20 }, ...(withRigs ? { rig_ids: { type: 'many_to_many', displayColumn: 'rig' } } : {}) },
    relations: withRigs ? { crews__rigs__rig_ids__nm: nm('rig_ids', 'rigs', { displayColumns: ['rig'] }) } : []
  })
  t.equal((await cg('POST', 'create-model', crews(true))).status, 201, 'the related model need not exist yet')
  t.same([...await existingTables(db, ['crews_rigs'])], [])
  const crew = await call('POST', '/api/v1/form?name=crews', { crew: 'night', rig_ids: [] })
  t.same([crew.status, crew.body.rig_ids], [201, []])
  t.same(await call('PUT', `/api/v1/form/${crew.body.id as number}?name=crews`, { rig_ids: [1] }), {
    status: 422, body: [{ field: 'rig_ids', message: 'Rig Ids cannot link records yet: no model has the table "rigs".' }]
  })

  t.equal((await cg('POST', 'create-model', { name: 'rigs', columns: { rig: { type: 'string', size: 20 } } })).status, 201)
  t.same([...await existingTables(db, ['crews_rigs'])], ['crews_rigs'], 'made with the related model')
  const rig = await post(app, 'rigs', { rig: 'R1' })
  t.same((await call('PUT', `/api/v1/form/${crew.body.id as number}?name=crews`, { rig_ids: [rig.id] })).body.rig_ids, [rig.id], 'the owner links now')
  t.match((await cg('POST', 'create-model', { name: 'crews_rigs', columns: { x: { type: 'string' } } })).body,
    [{ field: '/name', message: '"crews_rigs" is the connection table of model "crews" (its column rig_ids)' }])
  t.match((await cg('POST', 'create-model', { name: 'Crews', table: 'crews_rigs', columns: { x: { type: 'string' } } })).body,
    [{ field: '/table', message: '"crews_rigs" is the connection table of model "crews" (its column rig_ids)' }])

  t.same(await cg('DELETE', 'delete-model?name=rigs'), { status: 409, body: { name: 'Conflict', message: 'Model "rigs" cannot be deleted: "crews" refers to it.', code: 0, status: 409 } })
  t.equal((await cg('POST', 'update-model?name=crews', crews(false))).status, 200, 'a relation may leave the template')
  t.equal((await call('GET', `/api/v1/form/${crew.body.id as number}?name=crews`)).body.rig_ids, undefined)
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from crews_rigs`.execute(db)
  t.same(rows, [{ n: 1 }], 'its links stay in the database')
  t.equal((await cg('POST', 'update-model?name=crews', crews(true))).status, 200)
  t.same((await call('GET', `/api/v1/form/${crew.body.id as number}?name=crews`)).body.rig_ids, [rig.id], 'and come back with it')
  await cg('POST', 'update-model?name=crews', crews(false))
  t.equal((await call('DELETE', `/api/v1/form/${rig.id as number}?name=rigs`)).status, 204)
  t.equal((await cg('DELETE', 'delete-model?name=rigs')).status, 204)
  t.same([...await existingTables(db, ['crews_rigs', 'rigs'])], [], 'the connection table goes with the model')
})

t.test('a package whose owner relates to its own child', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const json = (value: unknown) => strToU8(JSON.stringify(value))
  const decks = { name: 'decks', columns: { deck: { type: 'string', size: 10 }, bay_ids: { type: 'many_to_many' } }, relations: { d: nm('bay_ids', 'bays', { oppositeColumnName: 'deck_ids' }) } }
  const bays = {
    name: 'bays',
    parentModel: 'decks',
    columns: { deck_id: { type: 'integer' }, bay: { type: 'string', size: 10 }, deck_ids: { type: 'many_to_many' }, spare_id: { type: 'one_to_many' } },
    relations: { b: nm('deck_ids', 'decks', { oppositionRelation: 1 }), s: { relationType: '1n', foreignTable: 'spares', localColumns: ['spare_id'] } }
  }
  const spares = { name: 'spares', columns: { spare: { type: 'string', size: 10 } } }
  const zip = Buffer.from(zipSync({ 'models/bays.json': json(bays), 'models/decks.json': json(decks), 'models/spares.json': json(spares) }))
  const boundary = '----rs-relations'
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.zip"\r\nContent-Type: application/zip\r\n\r\n`), zip, Buffer.from(`\r\n--${boundary}--\r\n`)])
  const imported = await app.inject({ method: 'POST', url: '/cg/api/verify-uploaded-zip', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload })
  t.equal(imported.statusCode, 200, imported.body)
  const deck = await post(app, 'decks', { deck: 'main' })
  const spare = await post(app, 'spares', { spare: 's1' })
  const bay = await post(app, 'bays', { deck_id: deck.id, bay: 'b1', deck_ids: [deck.id], spare_id: spare.id })
  t.same([bay.deck_ids, bay.spare_id], [[deck.id], spare.id])
  const read = await app.inject({ url: `/api/v1/form/${deck.id as number}?name=decks`, headers: await as(app, 'viewer') })
  t.same(read.json().bay_ids, [bay.id], 'one connection table, read from both sides')
  const form = (await app.inject({ url: '/cg/api/get-form-template?name=bays', headers })).json()
  t.match(form.fields.find((f: { name: string }) => f.name === 'spare_id').formInput.selectSource, { type: 'one_relation', model: 'spares', textField: 'id' }, 'no display column: the id')
})

t.test('a 1:n relation on a column that holds ids of no record is refused', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const tags = (relations: unknown) => ({ name: 'tags', columns: { tag: { type: 'string' }, site_ref: { type: 'integer' } }, relations })
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: tags([]) } })).statusCode, 201)
  await post(app, 'tags', { tag: 'a', site_ref: 999999 })
  const answer = await app.inject({
    method: 'POST', url: '/cg/api/update-model?name=tags', headers, payload: { template: tags({ r: { relationType: '1n', foreignTable: 'sites', localColumns: ['site_ref'] } }) }
  })
  t.same([answer.statusCode, answer.json()], [422, [{ field: '/columns/site_ref', message: 'holds ids that no record of table "sites" has, so it cannot refer to that table' }]])

  const update = async (template: Record<string, unknown>) => (await app.inject({ method: 'POST', url: '/cg/api/update-model?name=tags', headers, payload: { template } })).statusCode
  await app.inject({ method: 'DELETE', url: '/api/v1/form/1?name=tags', headers })
  const related = tags({ r: { relationType: '1n', foreignTable: 'sites', localColumns: ['site_ref'] } })
  t.equal(await update(related), 200, 'once the stray id is gone')
  t.equal(await update({ ...related, columns: { ...related.columns, note: { type: 'text' } } }), 200, 'a later change keeps the foreign key')
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where conname = 'tags__site_ref__fk'`.execute(app.database.db)
  t.same(rows, [{ n: 1 }])
})

t.test('another instance follows a relation and its connection table', async t => {
  const { app: a, database } = await buildTestApp(t)
  const { app: b } = await buildTestApp(t, { database, templateDir: await tempDir(t) })
  const headers = await as(a, 'developer')
  const create = async (template: Record<string, unknown>) => (await a.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } })).statusCode
  // the owner first: the other instance makes nothing of the relation until the related model follows
  t.equal(await create({ name: 'crews', columns: { crew: { type: 'string' }, rig_ids: { type: 'many_to_many' } }, relations: { r: nm('rig_ids', 'rigs') } }), 201)
  t.equal(await create({ name: 'rigs', columns: { rig: { type: 'string', size: 20 } } }), 201)
  await until(b, () => b.registry.has('rigs'))
  const rig = await post(a, 'rigs', { rig: 'R1' })
  const crew = await post(b, 'crews', { crew: 'day', rig_ids: [rig.id] }, await as(b, 'operator'))
  t.same(crew.rig_ids, [rig.id], 'the other instance links through the same table')
})
