import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import t from 'tap'
import type { Database } from '../../../core/database/database.js'
import { MODEL_CHANNEL } from '../../../core/4-lifecycle/fleet.js'
import { ModelLifecycle } from '../../../core/4-lifecycle/lifecycle.js'
import { ModelRegistry } from '../../../core/3-registry/model-registry.js'
import { buildTestApp, tempDir } from '../../helpers/app.js'
import { as, login } from '../../helpers/auth.js'
import { DROPPED, faultyDatabase, statement, traces, until } from '../../helpers/cg.js'
import { openTestDatabase } from '../../helpers/database.js'

// Following other instances: their changes arrive by NOTIFY and are followed from the database copy; after a
// reconnect every model is followed again; a change that cannot be followed is logged.

const crates = (columns: Record<string, unknown> = {}) => ({ name: 'crates', columns: { label: { type: 'string', size: 20 }, ...columns } })

async function cg (app: FastifyInstance, headers: Record<string, string>) {
  return {
    create: async (template: unknown) => await app.inject({ method: 'POST', url: '/cg/api/create-model', headers, payload: { template } }),
    update: async (name: string, template: unknown) => await app.inject({ method: 'POST', url: `/cg/api/update-model?name=${name}`, headers, payload: { template } }),
    drop: async (name: string) => await app.inject({ method: 'DELETE', url: `/cg/api/delete-model?name=${name}`, headers }),
    template: async (name: string) => await app.inject({ url: `/cg/api/get-model-template?name=${name}`, headers })
  }
}

t.test('instances sharing a database follow each other', async t => {
  const { app: a, database } = await buildTestApp(t)
  const { app: b, templateDir: bDir } = await buildTestApp(t, { database, templateDir: await tempDir(t) })
  const { app: c } = await buildTestApp(t, { database, templateDir: a.config.TEMPLATE_DIR, dataDir: await tempDir(t) })
  const api = await cg(a, await as(a, 'developer'))
  const bApi = await cg(b, { authorization: `Bearer ${await login(b, 'admin', 'admin-password')}` })
  const template = (app: FastifyInstance, name: string) => app.registry.get(name)?.definition.template

  t.equal((await api.create(crates())).statusCode, 201)
  await until(b, () => b.registry.has('crates'))
  await until(c, () => c.registry.has('crates'))
  t.same((await bApi.template('crates')).json(), crates(), 'the other instance answers for the new model')
  t.equal(await readFile(join(bDir, 'crates.json'), 'utf8'), await readFile(join(a.config.TEMPLATE_DIR, 'crates.json'), 'utf8'), 'and keeps its own template area in step')

  t.equal((await api.update('crates', crates({ note: { type: 'text' } }))).statusCode, 200)
  await until(b, () => 'note' in (template(b, 'crates')!.columns))
  t.equal((await bApi.drop('crates')).statusCode, 204, 'a change on the other instance')
  await until(a, () => !a.registry.has('crates'))
  await until(c, () => !c.registry.has('crates'))
  await a.lifecycle.settled()
  t.same(await traces(a, 'crates'), DROPPED)
  t.same(await readdir(bDir).then(files => files.includes('crates.json')), false)

  // a copy that does not check out here is reported, not loaded; an unknown name changes nothing
  await database.db.insertInto('rs_model_template').values({ name: 'odd', file: 'odd.json', source: JSON.stringify({ name: 'odd', columns: { x: { type: 'txt' } } }) }).execute()
  await sql`select pg_notify(${MODEL_CHANNEL}, 'odd'), pg_notify(${MODEL_CHANNEL}, 'nothing')`.execute(database.db)
  // a template area that cannot follow is logged; the registry follows anyway
  await rm(bDir, { recursive: true })
  await writeFile(bDir, 'not a directory')
  t.equal((await api.create({ name: 'bins', columns: { x: { type: 'text' } } })).statusCode, 201)
  await until(b, () => b.registry.has('bins'))
  t.match(b.registry.failures(), [{ source: 'odd.json', name: 'odd', problems: [{ field: '/columns/x/type' }] }])
  t.equal(b.registry.has('odd'), false)
})

t.test('after a reconnect an instance reloads every model', async t => {
  const { app: a, database } = await buildTestApp(t)
  const reconnects: Array<() => void> = []
  // the second instance misses every notification, as while its connection was down
  const deaf: Database = { ...database, listen: async () => async () => {}, onReconnect: handler => { reconnects.push(handler) } }
  const api = await cg(a, await as(a, 'developer'))
  t.equal((await api.create({ name: 'gone', columns: { x: { type: 'text' } } })).statusCode, 201)
  t.equal((await api.create(crates())).statusCode, 201)
  const { app: b, templateDir } = await buildTestApp(t, { database: deaf, templateDir: await tempDir(t) })
  t.ok(b.registry.has('gone'))

  t.equal((await api.drop('gone')).statusCode, 204)
  t.equal((await api.update('crates', crates({ note: { type: 'text' } }))).statusCode, 200)
  t.equal((await api.create({ name: 'z_parent', columns: { name: { type: 'string', required: true } } })).statusCode, 201)
  t.equal((await api.create({ name: 'a_child', parentModel: 'z_parent', columns: { z_parent_id: { type: 'integer' } } })).statusCode, 201)
  t.equal(b.registry.has('a_child'), false, 'missed')

  for (const reconnect of reconnects) reconnect()
  await until(b, () => b.registry.has('a_child') && !b.registry.has('gone') && 'note' in b.registry.get('crates')!.definition.template.columns)
  t.same(b.registry.get('a_child')!.ancestors.map(x => x.model.name), ['z_parent'], 'parents before children')
  t.same((await readdir(templateDir)).filter(f => ['gone.json', 'a_child.json', 'z_parent.json'].includes(f)).sort(), ['a_child.json', 'z_parent.json'])
})

t.test('a change that cannot be followed is logged, and later ones still are', async t => {
  const plain = (await openTestDatabase(t)).database
  const { database, arm } = faultyDatabase(plain)
  const { app } = await buildTestApp(t, { database: plain })
  const errors: unknown[] = []
  const log = { info: () => {}, warn: () => {}, error: (obj: unknown) => { errors.push(obj) } }
  const registry = new ModelRegistry()
  const changes = new ModelLifecycle({ db: database.db, registry, lists: app.lists, config: { TEMPLATE_DIR: await tempDir(t), TEMPLATE_FILE_LIMIT: 100_000 }, log })
  let notify: (name: string) => void = () => {}
  let reconnect: () => void = () => {}
  await changes.follow({ listen: async (_channel, handler) => { notify = handler; return async () => {} }, onReconnect: handler => { reconnect = handler } })

  arm(statement('SelectQueryNode'))
  notify('programs')
  await changes.reload('programs')
  t.equal(errors.length, 1, 'the failed reload was logged')
  t.ok(registry.has('programs'), 'the next one worked')
  arm(statement('SelectQueryNode'))
  reconnect()
  await changes.reloadAll()
  t.equal(errors.length, 2)
  t.equal(registry.list().length, 8, 'every bundled model')
})
