import { refersTo } from '../1-templates/names.js'

/** A template about to be applied: its API name (when readable) and its raw JSON, which names its parent. */
export interface Ordered { name: string | null, raw: unknown }

/** The models a raw template needs first: its parent and the foreign tables of its 1:n relations (names or tables). */
function needs (raw: unknown): string[] {
  const { parentModel, relations, foreignkeys } = (raw ?? {}) as { parentModel?: unknown, relations?: unknown, foreignkeys?: unknown }
  const referred = [relations, foreignkeys].flatMap(set => set !== null && typeof set === 'object' ? Object.values(set as object) : [])
    .flatMap((r: { relationType?: unknown, foreignTable?: unknown } | null) => r?.relationType === '1n' ? [r.foreignTable] : [])
  return [parentModel, ...referred].filter((n): n is string => typeof n === 'string' && n !== '')
}

/**
 * Parents (and the models 1:n relations refer to) before the templates that need them; templates whose needs are
 * not among them keep their place.
 */
export function orderByParent<T extends Ordered> (items: T[]): T[] {
  const byName = new Map(items.filter(s => s.name !== null).map(s => [s.name!, s]))
  const needed = (s: T): T[] => needs(s.raw).flatMap(name => {
    const match = items.find(o => o !== s && refersTo(name, { ...(o.raw as object), name: o.name }))
    return match === undefined || match.name === null ? [] : [byName.get(match.name)!]
  })
  const ordered: T[] = []
  const visiting = new Set<T>()
  const visit = (s: T): void => {
    if (ordered.includes(s) || visiting.has(s)) return
    visiting.add(s)
    for (const first of needed(s)) visit(first)
    ordered.push(s)
  }
  for (const s of items) visit(s)
  return ordered
}
