import { computed, effectScope, ref, watch, type ComputedRef, type Ref } from 'vue'
import { api } from '../api/client'
import type { LoginAnswer } from '../api/types'

// Who is logged in: the token of the service's login (POST /api/v1/auth/login), its expiry, the user's effective
// roles and permissions. Kept in sessionStorage (a tab's own, gone with it) and renewed before it expires
// (GET /api/v1/auth/refresh); logout ends the session on the server too. One session per page: every useSession()
// shares the state below (created on first use, with the renewal that follows its token).

export type Session = Pick<LoginAnswer, 'token' | 'username' | 'roles' | 'permissions'> & {
  /** ms since the epoch */
  expiresAt: number
}

/** The roles, lowest first: each includes the ones before it. */
export const ROLES = ['viewer', 'operator', 'developer', 'administrator', 'sa']

const KEY = 'record-service.session'
/** renew this long before the token expires (a day-long token: an hour before) */
const RENEW_BEFORE_MS = 60 * 60 * 1000

function stored (): Session | null {
  try {
    const session: Session | null = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    return session !== null && session.expiresAt > Date.now() ? session : null
  } catch {
    return null
  }
}

let shared: { session: Ref<Session | null> } | undefined
let renewal: ReturnType<typeof setTimeout> | undefined

/** The session, read from sessionStorage once; its renewal is scheduled whenever the token changes. */
function state (): { session: Ref<Session | null> } {
  if (shared !== undefined) return shared
  const session = ref<Session | null>(stored())
  shared = { session }
  effectScope(true).run(() => { watch(() => session.value?.token, schedule, { immediate: true }) })
  return shared
}

/** The renewal of the current session, shortly before it expires. */
function schedule (): void {
  clearTimeout(renewal)
  const session = state().session.value
  if (session === null) return
  const wait = Math.max(0, session.expiresAt - Date.now() - RENEW_BEFORE_MS)
  renewal = setTimeout(() => { void refresh() }, Math.min(wait, 2 ** 31 - 1))
}

/** Takes a login (or refresh) answer as the current session. */
function begin (answer: LoginAnswer): void {
  const session: Session = {
    token: answer.token,
    expiresAt: Date.parse(answer.expires_at),
    username: answer.username,
    roles: answer.roles,
    permissions: answer.permissions
  }
  state().session.value = session
  sessionStorage.setItem(KEY, JSON.stringify(session))
}

function end (): void {
  state().session.value = null
  sessionStorage.removeItem(KEY)
  clearTimeout(renewal)
}

/** A new token for the session (the old one runs out by itself; a 401 ends the session, see client.ts). */
async function refresh (): Promise<void> {
  if (state().session.value === null) return
  const { data } = await api.GET('/api/v1/auth/refresh')
  if (data !== undefined) begin(data)
}

/** Ends the session, on the server too. */
async function logout (): Promise<void> {
  await api.POST('/api/v1/auth/logout')
  end()
}

export interface SessionState {
  /** the current session, null when no one is logged in */
  session: ComputedRef<Session | null>
  /** the user and their highest role, for the header */
  user: ComputedRef<string>
  /** the token to send, or null */
  token: () => string | null
  begin: (answer: LoginAnswer) => void
  end: () => void
  logout: () => Promise<void>
  /** whether the user holds the role (the effective roles include every one below the granted one) */
  hasRole: (role: string) => boolean
  /** whether the user may change records of the model (form-<model>:edit or form-*:edit) */
  canEdit: (model: string) => boolean
}

export function useSession (): SessionState {
  const { session } = state()
  const hasRole = (role: string): boolean => session.value?.roles.includes(role) === true
  const canEdit = (model: string): boolean => {
    const permissions = session.value?.permissions ?? []
    return permissions.includes(`form-${model}:edit`) || permissions.includes('form-*:edit')
  }
  const user = computed(() => {
    if (session.value === null) return ''
    const top = [...ROLES].reverse().find(hasRole) ?? ''
    return `${session.value.username} (${top})`
  })
  return { session: computed(() => session.value), user, token: () => session.value?.token ?? null, begin, end, logout, hasRole, canEdit }
}
