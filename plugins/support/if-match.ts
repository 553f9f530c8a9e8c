import type { FastifyRequest } from 'fastify'
import { BadRequest, PreconditionRequired } from '../../core/shared/errors.js'

// Conditional writes (RFC 9110 §13.1.1): a record's answer carries its version as a strong entity tag, ETag: "<n>",
// and a write that names the versions it was made against (If-Match) is refused with 412 when the record has moved
// on (core/5-records/history.ts checkVersion). No If-Match and `If-Match: *` write whatever the version is (as
// mDIS clients do), unless the deployment requires it (REQUIRE_IF_MATCH: 428).

/** The ETag of a record at `version`. */
export const etag = (version: number): string => `"${version}"`

const TAG = /^(W\/)?"([^"]*)"$/

/**
 * The versions an If-Match header names (undefined: any version). A weak tag never matches a strong comparison, nor
 * does a tag that is no version: both stay in the list as no version (-1), so that the write is refused with 412.
 */
export function ifMatch (request: FastifyRequest, required: boolean): number[] | undefined {
  const header = request.headers['if-match']
  if (header === undefined) {
    if (required) throw new PreconditionRequired('This service requires If-Match on writes: send the ETag of the record as you read it.')
    return undefined
  }
  if (header.trim() === '*') return undefined
  const versions: number[] = []
  for (const part of header.split(',')) {
    const tag = TAG.exec(part.trim())
    if (tag === null) throw new BadRequest('If-Match must be * or entity tags as the ETag header gives them, such as "3".')
    versions.push(tag[1] === undefined && /^[1-9][0-9]{0,9}$/.test(tag[2]) ? Number(tag[2]) : -1)
  }
  return versions
}
