import { once } from 'node:events'
import { stat, writeFile } from 'node:fs/promises'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import t from 'tap'
import { askControl, ControlSocket, holderOf, InstallationBusy, MAX_SOCKET_PATH, probe, unusablePath } from '../../../core/backup/control.js'
import { tempDir } from '../../helpers/app.js'

// The control socket: one holder at a time (a stale socket file is taken over), mode 0600, the line protocol and
// its failures on both sides.

/** A raw exchange: the bytes sent, all bytes answered. */
async function raw (path: string, bytes: string): Promise<string> {
  const socket = createConnection(path)
  await once(socket, 'connect')
  socket.end(bytes)
  return await text(socket)
}

/** A listener on `path` that does `onConnection` with each connection (not the protocol). */
async function foreign (t: { teardown (fn: () => unknown): void }, path: string, onConnection: (socket: Socket) => void): Promise<Server> {
  const sockets: Array<Socket> = []
  const server = createServer(socket => { sockets.push(socket); onConnection(socket) })
  server.listen(path)
  await once(server, 'listening')
  t.teardown(() => new Promise(resolve => {
    for (const socket of sockets) socket.destroy()
    server.close(resolve)
  }))
  return server
}

t.test('one holder at a time; a stale socket is taken over; the socket is private', async t => {
  const dir = await tempDir(t)
  const path = join(dir, 'control.sock')
  const first = await ControlSocket.claim(path, 'the service')
  t.equal((await stat(path)).mode & 0o777, 0o600)
  const busy = await ControlSocket.claim(path, 'a backup').catch((error: Error) => error)
  t.ok(busy instanceof InstallationBusy)
  t.match((busy as Error).message, new RegExp(`^${path} answers: the installation is in use by the service \\(pid ${process.pid}\\)$`))
  t.same(await probe(path), { ok: true, holder: 'the service', pid: process.pid })
  await first.close()
  t.equal(await probe(path), undefined, 'nobody listens once it is closed')
  t.equal(await askControl(path, 'ping'), undefined)

  // a socket file nobody listens on (its process was killed): a file in its place is taken over the same way
  await writeFile(join(dir, 'left.sock'), '')
  const second = await ControlSocket.claim(join(dir, 'left.sock'), 'a restore')
  t.same((await probe(join(dir, 'left.sock')))?.holder, 'a restore', 'a file nobody listens on is taken over')
  await second.close()

  await writeFile(join(dir, 'a-file'), '')
  await t.rejects(ControlSocket.claim(join(dir, 'a-file', 'x.sock'), 'x'), { code: 'ENOTDIR' }, 'other failures stand')
  const long = join(dir, 'x'.repeat(MAX_SOCKET_PATH))
  t.match(unusablePath(long), /is \d+ bytes long, more than a Unix socket path may be \(103\)$/)
  t.equal(unusablePath(path), undefined)
  await t.rejects(ControlSocket.claim(long, 'x'), { message: unusablePath(long)! })
  await t.rejects(askControl(long, 'ping'), { message: unusablePath(long)! }, 'a too long path is never connected to (it would be cut short)')
  await t.rejects(askControl(join(dir, 'a-file', 'x.sock'), 'ping'), { code: 'ENOTDIR' })
  t.equal(holderOf({ ok: false }), 'another process')
})

t.test('the protocol: commands, answers and what follows, refusals and failures', async t => {
  const dir = await tempDir(t)
  const path = join(dir, 'control.sock')
  const control = await ControlSocket.claim(path, 'the service')
  t.teardown(() => control.close())
  control.handle('hello', async () => async out => { out.write('hello\nworld') })
  control.handle('refuse', async () => { throw new Error('not now') })
  control.handle('break', async () => async out => {
    out.write('half')
    throw new Error('broken')
  })
  const hello = await askControl(path, 'hello')
  t.same(hello!.answer, { ok: true, holder: 'the service', pid: process.pid })
  t.equal(await text(hello!.body), 'hello\nworld', 'the bytes after the answer line')
  const refused = await askControl(path, 'refuse')
  t.same(refused!.answer, { ok: false, error: 'not now', holder: 'the service', pid: process.pid })
  t.equal(await text(refused!.body), '')
  const broken = await askControl(path, 'break')
  t.equal(broken!.answer.ok, true)
  t.equal(await text(broken!.body), 'half', 'a failure half-way cuts the answer short (the archive check then refuses it)')

  for (const [line, error] of [
    ['{"command":"nope"}\n', 'unknown request "{\\"command\\":\\"nope\\"}"'],
    ['{"command":5}\n', 'unknown request "{\\"command\\":5}"'],
    ['null\n', 'unknown request "null"'],
    ['not json\n', 'Unexpected token'],
    [`"${'x'.repeat(5000)}`, 'the line is too long']
  ]) {
    const answer = JSON.parse(await raw(path, line)) as { ok: boolean, error: string }
    t.equal(answer.ok, false)
    t.match(answer.error, error)
  }
  t.equal(await raw(path, '{"command":"ping"'), '', 'a peer that ends before its line is done gets no answer')
  // a peer that goes away while the answer is sent
  let failed: Promise<void>
  control.handle('big', async () => async out => {
    failed = new Promise(resolve => { out.once('error', () => resolve()) })
    out.write(Buffer.alloc(16 * 1024 * 1024))
    await failed
  })
  const big = await askControl(path, 'big')
  big!.body.destroy()
  await failed!
  t.pass('its connection fails, and nothing else')
  // in two pieces
  const split = createConnection(path)
  await once(split, 'connect')
  split.write('{"command":')
  await new Promise(resolve => setTimeout(resolve, 20))
  split.end('"ping"}\n')
  t.match(JSON.parse(await text(split)), { ok: true })

  // a connection still open when the holder closes is ended
  const idle = createConnection(path)
  await once(idle, 'connect')
  const ended = once(idle, 'close')
  await control.close()
  await ended
  t.pass('closed with a connection open')
})

t.test('what is not the protocol on the other side', async t => {
  const dir = await tempDir(t)
  const silent = join(dir, 'silent.sock')
  await foreign(t, silent, () => {})
  t.same(await probe(silent), { ok: false }, 'a listener that does not say who it is still holds the socket')
  await t.rejects(ControlSocket.claim(silent, 'x'), { message: `${silent} answers: the installation is in use by another process` })
  const closing = join(dir, 'closing.sock')
  await foreign(t, closing, socket => { socket.end() })
  await t.rejects(askControl(closing, 'ping'), { message: `${closing} did not answer in the service's control protocol: the connection ended early` })
  const garbled = join(dir, 'garbled.sock')
  await foreign(t, garbled, socket => { socket.end('<html>\n') })
  await t.rejects(askControl(garbled, 'ping'), { message: /did not answer in the service's control protocol: Unexpected token/ })
  t.same(await probe(garbled), { ok: false })
})
