import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { describeTable } from '../../../core/2-model/ddl.js'
import { buildTestApp, tempDir } from '../../helpers/app.js'
import { as, login } from '../../helpers/auth.js'
import { DROPPED, faultyDatabase, LIVE, NO_TRACE, rawSql, statement, traces } from '../../helpers/cg.js'
import { openTestDatabase } from '../../helpers/database.js'

// The lifecycle's changes as a whole: all or nothing (table, database copy, template file, registry), refused when
// another instance changed the model meanwhile, and reproduced exactly by a restart.

const crates = (columns: Record<string, unknown> = {}) => ({ name: 'crates', columns: { label: { type: 'string', size: 20 }, ...columns } })
const INTERNAL = { name: 'Internal Server Error', message: 'An internal server error occurred.', code: 0, status: 500 }

async function cg (app: FastifyInstance, headers: Record<string, string>) {
  return {
    create: async (template: unknown) => await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } }),
    update: async (name: string, template: unknown) => await app.inject({ method: 'POST', url: `/cg/api/update-model?name=${name}`, headers, payload: { template } }),
    drop: async (name: string) => await app.inject({ method: 'DELETE', url: `/cg/api/delete-model?name=${name}`, headers }),
    summary: async () => (await app.inject({ url: '/cg/api/summary', headers })).json(),
    template: async (name: string) => await app.inject({ url: `/cg/api/get-model-template?name=${name}`, headers })
  }
}

const noTemporaryFiles = async (dir: string) => (await readdir(dir)).filter(f => f.endsWith('.tmp'))

t.test('a failing step rolls everything back: table, database copy, template file, registry', async t => {
  const plain = (await openTestDatabase(t)).database
  const { database, arm } = faultyDatabase(plain)
  const { app, templateDir } = await buildTestApp(t, { database })
  const api = await cg(app, await as(app, 'developer'))
  const file = () => readFile(join(templateDir, 'crates.json'), 'utf8')

  for (const fault of [statement('CreateTableNode'), statement('InsertQueryNode'), rawSql('pg_notify')]) {
    arm(fault)
    const response = await api.create(crates())
    t.same([response.statusCode, response.json()], [500, INTERNAL])
    t.same(await traces(app, 'crates'), NO_TRACE, 'a new model leaves nothing')
  }
  t.same(await noTemporaryFiles(templateDir), [])
  t.equal((await api.create(crates())).statusCode, 201)
  const v1 = await file()

  for (const fault of [statement('AlterTableNode'), statement('InsertQueryNode'), rawSql('pg_notify')]) {
    arm(fault)
    t.equal((await api.update('crates', crates({ note: { type: 'text' } }))).statusCode, 500)
    t.same(await traces(app, 'crates'), LIVE)
    t.equal(await file(), v1, 'the previous file is back')
    t.notOk((await describeTable(database.db, 'crates')).has('note'), 'the table is as before')
    t.same(app.registry.get('crates')!.definition.template, crates(), 'the registry still serves the previous version')
    t.same((await api.template('crates')).json(), crates())
  }

  for (const fault of [rawSql('lock table'), statement('DropTableNode'), statement('UpdateQueryNode'), rawSql('pg_notify')]) {
    arm(fault)
    t.equal((await api.drop('crates')).statusCode, 500)
    t.same(await traces(app, 'crates'), LIVE, 'the model is back')
    t.equal(await file(), v1)
  }
  t.equal((await api.drop('crates')).statusCode, 204)
  t.same(await traces(app, 'crates'), DROPPED)
  t.same(await noTemporaryFiles(templateDir), [])
})

t.test('a failing template area changes nothing either', async t => {
  const { app, templateDir } = await buildTestApp(t)
  const api = await cg(app, await as(app, 'developer'))

  await mkdir(join(templateDir, 'crates.json'))
  t.equal((await api.create(crates())).statusCode, 500, 'the file cannot be put in place')
  t.same(await traces(app, 'crates'), { ...NO_TRACE, file: true })
  t.same(await noTemporaryFiles(templateDir), [], 'the temporary file is removed')
  await rm(join(templateDir, 'crates.json'), { recursive: true })

  t.equal((await api.create(crates())).statusCode, 201)
  await rm(join(templateDir, 'crates.json'))
  await mkdir(join(templateDir, 'crates.json'))
  t.equal((await api.drop('crates')).statusCode, 500, 'the file cannot be removed')
  t.same(await traces(app, 'crates'), LIVE)
  await rm(join(templateDir, 'crates.json'), { recursive: true })

  await rm(templateDir, { recursive: true })
  await writeFile(templateDir, 'not a directory')
  t.equal((await api.update('crates', crates({ note: { type: 'text' } }))).statusCode, 500, 'the template area is gone')
  t.notOk((await describeTable(app.database.db, 'crates')).has('note'))
  t.same(app.registry.get('crates')!.definition.template, crates())
})

t.test('another instance changed the model meanwhile: 409, nothing applied', async t => {
  // this instance does not hear of the changes below (its notification is still on the way)
  const { database } = await openTestDatabase(t)
  const { app } = await buildTestApp(t, { database: { ...database, listen: async () => async () => {} } })
  const api = await cg(app, await as(app, 'developer'))
  const db = app.database.db
  await db.insertInto('rs_model_template').values({ name: 'ghost', file: 'ghost.json', source: JSON.stringify({ name: 'ghost', columns: { a: { type: 'text' } } }) }).execute()
  const ghost = await api.create({ name: 'ghost', columns: { b: { type: 'text' } } })
  t.same([ghost.statusCode, ghost.json().message], [409, 'Model "ghost" was changed by another instance meanwhile; reload it and try again.'])
  t.equal(app.registry.has('ghost'), false)

  await api.create(crates())
  await db.updateTable('rs_model_template').set({ source: JSON.stringify(crates({ other: { type: 'text' } })) }).where('name', '=', 'crates').execute()
  t.equal((await api.update('crates', crates({ mine: { type: 'text' } }))).statusCode, 409)
  t.notOk((await describeTable(db, 'crates')).has('mine'))
  await db.updateTable('rs_model_template').set({ deleted: true }).where('name', '=', 'crates').execute()
  t.equal((await api.drop('crates')).statusCode, 409)
  t.equal(app.registry.has('crates'), true, 'registered again')
  t.match((await api.summary()).models.find((m: { name: string }) => m.name === 'crates'), { modifiedAt: null }, 'no live copy behind it')
})

t.test('a restart reproduces exactly the state that hot changes produced', async t => {
  const dataDir = await tempDir(t)
  const { app: first, templateDir, database } = await buildTestApp(t, { dataDir })
  const api = await cg(first, await as(first, 'developer'))
  t.equal((await api.create(crates())).statusCode, 201)
  t.equal((await api.create({ name: 'boxes', parentModel: 'cores', columns: { core_id: { type: 'integer' }, box: { type: 'string' } } })).statusCode, 201)
  t.equal((await api.update('crates', crates({ weight: { type: 'double' } }))).statusCode, 200)
  t.equal((await api.create({ name: 'temp', columns: { a: { type: 'text' } } })).statusCode, 201)
  t.equal((await api.drop('temp')).statusCode, 204)
  t.equal((await api.drop('core_section')).statusCode, 409, 'its splits model refers to it')
  t.equal((await api.drop('curation_section_split')).statusCode, 204)
  t.equal((await api.drop('core_section')).statusCode, 204)
  const before = { summary: await api.summary(), files: (await readdir(templateDir)).sort(), crates: (await api.template('crates')).json() }
  await first.close()

  const { app } = await buildTestApp(t, { dataDir, templateDir, database })
  const again = await cg(app, { authorization: `Bearer ${await login(app, 'admin', 'admin-password')}` })
  t.same({ summary: await again.summary(), files: (await readdir(templateDir)).sort(), crates: (await again.template('crates')).json() }, before)
  t.same(before.files, ['boxes.json', 'crates.json', 'cores.json', 'curation_corebox.json', 'expeditions.json', 'holes.json', 'programs.json', 'sites.json'].sort())
  t.same(await traces(app, 'temp'), DROPPED)
  t.same(await traces(app, 'core_section'), DROPPED)
  t.same(await traces(app, 'curation_section_split'), DROPPED)
  t.ok((await describeTable(database.db, 'crates')).has('weight'))
})
