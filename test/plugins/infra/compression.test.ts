import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'
import { hierarchy } from '../../helpers/hierarchy.js'

// Compressed answers (plugins/infra/compression.ts): the API's JSON of more than 1 KB in brotli or gzip for a client
// that takes them, as it is for one that does not; small answers as they are; a compressed request body not inflated.

t.test('the API answers compressed to a client that takes it', async t => {
  const { app } = await buildTestApp(t)
  const h = await hierarchy(app)
  const url = '/api/v1/form?name=cores&per-page=50'
  for (let i = 0; i < 12; i++) await app.inject({ method: 'POST', url: '/api/v1/form?name=cores', headers: h.headers, payload: { hole_id: h.hole, core_type: 'R', remarks: `core ${i}` } })
  const plain = await app.inject({ url, headers: h.headers })
  t.equal(plain.headers['content-encoding'], undefined, 'not asked for: not compressed')
  t.ok(plain.rawPayload.length > 1024)

  const brotli = await app.inject({ url, headers: { ...h.headers, 'accept-encoding': 'gzip, deflate, br' } })
  t.same([brotli.statusCode, brotli.headers['content-encoding']], [200, 'br'], 'brotli first')
  t.match(brotli.headers.vary, /accept-encoding/i)
  t.ok(brotli.rawPayload.length < plain.rawPayload.length / 4, `${brotli.rawPayload.length} bytes rather than ${plain.rawPayload.length}`)
  t.same(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()), plain.json(), 'the same answer')
  const gzip = await app.inject({ url, headers: { ...h.headers, 'accept-encoding': 'gzip' } })
  t.equal(gzip.headers['content-encoding'], 'gzip')
  t.same(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json())
  t.equal((await app.inject({ url, headers: { ...h.headers, 'accept-encoding': 'compress' } })).headers['content-encoding'], undefined, 'an encoding the service has not: as it is')

  const small = await app.inject({ url: '/health/live', headers: { 'accept-encoding': 'br' } })
  t.same([small.statusCode, small.headers['content-encoding']], [200, undefined], 'a small answer as it is')
  const error = await app.inject({ url: '/api/v1/form?name=nothing', headers: { ...h.headers, 'accept-encoding': 'br' } })
  t.same([error.statusCode, error.headers['content-encoding']], [404, undefined])

  const compressed = await app.inject({
    method: 'POST', url: '/api/v1/form?name=cores', headers: { ...h.headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: gzipSync(JSON.stringify({ hole_id: h.hole, core_type: 'R' }))
  })
  t.equal(compressed.statusCode, 400, 'a compressed body is not inflated: it is no JSON')
  t.match(compressed.json(), { status: 400, name: 'Bad Request' })
})
