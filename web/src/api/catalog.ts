import { reactive } from 'vue'

// Models registered, changed or dropped through the cg API, on this instance or another, reach an open app without a
// reload: the OpenAPI document's ETag changes with every model change, so the app asks for it every few seconds with
// If-None-Match (a 304 costs nothing) and, when it moved, counts a new catalogue version that the menu and the
// open model's form follow.

export const catalog = reactive({ version: 0 })
const EVERY_MS = 3000
let etag: string | null = null
let timer: ReturnType<typeof setInterval> | undefined

async function check (): Promise<void> {
  const response = await fetch('/openapi.json', { cache: 'no-store', headers: etag === null ? {} : { 'if-none-match': etag } }).catch(() => null)
  if (response === null || response.status !== 200) return
  const next = response.headers.get('etag')
  void response.body?.cancel()
  if (etag !== null && next !== etag) catalog.version++
  etag = next
}

export function watchCatalog (): void {
  if (timer !== undefined) return
  void check()
  timer = setInterval(() => { void check() }, EVERY_MS)
}
