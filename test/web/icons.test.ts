import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { packageRoot } from '../../core/shared/paths.js'

// The web app draws its icons from web/src/icons.ts (inline SVG paths, no icon font): every icon name a component
// uses ("mdi-plus") must be there, or the button would show no icon.

t.test('every icon the app names is in its icon set', async t => {
  const src = join(packageRoot(), 'web', 'src')
  const set = await readFile(join(src, 'icons.ts'), 'utf8')
  const known = new Set([...set.matchAll(/^ {2}'(mdi-[a-z0-9-]+)': mdi[A-Za-z0-9]+,?$/gm)].map(m => m[1]))
  t.ok(known.size >= 20, `the set names its icons (${known.size})`)
  const used = new Set<string>()
  for (const name of await readdir(src, { recursive: true })) {
    if (!/\.(vue|ts)$/.test(name) || name === 'icons.ts' || name.endsWith('.d.ts')) continue
    for (const m of (await readFile(join(src, name), 'utf8')).matchAll(/\bmdi-[a-z0-9-]+/g)) used.add(m[0])
  }
  t.ok(used.size > 0)
  t.same([...used].filter(name => !known.has(name)), [], 'no icon missing')
  t.same([...known].filter(name => !used.has(name)), [], 'and none bundled for nothing')
})
