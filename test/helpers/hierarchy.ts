import type { FastifyInstance } from 'fastify'
import { as } from './auth.js'

// A small drilling hierarchy created through the data API: program ICDP > expedition 5065 > site 1 > hole A.

export interface Hierarchy { program: number, expedition: number, site: number, hole: number, headers: { authorization: string } }

export async function post (app: FastifyInstance, name: string, payload: Record<string, unknown>, headers?: { authorization: string }): Promise<Record<string, any>> {
  const response = await app.inject({ method: 'POST', url: `/api/v1/form?name=${name}`, payload, headers: headers ?? await as(app, 'operator') })
  if (response.statusCode !== 201) throw new Error(`creating ${name} failed: ${response.statusCode} ${response.body}`)
  return response.json()
}

export async function hierarchy (app: FastifyInstance): Promise<Hierarchy> {
  const headers = await as(app, 'operator')
  const program = await post(app, 'programs', { program: 'ICDP', program_name: 'International Continental Drilling Program' }, headers)
  const expedition = await post(app, 'expeditions', { program_id: program.id, expedition: '5065', exp_name: 'Deep drilling' }, headers)
  const site = await post(app, 'sites', { expedition_id: expedition.id, site_name: 'North' }, headers)
  const hole = await post(app, 'holes', { site_id: site.id }, headers)
  return { program: program.id, expedition: expedition.id, site: site.id, hole: hole.id, headers }
}
