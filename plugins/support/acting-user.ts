import type { FastifyRequest } from 'fastify'
import type { Actor } from '../../core/database/record-history.js'

/** Who a logged-in request acts as: the user whom the versions it writes name (record and template history). */
export const actingUser = (request: FastifyRequest): Actor['user'] => ({ id: request.principal!.id, username: request.principal!.username })
