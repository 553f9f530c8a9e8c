import { createWriteStream } from 'node:fs'
import { link, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { create } from 'tar'
import t from 'tap'
import { checkArchive, DamagedArchive, extractArchive, FORMAT, MANIFEST, packArchive, writeManifest } from '../../../core/backup/archive.js'
import { tempDir } from '../../helpers/app.js'

// The archive format: written from a snapshot directory, manifest first; read back only whole and as the manifest
// says. Foreign, damaged and tampered archives are refused, with the reason.

type Files = Record<string, string>

/** A snapshot directory holding `files`, with its manifest. */
async function snapshot (dir: string, files: Files): Promise<string> {
  const snap = join(dir, 'snap')
  await mkdir(snap, { recursive: true })
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(snap, path, '..'), { recursive: true })
    await writeFile(join(snap, path), content)
  }
  await writeManifest(snap, { created: '2026-01-01T00:00:00.000Z', engine: 'pglite' })
  return snap
}

/** A tar.gz of `dir`'s `entries`, in that order, as tar writes it (not our writer). */
async function tarOf (dir: string, entries: string[], name = 'hand.tar.gz'): Promise<string> {
  const file = join(dir, name)
  await create({ gzip: true, cwd: join(dir, 'snap'), file, portable: true }, entries)
  return file
}

t.test('written and read back whole: files, directories, hard links, modes and times kept', async t => {
  const dir = await tempDir(t)
  const snap = await snapshot(dir, { 'upload/a.txt': 'a', 'archive/CS/x.F1.bin': 'xx', 'templates/cores.json': '{}', 'jwt-secret': 's', 'database/pgdata/PG_VERSION': '17\n' })
  await mkdir(join(snap, 'upload', 'empty'))
  // a file with two names (a move a crash interrupted: its staging name and its visible one)
  await link(join(snap, 'upload', 'a.txt'), join(snap, 'upload', '.rs-staging-1'))
  await writeManifest(snap, { created: '2026-01-01T00:00:00.000Z', engine: 'pglite' })
  const file = join(dir, 'backup.tar.gz')
  await packArchive(snap, createWriteStream(file))
  const manifest = await checkArchive(file)
  t.same(manifest, {
    format: FORMAT,
    version: 1,
    created: '2026-01-01T00:00:00.000Z',
    engine: 'pglite',
    files: { 'upload/a.txt': 1, 'upload/.rs-staging-1': 1, 'archive/CS/x.F1.bin': 2, 'templates/cores.json': 2, 'jwt-secret': 1, 'database/pgdata/PG_VERSION': 3 }
  })
  const into = join(dir, 'into')
  await mkdir(into)
  t.same(await extractArchive(file, into), manifest)
  t.equal(await readFile(join(into, 'upload', '.rs-staging-1'), 'utf8'), 'a')
  t.same((await readdir(join(into, 'upload'))).sort(), ['.rs-staging-1', 'a.txt', 'empty'])
  t.equal(await readFile(join(into, 'archive', 'CS', 'x.F1.bin'), 'utf8'), 'xx')
})

t.test('foreign, damaged and tampered archives are refused with the reason', async t => {
  const dir = await tempDir(t)
  const snap = await snapshot(dir, { 'upload/a.txt': 'a', 'upload/b.txt': 'b' })
  const manifest = JSON.parse(await readFile(join(snap, MANIFEST), 'utf8'))
  const withManifest = async (changes: Record<string, unknown>, name: string): Promise<string> => {
    await writeFile(join(snap, MANIFEST), JSON.stringify({ ...manifest, ...changes }))
    return await tarOf(dir, [MANIFEST, 'upload/a.txt', 'upload/b.txt'], name)
  }
  await writeFile(join(dir, 'plain.txt'), 'not an archive at all, just some text that is long enough to be read')
  await symlink('/etc/passwd', join(snap, 'upload', 'link'))
  await mkdir(join(snap, 'elsewhere'))
  await writeFile(join(snap, 'elsewhere', 'x'), 'x')
  const cases: Array<[string, string]> = [
    [join(dir, 'plain.txt'), 'TAR_BAD_ARCHIVE: Unrecognized archive format'],
    [await tarOf(dir, ['upload/a.txt', MANIFEST], 'late.tar.gz'), `it does not begin with ${MANIFEST}: not a backup of this service`],
    [await withManifest({}, 'link.tar.gz').then(async () => await tarOf(dir, [MANIFEST, 'upload/a.txt', 'upload/b.txt', 'upload/link'], 'link.tar.gz')), 'upload/link: a SymbolicLink entry'],
    [await tarOf(dir, [MANIFEST, 'upload/a.txt', 'upload/b.txt', 'elsewhere'], 'foreign.tar.gz'), 'elsewhere: not part of a backup; elsewhere/x: not part of a backup'],
    [await tarOf(dir, [MANIFEST, 'upload/a.txt'], 'short.tar.gz'), 'upload/b.txt is missing'],
    [await withManifest({ files: { 'upload/a.txt': 5, 'upload/b.txt': 1 } }, 'size.tar.gz'), 'upload/a.txt has 1 bytes instead of 5'],
    [await withManifest({ files: { 'upload/a.txt': 1 } }, 'extra.tar.gz'), 'upload/b.txt is not in the manifest'],
    [await withManifest({ format: 'something else' }, 'format.tar.gz'), `its ${MANIFEST} is not that of a backup of this service`],
    [await withManifest({ version: 2 }, 'version.tar.gz'), 'it is of format version 2; this version reads 1'],
    [await withManifest({ files: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`upload/${i}`, 1])) }, 'many.tar.gz'),
      'upload/0 is missing; upload/1 is missing; upload/2 is missing; upload/3 is missing; upload/4 is missing (and 5 more problems)']
  ]
  await writeFile(join(snap, MANIFEST), '{"format": ')
  cases.push([await tarOf(dir, [MANIFEST, 'upload/a.txt'], 'json.tar.gz'), `its ${MANIFEST} is not JSON`])
  await mkdir(join(dir, 'dirsnap', 'snap', MANIFEST), { recursive: true })
  await create({ gzip: true, cwd: join(dir, 'dirsnap', 'snap'), file: join(dir, 'dir.tar.gz') }, [MANIFEST])
  cases.push([join(dir, 'dir.tar.gz'), `it does not begin with ${MANIFEST}: not a backup of this service`])
  for (const [file, reason] of cases) {
    const error = await checkArchive(file).catch((e: Error) => e)
    t.ok(error instanceof DamagedArchive, reason)
    t.equal((error as Error).message, `${file} is not a usable backup: ${reason}`)
    // extracting checks first: nothing is written
    const into = join(dir, `into-${file.split('/').pop()}`)
    await mkdir(into)
    t.ok(await extractArchive(file, into).catch((e: Error) => e) instanceof DamagedArchive)
    t.same(await readdir(into), [], 'nothing extracted')
  }
})
