import { connect } from 'node:net'
import { once } from 'node:events'
import t from 'tap'
import { buildTestApp } from '../../helpers/app.js'

t.test('security headers on every answer', async t => {
  const { app } = await buildTestApp(t, { bundled: false })
  const response = await app.inject('/health/live')
  t.equal(response.headers['x-content-type-options'], 'nosniff')
  t.equal(response.headers['x-frame-options'], 'SAMEORIGIN')
  t.match(response.headers['content-security-policy'], /default-src 'none'.*frame-ancestors 'none'/)
  t.equal(response.headers['cross-origin-resource-policy'], 'same-site')
  t.match((await app.inject('/nothing')).headers['content-security-policy'], /default-src 'none'/, 'errors too')
})

t.test('an overloaded process sheds requests with 503 and Retry-After; liveness still answers', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { MAX_HEAP_BYTES: '1', MAX_EVENT_LOOP_DELAY_MS: '0' } })
  await app.ready()
  for (let i = 0; i < 100 && !app.isUnderPressure(); i++) await new Promise(resolve => setTimeout(resolve, 50))
  t.ok(app.isUnderPressure())
  const shed = await app.inject('/health/ready')
  t.same([shed.statusCode, shed.headers['retry-after'], shed.json()],
    [503, '2', { name: 'Service Unavailable', message: 'The service is overloaded; retry shortly.', code: 0, status: 503 }])
  t.equal((await app.inject('/health/live')).statusCode, 200)
})

t.test('a client that never finishes its headers gets 408 and is disconnected', async t => {
  const { app } = await buildTestApp(t, { bundled: false, env: { HEADERS_TIMEOUT_MS: '300' } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const socket = connect((app.server.address() as { port: number }).port, '127.0.0.1')
  await once(socket, 'connect')
  socket.write('GET /health/live HTTP/1.1\r\nHost: x\r\n')
  let received = ''
  socket.on('data', (d: Buffer) => { received += d.toString() })
  const closed = once(socket, 'close')
  const timer = setTimeout(() => socket.destroy(), 10_000)
  await closed
  clearTimeout(timer)
  t.match(received, /^HTTP\/1\.1 408 Request Timeout/)
})
