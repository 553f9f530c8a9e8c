import { once } from 'node:events'
import { createConnection, createServer, type Server, type Socket } from 'node:net'

// A TCP proxy on 127.0.0.1 in front of PostgreSQL that a test can cut (every connection dropped, new ones
// refused, as while the server restarts) and restore on the same port: a database restart without touching the
// machine's PostgreSQL.

export interface TcpProxy {
  port: number
  /** drops every connection and refuses new ones */
  cut (): Promise<void>
  /** accepts connections again, on the same port */
  restore (): Promise<void>
  close (): Promise<void>
}

export async function tcpProxy (target: { host: string, port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  const track = (socket: Socket): void => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const open = async (port: number): Promise<Server> => {
    const server = createServer(client => {
      const upstream = createConnection(target)
      track(client)
      track(upstream)
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    return server
  }
  let server: Server | undefined = await open(0)
  const port = (server.address() as { port: number }).port
  const cut = async (): Promise<void> => {
    const closing = server === undefined ? Promise.resolve() : new Promise(resolve => server!.close(resolve))
    server = undefined
    for (const socket of sockets) socket.destroy()
    await closing
  }
  return {
    port,
    cut,
    restore: async () => { server ??= await open(port) },
    close: cut
  }
}
