import { sql } from 'kysely'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { migrations } from '../../../core/database/migrations/index.js'
import { CHANGE_TRIGGER, VALUE_LIST_TABLES } from '../../../core/database/change-counters.js'
import { templateHash, templateJson } from '../../../core/4-lifecycle/store.js'
import { openTestDatabase } from '../../helpers/database.js'

t.test('system tables migrate up and down; a failing migration stops the start', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  const first = Object.fromEntries(Object.entries(migrations).slice(0, 5))
  t.same(await migrate(db, first), ['0001-system-tables', '0002-auth', '0003-file-journal', '0004-file-journal-owner', '0005-change-counters'])
  // migration 0005's frozen copy of the change counters agrees with the running service's (core/database/change-counters.ts)
  const triggers = await sql<{ tbl: string, name: string }>`select distinct event_object_table as tbl, trigger_name as name from information_schema.triggers
    where trigger_schema = current_schema() order by 1`.execute(db)
  t.same(triggers.rows, VALUE_LIST_TABLES.map(tbl => ({ tbl, name: CHANGE_TRIGGER })).sort((a, b) => a.tbl.localeCompare(b.tbl)))
  // a copy written before template versions were kept becomes their first version
  // and the form it held becomes a form template of its own
  const form = '{"name": "a-form", "dataModel": "a", "fields": []}'
  await db.insertInto('rs_model_template').values({ name: 'a', file: 'a.json', source: '\uFEFF{"name": "a"}', form }).execute()
  const b = '{"name": "b", "columns": {"y": {"type": "text"}, "x": {"size": 1, "type": "integer"}}, "list": [2, 1]}'
  await db.insertInto('rs_model_template').values({ name: 'b', file: 'b.json', source: b, form: null }).execute()
  // a session of before sessions named their login: its own
  await db.insertInto('rs_user').values({ id: 7, username: 'old', password_hash: 'x' }).execute()
  await db.insertInto('rs_session').values({ id: 'old-session', user_id: 7, expires_at: new Date(Date.now() + 60_000) }).execute()
  // a connection table of an n:m relation made before connection tables counted their changes
  await sql`create table a_b (record_id integer, related_id integer)`.execute(db)
  await sql`comment on table a_b is 'record-service: connection table of an n:m relation'`.execute(db)
  t.same(await migrate(db, Object.fromEntries(Object.entries(migrations).slice(0, 12))), ['0006-template-versions', '0007-login-attempts', '0008-form-templates', '0009-session-login', '0010-counted-files-and-links', '0011-record-history', '0012-history-written-inline'])
  const counted = async () => (await sql<{ tbl: string }>`select distinct event_object_table as tbl from information_schema.triggers
    where trigger_schema = current_schema() and trigger_name = ${CHANGE_TRIGGER} order by 1`.execute(db)).rows.map(r => r.tbl)
  t.same(await counted(), ['a_b', 'rs_archive_file', ...VALUE_LIST_TABLES])
  t.same(await db.selectFrom('rs_session').select(['id', 'login']).execute(), [{ id: 'old-session', login: 'old-session' }])
  // (migration 0006 hashes with its own frozen copy of templateHash: both must agree)
  t.same(await db.selectFrom('rs_model_template_version').selectAll().orderBy('name').execute(),
    [{ name: 'a', hash: templateHash({ name: 'a' }) }, { name: 'b', hash: templateHash(templateJson(b)) }])
  // the versions become numbered versions with who and when (0013): the current copy's last, with its text and
  // time; the older ones without; a dropped model's end with its drop
  await db.insertInto('rs_model_template_version').values([{ name: 'b', hash: 'f'.repeat(64) }, { name: 'b', hash: '0'.repeat(64) }]).execute()
  await db.updateTable('rs_model_template').set({ deleted: true }).where('name', '=', 'a').execute()
  t.same(await migrate(db), ['0013-template-history', '0014-imports', '0015-app-config', '0016-account', '0017-dashboard'])
  const versions = async () => await db.selectFrom('rs_model_template_version').select(['name', 'version', 'action', 'hash', 'source', 'user_id', sql<boolean>`at is not null`.as('timed')])
    .orderBy('name').orderBy('version').execute()
  const copyOfA = (await db.selectFrom('rs_model_template').select('source').where('name', '=', 'a').executeTakeFirstOrThrow()).source as string
  t.same(await versions(), [
    { name: 'a', version: 1, action: 'create', hash: templateHash({ name: 'a' }), source: copyOfA, user_id: null, timed: false },
    { name: 'a', version: 2, action: 'drop', hash: templateHash({ name: 'a' }), source: null, user_id: null, timed: true },
    { name: 'b', version: 1, action: 'create', hash: '0'.repeat(64), source: null, user_id: null, timed: false },
    { name: 'b', version: 2, action: 'update', hash: 'f'.repeat(64), source: null, user_id: null, timed: false },
    { name: 'b', version: 3, action: 'update', hash: templateHash(templateJson(b)), source: b, user_id: null, timed: true }
  ])
  await migrations['0013-template-history'].down!(db)
  t.same(await db.selectFrom('rs_model_template_version').selectAll().orderBy('name').orderBy('hash').execute(),
    [{ name: 'a', hash: templateHash({ name: 'a' }) }, { name: 'b', hash: '0'.repeat(64) }, { name: 'b', hash: templateHash(templateJson(b)) }, { name: 'b', hash: 'f'.repeat(64) }].sort((x, y) => x.name === y.name ? x.hash.localeCompare(y.hash) : x.name.localeCompare(y.name)),
    'one row per hash again')
  t.same(await db.selectFrom('rs_form_template').select(['name', 'model', 'source']).execute(), [{ name: 'a-form', model: 'a', source: form }])
  // (0014, 0015, 0016: the imports' tables, the configuration's and the reset tokens, gone again below; a user's
  // configuration and reset tokens go with the user)
  await db.insertInto('rs_user_config').values({ user_id: 7, key: 'theme', value: '"dark"' }).execute()
  await db.insertInto('rs_password_reset').values({ token_hash: 'h'.repeat(64), user_id: 7, expires_at: new Date(Date.now() + 60_000) }).execute()
  t.same(await db.selectFrom('rs_user').select(['username', 'name']).execute(), [{ username: 'old', name: null }], 'a user of before has no name')
  await db.deleteFrom('rs_user').where('id', '=', 7).execute()
  t.same(await db.selectFrom('rs_user_config').selectAll().execute(), [])
  t.same(await db.selectFrom('rs_password_reset').selectAll().execute(), [])
  // (0017: the dashboard's tables, seeded with mDIS's six widgets, gone again here)
  t.equal((await db.selectFrom('rs_widget').select('type').execute()).length, 6)
  await migrations['0017-dashboard'].down!(db)
  await migrations['0016-account'].down!(db)
  t.notOk((await sql<{ c: string }>`select column_name as c from information_schema.columns where table_name = 'rs_user'`.execute(db)).rows.some(r => r.c === 'name'))
  await migrations['0015-app-config'].down!(db)
  await migrations['0014-imports'].down!(db)
  const tables = async () => (await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = current_schema() and table_name like 'rs\\_%' order by 1`.execute(db)).rows.map(r => r.t)
  t.same(await tables(), ['rs_archive_file', 'rs_change', 'rs_file_journal', 'rs_form_template', 'rs_history', 'rs_login_attempt', 'rs_migration', 'rs_migration_lock', 'rs_model_template',
    'rs_model_template_version', 'rs_session', 'rs_user', 'rs_value_list', 'rs_value_list_item'])
  // an older version does not start on a database a newer one migrated
  await t.rejects(migrate(db, first), /corrupted migrations: previously executed migration 0006-template-versions is missing/)
  await t.rejects(migrate(db, { ...migrations, '9999-broken': { up: async () => { throw new Error('broken migration') } } }), /broken migration/)
  // a statement that writes its own versions turns the history triggers of its table off (0012), for its transaction
  const functions = async () => (await sql<{ f: string }>`select string_agg(pg_get_functiondef(p.oid), '') as f from pg_proc p where p.proname like 'rs\\_history\\_%'`.execute(db)).rows[0].f
  const count = async (text: string) => (await functions()).split(text).length - 1
  t.equal(await count("current_setting('rs.written'"), 3, 'each history trigger function asks rs.written first')
  t.equal(await count(' offset 0)'), 4, 'and makes the JSON of each row once')
  await migrations['0012-history-written-inline'].down!(db)
  t.same([await count("current_setting('rs.written'"), await count(' offset 0)')], [0, 0], 'as released before')
  await migrations['0011-record-history'].down!(db)
  await migrations['0010-counted-files-and-links'].down!(db)
  t.same(await counted(), VALUE_LIST_TABLES)
  await sql`drop table a_b`.execute(db)
  await migrations['0009-session-login'].down!(db)
  await migrations['0008-form-templates'].down!(db)
  t.same(await db.selectFrom('rs_model_template').select(['name', 'form']).orderBy('name').execute(), [{ name: 'a', form }, { name: 'b', form: null }])
  await migrations['0007-login-attempts'].down!(db)
  await migrations['0006-template-versions'].down!(db)
  await migrations['0005-change-counters'].down!(db)
  await migrations['0004-file-journal-owner'].down!(db)
  await migrations['0003-file-journal'].down!(db)
  await migrations['0002-auth'].down!(db)
  await migrations['0001-system-tables'].down!(db)
  t.same(await tables(), ['rs_migration', 'rs_migration_lock'])
})
