import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { checkLayout, countFiles, linkFile, linkTree, move, Refused, replaceContents } from '../../../core/backup/installation.js'
import { tempDir, testConfig } from '../../helpers/app.js'

// The parts of an installation: the layout a backup needs, snapshots by hard link (copies across file systems),
// counting and replacing.

const failing = (code: string) => async (): Promise<void> => { throw Object.assign(new Error(code), { code }) }

t.test('the directories must be apart, and none may hold DATA_DIR', async t => {
  const dir = await tempDir(t)
  const config = (env: Record<string, string>) => testConfig(join(dir, 'data'), join(dir, 'templates'), env)
  t.doesNotThrow(() => { checkLayout(config({})) }, 'the default layout')
  t.doesNotThrow(() => { checkLayout(config({ DATABASE_URL: 'postgres://x/y', PGLITE_DIR: join(dir, 'data', 'upload') })) }, 'PostgreSQL: no embedded database directory')
  t.throws(() => { checkLayout(config({ UPLOAD_DIR: join(dir, 'data') })) }, new Refused(`the upload (${join(dir, 'data')}) directory holds DATA_DIR (${join(dir, 'data')}): a backup needs them apart`))
  t.throws(() => { checkLayout(config({ ARCHIVE_DIR: join(dir, 'data', 'upload', 'archive') })) },
    new Refused(`the upload (${join(dir, 'data', 'upload')}) and the archive (${join(dir, 'data', 'upload', 'archive')}) directories overlap: a backup needs them apart`))
  t.throws(() => { checkLayout(config({ PGLITE_DIR: join(dir, 'templates') })) }, { message: /the templates .* and the embedded database .* directories overlap/ })
})

t.test('a snapshot links files (copies across file systems), skips what it is told and what went away', async t => {
  const dir = await tempDir(t)
  const from = join(dir, 'from')
  await mkdir(join(from, 'sub'), { recursive: true })
  await writeFile(join(from, 'a'), 'a')
  await writeFile(join(from, 'sub', 'b'), 'b')
  await writeFile(join(from, '.skip'), 'x')
  await symlink(join(from, 'a'), join(from, 'link'))
  await linkTree(from, join(dir, 'to'), name => name.startsWith('.'))
  t.same((await readdir(join(dir, 'to'), { recursive: true })).sort(), ['a', 'sub', 'sub/b'], 'files and directories; no skipped name, no symbolic link')
  t.equal((await lstat(join(dir, 'to', 'a'))).ino, (await lstat(join(from, 'a'))).ino, 'linked')
  await linkTree(from, join(dir, 'copied'), () => false, true)
  t.not((await lstat(join(dir, 'copied', 'a'))).ino, (await lstat(join(from, 'a'))).ino, 'copied when told')
  await linkTree(join(dir, 'none'), join(dir, 'empty'), () => false)
  t.same(await readdir(join(dir, 'empty')), [], 'a missing directory is an empty one')
  await t.rejects(linkTree(join(from, 'a'), join(dir, 'x'), () => false), { code: 'ENOTDIR' })

  await linkFile(join(from, 'a'), join(dir, 'across'), false, failing('EXDEV'))
  t.equal(await readFile(join(dir, 'across'), 'utf8'), 'a', 'another file system: copied')
  t.not((await lstat(join(dir, 'across'))).ino, (await lstat(join(from, 'a'))).ino)
  await linkFile(join(from, 'gone'), join(dir, 'gone'))
  await linkFile(join(from, 'gone'), join(dir, 'gone'), true)
  t.notOk((await readdir(dir)).includes('gone'), 'a file that went away is skipped')
  await t.rejects(linkFile(join(from, 'a'), join(dir, 'x'), false, failing('EIO')), { code: 'EIO' })
  await t.rejects(linkFile(join(from, 'sub'), join(dir, 'x'), true), { code: /^E(ISDIR|NOTSUP|INVAL)$/ }, 'a copy failing stands')
})

t.test('counting files; replacing contents; moving across file systems', async t => {
  const dir = await tempDir(t)
  const config = testConfig(join(dir, 'data'), join(dir, 'templates'))
  t.equal(await countFiles(config), 0, 'no directories yet')
  await mkdir(join(config.ARCHIVE_DIR, 'CS'), { recursive: true })
  await mkdir(config.UPLOAD_DIR, { recursive: true })
  await writeFile(join(config.UPLOAD_DIR, 'a'), 'a')
  await writeFile(join(config.UPLOAD_DIR, '.rs-tmp-0123456789abcdef-00'), 'being written')
  await writeFile(join(config.ARCHIVE_DIR, 'CS', 'x.F1'), 'x')
  t.equal(await countFiles(config), 2, 'temporary files aside')
  await t.rejects(countFiles({ ...config, UPLOAD_DIR: join(config.UPLOAD_DIR, 'a') }), { code: 'ENOTDIR' })

  const target = join(dir, 'target')
  await mkdir(join(target, 'old'), { recursive: true })
  await writeFile(join(target, 'old', 'x'), 'x')
  await writeFile(join(target, 'y'), 'y')
  const source = join(dir, 'source')
  await mkdir(join(source, 'new'), { recursive: true })
  await writeFile(join(source, 'new', 'z'), 'z')
  await replaceContents(target, source)
  t.same((await readdir(target, { recursive: true })).sort(), ['new', 'new/z'])
  await replaceContents(target, join(dir, 'nothing'))
  t.same(await readdir(target), [], 'a source that is not there empties it')

  await mkdir(join(dir, 'tree', 'sub'), { recursive: true })
  await writeFile(join(dir, 'tree', 'sub', 'f'), 'f')
  await move(join(dir, 'tree'), join(dir, 'moved'), failing('EXDEV'))
  t.equal(await readFile(join(dir, 'moved', 'sub', 'f'), 'utf8'), 'f')
  t.notOk((await readdir(dir)).includes('tree'), 'copied, then removed')
  await t.rejects(move(join(dir, 'moved'), join(dir, 'x'), failing('EACCES')), { code: 'EACCES' })
})
