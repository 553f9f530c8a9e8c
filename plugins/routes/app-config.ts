import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Static } from '@sinclair/typebox'
import { ConfigStore, type Config, type Owner } from '../../core/app-config/store.js'
import { ConfigChangeSchema, ConfigEntrySchema, ConfigKeyParamsSchema, ConfigSchema } from '../../schemas/app-config.js'
import type { Access } from '../infra/auth.js'

// The configuration mDIS front ends keep on the server (mDIS AppController): /api/v1/app/config, the
// installation's, read without a login (a front end reads it before its user logs in) and written by developers;
// /api/v1/app/user-config, the caller's own, for any logged-in user (mDIS '@': like the own session, one's own
// configuration needs no role). Each answers the whole configuration, or {key: value} for one key;
// a write answers the whole configuration after it.

interface Scope {
  path: string
  read: Access
  write: Access
  owner: (request: FastifyRequest) => Owner
}

const SCOPES: Scope[] = [
  { path: '/api/v1/app/config', read: 'public', write: { role: 'developer' }, owner: () => null },
  { path: '/api/v1/app/user-config', read: {}, write: {}, owner: request => request.principal!.id }
]

export default async function appConfig (app: FastifyInstance): Promise<void> {
  const store = new ConfigStore(app.database.db)

  for (const { path, read, write, owner } of SCOPES) {
    app.get(path, {
      config: { access: read },
      schema: { response: { 200: ConfigSchema } }
    }, async request => await store.read(owner(request)))

    app.get<{ Params: Static<typeof ConfigKeyParamsSchema> }>(`${path}/:key`, {
      config: { access: read },
      schema: { params: ConfigKeyParamsSchema, response: { 200: ConfigEntrySchema } }
    }, async request => await store.get(owner(request), request.params.key))

    app.post<{ Body: Config }>(path, {
      config: { access: write },
      schema: { body: ConfigChangeSchema, response: { 200: ConfigSchema } }
    }, async request => await store.write(owner(request), request.body))
  }
}
