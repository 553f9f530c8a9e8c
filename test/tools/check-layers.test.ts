import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import t from 'tap'
import { packageRoot } from '../../core/shared/paths.js'
import { problems } from '../../tools/check-layers.mjs'
import type { Teardown } from '../helpers/teardown.js'

/** A source tree in a temporary folder: path → text. */
async function tree (t: Teardown, files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'layers-'))
  t.teardown(async () => await rm(root, { recursive: true, force: true }))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, dirname(path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
  return root
}

t.test('the service itself follows the layers and has no cycle', async t => {
  t.same(problems(packageRoot()), [])
})

t.test('imports down the layers and inside a unit pass', async t => {
  const root = await tree(t, {
    'core/shared/errors.ts': 'export const a = 1\n',
    'core/2-model/compile.ts': "import { a } from '../shared/errors.js'\nimport type { B } from './types.js'\nexport const c = a\n",
    'core/2-model/types.ts': 'export type B = number\n',
    'plugins/routes/records.ts': "import { c } from '../../core/2-model/compile.js'\nexport default c\n",
    'app/build-app.ts': "const m = await import('../plugins/routes/records.js')\n"
  })
  t.same(problems(root), [])
})

t.test('an import up the pipeline, sideways, a cycle and impure migrations are named', async t => {
  const root = await tree(t, {
    'core/1-templates/check.ts': "import { f } from '../2-model/formula.js'\nexport const g = f\n",
    'core/2-model/formula.ts': 'export const f = 1\n',
    'core/5-records/list.ts': "import type { A } from '../files/assignments.js'\n",
    'core/files/assignments.ts': 'export type A = 1\n',
    'core/2-model/a.ts': "import type { B } from './b.js'\nexport type A = B\n",
    'core/2-model/b.ts': "export { type A } from './a.js'\nexport type B = 1\n",
    'core/2-model/ddl.ts': "import { X } from '../database/migrations/0005-x.js'\n",
    'core/database/migrations/0005-x.ts': "import { g } from '../../1-templates/check.js'\nexport const X = g\n",
    'core/database/migrate.ts': "import { X } from './migrations/0005-x.js'\n",
    'tools/x.ts': 'not checked\n',
    'plugins/stray.ts': 'export {}\n'
  })
  t.same(problems(root).sort(), [
    'core/1-templates/check.ts imports core/2-model/formula.ts: core/1-templates may not import core/2-model (a later layer)',
    'core/2-model/ddl.ts imports core/database/migrations/0005-x.ts: only the migration runner imports migrations',
    'core/5-records/list.ts imports core/files/assignments.ts: core/5-records may not import core/files (same rank)',
    'core/database/migrations/0005-x.ts imports core/1-templates/check.ts: a migration imports only core/database',
    'core/database/migrations/0005-x.ts imports core/1-templates/check.ts: core/database may not import core/1-templates (a later layer)',
    'import cycle: core/2-model/a.ts → core/2-model/b.ts → core/2-model/a.ts',
    'plugins/stray.ts: in no layer (add its folder to LAYERS in tools/check-layers.mjs)'
  ])
})
