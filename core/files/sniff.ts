import { open } from 'node:fs/promises'
import { fileTypeFromFile } from 'file-type'

// MIME types from content, never from the name (as mDIS's libmagic): file-type knows binary formats by their
// signatures; what it does not know is text/plain when it is UTF-8 text, else application/octet-stream.

const TEXT_PROBE_BYTES = 64 * 1024

export interface Sniffed { mime: string, ext: string | null }

export async function sniff (path: string): Promise<Sniffed> {
  const known = await fileTypeFromFile(path)
  if (known !== undefined) return { mime: known.mime, ext: known.ext }
  return { mime: await isText(path) ? 'text/plain' : 'application/octet-stream', ext: null }
}

async function isText (path: string): Promise<boolean> {
  const handle = await open(path, 'r')
  const buffer = Buffer.alloc(TEXT_PROBE_BYTES)
  const { bytesRead } = await handle.read(buffer, 0, TEXT_PROBE_BYTES, 0).finally(async () => await handle.close())
  const probe = buffer.subarray(0, bytesRead)
  if (probe.includes(0)) return false
  try {
    // a probe that stops early may end inside a character: `stream` keeps an incomplete tail instead of failing
    new TextDecoder('utf-8', { fatal: true }).decode(probe, { stream: bytesRead === TEXT_PROBE_BYTES })
    return true
  } catch {
    return false
  }
}
