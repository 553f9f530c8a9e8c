import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { packageRoot } from '../../core/shared/paths.js'
import type { ContentSecurityDirectives } from '../infra/security-headers.js'

// The data-entry web app (web/, built by Vite into dist/web by the build) at /app/: same origin as the API, so it
// calls the API with the bearer token it holds and needs no CORS. Its files are public (the data is not); the
// policy lets the page load only its own scripts, styles, fonts and images and talk only to this origin.

const APP_CSP: ContentSecurityDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // (Vuetify sets its theme's colours as an inline style element)
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  // (a rig's service is often plain HTTP inside its network: its page must not ask for https)
  upgradeInsecureRequests: null
}

/** Where the build puts the app. */
export const WEB_APP_DIR = join(packageRoot(), 'dist', 'web')

async function webApp (app: FastifyInstance): Promise<void> {
  await app.register(async web => {
    web.addHook('onRoute', route => {
      route.config = { ...route.config, access: 'public', csp: APP_CSP }
      route.schema = { ...route.schema, hide: true }
    })
    // (hashed asset names change with every build; the page itself is always asked again)
    // (the app's relative asset paths need the trailing slash)
    web.get('/app', async (_request, reply) => await reply.redirect('/app/', 301))
    await web.register(fastifyStatic, {
      root: WEB_APP_DIR,
      prefix: '/app/',
      // (the build wrote each text file also as .br and .gz: sent as they are to a client that takes them)
      preCompressed: true,
      setHeaders: (response, path) => {
        void response.header('cache-control', path.replace(/\.(br|gz)$/, '').endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable')
      }
    })
  })
}

export default fp(webApp, { name: 'web-app', dependencies: ['security-headers'] })
