import { once } from 'node:events'
import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

// The control socket of an installation on the embedded database: DATA_DIR/control.sock, a Unix domain socket of
// mode 0600, so only the installation's owner reaches it (the file system is the authentication). Whoever listens
// on it has the embedded database open — the running service, or a backup or restore run while none was — and a
// second process refuses to open it (PGlite's files must never be opened by two processes). A socket file nobody
// listens on (left by a killed process) is stale and taken over.
//
// Protocol: one JSON line `{"command": "..."}`; the answer is one JSON line, `{"ok": true, ...}` or
// `{"ok": false, "error": "..."}`, both naming the holder and its pid; for "backup" the archive's bytes follow until
// the end of the connection (an archive cut short means the holder failed half-way: see its log).

export const CONTROL_SOCKET = 'control.sock'
/** The longest socket path every Unix takes (sun_path: 104 bytes on macOS, 108 on Linux, with the NUL). */
export const MAX_SOCKET_PATH = 103
const MAX_LINE_BYTES = 4096
/** How long a listener that accepted the connection has to say who it is. */
const PROBE_MS = 2000

export interface ControlAnswer { ok: boolean, error?: string, holder?: string, pid?: number }

/** A command's answer: prepared first (a failure there is an error answer), then its bytes written to the caller. */
export type ControlHandler = () => Promise<(out: Writable) => Promise<void>>

/** Another process listens on the control socket. */
export class InstallationBusy extends Error {}

export const controlPath = (dataDir: string): string => join(dataDir, CONTROL_SOCKET)

/** Why a control socket path cannot be used (too long), or undefined. */
export function unusablePath (path: string): string | undefined {
  const bytes = Buffer.byteLength(path)
  return bytes > MAX_SOCKET_PATH ? `${path} is ${bytes} bytes long, more than a Unix socket path may be (${MAX_SOCKET_PATH})` : undefined
}

/** Who holds a control socket, as messages name it. */
export const holderOf = (answer: ControlAnswer): string =>
  answer.holder === undefined ? 'another process' : `${answer.holder} (pid ${answer.pid})`

export class ControlSocket {
  readonly #handlers = new Map<string, ControlHandler>()
  readonly #connections = new Set<Socket>()
  readonly #server: Server

  private constructor (readonly path: string, readonly holder: string) {
    this.#server = createServer(socket => { void this.#serve(socket) })
    this.handle('ping', async () => async () => {})
  }

  /**
   * Listens on `path` (its directory must exist) for `holder` (who it is, as others' messages name it). Rejects
   * with InstallationBusy when another process listens there.
   */
  static async claim (path: string, holder: string): Promise<ControlSocket> {
    const problem = unusablePath(path)
    if (problem !== undefined) throw new Error(problem)
    const control = new ControlSocket(path, holder)
    try {
      await listen(control.#server, path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      const other = await probe(path)
      if (other !== undefined) throw new InstallationBusy(`${path} answers: the installation is in use by ${holderOf(other)}`)
      // nobody listens: a process that was killed left it
      await rm(path, { force: true })
      await listen(control.#server, path)
    }
    await chmod(path, 0o600)
    return control
  }

  /** Answers `command` with `handler` from now on. */
  handle (command: string, handler: ControlHandler): void {
    this.#handlers.set(command, handler)
  }

  async #serve (socket: Socket): Promise<void> {
    this.#connections.add(socket)
    socket.once('close', () => this.#connections.delete(socket))
    const answer = (fields: ControlAnswer): void => {
      socket.write(`${JSON.stringify({ ...fields, holder: this.holder, pid: process.pid })}\n`)
    }
    let write: (out: Writable) => Promise<void>
    try {
      const line = (await readLine(socket)).toString('utf8')
      const command = (JSON.parse(line) as { command?: unknown } | null)?.command
      const handler = typeof command === 'string' ? this.#handlers.get(command) : undefined
      if (handler === undefined) throw new Error(`unknown request ${JSON.stringify(line.slice(0, 100))}`)
      write = await handler()
    } catch (error) {
      answer({ ok: false, error: (error as Error).message })
      socket.end()
      return
    }
    answer({ ok: true })
    try {
      await write(socket)
      socket.end()
    } catch {
      // the caller sees an archive that ends early and refuses it
      socket.destroy()
    }
  }

  /** Stops listening and ends the connections still open; the socket file goes. */
  async close (): Promise<void> {
    for (const socket of this.#connections) socket.destroy()
    await new Promise(resolve => this.#server.close(resolve))
  }
}

async function listen (server: Server, path: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/**
 * The first line a peer sends; what came after it is given back to the socket, which is left paused. Rejects when
 * the connection ends (or fails) first, or the line is longer than MAX_LINE_BYTES.
 */
async function readLine (socket: Socket): Promise<Buffer> {
  let text = Buffer.alloc(0)
  const listeners: Array<[string, (...args: any[]) => void]> = []
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const early = (): void => { reject(new Error('the connection ended early')) }
      listeners.push(['data', (chunk: Buffer) => {
        text = Buffer.concat([text, chunk])
        const at = text.indexOf(10)
        if (at >= 0) {
          socket.pause()
          if (at + 1 < text.length) socket.unshift(text.subarray(at + 1))
          resolve(text.subarray(0, at))
        } else if (text.length > MAX_LINE_BYTES) reject(new Error('the line is too long'))
      }], ['error', reject], ['end', early], ['close', early])
      for (const [event, listener] of listeners) socket.on(event, listener)
    })
  } finally {
    for (const [event, listener] of listeners) socket.off(event, listener)
    // an error later (the peer going away) must not go unhandled
    socket.on('error', () => {})
  }
}

/** Connects to `path`; undefined when nobody listens there (no socket file, or a stale one). */
async function connect (path: string): Promise<Socket | undefined> {
  // (a longer path would be cut short: another socket)
  const problem = unusablePath(path)
  if (problem !== undefined) throw new Error(problem)
  const socket = createConnection(path)
  try {
    await once(socket, 'connect')
    return socket
  } catch (error) {
    if (['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code!)) return undefined
    throw error
  }
}

/**
 * Sends `command` to whoever listens on `path`: its answer, and what follows it (paused). Undefined when nobody
 * listens.
 */
export async function askControl (path: string, command: string): Promise<{ answer: ControlAnswer, body: Readable } | undefined> {
  const socket = await connect(path)
  if (socket === undefined) return undefined
  socket.write(`${JSON.stringify({ command })}\n`)
  try {
    const line = await readLine(socket)
    return { answer: JSON.parse(line.toString('utf8')) as ControlAnswer, body: socket }
  } catch (error) {
    socket.destroy()
    throw new Error(`${path} did not answer in the service's control protocol: ${(error as Error).message}`)
  }
}

/** Who listens on `path`: undefined when nobody does; a listener that does not say who it is within PROBE_MS counts. */
export async function probe (path: string): Promise<ControlAnswer | undefined> {
  const socket = await connect(path)
  if (socket === undefined) return undefined
  socket.write(`${JSON.stringify({ command: 'ping' })}\n`)
  const timer = setTimeout(() => socket.destroy(), PROBE_MS)
  const answer = await readLine(socket).then(line => JSON.parse(line.toString('utf8')) as ControlAnswer).catch(() => ({ ok: false }))
  clearTimeout(timer)
  socket.destroy()
  return answer
}
