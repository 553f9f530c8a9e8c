import type { CompiledModel } from '../2-model/compile.js'
import type { ChangeCounts } from '../database/change-counters.js'

// List pages already read, per model and request (filters, sort, position, size, count rule, answer shape), with the
// change version of every table the page read (the sum of their change counters, kept by triggers in the database:
// migrations 0005 and 0010). A list asks the database for the current counters first (one small statement shared by
// the requests that ask at once, instead of one page statement each): while their version is the same, nothing the
// page read has changed since — written by this instance or any other sharing the database — and the page is
// answered again, exactly as it would be read now. Pages of the data API's answers are kept (the records' JSON text,
// strings that nobody can change), at most `maxBytes` of text.

/** A page as held: the records' JSON text and what the list says of them (list.ts ListPage). */
export interface PageOfText { items: readonly string[] }

export interface KnownPage<P extends PageOfText> { version: number, page: P }

interface Held<P extends PageOfText> extends KnownPage<P> { key: string, pages: Map<string, Held<P>>, bytes: number }

export class ListPages<P extends PageOfText> {
  readonly #byModel = new WeakMap<CompiledModel, Map<string, Held<P>>>()
  /** every model's pages, least recently used first: the oldest go when the bytes held pass `maxBytes` */
  readonly #used = new Set<Held<P>>()
  #bytes = 0

  /** `maxBytes`: about what the pages' JSON text takes, all models together */
  constructor (readonly counts: Pick<ChangeCounts, 'read'>, readonly maxBytes = 16 * 1024 * 1024) {}

  /** The page held for this request if nothing it read has changed since it was read. */
  async current (model: CompiledModel, key: string): Promise<P | undefined> {
    const held = this.get(model, key)
    if (held === undefined) return undefined
    const counts = await this.counts.read()
    return listVersion(model, counts) === held.version ? { ...held.page } : undefined
  }

  get bytes (): number { return this.#bytes }

  get (model: CompiledModel, key: string): KnownPage<P> | undefined {
    const held = this.#byModel.get(model)?.get(key)
    if (held !== undefined) {
      this.#used.delete(held)
      this.#used.add(held)
    }
    return held
  }

  set (model: CompiledModel, key: string, known: KnownPage<P>): void {
    const bytes = known.page.items.reduce((sum, body) => sum + body.length, 0)
    let pages = this.#byModel.get(model)
    if (pages === undefined) {
      pages = new Map()
      this.#byModel.set(model, pages)
    }
    const old = pages.get(key)
    if (old !== undefined) this.#drop(old)
    if (bytes > this.maxBytes / 4) return
    const held = { ...known, key, pages, bytes }
    pages.set(key, held)
    this.#used.add(held)
    this.#bytes += bytes
    for (const oldest of this.#used) {
      if (this.#bytes <= this.maxBytes) break
      this.#drop(oldest)
    }
  }

  #drop (held: Held<P>): void {
    held.pages.delete(held.key)
    this.#used.delete(held)
    this.#bytes -= held.bytes
  }
}

/** The version of a model's list from all change counters: the sum of those of the tables it reads (its __version). */
export function listVersion (model: CompiledModel, counts: ReadonlyMap<string, number>): number {
  let version = 0
  for (const table of model.queries.listTables) version += counts.get(table) ?? 0
  return version
}
