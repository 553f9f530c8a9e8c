import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createClient } from '@hey-api/openapi-ts'
import type { FastifyInstance } from 'fastify'
import { generate } from 'orval'
import t, { type Test } from 'tap'
import { packageRoot } from '../../../../core/shared/paths.js'
import { buildTestApp, tempDir } from '../../../helpers/app.js'
import { transpile, typeCheck } from '../../../helpers/typecheck.js'

// Two more standard generators make working clients from the running service's document, as an SDK user runs
// them: @hey-api/openapi-ts (an SDK with its fetch client) and orval (fetch functions in one file). Each client
// type-checks strictly with a program that uses it, refuses wrong uses, and the program runs login, create, update,
// a filtered list, a 422 and a 404 on a bundled model and on one registered through the cg API in the same test.

const fixtures = join(packageRoot(), 'test', 'fixtures', 'openapi')
const crates = {
  name: 'crates',
  columns: { label: { type: 'string', size: 20, required: true, label: 'Label' }, weight: { type: 'double', unit: 'kg' }, analyst: { type: 'string', size: 100, selectListName: 'ANALYST' } }
}

/** A listening app with the crates model registered through the cg API; its base URL. */
async function serviceWithCrates (t: Test): Promise<{ app: FastifyInstance, base: string }> {
  const { app } = await buildTestApp(t)
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const post = async (path: string, body: unknown, token?: string) => await fetch(`${base}${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) }
  })
  const { token } = await (await post('/api/v1/auth/login', { username: 'admin', password: 'admin-password' })).json() as { token: string }
  t.equal((await post('/cg/api/create-model', { template: crates }, token)).status, 201)
  return { app, base }
}

/** Every .ts file under `dir` transpiled beside it (.js), so that the generated client and the program run. */
async function transpileAll (dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.d.ts')) continue
    const file = join(entry.parentPath, entry.name)
    await writeFile(file.replace(/\.ts$/, '.js'), transpile(await readFile(file, 'utf8')))
  }
}

/** Writes the program beside the generated client, type-checks both and runs the program's `run`. */
async function checkAndRun (t: Test, dir: string, fixture: string, args: string[]): Promise<Record<string, any>> {
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n')
  await writeFile(join(dir, 'program.ts'), await readFile(join(fixtures, fixture), 'utf8'))
  t.same(typeCheck([join(dir, 'program.ts')]), [], 'the generated client and the program type-check (strict), wrong uses included')
  await transpileAll(dir)
  const program = await import(pathToFileURL(join(dir, 'program.js')).href) as { run: (...args: string[]) => Promise<Record<string, any>> }
  return await program.run(...args)
}

function assertResults (t: Test, result: Record<string, any>): void {
  t.match(result.program, { id: Number, program: 'GEN', program_name: 'Generated client', remarks: null })
  t.equal(result.renamed, 'Renamed', 'updated')
  t.same(result.listed.map((p: { program: string }) => p.program), ['GEN'], 'listed with a filter')
  t.match(result.crate, { id: Number, label: 'C1', weight: 12.5, analyst: null })
  t.equal(result.weight, 12.5)
  t.equal(result.heavier, 13)
  t.same(result.crates, ['C1'], 'filtered with an operator')
  t.equal(result.total, 1)
  t.same(result.one, { ...result.crate, weight: 13 })
  t.equal(result.refused.status, 422)
  t.match(result.refused.error, [{ field: 'label', message: String }], 'the 422 array')
  t.same(result.missing, { status: 404, error: { name: 'Not Found', message: 'Object not found: crates 999', code: 0, status: 404 } })
}

t.test('@hey-api/openapi-ts: the SDK type-checks strictly and works against the running service', async t => {
  const { base } = await serviceWithCrates(t)
  const dir = await tempDir(t, 'rs-hey-api-')
  await createClient({
    input: `${base}/openapi.json`,
    output: { path: join(dir, 'hey'), importFileExtension: '.js' },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    logs: { level: 'silent' }
  })
  assertResults(t, await checkAndRun(t, dir, 'hey-api-client.ts.txt', [base, 'admin', 'admin-password']))
})

t.test('orval: the fetch client type-checks strictly and works against the running service', async t => {
  const { base } = await serviceWithCrates(t)
  const dir = await tempDir(t, 'rs-orval-')
  await generate({
    input: { target: `${base}/openapi.json` },
    output: { target: join(dir, 'api.ts'), client: 'fetch', mode: 'single', baseUrl: base, prettier: false }
  })
  assertResults(t, await checkAndRun(t, dir, 'orval-client.ts.txt', ['admin', 'admin-password']))
})
