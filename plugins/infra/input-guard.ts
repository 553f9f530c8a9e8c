import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequest, ValidationFailed } from '../../core/shared/errors.js'
import { MAX_URL_LENGTH } from '../../schemas/bounds.js'

// PostgreSQL cannot store U+0000, and the embedded engine breaks its connection on one: refuse it in the URL
// and in JSON bodies before any handler runs, whatever the route.
//
// URL and host together are at most MAX_URL_LENGTH characters, as Node's HTTP parser holds real clients to (its
// request line and headers share 16 KiB): the links built from them stay within their documented bound.
//
// Ajv's type coercion turns the strings "Infinity" and "1e400" into a number that its integer and range checks
// then skip (they only test finite numbers), so a validated id or count could still be infinite: refuse any
// non-finite number once validation is done.

const NUL = /\u0000|%00/i
const MAX_DEPTH = 64

function containsNul (value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  // (bytes — a CSV or workbook taken as they came — are their route's to read: an import refuses a NUL in its text)
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > MAX_DEPTH) return false
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(child, depth + 1)) return true
  }
  return false
}

/** The path of the first non-finite number in a validated value, or undefined. */
export function nonFinite (value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > MAX_DEPTH) return undefined
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinite(child, path === '' ? key : `${path}.${key}`, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

// (callback hooks: no promise per hook and request)
async function inputGuard (app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.length + request.host.length > MAX_URL_LENGTH) return done(new BadRequest(`The request URL is longer than ${MAX_URL_LENGTH} characters.`))
    done(NUL.test(request.url) ? new BadRequest('The request URL contains a NUL character.') : undefined)
  })
  app.addHook('preValidation', (request, _reply, done) => {
    done(containsNul(request.body) ? new BadRequest('The request body contains a NUL character.') : undefined)
  })
  app.addHook('preHandler', (request, _reply, done) => {
    const inUrl = nonFinite(request.params) ?? nonFinite(request.query)
    if (inUrl !== undefined) return done(new BadRequest(`${inUrl} must be a finite number.`))
    const inBody = nonFinite(request.body)
    done(inBody === undefined ? undefined : new ValidationFailed([{ field: inBody, message: `${inBody} must be a finite number.` }]))
  })
}

export default fp(inputGuard, { name: 'input-guard' })
