import { readFile } from 'node:fs/promises'
import t from 'tap'
import { API_TYPES_FILE, apiTypes, serviceDocument } from '../../web/scripts/gen-api.js'

// The web app calls the API through openapi-fetch typed by web/src/api/openapi.d.ts, which `npm run gen:api`
// (web/scripts/gen-api.ts) generates from the service's own document (bundled models). This test keeps the file in
// step: it fails when the document moved on.

t.test('the web app\'s API types are generated from the current OpenAPI document', async t => {
  const generated = await apiTypes(await serviceDocument(t))
  t.equal(await readFile(API_TYPES_FILE, 'utf8'), generated, 'web/src/api/openapi.d.ts is behind the OpenAPI document: run `npm run gen:api`')
})
