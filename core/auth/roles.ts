// Roles and per-model permissions (DESIGN §6): each role includes the ones below it; `form-<model>:edit`
// includes `form-<model>:view`; `form-*:…` covers every model. Pure functions, used by the access hook.
//
// A viewer holds form-*:view and an operator form-*:edit by default. Permissions granted to a user explicitly
// replace that default, which is how access is narrowed to some models ("operator of cores only"). Developers
// and above manage models and always hold form-*:edit.

import { ROLES } from '../../schemas/users.js'
import { ModelForbidden } from '../shared/errors.js'

export { ROLES }
export type Role = typeof ROLES[number]
export type ModelPermission = 'view' | 'edit'

export const PERMISSION = /^form-(\*|[a-z][a-z0-9_]{0,62}):(view|edit)$/

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)

/** The rank of a user's highest role, -1 without any. */
export function rank (roles: readonly string[]): number {
  return Math.max(-1, ...roles.map(r => ROLES.indexOf(r as Role)))
}

export function hasRole (roles: readonly string[], least: Role): boolean {
  return rank(roles) >= ROLES.indexOf(least)
}

/** The roles a user effectively holds: their own and every role below. */
export function effectiveRoles (roles: readonly string[]): Role[] {
  return ROLES.slice(0, rank(roles) + 1)
}

/** The permissions a user effectively holds (see the rules at the top). */
export function effectivePermissions (roles: readonly string[], granted: readonly string[]): string[] {
  const top = rank(roles)
  if (top >= ROLES.indexOf('developer')) return [...new Set(['form-*:edit', ...granted])].sort()
  if (granted.length > 0 || top < 0) return [...new Set(granted)].sort()
  return [top === 0 ? 'form-*:view' : 'form-*:edit']
}

export function allows (permissions: readonly string[], model: string, wanted: ModelPermission): boolean {
  const names = wanted === 'view'
    ? [`form-${model}:view`, `form-${model}:edit`, 'form-*:view', 'form-*:edit']
    : [`form-${model}:edit`, 'form-*:edit']
  return names.some(n => permissions.includes(n))
}

/**
 * The one check of a model permission: 403 unless `permissions` hold it. Routes declare it for the request's model
 * (`config.access`, plugins/infra/auth.ts); the file routes ask it for the model of a file's record.
 */
export function requirePermission (permissions: readonly string[], model: string, wanted: ModelPermission): void {
  if (!allows(permissions, model, wanted)) throw new ModelForbidden(wanted, model)
}
