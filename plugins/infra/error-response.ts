import { STATUS_CODES } from 'node:http'
import { isModelChange } from '../../core/database/prepared.js'
import { OAuthError, type FieldError } from '../../core/shared/errors.js'
import { MAX_LENGTH } from '../../schemas/bounds.js'
import { clip, humanize } from '../../core/shared/text.js'

// Maps any thrown value to the HTTP answer: the Yii2 shape {name, message, code, status} or the 422 array.
// Nothing from a 5xx (stack, SQL, paths) reaches the client; those are logged by the caller. Messages and fields
// that echo input are clipped to the bounds the document promises (schemas/bounds.ts).

export interface YiiError { name: string, message: string, code: number, status: number }
export interface ErrorResponse {
  status: number
  body: YiiError | FieldError[]
  headers?: Record<string, string>
  /** true when the error is unexpected and must be logged with its stack */
  internal?: boolean
}

interface AnyError {
  statusCode?: number
  status?: number
  code?: string
  message?: string
  errors?: FieldError[]
  validation?: Array<{ instancePath: string, message?: string, params: Record<string, unknown>, keyword: string }>
  validationContext?: string
  headers?: Record<string, string>
  details?: Record<string, unknown>
}

// Yii2 names the HTTP status; a few differ from Node's reason phrases.
const NAMES: Record<number, string> = { 413: 'Request Entity Too Large', 422: 'Data Validation Failed' }

export function yii (status: number, message: string): YiiError {
  return { name: NAMES[status] ?? STATUS_CODES[status] ?? 'Error', message: clip(message, MAX_LENGTH.message), code: 0, status }
}

/** Problems as the 422 array (and the cg summary) show them. */
export const clipProblems = (problems: FieldError[]): FieldError[] =>
  problems.map(p => ({ field: clip(p.field, MAX_LENGTH.field), message: clip(p.message, MAX_LENGTH.message) }))

const unavailable = (message: string): ErrorResponse =>
  ({ status: 503, body: yii(503, message), headers: { 'retry-after': '1' } })

// Limits of the database a record can pass (class 54): not a bug, a record (or model) too large, named as a 422.
const DATABASE_LIMITS: Record<string, string> = {
  54000: 'its values together are larger than one row of the table (or one entry of an index) can hold; shorten some of them',
  54001: 'the statement it needs is too complex for the database',
  54011: 'the table has more columns than the database allows'
}

// SQLSTATE classes and codes a request can provoke. Anything else is a bug and answers 500.
function fromDatabase (code: string, model: string | undefined): ErrorResponse | undefined {
  // a model dropped while one of its requests was running
  if (code === '42P01') return { status: 404, body: yii(404, 'The model no longer exists.') }
  if (code === '23505') return { status: 409, body: yii(409, 'A record with the same unique values already exists.') }
  if (code === '23503') return { status: 409, body: yii(409, 'The record is referenced by other records or refers to a missing one.') }
  if (code === '23502' || code === '23514') return { status: 400, body: yii(400, 'A value violates a constraint of the table.') }
  if (code.startsWith('22')) return { status: 400, body: yii(400, 'A value has an invalid format or is out of range.') }
  const limit = DATABASE_LIMITS[code]
  if (limit !== undefined) {
    return { status: 422, body: clipProblems([{ field: 'body', message: `The record does not fit ${model === undefined ? 'its table' : `model "${model}"`}: ${limit}.` }]) }
  }
  if (code === '40001' || code === '40P01') return unavailable('The request collided with a concurrent one; retry it.')
  if (code === '57014') return unavailable('The database took too long to answer.')
  if (code === '53300' || code.startsWith('08') || code.startsWith('57P')) return unavailable('The database is unavailable.')
  return undefined
}

const DRIVER_UNAVAILABLE = /timeout exceeded when trying to connect|Connection terminated|is not queryable/i
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])

function validationErrors (validation: NonNullable<AnyError['validation']>): FieldError[] {
  return validation.map(v => {
    const missing = v.keyword === 'required' ? String(v.params.missingProperty) : ''
    const field = missing || v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'
    return { field, message: missing ? `${humanize(missing)} cannot be blank.` : `${humanize(field)} ${v.message ?? 'is invalid'}.` }
  })
}

/** `model`: the model the request names (?name= or the path), for errors that concern it. */
export function toErrorResponse (error: unknown, model?: string): ErrorResponse {
  const err = (error ?? {}) as AnyError
  const message = typeof err.message === 'string' ? err.message : ''
  if (Array.isArray(err.errors) && err.statusCode === 422) return { status: 422, body: clipProblems(err.errors) }
  if (err.validation) {
    // Body validation of our fixed routes answers like model validation (422 array); query/params are 400.
    if (err.validationContext === 'body') return { status: 422, body: clipProblems(validationErrors(err.validation)) }
    return { status: 400, body: yii(400, message) }
  }
  // (what still meets a model change after the data API ran it again: plugins/support/model-change-retry.ts)
  if (isModelChange(error)) return unavailable('The model changed while the request ran; retry it.')
  if (typeof err.code === 'string') {
    if (/^[0-9A-Z]{5}$/.test(err.code) && !err.code.startsWith('RS')) {
      const mapped = fromDatabase(err.code, model)
      if (mapped) return mapped
    }
    if (NETWORK.has(err.code)) return unavailable('The database is unavailable.')
    if (err.code.startsWith('FST_JWT') || err.code === 'FST_ERR_JWT') return { status: 401, body: yii(401, 'Your request was made with invalid credentials.') }
    if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return { status: 415, body: yii(415, message) }
  }
  // the pg driver's own errors carry no code: no free connection in time, a connection lost under a query
  if (DRIVER_UNAVAILABLE.test(message)) return unavailable('The database is unavailable.')
  const status = err.statusCode ?? err.status ?? 500
  // (what a 412 adds: core/shared/errors.ts StaleWrite)
  if (status >= 400 && status < 500) return { status, body: { ...yii(status, message || STATUS_CODES[status] || 'Error'), ...err.details }, headers: err.headers }
  if (status === 503) return { status, body: yii(503, message || 'Service Unavailable'), headers: { 'retry-after': '1', ...err.headers } }
  // a program the service called failed (core/shared/errors.ts BadGateway): its message says how
  if (status === 502) return { status, body: yii(502, message) }
  return { status: 500, body: yii(500, 'An internal server error occurred.'), internal: true }
}

export interface OAuthErrorResponse extends Omit<ErrorResponse, 'body'> {
  body: { error: string, error_description: string }
}

/**
 * The token endpoint's answers (RFC 6749 §5.2), for standard OAuth 2.0 clients: `{error, error_description}`,
 * 400 unless the client failed to authenticate (401, with the challenge of §5.2), was throttled (429) or the
 * service failed (5xx: the error codes of §4.1.2.1).
 */
export function toOAuthErrorResponse (error: unknown): OAuthErrorResponse {
  if (error instanceof OAuthError) {
    const headers = error.statusCode === 401 ? { 'www-authenticate': 'Basic realm="record-service"' } : undefined
    return { status: error.statusCode, body: { error: error.error, error_description: error.message }, headers }
  }
  const { status, body, headers, internal } = toErrorResponse(error)
  const error_description = Array.isArray(body) ? body.map(e => e.message).join(' ') : body.message
  if (status >= 500) return { status, body: { error: status === 503 ? 'temporarily_unavailable' : 'server_error', error_description }, headers, internal }
  return { status: status === 429 ? 429 : 400, body: { error: 'invalid_request', error_description }, headers }
}
