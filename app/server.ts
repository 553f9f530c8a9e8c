import { buildApp } from './build-app.js'
import { ConfigError, loadConfig } from '../core/shared/config.js'
import { closeOnSignals } from './shutdown.js'

// `npm start`: configuration → app → listen. A configuration error names the variable and exits with 1.

async function main (): Promise<void> {
  const config = loadConfig()
  const app = await buildApp({ config })
  closeOnSignals(app)
  await app.listen({ host: config.HOST, port: config.PORT })
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `record-service failed to start: ${(error as Error).message}`
  process.stderr.write(`${message}\n`)
  process.exit(1)
})
