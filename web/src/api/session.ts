import { reactive } from 'vue'

// Who is logged in: the token of the service's login (POST /api/v1/auth/login), its expiry, the user's effective
// roles and permissions. Kept in sessionStorage (a tab's own, gone with it) and renewed before it expires
// (GET /api/v1/auth/refresh); logout ends the session on the server too.

export interface Session {
  token: string
  /** ms since the epoch */
  expiresAt: number
  username: string
  roles: string[]
  permissions: string[]
}

const KEY = 'record-service.session'
/** renew this long before the token expires (a day-long token: an hour before) */
const RENEW_BEFORE_MS = 60 * 60 * 1000

function stored (): Session | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Session | null
    return session !== null && session.expiresAt > Date.now() ? session : null
  } catch {
    return null
  }
}

export const auth = reactive<{ session: Session | null }>({ session: stored() })
let renewal: ReturnType<typeof setTimeout> | undefined

interface LoginAnswer { token: string, expires_at: string, username: string, roles: string[], permissions: string[] }

/** Takes a login (or refresh) answer as the current session (the app schedules its renewal when the token changes). */
export function begin (answer: LoginAnswer): void {
  const session: Session = {
    token: answer.token,
    expiresAt: Date.parse(answer.expires_at),
    username: answer.username,
    roles: answer.roles,
    permissions: answer.permissions
  }
  auth.session = session
  sessionStorage.setItem(KEY, JSON.stringify(session))
}

export function end (): void {
  auth.session = null
  sessionStorage.removeItem(KEY)
  clearTimeout(renewal)
}

/** The renewal of the current session, shortly before it expires. */
export function schedule (): void {
  clearTimeout(renewal)
  if (auth.session === null) return
  const wait = Math.max(0, auth.session.expiresAt - Date.now() - RENEW_BEFORE_MS)
  renewal = setTimeout(() => { void refresh() }, Math.min(wait, 2 ** 31 - 1))
}

/** A new token for the session (the old one runs out by itself). */
export async function refresh (): Promise<void> {
  const token = auth.session?.token
  if (token === undefined) return
  const response = await fetch('/api/v1/auth/refresh', { headers: { authorization: `Bearer ${token}` } })
  if (response.ok) begin(await response.json() as LoginAnswer)
  else if (response.status === 401) end()
}

const RANKS = ['viewer', 'operator', 'developer', 'administrator', 'sa']

/** Whether the user holds the role (the effective roles include every one below the granted one). */
export function hasRole (role: string): boolean {
  return auth.session?.roles.includes(role) === true
}

/** Whether the user may change records of the model (form-<model>:edit or form-*:edit). */
export function canEdit (model: string): boolean {
  const permissions = auth.session?.permissions ?? []
  return permissions.includes(`form-${model}:edit`) || permissions.includes('form-*:edit')
}

/** The user's highest role, for the header. */
export function topRole (): string {
  const roles = auth.session?.roles ?? []
  return [...RANKS].reverse().find(r => roles.includes(r)) ?? ''
}
