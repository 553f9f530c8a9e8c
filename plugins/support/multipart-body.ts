import { BadRequest } from '../../core/shared/errors.js'

/**
 * Reads a multipart body; the parser's own complaints (a truncated or garbled body) become a 400. They carry
 * neither an HTTP status nor a system error code, unlike the limits (FST_*) and file system errors, which pass.
 */
export async function readMultipart<T> (read: Promise<T>): Promise<T> {
  return await read.catch((error: { code?: unknown, statusCode?: number }) => {
    if (error.statusCode === undefined && typeof error.code !== 'string') throw new BadRequest('The multipart body is malformed.')
    throw error
  })
}
