import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { createServer } from 'node:http'
import { join } from 'node:path'
import auth from '../plugins/auth.js'
import declaredRoutes from '../plugins/declared-routes.js'
import authToken from '../plugins/auth-token.js'
import cg from '../plugins/cg.js'
import errors, { errorHandler } from '../plugins/errors.js'
import files from '../plugins/files.js'
import appEndpoints from '../plugins/app.js'
import form from '../plugins/form.js'
import health from '../plugins/health.js'
import inputGuard from '../plugins/input-guard.js'
import listValues from '../plugins/list-values.js'
import login from '../plugins/login.js'
import loginRateLimit from '../plugins/login-rate-limit.js'
import loadShedding from '../plugins/load-shedding.js'
import openapi from '../plugins/openapi.js'
import webApp from '../plugins/web-app.js'
import openapiSpec from '../plugins/openapi-spec.js'
import reports from '../plugins/reports.js'
import securityHeaders from '../plugins/security-headers.js'
import users from '../plugins/users.js'
import { ensureAdministrator } from './auth/bootstrap.js'
import type { ResolvedConfig } from './config.js'
import { toErrorResponse } from './error-response.js'
import type { Database } from './database/database.js'
import { migrate } from './database/migrate.js'
import { openDatabase } from './database/open.js'
import { FormTemplates } from './forms/forms.js'
import { ModelLifecycle } from './lifecycle/lifecycle.js'
import { packageRoot } from './paths.js'
import { ModelRegistry } from './registry.js'
import { LIST_CHANNEL, seedValueLists, ValueLists } from './value-lists/lists.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: ResolvedConfig
    database: Database
    registry: ModelRegistry
    lists: ValueLists
    models: ModelLifecycle
    forms: FormTemplates
  }
}

export interface AppOptions {
  config: ResolvedConfig
  /** a database opened by the caller (tests, a second instance); otherwise one is opened and closed with the app */
  database?: Database
  logger?: FastifyServerOptions['logger']
}

/** The one factory of the service, used by `npm start` and by the tests. */
export async function buildApp ({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // Our fixed routes report every problem of a body at once (422 array), and unknown members are refused.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array' } },
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
  const db = database ?? await openDatabase(config, error => app.log.warn({ err: error }, 'database connection error'))
  let models: ModelLifecycle | undefined
  // the model lifecycle stops following other instances before the database it listens on is closed
  app.addHook('onClose', async () => {
    await models?.close()
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
    models = new ModelLifecycle({ db: db.db, registry, lists, config, log: app.log })
    // following other instances starts first: a change made while this one starts is queued behind the start
    await models.follow(db)
    await models.start()

    app.decorate('config', config)
    app.decorate('database', db)
    app.decorate('registry', registry)
    app.decorate('lists', lists)
    app.decorate('models', models)
    const lifecycle = models
    app.decorate('forms', new FormTemplates({ db: db.db, find: name => lifecycle.find(name), models: () => registry.list(), listNames: async () => await lists.names() }))

    await app.register(errors)
    // first: they see the routes registered after them
    await app.register(declaredRoutes)
    await app.register(openapiSpec)
    await app.register(securityHeaders)
    await app.register(loadShedding)
    await app.register(inputGuard)
    await app.register(loginRateLimit)
    await app.register(auth)
    await app.register(login)
    await app.register(health)
    await app.register(form)
    await app.register(appEndpoints)
    await app.register(listValues)
    await app.register(files)
    await app.register(authToken)
    await app.register(users)
    await app.register(reports)
    await app.register(cg)
    await app.register(openapi)
    await app.register(webApp)
    return app
  } catch (error) {
    await app.close()
    throw error
  }
}
