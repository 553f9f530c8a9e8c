import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import t from 'tap'
import { packageRoot } from '../../../../core/shared/paths.js'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { transpile, typeCheck } from '../../../helpers/typecheck.js'

// A standard generator makes a working client: openapi-typescript turns the running service's document (after a
// model was hot-registered through the cg API) into types, tsc checks a program using them with openapi-fetch
// (strict), and the program logs in, creates and lists records of a bundled and of the new model.

const root = packageRoot()
const fetchClient = join(root, 'node_modules', 'openapi-fetch', 'dist')
const fetchTypes = { 'openapi-fetch': [join(fetchClient, 'index.d.mts')] }

t.test('a client generated from the document type-checks and works against the running service', async t => {
  const { app } = await buildTestApp(t)
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const dir = await tempDir(t, 'rs-client-')
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  // a model registered while the service runs
  const { token } = await (await post('/api/v1/auth/login', { username: 'admin', password: 'admin-password' })).json() as { token: string }
  const crates = {
    name: 'crates',
    columns: { label: { type: 'string', size: 20, required: true, label: 'Label' }, weight: { type: 'double', unit: 'kg' }, analyst: { type: 'string', size: 100, selectListName: 'ANALYST' } }
  }
  t.equal((await post('/cg/api/create-model', { template: crates }, { authorization: `Bearer ${token}` })).status, 201)

  const schema = astToString(await openapiTS(new URL(`${base}/openapi.json`)))
  t.match(schema, /"\/api\/v1\/models\/crates": \{/)
  await writeFile(join(dir, 'schema.d.ts'), schema)
  const source = await readFile(join(root, 'test', 'fixtures', 'openapi', 'client.ts.txt'), 'utf8')
  await writeFile(join(dir, 'client.ts'), source)
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n')
  t.same(typeCheck([join(dir, 'client.ts')], fetchTypes), [], 'the generated types and the client program type-check (strict)')

  // a wrong use is refused, which shows that the types are not "any"
  await writeFile(join(dir, 'wrong.ts'), [
    "import type { components } from './schema.js'",
    "export const missing: components['schemas']['cratesCreate'] = { weight: 1 }",
    "export const unknown: components['schemas']['cratesCreate'] = { label: 'C', colour: 'red' }",
    "export const nullable: components['schemas']['crates']['weight'] = null"
  ].join('\n'))
  const problems = typeCheck([join(dir, 'wrong.ts')], fetchTypes)
  t.equal(problems.length, 2, problems.join('\n'))
  t.match(problems[0], /^wrong\.ts:2: Property 'label' is missing/)
  t.match(problems[1], /^wrong\.ts:3: Object literal may only specify known properties, and 'colour' does not exist/)

  // run it: the same program, transpiled, with openapi-fetch from this package
  const js = transpile(source)
    .replace("from 'openapi-fetch'", `from '${pathToFileURL(join(fetchClient, 'index.mjs')).href}'`)
  await writeFile(join(dir, 'client.mjs'), js)
  const client = await import(pathToFileURL(join(dir, 'client.mjs')).href) as { run: (base: string, user: string, password: string) => Promise<Record<string, any>> }
  const result = await client.run(base, 'admin', 'admin-password')

  t.match(result.program, { id: Number, program: 'GEN', program_name: 'Generated client', remarks: null })
  t.same(result.listed.map((p: { program: string }) => p.program), ['GEN'], 'listed with a typed filter (deepObject)')
  t.match(result.crate, { id: Number, label: 'C1', weight: 12.5, analyst: null })
  t.equal(result.weight, 12.5)
  t.same(result.crates, ['C1'])
  t.equal(result.total, 1)
  t.same(result.one, result.crate)
  t.equal(result.refused.status, 422)
  t.match(result.refused.error, [{ field: 'label', message: String }], 'the 422 array')
  t.same(result.missing, { status: 404, error: { name: 'Not Found', message: 'Object not found: crates 999', code: 0, status: 404 } })
})
