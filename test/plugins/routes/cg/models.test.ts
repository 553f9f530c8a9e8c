import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { describeTable } from '../../../../core/2-model/ddl.js'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { as } from '../../../helpers/auth.js'
import { DROPPED, LIVE, NO_TRACE, traces } from '../../../helpers/cg.js'

const boxes = (columns: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  name: 'boxes',
  module: 'Curation',
  parentModel: 'cores',
  columns: { core_id: { type: 'integer' }, box: { type: 'string', size: 20, required: true }, weight: { type: 'double', unit: 'kg' }, ...columns },
  ...extra
})

t.test('create, read, update additively and delete a model while the service runs', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const created = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })
  t.equal(created.statusCode, 201)
  t.same(created.json(), boxes())
  t.same(await traces(app, 'boxes'), LIVE, 'table, file, database copy and registry at once')
  t.equal(app.registry.get('boxes')!.ancestors.map(a => a.model.name).join('>'), 'cores>holes>sites>expeditions>programs')
  t.same(JSON.parse(await readFile(join(app.config.TEMPLATE_DIR, 'boxes.json'), 'utf8')), boxes())
  t.same((await app.inject({ url: '/cg/api/v1/get-model-template?name=boxes', headers })).json(), boxes())
  const summary = (await app.inject({ url: '/cg/api/summary', headers })).json()
  t.match(summary.models.find((m: { name: string }) => m.name === 'boxes'), { module: 'Curation', table: 'boxes', parent: 'cores', columns: ['id', 'core_id', 'box', 'weight'], isTableCreated: true })
  t.same(summary.modules, ['Core', 'Curation', 'Project'])

  const again = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })
  t.same([again.statusCode, again.json().message], [409, 'Model "boxes" already exists.'])

  const v2 = boxes({ note: { type: 'text' }, box: { type: 'string', size: 40, required: true } }, { indices: { box: { type: 'KEY', columns: ['box'] } } })
  const updated = await app.inject({ method: 'POST', url: '/cg/api/update-model?name=boxes', headers, payload: { template: v2 } })
  t.same([updated.statusCode, updated.json()], [200, v2])
  const columns = await describeTable(app.database.db, 'boxes')
  t.same([columns.get('note'), columns.get('box')], [{ type: 'text', length: null }, { type: 'character varying', length: 40 }])
  t.ok(app.registry.get('boxes')!.writable.some(c => c.name === 'note'), 'the registry serves the new version')
  const put = await app.inject({ method: 'PUT', url: '/cg/api/v1/update-model?name=boxes', headers, payload: { template: v2 } })
  t.equal(put.statusCode, 200, 'PUT as well; an unchanged template changes nothing')

  const deleted = await app.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=boxes', headers })
  t.same([deleted.statusCode, deleted.body], [204, ''])
  t.same(await traces(app, 'boxes'), DROPPED, 'table and file gone, a tombstone in the database copy')
  const gone = await app.inject({ url: '/cg/api/get-model-template?name=boxes', headers })
  t.same(gone.json(), { name: 'Not Found', message: 'Object not found: boxes', code: 0, status: 404 })
  const near = await app.inject({ url: '/cg/api/get-model-template?name=core', headers })
  t.same([near.statusCode, near.json().message], [404, 'Object not found: core; did you mean "cores"?'])
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })).statusCode, 201, 'the name can be used again')
  t.same(await traces(app, 'boxes'), LIVE)
})

t.test('a bad template answers every problem at once and leaves no trace', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const create = async (template: unknown) => await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } })

  const hostile = await create({ name: 'x; drop table users', columns: { 'a b': { type: 'text' }, depth: { type: 'integr' } } })
  t.equal(hostile.statusCode, 422)
  t.same(hostile.json(), [
    { field: '/columns/depth/type', message: 'must be one of integer, double, boolean, string, string_multiple, text, dateTime, date, time, pseudo, many_to_many, one_to_many; did you mean "integer"?' }
  ], 'the shape comes first: names are judged once the template can be read')
  const bad = await create({ name: 'x; drop table users', columns: { 'a b': { type: 'text' }, n: { type: 'integer', defaultValue: 'many' } } })
  t.same(bad.json(), [
    { field: '/name', message: '"x; drop table users" is not a valid model name: use lower-case letters, digits and _, starting with a letter, at most 63 characters' },
    { field: '/columns/a b', message: '"a b" is not a valid column name: use lower-case letters, digits and _, starting with a letter, at most 63 characters' },
    { field: '/columns/n/defaultValue', message: 'must be an integer' }
  ])
  const orphan = await create({ name: 'orphans', parentModel: 'core', columns: { n: { type: 'integer' } } })
  t.same(orphan.json(), [{ field: '/parentModel', message: 'parent model "core" does not exist; did you mean "cores"?' }])
  const reserved = await create({ name: 'rs_user', columns: { n: { type: 'integer' } } })
  t.same(reserved.json(), [{ field: '/name', message: '"rs_user" is reserved for the service\'s own tables' }])
  const clash = await create({ name: 'boxes', table: 'cores', columns: { n: { type: 'integer' } } })
  t.same(clash.json(), [{ field: '/table', message: 'table "cores" already belongs to model "cores"' }])
  const notObject = await create('boxes')
  t.same([notObject.statusCode, notObject.json()], [422, [{ field: 'template', message: 'Template must be object.' }]])
  const extra = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes(), force: true } })
  t.equal(extra.statusCode, 422, 'unknown body members are refused')

  for (const name of ['orphans', 'boxes']) t.same(await traces(app, name), NO_TRACE, name)
  t.same(await app.database.db.selectFrom('rs_model_template').select('name').where('name', 'not in', ['programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section', 'curation_corebox', 'curation_section_split']).execute(), [])
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })).statusCode, 201)
})

t.test('update-model accepts additive changes only and says why it refuses the others', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const update = async (template: unknown, name = 'boxes') =>
    await app.inject({ method: 'POST', url: `/cg/api/update-model?name=${name}`, headers, payload: { template } })
  await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })

  const { core_id: _, weight: __, ...rest } = boxes().columns
  const removed = await update({ ...boxes(), parentModel: 'programs', table: 'crates', columns: { ...rest, program_id: { type: 'integer' }, weight: { type: 'pseudo', pseudoCalc: 'x' } } })
  t.same([removed.statusCode, removed.json()], [422, [
    { field: '/table', message: 'must stay "boxes": the table of an existing model cannot change' },
    { field: '/parentModel', message: 'must stay "cores": the parent of an existing model cannot change' },
    { field: '/columns/core_id', message: '"core_id" holds data and cannot be removed: only additive changes are allowed' },
    { field: '/columns/weight', message: '"weight" holds data and cannot become a pseudo column: only additive changes are allowed' }
  ]])
  const types = await update(boxes({ box: { type: 'string', size: 5 }, weight: { type: 'date' } }))
  t.same(types.json(), [
    { field: '/columns/box', message: 'size 5 is smaller than the stored 20 characters' },
    { field: '/columns/weight', message: 'is double precision in the table; changing it to date could lose data' }
  ])
  const renamed = await update({ ...boxes(), name: 'crates' })
  t.same(renamed.json(), [{ field: '/name', message: 'names model "crates", not "boxes": a model cannot be renamed' }])
  const parentless = await update({ name: 'programs', columns: { program: { type: 'string', size: 20 } } }, 'programs')
  t.same(parentless.json(), [
    { field: '/columns/program_name', message: '"program_name" holds data and cannot be removed: only additive changes are allowed' },
    { field: '/columns/remarks', message: '"remarks" holds data and cannot be removed: only additive changes are allowed' }
  ])
  await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: { name: 'loose', columns: { a: { type: 'text' } } } } })
  const adopted = await update({ name: 'loose', parentModel: 'programs', columns: { a: { type: 'text' }, program_id: { type: 'integer' } } }, 'loose')
  t.same(adopted.json(), [{ field: '/parentModel', message: 'must stay empty: the parent of an existing model cannot change' }])
  const adopt = await update({ ...boxes(), parentModel: '' })
  t.same(adopt.json(), [{ field: '/parentModel', message: 'must stay "cores": the parent of an existing model cannot change' }])
  const missing = await update(boxes(), 'nothing')
  t.same([missing.statusCode, missing.json().message], [404, 'Object not found: nothing'])
  t.equal((await app.inject({ method: 'POST', url: '/cg/api/update-model', headers, payload: { template: boxes() } })).statusCode, 400, '?name= is required')
  t.same(app.registry.get('boxes')!.definition.template, boxes(), 'the model is unchanged')
  t.same((await describeTable(app.database.db, 'boxes')).get('box'), { type: 'character varying', length: 20 })

  const widened = await update(boxes({ box: { type: 'text' }, weight: { type: 'double' }, added: { type: 'boolean' } }))
  t.equal(widened.statusCode, 200, 'wider types and new columns are additive')
  t.same((await describeTable(app.database.db, 'boxes')).get('box'), { type: 'text', length: null })
})

t.test('delete-model refuses models with records or dependants', async t => {
  const { app } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  const remove = async (name: string) => await app.inject({ method: 'DELETE', url: `/cg/api/delete-model?name=${name}`, headers })
  const create = async (template: unknown) => await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } })

  t.same((await remove('cores')).json(), { name: 'Conflict', message: 'Model "cores" cannot be deleted: "core_section" refers to it.', code: 0, status: 409 })
  t.equal((await create(boxes())).statusCode, 201)
  t.equal((await create({ name: 'labels', columns: { text: { type: 'text' } }, relations: { box: { foreignTable: 'boxes', localColumns: ['box_id'] } } })).statusCode, 201)
  t.equal((await create({ name: 'stickers', columns: { text: { type: 'text' } }, foreignkeys: { box: { relatedTable: 'boxes' } } })).statusCode, 201)
  t.equal((await remove('boxes')).json().message, 'Model "boxes" cannot be deleted: "labels", "stickers" refer to it.')
  t.equal((await remove('stickers')).statusCode, 204)
  t.equal((await remove('boxes')).json().message, 'Model "boxes" cannot be deleted: "labels" refers to it.')
  t.equal((await remove('labels')).statusCode, 204)

  await sql`insert into programs (program, program_name) values ('ICDP', 'x')`.execute(app.database.db)
  await sql`insert into expeditions (program_id, expedition, exp_name) select id, '5065', 'x' from programs`.execute(app.database.db)
  await sql`insert into sites (expedition_id, site) select id, '1' from expeditions`.execute(app.database.db)
  await sql`insert into holes (site_id, hole) select id, 'A' from sites`.execute(app.database.db)
  await sql`insert into cores (hole_id, core, core_type) select id, 1, 'R' from holes`.execute(app.database.db)
  await sql`insert into boxes (core_id, box) select id, 'B1' from cores`.execute(app.database.db)
  const full = await remove('boxes')
  t.same([full.statusCode, full.json().message], [409, 'Model "boxes" cannot be deleted: its table "boxes" has records.'])
  t.same(await traces(app, 'boxes'), LIVE, 'still there')
  await sql`delete from boxes`.execute(app.database.db)

  await sql`create table box_notes (id serial primary key, box_id integer references boxes (id))`.execute(app.database.db)
  const referenced = await remove('boxes')
  t.same([referenced.statusCode, referenced.json().message], [409, 'Model "boxes" cannot be deleted: other tables refer to its table "boxes".'])
  t.same(await traces(app, 'boxes'), LIVE, 'registered again, file and copy kept')
  await sql`drop table box_notes`.execute(app.database.db)

  t.same([(await remove('nothing')).statusCode, (await remove('nothing')).json().message], [404, 'Object not found: nothing'])
  const get = await app.inject({ url: '/cg/api/delete-model?name=boxes', headers })
  t.same([get.statusCode, get.headers.allow, get.json().message], [405, 'DELETE', 'Deleting a model needs the DELETE method.'])
  t.equal((await remove('boxes')).statusCode, 204)
  t.same(await traces(app, 'boxes'), DROPPED)

  t.equal((await create({ name: 'lost', columns: { x: { type: 'text' } } })).statusCode, 201)
  await sql`drop table lost`.execute(app.database.db)
  t.equal((await remove('lost')).statusCode, 204, 'a model whose table went missing')
  t.same(await traces(app, 'lost'), DROPPED)
})

t.test('create-model-table applies the stored template: a lost table, a hand-edited file, a template that failed to load', async t => {
  const dataDir = await tempDir(t)
  const { app: first, templateDir, database } = await buildTestApp(t, { dataDir })
  await writeFile(join(templateDir, 'tags.json'), JSON.stringify({ name: 'tags', columns: { tag: { type: 'string', size: 10 } } }))
  await writeFile(join(templateDir, 'labels.json'), JSON.stringify({ name: 'labels', columns: { tag: { type: 'integer' } } }))
  await writeFile(join(templateDir, 'broken.json'), '{')
  await sql`create table tags (id serial primary key, tag date)`.execute(database.db)
  await sql`create table labels (id serial primary key, tag date)`.execute(database.db)
  await first.close()
  const { app } = await buildTestApp(t, { dataDir, templateDir, database })
  const headers = await as(app, 'developer')
  const createTable = async (model: string) => await app.inject({ method: 'POST', url: '/cg/api/v1/create-model-table', headers, payload: { model } })
  const isTableCreated = async (name: string) => (await app.inject({ url: '/cg/api/summary', headers })).json().models
    .find((m: { name: string }) => m.name === name)?.isTableCreated as boolean
  await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: boxes() } })

  await sql`drop table boxes`.execute(database.db)
  t.equal(await isTableCreated('boxes'), false, 'a table dropped behind the service')
  const recreated = await createTable('boxes')
  t.same([recreated.statusCode, recreated.json()], [200, boxes()])
  t.equal(await isTableCreated('boxes'), true)

  await writeFile(join(templateDir, 'boxes.json'), JSON.stringify(boxes({ shelf: { type: 'string', size: 8 } })))
  t.equal((await createTable('boxes')).statusCode, 200, 'a file edited by hand is applied')
  t.ok((await describeTable(database.db, 'boxes')).has('shelf'))
  t.same(app.registry.get('boxes')!.definition.template, boxes({ shelf: { type: 'string', size: 8 } }))

  await rm(join(templateDir, 'boxes.json'))
  await sql`drop table boxes`.execute(database.db)
  t.equal((await createTable('boxes')).statusCode, 200, 'without a file, the database copy is used')
  t.same(await traces(app, 'boxes'), LIVE, 'and the file is written again')

  await writeFile(join(templateDir, 'boxes.json'), '{ "name": ')
  const broken = await createTable('boxes')
  t.same([broken.statusCode, broken.json()], [422, [{ field: '/', message: broken.json()[0].message }]])
  t.match(broken.json()[0].message, /^not valid JSON/)

  t.same(app.registry.failures().map(f => f.source).sort(), ['broken.json', 'labels.json', 'tags.json'])
  const conflict = await createTable('tags')
  t.same(conflict.json(), [{ field: '/columns/tag', message: 'is date in the table; changing it to character varying could lose data' }])
  await sql`drop table tags`.execute(database.db)
  t.equal((await createTable('tags')).statusCode, 200, 'a failed template is retried once the table was fixed')
  t.same(await traces(app, 'tags'), LIVE)
  t.same(app.registry.failures().map(f => f.source).sort(), ['broken.json', 'labels.json'])

  await rm(join(templateDir, 'labels.json'))
  t.same((await createTable('labels')).json().message, 'Object not found: labels', 'its file is gone')
  t.equal((await createTable('broken')).statusCode, 404)
  t.equal((await createTable('nothing')).statusCode, 404)
})

t.test('a new model never takes over a file of the template area that is not its own', async t => {
  const { app, templateDir } = await buildTestApp(t)
  const headers = await as(app, 'developer')
  await mkdir(templateDir, { recursive: true })
  await writeFile(join(templateDir, 'crates.json'), JSON.stringify({ name: 'other', columns: { a: { type: 'text' } } }))
  const refused = await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template: { name: 'crates', columns: { a: { type: 'text' } } } } })
  t.same([refused.statusCode, refused.json().message], [409, 'The template area holds a file crates.json that is not the template of model "crates"; move it away first.'])
  t.same(await traces(app, 'crates'), { ...NO_TRACE, file: true })
  t.same(JSON.parse(await readFile(join(templateDir, 'crates.json'), 'utf8')).name, 'other', 'untouched')
})
