import { ref } from 'vue'
import { api } from '../api/client'

// The user's own settings, kept by the service (GET and POST /api/v1/app/user-config, mDIS's user config) so that
// they follow the user to another browser: the parent chosen, the grid's columns. Read once per session; a change is
// shown at once and written after a short quiet (a burst of choices is one request; a failed write is tried again
// with the next change); a page left or reloaded meanwhile still writes it, as a request that outlives the page
// (keepalive). One state per page: every useUserConfig() shares it.

const QUIET_MS = 400
const values = ref<Record<string, unknown>>({})
let loading: Promise<void> | null = null
let pending: Record<string, unknown> = {}
let timer: ReturnType<typeof setTimeout> | undefined

async function write (keepalive = false): Promise<void> {
  const body = pending
  if (Object.keys(body).length === 0) return
  pending = {}
  const { error } = await api.POST('/api/v1/app/user-config', { body, keepalive })
  if (error !== undefined) pending = { ...body, ...pending }
}

window.addEventListener('pagehide', () => {
  clearTimeout(timer)
  void write(true)
})

export interface UserConfig {
  /** the settings read (once per session) */
  ready: () => Promise<void>
  /** a key whose value is an object (by model, say), else an empty one */
  objectOf: <T>(key: string) => Record<string, T>
  set: (key: string, value: unknown) => void
  /** forgets the settings read: the session ended */
  forget: () => void
}

export function useUserConfig (): UserConfig {
  const ready = async (): Promise<void> => {
    loading ??= api.GET('/api/v1/app/user-config').then(({ data }) => { values.value = { ...data, ...pending } })
    await loading
  }
  const set = (key: string, value: unknown): void => {
    values.value = { ...values.value, [key]: value }
    pending[key] = value
    clearTimeout(timer)
    timer = setTimeout(() => { void write() }, QUIET_MS)
  }
  const forget = (): void => {
    // (what was not written yet goes with the session: at most the last QUIET_MS of choices)
    clearTimeout(timer)
    pending = {}
    loading = null
    values.value = {}
  }
  const objectOf = <T>(key: string): Record<string, T> => {
    const value = values.value[key]
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, T> : {}
  }
  return { ready, objectOf, set, forget }
}
