import type { FastifyInstance } from 'fastify'
import { assertMayManage, checkUserFields } from '../../core/auth/user-rules.js'
import { createUser, deleteUser, findUser, listUsers, updateUser, USER_SORT_COLUMNS, userView as view, type StoredUser, type UserFields } from '../../core/auth/users.js'
import { ForbiddenAction, RecordNotFound, ValidationFailed } from '../../core/shared/errors.js'
import { noContent } from '../../core/openapi/operations.js'
import { readSort } from '../../core/shared/list-params.js'
import { envelope, readPage } from '../../core/shared/paging.js'
import { ManagedUserSchema, UserCreateSchema, UserListQuerySchema, UserPageSchema, UserParamsSchema, UserUpdateSchema } from '../../schemas/users.js'
import { requestUrl } from '../support/request-url.js'

// User management for administrators (DESIGN §6): list, create, read, change, delete. Nobody grants more than
// they hold; password changes end the user's sessions, role and permission changes reach live tokens at once.

function check (fields: UserFields, creating = false): void {
  const problems = checkUserFields(fields, creating)
  if (problems.length > 0) throw new ValidationFailed(problems)
}

function existing (id: number, user: StoredUser | undefined): StoredUser {
  if (user === undefined) throw new RecordNotFound('user', id)
  return user
}

export default async function users (app: FastifyInstance): Promise<void> {
  const { db } = app.database
  const access = { access: { role: 'administrator' } } as const
  const params = UserParamsSchema

  app.get<{ Querystring: { page?: number, 'per-page'?: number, sort?: string } }>('/api/v1/users', {
    config: access,
    schema: { querystring: UserListQuerySchema, response: { 200: UserPageSchema } }
  }, async request => {
    const page = readPage(request.query)
    const sort = readSort(request.query.sort, USER_SORT_COLUMNS, [])
    const { users, total } = await listUsers(db, { limit: page.perPage, offset: page.offset }, sort)
    return envelope(users.map(view), total, page, requestUrl(request))
  })

  app.post<{ Body: UserFields & { username: string, password: string, roles: string[] } }>('/api/v1/users', {
    config: access,
    schema: { body: UserCreateSchema, response: { 201: ManagedUserSchema } }
  }, async (request, reply) => {
    check(request.body, true)
    assertMayManage(request.principal!.roles, undefined, request.body.roles)
    const user = await createUser(db, request.body)
    return await reply.code(201).header('location', `/api/v1/users/${user.id}`).send(view(user))
  })

  app.get<{ Params: { id: number } }>('/api/v1/users/:id', {
    config: access,
    schema: { params, response: { 200: ManagedUserSchema } }
  }, async request => view(existing(request.params.id, await findUser(db, request.params.id))))

  app.put<{ Params: { id: number }, Body: UserFields }>('/api/v1/users/:id', {
    config: access,
    schema: { params, body: UserUpdateSchema, response: { 200: ManagedUserSchema } }
  }, async request => {
    const { principal } = request
    check(request.body)
    const { id } = request.params
    assertMayManage(principal!.roles, existing(id, await findUser(db, id)), request.body.roles)
    const user = existing(id, await updateUser(db, id, request.body))
    if (request.body.password !== undefined) {
      await app.sessions.revokeUser(user.id, user.id === principal!.id ? principal!.sessionId : undefined)
    } else {
      // names, roles and permissions are cached with each session: drop them on every instance
      await app.sessions.announce(`user:${user.id}`)
    }
    return view(user)
  })

  app.delete<{ Params: { id: number } }>('/api/v1/users/:id', {
    config: { ...access, openapi: { responses: noContent('deleted') } },
    schema: { params }
  }, async (request, reply) => {
    const { principal } = request
    const { id } = request.params
    if (id === principal!.id) throw new ForbiddenAction('You are not allowed to delete your own account.')
    assertMayManage(principal!.roles, existing(id, await findUser(db, id)), undefined)
    // its sessions go with it (foreign key cascade); cached ones are dropped on every instance
    await deleteUser(db, id)
    await app.sessions.announce(`user:${id}`)
    return await reply.code(204).send()
  })
}
