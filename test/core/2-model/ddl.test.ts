import { sql } from 'kysely'
import t from 'tap'
import { describeTable, ensureTable, sqlType, TableConflict } from '../../../core/2-model/ddl.js'
import { checkTemplate } from '../../../core/1-templates/check.js'
import type { ModelDefinition } from '../../../core/1-templates/definition.js'
import { migrate } from '../../../core/database/migrate.js'
import { openTestDatabase } from '../../helpers/database.js'
import { BUNDLED, bundledTemplate } from '../../helpers/models.js'

const define = (template: unknown, models = new Map<string, ModelDefinition>()): ModelDefinition => {
  const check = checkTemplate(template, { models })
  if (!check.ok) throw new Error(JSON.stringify(check.problems))
  return check.model
}

t.test('tables of the bundled hierarchy: types, keys, parent foreign keys and indices', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const db = database.db
  const models = new Map<string, ModelDefinition>()
  for (const name of BUNDLED) {
    const model = define(bundledTemplate(name), models)
    models.set(name, model)
    const changes = await ensureTable(db, model, model.parent === null ? null : models.get(model.parent)!.table)
    t.equal(changes[0].kind, 'create table', name)
  }
  const cores = await describeTable(db, 'cores')
  t.same(cores.get('core_ondeck'), { type: 'timestamp without time zone', length: null })
  t.same(cores.get('core_type'), { type: 'character varying', length: 20 })
  t.same(cores.get('oriented'), { type: 'smallint', length: null })
  t.same(cores.get('core_recovery'), { type: 'double precision', length: null })
  t.notOk(cores.has('site_id'), 'higher ancestor ids are not stored')
  const holes = await describeTable(db, 'holes')
  t.same(holes.get('drilling_method'), { type: 'text', length: null })
  t.same((await describeTable(db, 'expeditions')).get('start_date'), { type: 'date', length: null })
  t.equal((await describeTable(db, 'no_such_table')).size, 0, 'a missing table has no columns')

  await sql`insert into programs (program, program_name) values ('ICDP', 'x')`.execute(db)
  await t.rejects(sql`insert into expeditions (program_id, expedition, exp_name) values (999, '1', 'x')`.execute(db), { code: '23503' }, 'the parent must exist')
  await t.rejects(sql`insert into expeditions (expedition, exp_name) values ('1', 'x')`.execute(db), { code: '23502' }, 'the parent reference is not null')
  await sql`insert into expeditions (program_id, expedition, exp_name) values (1, '5065', 'x')`.execute(db)
  await t.rejects(sql`insert into expeditions (program_id, expedition, exp_name) values (1, '5065', 'y')`.execute(db), { code: '23505' }, 'unique per parent')
  await t.rejects(sql`delete from programs where id = 1`.execute(db), { code: '23503' }, 'a parent with children stays')
  // (failed inserts used up identity values: take the ids from the rows)
  await sql`insert into sites (expedition_id, site) select id, '1' from expeditions`.execute(db)
  await sql`insert into holes (site_id, hole) select id, 'A' from sites`.execute(db)
  await t.rejects(sql`insert into cores (hole_id, core_type, oriented) select id, 'R', 2 from holes`.execute(db), { code: '23514' }, 'booleans are 0 or 1')
  await sql`insert into cores (hole_id, core_type, core_ondeck) select id, 'R', '2024-05-01 10:30' from holes`.execute(db)
  const row = await db.selectFrom('cores').selectAll().executeTakeFirstOrThrow()
  t.equal(row.core_ondeck, '2024-05-01 10:30:00', 'date-times come back as text with seconds')
  const indices = (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'cores' order by 1`.execute(db)).rows.map(r => r.indexname)
  t.same(indices, ['cores__combined_id__prefix', 'cores__hole_id__core', 'cores_pkey'], 'the running number index serves lookups by parent too; the combined id\'s prefix index')

  t.same(await ensureTable(db, models.get('cores')!, 'holes'), [], 'an unchanged template changes nothing')
})

t.test('additive migration: new columns, wider strings and new indices; nothing dropped', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const db = database.db
  const v1 = { name: 'samples', columns: { label: { type: 'string', size: 10 }, depth: { type: 'integer' }, flag: { type: 'boolean' }, gone: { type: 'text' } } }
  await ensureTable(db, define(v1), null)
  await sql`insert into samples (label, depth, flag, gone) values ('a', 1, 1, 'kept')`.execute(db)
  const v2 = {
    name: 'samples',
    columns: { label: { type: 'text' }, depth: { type: 'double' }, flag: { type: 'integer' }, note: { type: 'string', size: 50 }, ok: { type: 'boolean' } },
    indices: { note: { type: 'KEY', columns: ['note'] } }
  }
  const changes = await ensureTable(db, define(v2), null)
  t.same(changes, [
    { kind: 'widen column', name: 'label' }, { kind: 'widen column', name: 'depth' }, { kind: 'widen column', name: 'flag' },
    { kind: 'add column', name: 'note' }, { kind: 'add column', name: 'ok' }, { kind: 'create index', name: 'samples__note' }
  ])
  const columns = await describeTable(db, 'samples')
  t.same(columns.get('label'), { type: 'text', length: null })
  t.same(columns.get('depth'), { type: 'double precision', length: null })
  t.ok(columns.has('gone'), 'a column the template no longer names stays')
  t.same(await db.selectFrom('samples').select(['label', 'depth', 'gone']).execute(), [{ label: 'a', depth: 1, gone: 'kept' }])
  await t.rejects(sql`insert into samples (ok) values (5)`.execute(db), { code: '23514' }, 'an added boolean is checked too')

  const v3 = { name: 'samples', columns: { note: { type: 'string', size: 80 } } }
  t.same(await ensureTable(db, define(v3), null), [{ kind: 'widen column', name: 'note' }])
})

t.test('changes that could lose data are refused with reasons, and nothing is applied', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const db = database.db
  await ensureTable(db, define({ name: 'items', columns: { code: { type: 'string', size: 20 }, at: { type: 'date' }, n: { type: 'double' } } }), null)
  const error = await ensureTable(db, define({ name: 'items', columns: { code: { type: 'string', size: 5 }, at: { type: 'integer' }, n: { type: 'integer' }, extra: { type: 'text' } } }), null)
    .catch((e: unknown) => e) as TableConflict
  t.type(error, TableConflict)
  t.same(error.problems, [
    { column: 'code', message: 'size 5 is smaller than the stored 20 characters' },
    { column: 'at', message: 'is date in the table; changing it to integer could lose data' },
    { column: 'n', message: 'is double precision in the table; changing it to integer could lose data' }
  ])
  t.match(error.message, /^table "items" cannot take the template: code: size 5/)
  t.notOk((await describeTable(db, 'items')).has('extra'), 'no partial change')
})

t.test('a parent column added later gets its foreign key', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const db = database.db
  const parent = define({ name: 'boxes', columns: { box: { type: 'string', required: true } } })
  await ensureTable(db, parent, null)
  await ensureTable(db, define({ name: 'slots', columns: { slot: { type: 'integer' } } }), null)
  const models = new Map([['boxes', parent]])
  t.same(await ensureTable(db, define({ name: 'slots', parentModel: 'boxes', columns: { slot: { type: 'integer' }, box_id: { type: 'integer' } } }, models), 'boxes'),
    [{ kind: 'add column', name: 'box_id' }, { kind: 'create index', name: 'slots__box_id' }])
  await t.rejects(sql`insert into slots (slot, box_id) values (1, 42)`.execute(db), { code: '23503' })
})

t.test('sql types of every column type', async t => {
  const types = ['integer', 'double', 'boolean', 'string', 'string_multiple', 'text', 'dateTime', 'date', 'time']
  const model = define({ name: 'all_types', columns: Object.fromEntries(types.map(type => [`c_${type.toLowerCase()}`, { type, size: 12 }])) })
  t.same(model.columns.slice(1).map(sqlType), ['integer', 'double precision', 'smallint', 'varchar(12)', 'text', 'text', 'timestamp(0)', 'date', 'time(0)'])
})

t.test('a unique index over duplicate values is a conflict, not a crash', async t => {
  const { database } = await openTestDatabase(t)
  await migrate(database.db)
  const db = database.db
  await ensureTable(db, define({ name: 'tags', columns: { tag: { type: 'string' } } }), null)
  await sql`insert into tags (tag) values ('a'), ('a')`.execute(db)
  const error = await ensureTable(db, define({ name: 'tags', columns: { tag: { type: 'string' } }, indices: { tag: { type: 'UNIQUE', columns: ['tag'] } } }), null).catch((e: unknown) => e)
  t.match(error, { name: 'TableConflict', problems: [{ column: 'tag', message: 'the stored values are not unique, so the unique index cannot be created' }] })
  const failing = db.withPlugin({
    transformQuery: ({ node }) => { if (node.kind === 'CreateIndexNode') throw new Error('disk full'); return node },
    transformResult: async ({ result }) => result
  })
  await t.rejects(ensureTable(failing, define({ name: 'tags', columns: { tag: { type: 'string' } }, indices: { t2: { type: 'KEY', columns: ['tag'] } } }), null),
    /disk full/, 'other index errors pass through')
})
