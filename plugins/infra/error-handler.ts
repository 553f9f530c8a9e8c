import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { toErrorResponse, yii, type ErrorResponse } from './error-response.js'
import { requestModel } from './auth.js'

/**
 * An error handler answering with `map`'s response (given the model the request names, for errors that concern it);
 * unexpected errors are logged with their stack.
 */
export function errorHandler (map: (error: unknown, model?: string) => Omit<ErrorResponse, 'body'> & { body: unknown }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const model = requestModel(request)
    const response = map(error, typeof model === 'string' ? model : undefined)
    if (response.internal) request.log.error({ err: error }, 'request failed')
    else if (response.status >= 500) request.log.warn({ err: error }, 'service unavailable')
    void reply.code(response.status).headers(response.headers ?? {}).send(response.body)
  }
}

// Every error answer of the service leaves through here, in the Yii2 shape (or the 422 array); only the OAuth 2.0
// token endpoint (plugins/routes/oauth-token.ts) answers in the RFC's shape instead.
async function errors (app: FastifyInstance): Promise<void> {
  app.setErrorHandler(errorHandler(toErrorResponse))
  app.setNotFoundHandler({}, (request, reply) => {
    void reply.code(404).send(yii(404, `Page not found: ${request.method} ${request.url.split('?')[0]}`))
  })
}

export default fp(errors, { name: 'errors' })
