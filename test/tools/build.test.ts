import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { fingerprint, INPUTS, isCurrent, writeStamp } from '../../tools/build.mjs'

// `npm start` rebuilds only when a build input changed since the last build (tools/build.mjs --if-stale)
t.test('a build is current until an input changes, appears or goes', async t => {
  const root = await mkdtemp(join(tmpdir(), 'build-'))
  t.teardown(async () => await rm(root, { recursive: true, force: true }))
  await mkdir(join(root, 'core', 'shared'), { recursive: true })
  await mkdir(join(root, 'dist'))
  await writeFile(join(root, 'core', 'shared', 'a.ts'), 'export const a = 1\n')
  t.ok(INPUTS.includes('core') && INPUTS.includes('web') && INPUTS.includes('package-lock.json'))
  t.notOk(isCurrent(root), 'never built')
  writeStamp(root)
  t.ok(isCurrent(root), 'built, nothing changed')
  const before = fingerprint(root)
  await utimes(join(root, 'core', 'shared', 'a.ts'), new Date(), new Date(Date.now() + 5000))
  t.not(fingerprint(root), before, 'an edit (a new modification time)')
  t.notOk(isCurrent(root))
  writeStamp(root)
  await writeFile(join(root, 'core', 'shared', 'b.ts'), '')
  t.notOk(isCurrent(root), 'a new file')
  writeStamp(root)
  await rm(join(root, 'core', 'shared', 'b.ts'))
  t.notOk(isCurrent(root), 'a file removed')
  writeStamp(root)
  await writeFile(join(root, 'package-lock.json'), '{}')
  t.notOk(isCurrent(root), 'another install')
})
