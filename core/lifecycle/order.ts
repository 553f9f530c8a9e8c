import { refersTo } from '../templates/names.js'

/** A template about to be applied: its API name (when readable) and its raw JSON, which names its parent. */
export interface Ordered { name: string | null, raw: unknown }

/** Parents before children; templates whose parent is not among them keep their place at the end. */
export function orderByParent<T extends Ordered> (items: T[]): T[] {
  const byName = new Map(items.filter(s => s.name !== null).map(s => [s.name!, s]))
  const parentOf = (s: T): T | undefined => {
    const parent = (s.raw as { parentModel?: unknown } | null)?.parentModel
    if (typeof parent !== 'string' || parent === '') return undefined
    const match = items.find(o => o !== s && refersTo(parent, { ...(o.raw as object), name: o.name }))
    return match === undefined || match.name === null ? undefined : byName.get(match.name)
  }
  const ordered: T[] = []
  const visiting = new Set<T>()
  const visit = (s: T): void => {
    if (ordered.includes(s) || visiting.has(s)) return
    visiting.add(s)
    const parent = parentOf(s)
    if (parent !== undefined) visit(parent)
    ordered.push(s)
  }
  for (const s of items) visit(s)
  return ordered
}
