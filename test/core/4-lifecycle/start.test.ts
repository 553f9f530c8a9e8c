import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import t, { type Test } from 'tap'
import type { Database } from '../../../core/database/database.js'
import { ModelLifecycle } from '../../../core/4-lifecycle/lifecycle.js'
import { readTemplateCopy } from '../../../core/4-lifecycle/store.js'
import { ModelRegistry } from '../../../core/3-registry/model-registry.js'
import { buildTestApp, bundledTemplates, tempDir } from '../../helpers/app.js'
import { as } from '../../helpers/auth.js'
import { faultyDatabase, statement, until } from '../../helpers/cg.js'
import { openTestDatabase } from '../../helpers/database.js'
import { hierarchy } from '../../helpers/hierarchy.js'

// Start-up and the fleet: the database copy is the shared truth (issue: a new instance silently reverted a hot change).

type Template = { columns: Record<string, unknown>, [key: string]: unknown }
const columns = (app: FastifyInstance, name: string) => Object.keys(app.registry.get(name)!.definition.template.columns)
const core = async (app: FastifyInstance, hole: number, extra: Record<string, unknown> = {}) =>
  await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: await as(app, 'operator'), payload: { hole_id: hole, core_type: 'R', ...extra } })

/** Another instance on the same database, with its own template area holding the given files (default: the bundled ones). */
async function instance (t: Test, database: Database, files: Record<string, string> = {}) {
  const templateDir = await bundledTemplates(await tempDir(t))
  for (const [file, text] of Object.entries(files)) await writeFile(join(templateDir, file), text)
  const logs: string[] = []
  const { app } = await buildTestApp(t, { database, templateDir, logger: { write: (line: string) => { logs.push(JSON.parse(line).msg as string) } } })
  return { app, templateDir, logs }
}

t.test('a new instance never reverts a hot change: a file behind the copy follows it', async t => {
  const { app: a, database } = await buildTestApp(t)
  const developer = await as(a, 'developer')
  const cores = (await a.inject({ url: '/cg/api/get-model-template?name=cores', headers: developer })).json() as Template
  const widened = { ...cores, columns: { ...cores.columns, extra: { type: 'string', size: 20 } } }
  t.equal((await a.inject({ method: 'POST', url: '/cg/api/update-model?name=cores', headers: developer, payload: { template: widened } })).statusCode, 200)
  const h = await hierarchy(a)

  // a fresh copy of the bundled templates (new file times) holds the version before the change
  const c = await instance(t, database)
  t.ok(columns(c.app, 'cores').includes('extra'), 'the new instance serves the database copy')
  t.same(JSON.parse(await readFile(join(c.templateDir, 'cores.json'), 'utf8')), widened, 'and its file follows the copy')
  t.ok(c.logs.some(m => m === 'updating cores.json: it holds an older version of model "cores" than the database copy'))
  t.same(c.app.lifecycle.disagreements(), [])
  for (const app of [a, c.app]) t.equal((await core(app, h.hole, { extra: 'kept' })).statusCode, 201, 'the new column is writable everywhere')
  t.match(JSON.parse((await readTemplateCopy(database.db, 'cores'))!.source), widened, 'the copy kept the column')
})

t.test('an edit update-model would refuse is reported and not applied; one it would accept is applied for the fleet', async t => {
  const { app: a, database } = await buildTestApp(t)
  const bundled = JSON.parse(await readFile(join(a.config.TEMPLATE_DIR, 'cores.json'), 'utf8')) as Template
  const { analyst, ...fewer } = bundled.columns
  t.ok(analyst)
  const refused = JSON.stringify({ ...bundled, columns: fewer })

  const d = await instance(t, database, { 'cores.json': refused })
  t.ok(columns(d.app, 'cores').includes('analyst'), 'the instance keeps the database copy')
  t.match(d.app.lifecycle.disagreements(), [{ model: 'cores', file: 'cores.json', problems: [{ field: '/columns/analyst' }] }])
  t.ok(d.logs.some(m => m.startsWith('template cores.json differs from the database copy of model "cores" in ways update-model refuses')))
  const summary = (await d.app.inject({ url: '/cg/api/summary', headers: await as(d.app, 'viewer') })).json()
  t.match(summary.disagreements, [{ model: 'cores', file: 'cores.json', problems: [{ field: '/columns/analyst' }] }])
  t.same((await d.app.inject('/health/ready')).json().disagreements, [{ model: 'cores', file: 'cores.json' }])
  t.equal(await readFile(join(d.templateDir, 'cores.json'), 'utf8'), refused, 'the file stays for the operator to mend')
  t.ok('analyst' in (JSON.parse((await readTemplateCopy(database.db, 'cores'))!.source) as Template).columns, 'the copy is untouched')

  // an additive edit is a change like update-model's: applied, and followed by the other instances
  const accepted = { ...bundled, columns: { ...bundled.columns, more: { type: 'text' } } }
  const e = await instance(t, database, { 'cores.json': JSON.stringify(accepted) })
  t.ok(columns(e.app, 'cores').includes('more'))
  await until(a, () => columns(a, 'cores').includes('more'))
  await until(d.app, () => columns(d.app, 'cores').includes('more'))
  t.same(d.app.lifecycle.disagreements(), [], 'the fleet moved on: the disagreement is settled')
  t.same(JSON.parse(await readFile(join(d.templateDir, 'cores.json'), 'utf8')), accepted, 'and the file follows the fleet')
  t.same(e.app.lifecycle.disagreements(), [])
})

t.test('a start-up removes the temporary files of a template write that did not finish', async t => {
  const dataDir = await tempDir(t)
  const { app: first, templateDir, database } = await buildTestApp(t, { dataDir })
  await first.close()
  // as a process killed between writing and renaming leaves it: its instance id has no connection any more
  await writeFile(join(templateDir, 'cores.json.00000000deadbeef.0123456789ab.tmp'), '{"name":')
  const { app } = await buildTestApp(t, { dataDir, templateDir, database })
  t.same((await readdir(templateDir)).filter(f => f.endsWith('.tmp')), [])
  t.equal(app.registry.list().length, 8)
})

t.test('a start-up removes the file of a model dropped since, recreates a lost table, and reports a table that cannot take the copy', async t => {
  const { app: a, database } = await buildTestApp(t)
  const developer = await as(a, 'developer')
  const create = async (template: unknown) => await a.inject({ method: 'POST', url: '/cg/api/create-model', headers: developer, payload: { template } })
  const crates = { name: 'crates', columns: { label: { type: 'string', size: 20 } } }
  t.equal((await create(crates)).statusCode, 201)
  t.equal((await create({ name: 'bins', columns: { size: { type: 'integer' } } })).statusCode, 201)
  t.equal((await create({ name: 'boxes', columns: { width: { type: 'integer' } } })).statusCode, 201)
  const cratesText = await readFile(join(a.config.TEMPLATE_DIR, 'crates.json'), 'utf8')
  t.equal((await a.inject({ method: 'DELETE', url: '/cg/api/delete-model?name=crates', headers: developer })).statusCode, 204)
  // behind the service's back: one table lost, one changed so that its template no longer fits
  await sql`drop table bins`.execute(database.db)
  await sql`alter table boxes alter column width type date using null`.execute(database.db)

  const b = await instance(t, database, { 'crates.json': cratesText })
  t.notOk((await readdir(b.templateDir)).includes('crates.json'), 'the dropped model\'s file is removed')
  t.notOk(b.app.registry.has('crates'))
  t.ok(b.logs.includes('removing crates.json: model "crates" was dropped after this version of it'))
  t.ok(b.app.registry.has('bins'), 'a lost table is created again from the copy')
  t.same((await b.app.inject({ url: '/api/v1/form?name=bins', headers: await as(b.app, 'viewer') })).json().items, [])
  t.notOk(b.app.registry.has('boxes'))
  t.match(b.app.registry.failures(), [{ source: 'boxes.json', name: 'boxes', problems: [{ field: '/columns/width', message: /is date in the table/ }] }])
})

t.test('a copy that no longer checks out is replaced by a file that does; a file that does not either is reported', async t => {
  const { database } = await buildTestApp(t)
  const bad = (name: string) => JSON.stringify({ name, columns: { x: { type: 'txt' } } })
  await database.db.insertInto('rs_model_template').values([
    { name: 'odd', file: 'odd.json', source: bad('odd') }, { name: 'worse', file: 'worse.json', source: bad('worse') }
  ]).execute()
  const good = JSON.stringify({ name: 'odd', columns: { x: { type: 'text' } } })
  const b = await instance(t, database, { 'odd.json': good, 'worse.json': JSON.stringify({ name: 'worse', columns: { x: { type: 'txet' } } }) })
  t.ok(b.app.registry.has('odd'), 'the file replaced the copy')
  t.equal((await readTemplateCopy(database.db, 'odd'))!.source, good)
  t.notOk(b.app.registry.has('worse'))
  t.match(b.app.registry.failures(), [{ source: 'worse.json', name: 'worse', problems: [{ field: '/columns/x/type' }] }])
  t.same(b.app.lifecycle.disagreements(), [])
})

t.test('a start-up whose database fails answers the error, not template problems', async t => {
  const plain = (await openTestDatabase(t)).database
  const { database, arm } = faultyDatabase(plain)
  const { app } = await buildTestApp(t, { database: plain })
  const log = { info: () => {}, warn: () => {}, error: () => {} }
  // a table repair that fails on the database
  await sql`drop table curation_section_split`.execute(plain.db)
  const starting = new ModelLifecycle({ db: database.db, registry: new ModelRegistry(), lists: app.lists, config: { TEMPLATE_DIR: await tempDir(t), TEMPLATE_FILE_LIMIT: 100_000 }, log })
  arm(statement('CreateTableNode'))
  await t.rejects(starting.start(), /injected fault/)
  // and so is a new template's, which is no disagreement either
  const dir = await tempDir(t)
  await writeFile(join(dir, 'aaa.json'), JSON.stringify({ name: 'aaa', columns: { x: { type: 'text' } } }))
  const fresh = new ModelLifecycle({ db: database.db, registry: new ModelRegistry(), lists: app.lists, config: { TEMPLATE_DIR: dir, TEMPLATE_FILE_LIMIT: 100_000 }, log })
  arm(statement('CreateTableNode'))
  await t.rejects(fresh.start(), /injected fault/)
  t.same(fresh.disagreements(), [])
})
