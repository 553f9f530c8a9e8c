import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { ServiceUnavailable } from '../../core/shared/errors.js'

// Liveness (the process answers) and readiness (the database answers too) for orchestrators and load balancers.
// Readiness also names the template files of this instance that the fleet's database copy does not accept (the
// instance serves the copy; GET /cg/api/summary has the problems).
export default async function health (app: FastifyInstance): Promise<void> {
  const access = { access: 'public' } as const
  app.get('/health/live', { config: access }, async () => ({ status: 'ok' }))
  app.get('/health/ready', { config: access }, async () => {
    try {
      await sql`select 1`.execute(app.database.db)
    } catch {
      throw new ServiceUnavailable('The database does not answer.')
    }
    const disagreements = app.lifecycle.disagreements().map(({ model, file }) => ({ model, file }))
    return { status: 'ok', database: app.database.kind, models: app.registry.list().length, disagreements }
  })
}
