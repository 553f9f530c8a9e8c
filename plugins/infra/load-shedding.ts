import type { FastifyInstance } from 'fastify'
import underPressure from '@fastify/under-pressure'
import fp from 'fastify-plugin'
import { yii } from './error-response.js'

// When the process is overloaded (event loop too slow, heap too large), new requests get a quick 503 with
// Retry-After instead of queueing until they time out. Liveness keeps answering: the process is alive, only busy.
const RETRY_AFTER_SECONDS = 2

async function loadShedding (app: FastifyInstance): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: app.config.MAX_HEAP_BYTES,
    pressureHandler: (request, reply) => {
      if (request.routeOptions.url === '/health/live') return
      request.log.warn('shedding load')
      void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(yii(503, 'The service is overloaded; retry shortly.'))
    }
  })
}

export default fp(loadShedding, { name: 'load-shedding' })
