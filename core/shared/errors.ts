import createError from '@fastify/error'
import { didYouMean } from './suggest.js'

// The one error catalogue. Every error the service raises on purpose is built here; plugins/infra/error-response.ts
// turns any error (ours, Fastify's, the database's) into the Yii2 shape that mDIS clients parse.

export interface FieldError { field: string, message: string }

/** 422 with the spec's body: an array of {field, message}, all failures of the request together. */
export class ValidationFailed extends Error {
  readonly statusCode = 422
  readonly code = 'RS_VALIDATION_FAILED'
  constructor (readonly errors: FieldError[]) {
    super(errors.map(e => `${e.field}: ${e.message}`).join('; '))
    this.name = 'ValidationFailed'
  }
}

/**
 * 412: a write named versions of a record (If-Match) of which none is its current one. `details` joins the error's
 * body: who changed the record last and when, which columns changed since, the current record.
 */
export class StaleWrite extends Error {
  readonly statusCode = 412
  readonly code = 'RS_STALE_WRITE'
  constructor (message: string, readonly details: Record<string, unknown>) {
    super(message)
    this.name = 'StaleWrite'
  }
}

export const BadRequest = createError<[string]>('RS_BAD_REQUEST', '%s', 400)
export const PreconditionRequired = createError<[string]>('RS_PRECONDITION_REQUIRED', '%s', 428)
export const Unauthorized = createError('RS_UNAUTHORIZED', 'Your request was made with invalid credentials.', 401)
export const Forbidden = createError('RS_FORBIDDEN', 'You are not allowed to perform this action.', 403)
export const ModelForbidden = createError<[string, string]>('RS_MODEL_FORBIDDEN', 'You are not allowed to %s %s.', 403)
export const NotFound = createError<[string]>('RS_NOT_FOUND', '%s', 404)
/** 404 for a name that names nothing (the cg API's words); with the names there are, it suggests the likely one. */
export const objectNotFound = (name: string, names: Iterable<string> = []): Error => new NotFound(`Object not found: ${name}${didYouMean(name, names)}`)
/** (the second argument ends the sentence: '.', or a "did you mean" hint) */
export const ModelNotFound = createError<[string, string]>('RS_MODEL_NOT_FOUND', 'Model "%s" does not exist%s', 404)
export const RecordNotFound = createError<[string, number | string]>('RS_RECORD_NOT_FOUND', 'Object not found: %s %s', 404)
export const Conflict = createError<[string]>('RS_CONFLICT', '%s', 409)
export const PayloadTooLarge = createError<[string]>('RS_PAYLOAD_TOO_LARGE', '%s', 413)
export const UnsupportedMediaType = createError<[string]>('RS_UNSUPPORTED_MEDIA_TYPE', '%s', 415)
export const ServiceUnavailable = createError<[string]>('RS_SERVICE_UNAVAILABLE', '%s', 503)
/** 502: a program the service hands work to (the print command) failed; the message says how. */
export const BadGateway = createError<[string]>('RS_BAD_GATEWAY', '%s', 502)
export const ListLocked = createError<[string]>('RS_LIST_LOCKED', 'The value list %s is locked; only the sa role may change it.', 403)
export const ForbiddenAction = createError<[string]>('RS_FORBIDDEN_ACTION', '%s', 403)
export const TooManyRequests = createError<[string]>('RS_TOO_MANY_REQUESTS', '%s', 429)
export const MethodNotAllowed = createError<[string]>('RS_METHOD_NOT_ALLOWED', '%s', 405)

/** An error of the OAuth 2.0 token endpoint (RFC 6749 §5.2), answered in the RFC's shape rather than Yii's. */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type'
export class OAuthError extends Error {
  readonly code = 'RS_OAUTH'
  readonly statusCode: number
  constructor (readonly error: OAuthErrorCode, description: string) {
    super(description)
    this.name = 'OAuthError'
    // RFC 6749 §5.2: 400, except a client that failed to authenticate (401)
    this.statusCode = error === 'invalid_client' ? 401 : 400
  }
}
