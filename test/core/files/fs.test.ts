import { existsSync } from 'node:fs'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { lstatOrNull, md5File, moveFile, publish } from '../../../core/files/fs.js'
import { tempDir } from '../../helpers/app.js'

const exdev = async () => { throw Object.assign(new Error('cross-device link not permitted'), { code: 'EXDEV' }) }

t.test('moves: rename, or copy + rename across file systems; never a partial file under the final name', async t => {
  const dir = await tempDir(t)
  await writeFile(join(dir, 'a'), 'alpha')
  await moveFile(join(dir, 'a'), join(dir, 'b'))
  t.same(await readdir(dir), ['b'])

  await moveFile(join(dir, 'b'), join(dir, 'c'), exdev)
  t.same(await readdir(dir), ['c'], 'copied, source removed, no temporary file left')
  t.equal(await readFile(join(dir, 'c'), 'utf8'), 'alpha')

  await t.rejects(moveFile(join(dir, 'missing'), join(dir, 'd'), exdev), { code: 'ENOENT' })
  t.same(await readdir(dir), ['c'], 'a failed copy leaves nothing')
  await t.rejects(moveFile(join(dir, 'missing'), join(dir, 'd')), { code: 'ENOENT' })
  let calls = 0
  await moveFile(join(dir, 'c'), join(dir, 'e'), async (from, to) => { calls++; await rename(from, to) })
  t.equal(calls, 1)
})

t.test('publishing under a free name; other link failures pass through', async t => {
  const dir = await tempDir(t)
  await writeFile(join(dir, 'x.txt'), 'taken')
  await writeFile(join(dir, 'x_2.txt'), 'taken too')
  await writeFile(join(dir, '.tmp'), 'new')
  t.equal(await publish(join(dir, '.tmp'), dir, 'x.txt'), 'x_3.txt')
  t.notOk(existsSync(join(dir, '.tmp')))
  await t.rejects(publish(join(dir, '.gone'), dir, 'y.txt'), { code: 'ENOENT' })
})

t.test('stat and checksum helpers', async t => {
  const dir = await tempDir(t)
  await writeFile(join(dir, 'f'), 'abc')
  t.equal(await lstatOrNull(join(dir, 'none')), null)
  await t.rejects(lstatOrNull(join(dir, 'f', 'child')), { code: 'ENOTDIR' })
  t.equal(await md5File(join(dir, 'f')), '900150983cd24fb0d6963f7d28e17f72')
})
