import { createHash } from 'node:crypto'
import { stringify } from 'yaml'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { buildDocument, type OpenApiDocument } from './document.js'

/** One built document with its serialisations (YAML made on first request). */
export interface BuiltDocument {
  document: OpenApiDocument
  json: string
  etag: string
  yaml: () => string
}

/**
 * The OpenAPI document of the current models, rebuilt only when the registry changed (a model registered, changed
 * or dropped, here or on another instance: registry.version) and served from memory in between.
 */
export class OpenApiCache {
  #version = -1
  #built: BuiltDocument | undefined
  /** how many times the document was built (observable caching) */
  builds = 0

  constructor (private readonly base: () => OpenApiDocument, private readonly registry: ModelRegistry) {}

  current (): BuiltDocument {
    if (this.#built === undefined || this.#version !== this.registry.version) {
      const version = this.registry.version
      const document = buildDocument(this.base(), this.registry.list())
      const json = JSON.stringify(document)
      let yaml: string | undefined
      this.#built = {
        document,
        json,
        etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
        yaml: () => (yaml ??= stringify(document, { aliasDuplicateObjects: false }))
      }
      this.#version = version
      this.builds++
    }
    return this.#built
  }
}
