import { readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { INSTANCE_ID } from '../../../core/shared/instance.js'
import { removeLeftovers, removeTemplateFile, stageTemplateFile, templateHash, writeTemplateFile } from '../../../core/4-lifecycle/store.js'
import { tempDir } from '../../helpers/app.js'

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000)

t.test('files are written whole: staged under a temporary name, then renamed', async t => {
  const dir = await tempDir(t)
  const staged = await stageTemplateFile(dir, 'a.json', '{"name":"a"}')
  const [temporary] = await readdir(dir)
  t.equal(temporary.slice(0, -'.0123456789ab.tmp'.length), `a.json.${INSTANCE_ID}`, 'the file names the instance writing it')
  t.same(await removeLeftovers(dir, new Set([INSTANCE_ID])), [], 'a running writer\'s file stays')
  await staged.commit()
  t.same(await readdir(dir), ['a.json'])
  await (await stageTemplateFile(dir, 'b.json', '{}')).discard()
  await writeTemplateFile(dir, 'c.json', '{"name":"c"}')
  t.equal(await readFile(join(dir, 'c.json'), 'utf8'), '{"name":"c"}')
  await removeTemplateFile(dir, 'c.json')
  await removeTemplateFile(dir, 'c.json')
  t.same(await readdir(dir), ['a.json'])
})

t.test('a start-up removes the temporary files of writers that are gone', async t => {
  const dir = await tempDir(t)
  const staged = await stageTemplateFile(dir, 'live.json', '{}')
  const [live] = await readdir(dir)
  const gone = 'a.json.00000000deadbeef.0123456789ab.tmp'
  const running = 'b.json.0000000012345678.0123456789ab.tmp'
  // names of earlier versions carry no owner: they go after a grace period
  const oldUnowned = 'c.json.0123456789ab.tmp'
  const newUnowned = 'd.json.0123456789ab.tmp'
  for (const name of [gone, running, oldUnowned, newUnowned, 'notes.tmp']) await writeFile(join(dir, name), '{')
  await utimes(join(dir, oldUnowned), ago(3600), ago(3600))
  t.same((await removeLeftovers(dir, new Set([INSTANCE_ID, '0000000012345678']))).sort(), [gone, oldUnowned])
  t.same((await readdir(dir)).sort(), [running, newUnowned, live, 'notes.tmp'].sort(), 'running writers\' files, recent unowned and foreign files stay')
  await staged.discard()
})

t.test('a template\'s hash ignores formatting and member order', async t => {
  t.equal(templateHash({ name: 'a', columns: { x: { type: 'text', size: 1 } } }), templateHash(JSON.parse('{"columns":{"x":{"size":1,"type":"text"}},"name":"a"}')))
  t.not(templateHash({ name: 'a', list: [1, 2] }), templateHash({ name: 'a', list: [2, 1] }))
})
