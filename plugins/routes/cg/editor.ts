import type { FastifyRequest } from 'fastify'
import type { Editor } from '../../../core/4-lifecycle/template-history.js'

/** Who a cg request (always logged in) changes models for: the versions of their templates say so (GET /cg/api/history). */
export const editor = (request: FastifyRequest): Editor => ({ id: request.principal!.id, username: request.principal!.username })
