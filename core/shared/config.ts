import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { Ajv } from 'ajv'
import { CONFIG_KEYS, ConfigSchema, type Config } from '../../schemas/config.js'
import { packageRoot } from './paths.js'
import { parsePrinters } from './printers.js'

// A fully resolved configuration: directories are absolute and derived defaults are filled in.
export interface ResolvedConfig extends Config {
  PGLITE_DIR: string
  UPLOAD_DIR: string
  ARCHIVE_DIR: string
}

export class ConfigError extends Error {
  constructor (readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`)
    this.name = 'ConfigError'
  }
}

// verbose: errors carry the schema, whose description tells the user what the variable is for
const validate = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, strict: false, verbose: true }).compile(ConfigSchema)
// never echoed back in error messages
const SECRETS = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'METRICS_TOKEN', 'SMTP_URL'])

/** Reads `.env` (when present) under the environment: real environment variables win. */
export function readEnvFile (file: string): Record<string, string> {
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) as Record<string, string> : {}
}

/**
 * Validates the environment against ConfigSchema. Empty strings count as unset. Relative directories are
 * resolved against `baseDir` (the package root), so the service behaves the same from any working directory.
 */
export function loadConfig (env: Record<string, string | undefined> = process.env,
  baseDir: string = packageRoot()): ResolvedConfig {
  const fromFile = env === process.env ? readEnvFile(resolve(baseDir, '.env')) : {}
  const input: Record<string, unknown> = {}
  for (const key of CONFIG_KEYS) {
    const value = env[key] ?? fromFile[key]
    if (value !== undefined && value !== '') input[key] = value
  }
  if (!validate(input)) {
    throw new ConfigError(validate.errors!.map(e => {
      const key = e.instancePath.slice(1)
      const got = SECRETS.has(key) ? ' (value hidden)' : ` (got ${JSON.stringify(input[key])})`
      return `${key} ${e.message}${got}: ${String(e.parentSchema!.description)}`
    }))
  }
  const config = input as unknown as Config
  // a recovery mail needs a sender: better no start than mails the server refuses
  if (config.SMTP_URL !== undefined && config.SMTP_FROM === undefined) {
    throw new ConfigError([`SMTP_FROM must be set with SMTP_URL: ${String(ConfigSchema.properties.SMTP_FROM.description)}`])
  }
  const { problems: printers } = parsePrinters(config.PRINTERS)
  if (printers.length > 0) throw new ConfigError(printers)
  const dir = (value: string) => (value === 'memory://' || isAbsolute(value)) ? value : resolve(baseDir, value)
  const dataDir = dir(config.DATA_DIR)
  return Object.freeze({
    ...config,
    DATA_DIR: dataDir,
    TEMPLATE_DIR: dir(config.TEMPLATE_DIR),
    PGLITE_DIR: dir(config.PGLITE_DIR ?? resolve(dataDir, 'pgdata')),
    UPLOAD_DIR: dir(config.UPLOAD_DIR ?? resolve(dataDir, 'upload')),
    ARCHIVE_DIR: dir(config.ARCHIVE_DIR ?? resolve(dataDir, 'archive'))
  })
}
