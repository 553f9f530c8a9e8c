import type { LightMyRequestResponse } from 'fastify'

// The error contract (DESIGN §6, plugins/infra/error-response.ts): every answer of 400 or more is JSON in the Yii2 shape
// {name, message, code, status} with status equal to the HTTP status, or the 422 array [{field, message}]; the
// OAuth 2.0 token endpoint answers {error, error_description} (RFC 6749 §5.2). Nothing reaches 500.

const exactKeys = (value: unknown, keys: string[]): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) &&
  Object.keys(value).sort().join() === [...keys].sort().join()

/** Why an answer breaks the contract, or undefined when it keeps it. */
export function contractViolation (method: string, url: string, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode
  if (status >= 500) return `status ${status}`
  if (status < 400) return undefined
  // a HEAD answer carries the headers of the GET's error, without a body
  if (method === 'HEAD') return response.body === '' ? undefined : 'a HEAD answer with a body'
  if (!String(response.headers['content-type']).startsWith('application/json')) return `content-type ${String(response.headers['content-type'])}`
  let body: unknown
  try {
    body = response.json()
  } catch {
    return 'an error body that is not JSON'
  }
  if (url.split('?')[0] === '/api/v1/auth/token') {
    return exactKeys(body, ['error', 'error_description']) && typeof body.error === 'string' && typeof body.error_description === 'string'
      ? undefined
      : 'not the OAuth 2.0 error shape'
  }
  if (status === 422 && Array.isArray(body)) {
    return body.length > 0 && body.every(e => exactKeys(e, ['field', 'message']) && typeof e.field === 'string' && typeof e.message === 'string')
      ? undefined
      : 'a 422 array that is not [{field, message}, ...]'
  }
  if (!exactKeys(body, ['name', 'message', 'code', 'status'])) return 'not the Yii2 shape {name, message, code, status}'
  if (typeof body.name !== 'string' || typeof body.message !== 'string' || body.code !== 0) return 'Yii2 members of the wrong type'
  return body.status === status ? undefined : `body status ${String(body.status)} differs from ${status}`
}
