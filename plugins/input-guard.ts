import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequest } from '../core/errors.js'

// PostgreSQL cannot store U+0000, and the embedded engine breaks its connection on one: refuse it in the URL
// and in JSON bodies before any handler runs, whatever the route.

const NUL = /\u0000|%00/i

function containsNul (value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > 64) return false
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(child, depth + 1)) return true
  }
  return false
}

async function inputGuard (app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (NUL.test(request.url)) throw new BadRequest('The request URL contains a NUL character.')
  })
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw new BadRequest('The request body contains a NUL character.')
  })
}

export default fp(inputGuard, { name: 'input-guard' })
