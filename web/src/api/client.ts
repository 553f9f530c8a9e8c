import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from './openapi'
import { auth, end } from './session'

// Typed calls: openapi-fetch with the paths of the service's own OpenAPI document (openapi.d.ts, generated). Every
// call carries the session's token; a 401 ends the session (the app shows the login again).

const bearer: Middleware = {
  onRequest ({ request }) {
    if (auth.session !== null) request.headers.set('authorization', `Bearer ${auth.session.token}`)
    return request
  },
  onResponse ({ response }) {
    if (response.status === 401 && auth.session !== null) end()
    return response
  }
}

export const api = createClient<paths>({ baseUrl: window.location.origin })
api.use(bearer)

/** A field's problem of a 422 answer. */
export interface FieldError { field: string, message: string }

/** The message of an error answer (the API's {name, message}, or a 422's problems one after another), for an alert. */
export function messageOf (error: unknown): string {
  if (Array.isArray(error)) return (error as FieldError[]).map(e => e.message).join(' ')
  if (error !== null && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message)
  return 'The service did not answer as expected.'
}

/**
 * A model name as the typed calls take it: the document lists the models there were when it was generated (the
 * bundled ones), while models come and go at run time, so any name is passed on.
 */
export type ModelName = NonNullable<paths['/api/v1/form']['get']['parameters']['query']>['name']
export const named = (model: string): { name: ModelName } => ({ name: model as ModelName })
