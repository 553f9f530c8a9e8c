import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { buildApp } from '../../app/build-app.js'
import { ServiceUnavailable } from '../../core/shared/errors.js'
import { ModelLifecycle } from '../../core/4-lifecycle/lifecycle.js'
import { orderByParent } from '../../core/4-lifecycle/order.js'
import { buildTestApp, tempDir, testConfig } from '../helpers/app.js'
import { openTestDatabase } from '../helpers/database.js'

t.test('the service starts with every bundled model and answers health checks', async t => {
  const { app } = await buildTestApp(t)
  t.same(app.registry.list().map(m => m.name).sort(), ['core_section', 'cores', 'curation_corebox', 'curation_section_split', 'expeditions', 'holes', 'programs', 'sites'])
  t.same((await app.inject('/health/live')).json(), { status: 'ok' })
  const ready = await app.inject('/health/ready')
  t.equal(ready.statusCode, 200)
  t.same(ready.json(), { status: 'ok', database: app.database.kind, models: 8, disagreements: [] })
  const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
    where table_schema = current_schema() and table_name in ('programs', 'expeditions', 'sites', 'holes', 'cores', 'core_section')`.execute(app.database.db)
  t.equal(tables.rows[0].n, 6)
  t.same((await app.database.db.selectFrom('rs_value_list').select('name').orderBy('name').execute()).map(r => r.name),
    ['ANALYST', 'CORE_TYPE', 'DRILLING_METHOD', 'SECTION_STATE', 'UPLOAD_FILE_TYPE'])
})

t.test('errors answer in the Yii2 shape; NUL characters are refused before any handler', async t => {
  const { app } = await buildTestApp(t)
  const missing = await app.inject('/api/v1/nothing?x=1')
  t.equal(missing.statusCode, 404)
  t.same(missing.json(), { name: 'Not Found', message: 'Page not found: GET /api/v1/nothing', code: 0, status: 404 })
  const nulUrl = await app.inject('/health/live?x=%00')
  t.same(nulUrl.json(), { name: 'Bad Request', message: 'The request URL contains a NUL character.', code: 0, status: 400 })
})

t.test('NUL characters in JSON bodies are refused', async t => {
  const { config, database } = await buildTestApp(t, { bundled: false })
  const app = await buildApp({ config, database, logger: false })
  const open = { config: { access: 'public' as const } }
  app.post('/echo', open, async request => request.body)
  app.get('/boom', open, async () => { throw new Error('secret detail at /etc/x') })
  app.get('/busy', open, async () => { throw new ServiceUnavailable('The database is unavailable.') })
  t.teardown(() => app.close())
  const refused = await app.inject({ method: 'POST', url: '/echo', payload: { a: [{ b: 'x\u0000y' }] } })
  t.equal(refused.statusCode, 400)
  t.equal(refused.json().message, 'The request body contains a NUL character.')
  t.equal((await app.inject({ method: 'POST', url: '/echo', payload: { ['k\u0000']: 1 } })).statusCode, 400)
  const boom = await app.inject('/boom')
  t.same([boom.statusCode, boom.json()], [500, { name: 'Internal Server Error', message: 'An internal server error occurred.', code: 0, status: 500 }])
  const busy = await app.inject('/busy')
  t.same([busy.statusCode, busy.headers['retry-after'], busy.json().message], [503, '1', 'The database is unavailable.'])
  let deep: unknown = 'x\u0000'
  for (let i = 0; i < 100; i++) deep = [deep]
  t.equal((await app.inject({ method: 'POST', url: '/echo', payload: JSON.stringify(deep), headers: { 'content-type': 'application/json' } })).statusCode, 200, 'depth is bounded')
  t.same((await app.inject({ method: 'POST', url: '/echo', payload: { a: 1, b: null } })).json(), { a: 1, b: null })
  const broken = await app.inject({ method: 'POST', url: '/echo', payload: '{"a":', headers: { 'content-type': 'application/json' } })
  t.equal(broken.statusCode, 400)
  t.match(broken.json(), { name: 'Bad Request', code: 0, status: 400 })
})

t.test('a broken template is reported and does not take the others down', async t => {
  const dataDir = await tempDir(t)
  const templateDir = join(dataDir, 'templates')
  const { app: first } = await buildTestApp(t, { dataDir })
  await first.close()
  await writeFile(join(templateDir, 'zz_broken.json'), JSON.stringify({ name: 'zz_broken', columns: { x: { type: 'integr' } } }))
  await writeFile(join(templateDir, 'orphan.json'), JSON.stringify({ name: 'orphan', parentModel: 'zz_broken', columns: { zz_broken_id: { type: 'integer' } } }))
  await writeFile(join(templateDir, 'bad.json'), '{')
  const { app } = await buildTestApp(t, { dataDir, templateDir })
  t.equal(app.registry.list().length, 8)
  t.same(app.registry.failures().map(f => f.source).sort(), ['bad.json', 'orphan.json', 'zz_broken.json'])
  t.match(app.registry.failures().find(f => f.source === 'zz_broken.json')!.problems,
    [{ field: '/columns/x/type', message: /did you mean "integer"/ }])
  t.match(app.registry.failures().find(f => f.source === 'orphan.json')!.problems,
    [{ field: '/parentModel', message: 'parent model "zz_broken" does not exist' }])
  t.equal((await app.inject('/health/ready')).statusCode, 200)
})

t.test('a table that cannot take its template is a load failure, not a crash', async t => {
  const { database } = await openTestDatabase(t)
  const dataDir = await tempDir(t)
  await sql`create table clash (id serial primary key, n date)`.execute(database.db)
  await writeFile(join(dataDir, 'clash.json'), JSON.stringify({ name: 'clash', columns: { n: { type: 'integer' } } }))
  const app = await buildApp({ config: testConfig(dataDir, dataDir), database, logger: false })
  t.teardown(() => app.close())
  t.same(app.registry.failures(), [{ source: 'clash.json', name: 'clash', problems: [{ field: '/columns/n', message: 'is date in the table; changing it to integer could lose data' }] }])
  const lists = { names: async () => new Set<string>() } as unknown as typeof app.lists
  const lifecycle = new ModelLifecycle({ db: database.db, registry: app.registry, lists, config: app.config, log: app.log })
  await database.close()
  await t.rejects(lifecycle.create({ name: 'later', columns: { a: { type: 'text' } } }, '{}'), { name: 'Error', statusCode: undefined }, 'database errors are not template problems')
  t.equal((await app.inject('/health/ready')).statusCode, 503)
  t.same((await app.inject('/health/ready')).json(), { name: 'Service Unavailable', message: 'The database does not answer.', code: 0, status: 503 })
})

t.test('a restart on the same data keeps the data and the models', async t => {
  const dataDir = await tempDir(t)
  const onDisk = process.env.DATABASE_URL ? undefined : (await openTestDatabase(t, join(dataDir, 'pgdata')))
  const shared = onDisk?.database ?? (await openTestDatabase(t)).database
  const { app: first, templateDir } = await buildTestApp(t, { dataDir, database: shared })
  await sql`insert into programs (program, program_name) values ('ICDP', 'Continental drilling')`.execute(first.database.db)
  await first.close()
  if (onDisk) await onDisk.database.close()
  const again = onDisk ? (await import('../../core/database/pglite.js')).openPglite({ dataDir: join(dataDir, 'pgdata') }) : Promise.resolve(shared)
  const database = await again
  if (onDisk) t.teardown(() => database.close())
  const { app } = await buildTestApp(t, { dataDir, templateDir, database })
  t.same(await app.database.db.selectFrom('programs').select(['program', 'program_name']).execute(), [{ program: 'ICDP', program_name: 'Continental drilling' }])
  t.equal(app.registry.list().length, 8)
})

t.test('the app owns a database it opened itself', async t => {
  const dataDir = await tempDir(t)
  const env: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: (await openTestDatabase(t)).url! } : { PGLITE_DIR: 'memory://' }
  const app = await buildApp({ config: testConfig(dataDir, join(dataDir, 'templates'), env), logger: false })
  t.equal((await app.inject('/health/ready')).statusCode, 200)
  await app.close()
  await t.rejects(sql`select 1`.execute(app.database.db), 'closed with the app')
  await t.rejects(buildApp({ config: testConfig(dataDir, join(dataDir, 'no-templates'), env), database: { ...app.database }, logger: false }), 'a failed start closes what it opened')
})

t.test('parents load before children, whatever the file order', async t => {
  const source = (name: string, raw: Record<string, unknown>) => ({ file: `${name}.json`, name, raw })
  const ordered = orderByParent([
    source('c', { parentModel: 'BB' }), source('b', { fullName: 'BB', parentModel: 'a_table' }), source('a', { table: 'a_table' }),
    source('loner', { parentModel: '' }), source('lost', { parentModel: 'nowhere' }), { file: 'x.json', name: null, raw: null },
    source('p', { parentModel: 'q' }), source('q', { parentModel: 'p' })
  ])
  t.same(ordered.map(s => s.file), ['a.json', 'b.json', 'c.json', 'loner.json', 'lost.json', 'x.json', 'q.json', 'p.json'])
  const referring = orderByParent([
    source('splits', { parentModel: 'sections', relations: { r: { relationType: '1n', foreignTable: 'boxes' }, n: { relationType: 'nm', relatedTable: 'bins' } } }),
    source('bins', {}), source('sections', { foreignkeys: [] }), source('boxes', { relations: [null, 5] })
  ])
  t.same(referring.map(s => s.file), ['sections.json', 'boxes.json', 'splits.json', 'bins.json'], 'a 1:n relation\'s table first too (not an n:m one\'s)')
})
