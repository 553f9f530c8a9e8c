import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

// Security headers on every answer (helmet). The API answers JSON, CSV and self-contained HTML reports, so the
// content security policy allows nothing but inline styles and same-origin images.
async function securityHeaders (app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"]
      }
    },
    crossOriginResourcePolicy: { policy: 'same-site' }
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
