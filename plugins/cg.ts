import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { ModelChanges } from '../core/models/changes.js'
import formRoutes from './cg/forms.js'
import modelRoutes from './cg/models.js'
import uploadRoutes from './cg/uploads.js'

// The code-generation API (spec "Code-generation endpoints", DESIGN §6): model metadata for everyone, and for
// developers the hot model lifecycle (core/models/changes.ts). mDIS clients call both /cg/api/<action> and
// /cg/api/v1/<action>: the same handlers are registered under each prefix.

declare module 'fastify' {
  interface FastifyInstance {
    /** the hot model lifecycle (import, create, update, drop; following other instances) */
    modelChanges: ModelChanges
  }
}

export const CG_PREFIXES = ['/cg/api', '/cg/api/v1'] as const

async function cg (app: FastifyInstance): Promise<void> {
  const changes = new ModelChanges({
    db: app.database.db,
    registry: app.registry,
    lists: app.lists,
    templateDir: app.config.TEMPLATE_DIR,
    log: app.log
  })
  app.decorate('modelChanges', changes)
  // every instance follows the model changes of every other one (NOTIFY rs_models, reload after a reconnect)
  await changes.follow(app.database)
  app.addHook('onClose', async () => { await changes.close() })

  await app.register(async routes => {
    // encapsulated: template uploads only, one file no larger than TEMPLATE_FILE_LIMIT (413 above)
    await routes.register(multipart, { limits: { fileSize: app.config.TEMPLATE_FILE_LIMIT, files: 1, fields: 10 } })
    for (const prefix of CG_PREFIXES) {
      await routes.register(modelRoutes, { prefix, changes })
      await routes.register(formRoutes, { prefix, changes })
      await routes.register(uploadRoutes, { prefix, changes })
    }
  })
}

export default fp(cg, { name: 'cg', dependencies: ['auth'] })
