import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { addTemplateVersion, readTemplateHistory, readTemplateVersions } from '../../../core/4-lifecycle/template-history.js'
import { openTestDatabase } from '../../helpers/database.js'

t.test('a template version is added only for a change: a new template, another template, a drop of a model that has versions', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  const page = { page: 1, perPage: 20, limit: 20, offset: 0 }
  const actions = async (name: string) => (await readTemplateHistory(db, name, page)).items.map(v => `${v.version} ${v.action} ${v.user?.username ?? '-'}`)
  await addTemplateVersion(db, 'x', null, null)
  t.same(await actions('x'), [], 'a drop of a model without versions adds none')
  await addTemplateVersion(db, 'x', '{"name": "x", "columns": {}}', { id: 3, username: 'dm' })
  await addTemplateVersion(db, 'x', '{"columns": {}, "name": "x"}', { id: 4, username: 'other' })
  await addTemplateVersion(db, 'x', '{"name": "x", "columns": {"a": {"type": "text"}}}', null)
  await addTemplateVersion(db, 'x', null, { id: 3, username: 'dm' })
  await addTemplateVersion(db, 'x', '{"name": "x", "columns": {"a": {"type": "text"}}}', { id: 3, username: 'dm' })
  t.same(await actions('x'), ['4 create dm', '3 drop dm', '2 update -', '1 create dm'], 'the same template again (keys in another order) is no version')
  t.same([...(await readTemplateVersions(db)).get('x')!].length, 2, 'two templates, each recognised by its hash')
})
