import type { FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import formRoutes from './cg/forms.js'
import modelRoutes from './cg/models.js'
import packageRoutes from './cg/packages.js'
import uploadRoutes from './cg/uploads.js'

// The code-generation API (spec "Code-generation endpoints", DESIGN §6): model metadata for everyone, and for
// developers the hot model lifecycle (core/4-lifecycle/lifecycle.ts). mDIS clients call both /cg/api/<action> and
// /cg/api/v1/<action>: the same handlers are registered under each prefix.

export const CG_PREFIXES = ['/cg/api', '/cg/api/v1'] as const

async function cg (app: FastifyInstance): Promise<void> {
  // the routes call the app's model lifecycle (core/4-lifecycle/), which also follows other instances without them
  await app.register(async routes => {
    // encapsulated: template uploads only, one file no larger than TEMPLATE_FILE_LIMIT (TEMPLATE_PACKAGE_LIMIT for a
    // package; 413 above)
    await routes.register(multipart, { limits: { fileSize: app.config.TEMPLATE_FILE_LIMIT, files: 1, fields: 10 } })
    for (const prefix of CG_PREFIXES) {
      await routes.register(modelRoutes, { prefix })
      await routes.register(formRoutes, { prefix })
      await routes.register(uploadRoutes, { prefix })
      await routes.register(packageRoutes, { prefix })
    }
  })
}

export default fp(cg, { name: 'cg', dependencies: ['auth'] })
