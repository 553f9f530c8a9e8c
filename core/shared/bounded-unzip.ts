import { Unzip, UnzipInflate } from 'fflate'

// Inflating the entries of an uploaded zip (template packages, XLSX workbooks) within a bound. A zip's headers may lie
// about the sizes (a bomb declares 10 bytes and inflates to 200 MB): entries are inflated as a stream, a little
// compressed input at a time, counting the bytes that really come out, and inflating stops as soon as a limit is
// passed. Each caller words the failures its own way.

export interface UnzipLimits {
  /** the most bytes all wanted entries together unpack to */
  unpacked: number
  /** the most bytes one wanted entry unpacks to (without it only the sum is bounded) */
  entry?: number
}

/** Why inflating stopped: the first failure met. */
export type UnzipFailure =
  | { kind: 'unpacked' }
  | { kind: 'entry', name: string }
  /** an entry's compressed data cannot be inflated */
  | { kind: 'broken', name: string, reason: string }
  /** the zip itself cannot be read (truncated, an entry that never ends) */
  | { kind: 'unreadable', reason: string }

// Compressed bytes fed to the inflater at a time: no more than could unpack to what the limit has left (deflate
// expands at most 1032 times), between 1 KB and 64 KB (smaller steps cost more, each step copies the window).
const MAX_RATIO = 1032
const MIN_STEP = 1024
const MAX_STEP = 65536

/**
 * The bytes of the wanted entries (by name, as the entries come in the zip), inflated as far as the limits allow
 * and no further; the first failure is thrown, as the caller words it. Entries not wanted are never inflated.
 */
export function boundedUnzip (zip: Uint8Array, wanted: (name: string) => boolean, limits: UnzipLimits,
  fail: (failure: UnzipFailure) => Error): Map<string, Uint8Array[]> {
  const files = new Map<string, Uint8Array[]>()
  let unpacked = 0
  let failure: Error | undefined
  const unzip = new Unzip(file => {
    if (!wanted(file.name)) return
    const parts: Uint8Array[] = []
    let size = 0
    files.set(file.name, parts)
    // (the first failure is the answer; what one step inflated after it is dropped with the rest)
    file.ondata = (error, data) => {
      if (error !== null) {
        failure ??= fail({ kind: 'broken', name: file.name, reason: error.message })
        return
      }
      parts.push(data)
      size += data.length
      unpacked += data.length
      if (unpacked > limits.unpacked) failure ??= fail({ kind: 'unpacked' })
      else if (limits.entry !== undefined && size > limits.entry) failure ??= fail({ kind: 'entry', name: file.name })
    }
    file.start()
  })
  unzip.register(UnzipInflate)
  try {
    let at = 0
    while (at < zip.length && failure === undefined) {
      const step = Math.min(MAX_STEP, Math.max(MIN_STEP, Math.ceil((limits.unpacked - unpacked) / MAX_RATIO)))
      unzip.push(zip.subarray(at, at + step), at + step >= zip.length)
      at += step
    }
  } catch (error) {
    failure ??= fail({ kind: 'unreadable', reason: (error as Error).message })
  }
  if (failure !== undefined) throw failure
  return files
}
