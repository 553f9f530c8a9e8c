import type { FastifyServerOptions } from 'fastify'
import type { ResolvedConfig } from '../core/shared/config.js'

// How the service process logs: readable lines in development (pino-pretty, written in this thread so that no line
// is lost when the process exits), JSON lines otherwise (production, test) for log collectors. Both carry the id
// Fastify gives each request (reqId), which ties a request's lines together.

export async function loggerOptions (config: Pick<ResolvedConfig, 'NODE_ENV' | 'LOG_LEVEL'>): Promise<FastifyServerOptions['logger']> {
  if (config.NODE_ENV !== 'development') return { level: config.LOG_LEVEL }
  const { default: pretty } = await import('pino-pretty')
  return { level: config.LOG_LEVEL, stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,reqId', messageFormat: '{if reqId}{reqId} {end}{msg}' }) }
}
