import { readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { buryTemplateCopy, reconcileTemplates, removeTemplateFile, saveTemplateCopy, templateName, writeTemplateFile } from '../../../core/templates/store.js'
import { tempDir } from '../../helpers/app.js'
import { openTestDatabase } from '../../helpers/database.js'

const tpl = (name: string, extra: Record<string, unknown> = {}) => JSON.stringify({ name, columns: { a: { type: 'text' } }, ...extra }, null, 2)
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000)

t.test('templateName: the API name, or the table of an mDIS template', async t => {
  t.equal(templateName({ name: 'cores' }), 'cores')
  t.equal(templateName({ name: 'Core', table: 'core_core' }), 'core_core')
  t.equal(templateName({ name: 'Core', table: 'Core' }), null)
  t.equal(templateName({ name: 'Core' }), null)
  t.equal(templateName(null), null)
  t.equal(templateName('cores'), null)
})

t.test('reconciling the template area with the database copy', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  const dir = await tempDir(t)
  const messages: string[] = []
  const log = (m: string) => messages.push(m)

  await writeTemplateFile(dir, 'fresh.json', tpl('fresh'))
  await writeFile(join(dir, 'broken.json'), '{ "name": ')
  await writeFile(join(dir, 'big.json'), tpl('big', { padding: 'x'.repeat(2000) }))
  await writeFile(join(dir, 'twin.json'), tpl('fresh'))
  await writeFile(join(dir, 'notes.txt'), 'not a template')
  await writeFile(join(dir, 'nameless.json'), JSON.stringify({ name: 'Bad Name', columns: {} }))
  await writeTemplateFile(dir, 'same.json', tpl('same'))
  await saveTemplateCopy(db, 'same', 'same.json', tpl('same'))
  await writeTemplateFile(dir, 'edited.json', tpl('edited', { module: 'New' }))
  await saveTemplateCopy(db, 'edited', 'edited.json', tpl('edited'))
  await db.updateTable('rs_model_template').set({ updated_at: ago(60) }).where('name', '=', 'edited').execute()
  await writeTemplateFile(dir, 'stale.json', tpl('stale', { module: 'Old' }))
  await utimes(join(dir, 'stale.json'), ago(120), ago(120))
  await saveTemplateCopy(db, 'stale', 'stale.json', tpl('stale', { module: 'Current' }))
  await saveTemplateCopy(db, 'elsewhere', 'elsewhere.json', tpl('elsewhere'))
  await writeTemplateFile(dir, 'dropped.json', tpl('dropped'))
  await utimes(join(dir, 'dropped.json'), ago(120), ago(120))
  await saveTemplateCopy(db, 'dropped', 'dropped.json', tpl('dropped'))
  await buryTemplateCopy(db, 'dropped')
  await writeTemplateFile(dir, 'revived.json', tpl('revived'))
  await saveTemplateCopy(db, 'revived', 'revived.json', tpl('revived'))
  await buryTemplateCopy(db, 'revived')
  await db.updateTable('rs_model_template').set({ updated_at: ago(60) }).where('name', '=', 'revived').execute()
  await saveTemplateCopy(db, 'gone', 'gone.json', tpl('gone'))
  await buryTemplateCopy(db, 'gone')

  const { sources, failures } = await reconcileTemplates(db, dir, 1000, log)
  t.same(failures.map(f => f.source), ['big.json', 'broken.json', 'twin.json'])
  t.match(failures[1].problems[0].message, /^not valid JSON/)
  t.equal(failures[2].problems[0].message, 'model "fresh" is already defined in fresh.json')
  t.same(sources.map(s => [s.file, s.name, s.persist]), [
    ['edited.json', 'edited', true],
    ['fresh.json', 'fresh', true],
    ['nameless.json', null, true],
    ['revived.json', 'revived', true],
    ['same.json', 'same', false],
    ['stale.json', 'stale', false],
    ['elsewhere.json', 'elsewhere', false]
  ])
  t.match(sources.find(s => s.name === 'stale')!.raw, { module: 'Current' }, 'the newer database copy wins')
  t.equal(await readFile(join(dir, 'stale.json'), 'utf8'), tpl('stale', { module: 'Current' }), 'and is written back')
  t.match(sources.find(s => s.name === 'edited')!.raw, { module: 'New' }, 'a file edited after the copy wins')
  t.equal(await readFile(join(dir, 'elsewhere.json'), 'utf8'), tpl('elsewhere'), 'a copy without a file is restored')
  t.notOk((await readdir(dir)).includes('dropped.json'), 'a file older than the drop is removed')
  t.notOk((await readdir(dir)).some(f => f.endsWith('.tmp')), 'no temporary files are left')
  t.same(messages.sort(), [
    'removing dropped.json: model "dropped" was dropped after the file was written',
    'restoring elsewhere.json from the database copy of model "elsewhere"',
    'restoring stale.json from the database copy of model "stale"'
  ])
  await removeTemplateFile(dir, 'fresh.json')
  await removeTemplateFile(dir, 'fresh.json')
  t.notOk((await readdir(dir)).includes('fresh.json'))
})
