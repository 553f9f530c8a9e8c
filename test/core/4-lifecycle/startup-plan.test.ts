import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { migrate } from '../../../core/database/migrate.js'
import { planStartup } from '../../../core/4-lifecycle/startup-plan.js'
import { buryTemplateCopy, saveTemplateCopy, writeTemplateFile } from '../../../core/4-lifecycle/store.js'
import { addTemplateVersion } from '../../../core/4-lifecycle/template-history.js'
import { tempDir } from '../../helpers/app.js'
import { openTestDatabase } from '../../helpers/database.js'

const tpl = (name: string, extra: Record<string, unknown> = {}) => JSON.stringify({ name, columns: { a: { type: 'text' } }, ...extra }, null, 2)

t.test('start-up plans each template from the file and the database copy, never from file times', async t => {
  const { database } = await openTestDatabase(t)
  const db = database.db
  await migrate(db)
  const dir = await tempDir(t)
  // a copy saved and dropped as the lifecycle does (apply.ts, change.ts): with its versions
  const save = async (name: string, file: string, text: string) => {
    await saveTemplateCopy(db, name, file, text)
    await addTemplateVersion(db, name, text, null)
  }
  const bury = async (name: string) => {
    await buryTemplateCopy(db, name)
    await addTemplateVersion(db, name, null, null)
  }

  await writeTemplateFile(dir, 'fresh.json', tpl('fresh'))
  await writeFile(join(dir, 'broken.json'), '{ "name": ')
  await writeFile(join(dir, 'big.json'), tpl('big', { padding: 'x'.repeat(2000) }))
  await writeFile(join(dir, 'twin.json'), tpl('fresh'))
  await writeFile(join(dir, 'notes.txt'), 'not a template')
  await writeFile(join(dir, 'nameless.json'), JSON.stringify({ name: 'Bad Name', columns: {} }))
  // the same template, formatted differently
  await writeFile(join(dir, 'same.json'), JSON.stringify({ columns: { a: { type: 'text' } }, name: 'same' }))
  await save('same', 'same.json', tpl('same'))
  // edited by the operator: a version the copy never had
  await writeTemplateFile(dir, 'edited.json', tpl('edited', { module: 'New' }))
  await save('edited', 'edited.json', tpl('edited'))
  // behind: a version the copy had before (a fresh clone after a hot change)
  await writeTemplateFile(dir, 'behind.json', tpl('behind'))
  await save('behind', 'behind.json', tpl('behind'))
  await save('behind', 'behind.json', tpl('behind', { columns: { a: { type: 'text' }, b: { type: 'text' } } }))
  await save('elsewhere', 'elsewhere.json', tpl('elsewhere'))
  await writeTemplateFile(dir, 'dropped.json', tpl('dropped'))
  await save('dropped', 'dropped.json', tpl('dropped'))
  await bury('dropped')
  await writeTemplateFile(dir, 'revived.json', tpl('revived', { module: 'Again' }))
  await save('revived', 'revived.json', tpl('revived'))
  await bury('revived')
  await save('gone', 'gone.json', tpl('gone'))
  await bury('gone')

  const { steps, failures } = await planStartup(db, dir, 1000)
  t.same(failures.map(f => f.source), ['big.json', 'broken.json', 'twin.json'])
  t.match(failures[1].problems[0].message, /^not valid JSON/)
  t.equal(failures[2].problems[0].message, 'model "fresh" is already defined in fresh.json')
  t.same(steps.map(s => [s.kind, s.file, s.name, s.kind === 'copy' ? s.write : s.kind === 'file' ? s.row?.name ?? null : null]), [
    ['copy', 'behind.json', 'behind', 'behind'],
    ['stale', 'dropped.json', 'dropped', null],
    ['file', 'edited.json', 'edited', 'edited'],
    ['file', 'fresh.json', 'fresh', null],
    ['file', 'nameless.json', null, null],
    ['file', 'revived.json', 'revived', null],
    ['copy', 'same.json', 'same', null],
    ['copy', 'elsewhere.json', 'elsewhere', 'missing']
  ])
})
