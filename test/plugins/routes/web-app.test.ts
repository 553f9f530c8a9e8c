import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'

// The web app's files (built into dist/web by npm test and npm start): public, under the app's own content security
// policy; the page is always asked again, the hashed assets are kept. (test/web/ drives the app in a browser.)

t.test('the web app is served at /app/', async t => {
  const { app } = await buildTestApp(t)
  const page = await app.inject('/app/')
  t.equal(page.statusCode, 200)
  t.match(page.headers['content-type'], /^text\/html/)
  t.equal(page.headers['cache-control'], 'no-cache')
  const csp = String(page.headers['content-security-policy'])
  t.match(csp, /default-src 'self'/)
  t.match(csp, /script-src 'self'/)
  t.match(csp, /frame-ancestors 'none'/)
  t.notMatch(csp, /upgrade-insecure-requests/, 'a plain-HTTP service keeps working')
  t.notMatch(csp, /https:/, 'nothing from elsewhere')

  const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(page.body)![1]
  const asset = await app.inject(script)
  t.equal(asset.statusCode, 200)
  t.match(asset.headers['content-type'], /javascript/)
  t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')

  // the files as the build compressed them, to a client that takes them
  const brotli = await app.inject({ url: script, headers: { 'accept-encoding': 'gzip, deflate, br' } })
  t.same([brotli.headers['content-encoding'], brotli.headers['cache-control']], ['br', 'public, max-age=31536000, immutable'])
  t.match(brotli.headers.vary, /accept-encoding/i)
  t.ok(brotli.rawPayload.length < asset.rawPayload.length / 3, `the script in ${brotli.rawPayload.length} bytes rather than ${asset.rawPayload.length}`)
  t.ok(brotliDecompressSync(brotli.rawPayload).equals(asset.rawPayload), 'the same script')
  const gzip = await app.inject({ url: '/app/', headers: { 'accept-encoding': 'gzip' } })
  t.same([gzip.headers['content-encoding'], gzip.headers['cache-control']], ['gzip', 'no-cache'], 'the page: compressed, and still always asked again')
  t.equal(gunzipSync(gzip.rawPayload).toString(), page.body)

  const bare = await app.inject('/app')
  t.same([bare.statusCode, bare.headers.location], [301, '/app/'])
  t.equal((await app.inject('/app/nothing.js')).statusCode, 404)
  t.equal((await app.inject('/api/v1/form?name=cores')).statusCode, 401, 'the data is not public')
})
