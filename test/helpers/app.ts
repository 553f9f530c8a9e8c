import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app/build-app.js'
import { loadConfig, type ResolvedConfig } from '../../core/shared/config.js'
import type { Database } from '../../core/database/database.js'
import { packageRoot } from '../../core/shared/paths.js'
import { openTestDatabase } from './database.js'
import { checkResponses } from './documented.js'
import type { Teardown } from './teardown.js'

/** the test an app of buildTestApp belongs to: it closes the app and fails on an undocumented answer */
interface AppTest extends Teardown { fail (message: string): unknown }

export interface TestAppOptions {
  /** extra environment for loadConfig */
  env?: Record<string, string>
  /** copy the bundled templates into the template area (default true) */
  bundled?: boolean
  /** share a database with another app (second instance) */
  database?: Database
  /** reuse directories (restart tests) */
  dataDir?: string
  templateDir?: string
  /** receives the app's log lines (JSON, level info and above); default: no log */
  logger?: { write: (line: string) => void }
}

export interface TestApp {
  app: FastifyInstance
  config: ResolvedConfig
  database: Database
  dataDir: string
  templateDir: string
}

export async function tempDir (t: Teardown, prefix = 'rs-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** A configuration for tests: temporary directories, quiet logs, a fixed admin password. */
export function testConfig (dataDir: string, templateDir: string, env: Record<string, string> = {}): ResolvedConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TEMPLATE_DIR: templateDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin-password',
    LOG_LEVEL: 'silent',
    // a busy test machine must not make the service shed the tests' own requests (hardening.test.ts turns it on)
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env
  })
}

/** Copies the bundled model templates (not the value lists) into `dir`, a template area the test may change. */
export async function bundledTemplates (dir: string): Promise<string> {
  const bundled = join(packageRoot(), 'templates')
  await cp(bundled, dir, { recursive: true, filter: src => !src.startsWith(join(bundled, 'lists')) })
  return dir
}

/** An app on a fresh database with the bundled templates, closed when the test ends. */
export async function buildTestApp (t: AppTest, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? await tempDir(t)
  const templateDir = options.templateDir ?? join(dataDir, 'templates')
  if (options.bundled !== false && options.templateDir === undefined) await bundledTemplates(templateDir)
  const database = options.database ?? (await openTestDatabase(t)).database
  const config = testConfig(dataDir, templateDir, options.env)
  const app = await buildApp({ config, database, logger: options.logger === undefined ? false : { level: 'info', stream: options.logger } })
  // every answer is checked against the document: an undocumented one fails the test at once
  checkResponses(app, problem => t.fail(`an answer differs from the OpenAPI document: ${problem}`))
  t.teardown(() => app.close())
  return { app, config, database, dataDir, templateDir }
}
