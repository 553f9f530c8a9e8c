import type { FastifyReply, FastifyRequest } from 'fastify'
import { isModelChange } from '../../core/database/prepared.js'

// A request that ran into a model another instance changed under it (a drop and re-create, a changed column) is run
// again once this instance has followed the change from the database copy: against the model that replaced it, so
// that the client gets that model's answer (200, 404 when it is gone, 422) instead of a 503. Nothing of the failed
// run was written: the statement that met the change failed, and with it its transaction.

/** Runs at most this many times in all: a model changed again between the follow and the next run is rare. */
export const MODEL_CHANGE_RUNS = 3

export type Handler<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>

/** `handler`, run again after `follow(model)` while it meets a model change (at most MODEL_CHANGE_RUNS runs). */
export function retriedOnModelChange<R extends FastifyRequest> (handler: Handler<R>, modelOf: (request: R) => string | undefined,
  follow: (model: string) => Promise<void>): Handler<R> {
  return async (request, reply) => {
    for (let run = 1; run < MODEL_CHANGE_RUNS; run++) {
      try {
        return await handler(request, reply)
      } catch (error) {
        const model = modelOf(request)
        if (!isModelChange(error) || model === undefined || reply.sent) throw error
        await follow(model)
      }
    }
    // the last run: what it meets is the answer
    return await handler(request, reply)
  }
}
