import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { buildTestApp } from '../../test/helpers/app.js'
import type { Teardown } from '../../test/helpers/teardown.js'

// `npm run gen:api`: writes web/src/api/openapi.d.ts, the types of the web app's API calls (openapi-fetch), with
// openapi-typescript from the service's own OpenAPI document: that of an app on a fresh in-memory database with the
// bundled models, as the tests build it. test/web/api-types.test.ts fails while the file is behind the document.

export const API_TYPES_FILE = fileURLToPath(new URL('../src/api/openapi.d.ts', import.meta.url))
const HEADER = '// Generated from the service\'s OpenAPI document by `npm run gen:api` (web/scripts/gen-api.ts): do not edit.\n'

/** The file's text for a document. */
export async function apiTypes (document: OpenAPI3): Promise<string> {
  return `${HEADER}${astToString(await openapiTS(document))}`
}

/** The service's document (GET /openapi.json) of a test app, closed when `t` ends; an undocumented answer fails `t`. */
export async function serviceDocument (t: Teardown & { fail: (message: string) => unknown }): Promise<OpenAPI3> {
  const { app } = await buildTestApp(t)
  return (await app.inject('/openapi.json')).json()
}

async function main (): Promise<void> {
  const teardowns: Array<() => unknown> = []
  const t = { teardown: (fn: () => unknown) => { teardowns.push(fn) }, fail: (message: string) => { console.error(message); process.exitCode = 1 } }
  try {
    const text = await apiTypes(await serviceDocument(t))
    const before = await readFile(API_TYPES_FILE, 'utf8').catch(() => null)
    if (before !== text) await writeFile(API_TYPES_FILE, text)
    console.log(`${API_TYPES_FILE}: ${before === text ? 'already current' : 'written'}`)
  } finally {
    for (const fn of teardowns.reverse()) await fn()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
