import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createServer } from 'node:http'
import { join } from 'node:path'
import auth from '../plugins/infra/auth.js'
import compression from '../plugins/infra/compression.js'
import controlSocket from '../plugins/infra/control-socket.js'
import declaredRoutes from '../plugins/infra/declared-routes.js'
import errorHandling, { errorHandler } from '../plugins/infra/error-handler.js'
import { toErrorResponse } from '../plugins/infra/error-response.js'
import inputGuard from '../plugins/infra/input-guard.js'
import loadShedding from '../plugins/infra/load-shedding.js'
import loginRateLimit from '../plugins/infra/login-rate-limit.js'
import metrics from '../plugins/infra/metrics.js'
import openapiCollector from '../plugins/infra/openapi-collector.js'
import apiRateLimit from '../plugins/infra/rate-limit.js'
import securityHeaders from '../plugins/infra/security-headers.js'
import account from '../plugins/routes/account.js'
import appConfig from '../plugins/routes/app-config.js'
import cg from '../plugins/routes/cg.js'
import files from '../plugins/routes/files.js'
import health from '../plugins/routes/health.js'
import listValues from '../plugins/routes/list-values.js'
import messages from '../plugins/routes/messages.js'
import login from '../plugins/routes/login.js'
import oauthToken from '../plugins/routes/oauth-token.js'
import openapiDocs from '../plugins/routes/openapi-docs.js'
import records from '../plugins/routes/records.js'
import history from '../plugins/routes/history.js'
import importRoutes from '../plugins/routes/import.js'
import reports from '../plugins/routes/reports.js'
import print from '../plugins/routes/print.js'
import screens from '../plugins/routes/screens.js'
import users from '../plugins/routes/users.js'
import webApp from '../plugins/routes/web-app.js'
import widgets from '../plugins/routes/widgets.js'
import { openInstallation, type Installation } from './installation.js'
import { loggerOptions } from './logging.js'
import { schemaController } from './schema-compilers.js'
import { ensureAdministrator } from '../core/auth/bootstrap.js'
import type { ResolvedConfig } from '../core/shared/config.js'
import type { Database } from '../core/database/database.js'
import { migrate } from '../core/database/migrate.js'
import { FormTemplates } from '../core/4-lifecycle/form-changes.js'
import { ModelLifecycle } from '../core/4-lifecycle/lifecycle.js'
import { packageRoot } from '../core/shared/paths.js'
import { ModelRegistry } from '../core/3-registry/model-registry.js'
import { LIST_CHANNEL, seedValueLists, ValueLists } from '../core/value-lists/lists.js'
import { keepHistoryFor } from '../core/database/history-retention.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: ResolvedConfig
    database: Database
    registry: ModelRegistry
    lists: ValueLists
    lifecycle: ModelLifecycle
    forms: FormTemplates
  }
}

export interface AppOptions {
  config: ResolvedConfig
  /** a database opened by the caller (tests, a second instance), closed by it */
  database?: Database
  /** otherwise the installation, claimed and opened (`npm start` begins it before this module loads) or not yet:
   * the app closes it */
  installation?: Promise<Installation>
  /** tests bring their own; otherwise as app/logging.ts says */
  logger?: FastifyServerOptions['logger']
}

/** The one factory of the service, used by `npm start` and by the tests. */
export async function buildApp ({ config, database, installation, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? await loggerOptions(config),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // Our fixed routes report every problem of a body at once (422 array), and unknown members are refused.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array' } },
    schemaController,
    // URLs the router itself refuses (bad percent-encoding 400, an over-long path parameter 414) answer in the
    // contract shape too, not in Fastify's own
    frameworkErrors: errorHandler(toErrorResponse),
    // Slow clients (slowloris) and endless uploads are cut off with 408; Node checks at this interval.
    serverFactory: handler => createServer({
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(config.HEADERS_TIMEOUT_MS, 1000)
    }, handler)
  })
  // an installation on the embedded database is claimed before its database is opened: a process that has it open
  // (a running service, a backup or restore) stops this start (core/backup/control.ts)
  const owned = database === undefined ? await (installation ?? openInstallation(config)) : undefined
  owned?.useLog(app.log)
  const control = owned?.control
  const db = database ?? owned!.database
  let started: ModelLifecycle | undefined
  let stopPurging: (() => Promise<void>) | undefined
  // the model lifecycle stops following other instances before the database it listens on is closed
  app.addHook('onClose', async () => {
    await control?.close()
    await stopPurging?.()
    await started?.close()
    if (database === undefined) await db.close()
  })
  try {
    await migrate(db.db)
    await ensureAdministrator(db.db, config, app.log)
    const registry = new ModelRegistry()
    const lists = new ValueLists(db.db)
    await seedValueLists(db.db, join(packageRoot(), 'templates', 'lists'))
    await db.listen(LIST_CHANNEL, list => lists.invalidate(list))
    db.onReconnect(() => lists.invalidate())
    const lifecycle = new ModelLifecycle({ db: db.db, registry, lists, config, log: app.log })
    started = lifecycle
    // following other instances starts first: a change made while this one starts is queued behind the start
    await lifecycle.follow(db)
    await lifecycle.start()
    stopPurging = await keepHistoryFor(db.db, config.HISTORY_RETENTION_DAYS, app.log)

    app.decorate('config', config)
    app.decorate('database', db)
    app.decorate('registry', registry)
    app.decorate('lists', lists)
    app.decorate('lifecycle', lifecycle)
    app.decorate('forms', new FormTemplates({ db: db.db, find: name => lifecycle.find(name), models: () => registry.list(), listNames: async () => await lists.names() }))

    await app.register(errorHandling)
    // first: they see the routes registered after them
    await app.register(declaredRoutes)
    await app.register(openapiCollector)
    await app.register(metrics)
    await app.register(securityHeaders)
    await app.register(compression)
    await app.register(loadShedding)
    await app.register(inputGuard)
    await app.register(loginRateLimit)
    await app.register(auth)
    await app.register(apiRateLimit)
    await app.register(login)
    await app.register(health)
    await app.register(records)
    await app.register(history)
    await app.register(importRoutes)
    await app.register(screens)
    await app.register(appConfig)
    await app.register(listValues)
    await app.register(files)
    await app.register(oauthToken)
    await app.register(users)
    await app.register(account)
    await app.register(widgets)
    await app.register(messages)
    await app.register(reports)
    await app.register(print)
    await app.register(cg)
    await app.register(openapiDocs)
    await app.register(webApp)
    await app.register(controlSocket, { control })
    return app
  } catch (error) {
    await app.close()
    throw error
  }
}
