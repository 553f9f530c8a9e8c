import { ConfigError, loadConfig } from '../core/shared/config.js'
import { openInstallation } from './installation.js'
import { closeOnSignals } from './shutdown.js'

// `npm start`: configuration → app → listen. A configuration error names the variable and exits with 1.

async function main (): Promise<void> {
  const config = loadConfig()
  // the database opens (PGlite's engine in a thread of its own) while the rest of the service loads
  const installation = openInstallation(config)
  installation.catch(() => {}) // (its failure is met below, once the app is built on it)
  const { buildApp } = await import('./build-app.js')
  const app = await buildApp({ config, installation })
  closeOnSignals(app)
  await app.listen({ host: config.HOST, port: config.PORT })
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `record-service failed to start: ${(error as Error).message}`
  process.stderr.write(`${message}\n`)
  process.exit(1)
})
