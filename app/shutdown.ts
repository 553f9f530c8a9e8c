// Graceful shutdown on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (Fastify's close), then
// close the database (the app's onClose hook). A second signal, or a shutdown that takes too long, exits at once.

interface Closable {
  close (): Promise<unknown>
  log: { info (obj: object, msg: string): void, error (obj: object | string, msg?: string): void }
}

export interface ShutdownOptions {
  graceMs?: number
  exit?: (code: number) => void
  signals?: NodeJS.Signals[]
}

export function closeOnSignals (app: Closable, { graceMs = 10_000, exit = process.exit, signals = ['SIGTERM', 'SIGINT'] }: ShutdownOptions = {}): () => void {
  let closing = false
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) { exit(1); return }
    closing = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => { app.log.error('shutdown took too long'); exit(1) }, graceMs).unref()
    app.close().then(() => exit(0), (error: unknown) => { app.log.error({ err: error }, 'shutdown failed'); exit(1) })
  }
  for (const signal of signals) process.on(signal, shutdown)
  return () => { for (const signal of signals) process.off(signal, shutdown) }
}
