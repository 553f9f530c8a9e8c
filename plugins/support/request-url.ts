import type { FastifyRequest } from 'fastify'

/**
 * The absolute URL of a request, for envelope links. Fastify takes protocol and host from X-Forwarded-Proto/Host
 * only when TRUST_PROXY is set; otherwise from the connection and the Host header.
 */
export function requestUrl (request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`)
}
