import { useRoute, useRouter, type LocationQuery } from 'vue-router'
import type { FilterLevel } from '../forms/fields'
import { useUserConfig } from './useUserConfig'

// The parent a user works in (program → expedition → site → hole → ...): the ids chosen in a model's filter bar,
// by model. Kept in the page's URL (#/models/cores?programs=1&…&holes=4: a link or a reload opens the same records)
// and in the user's config ("parent-context": another page, another day or another browser starts from it). The
// URL wins over the config; a choice at one level drops what was chosen below it, on this page and elsewhere.

/** The ids chosen, by model name. */
export type ParentContext = Record<string, number>
/** A filter bar's choices, by the column its level filters (FilterLevel.as). */
export type Filters = Record<string, number | null>

const KEY = 'parent-context'

const asId = (value: unknown): number | undefined => {
  const id = Number(Array.isArray(value) ? value[0] : value)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** The filters of `levels` that `query` names (a URL's, or the stored context). */
function filtersFrom (levels: FilterLevel[], source: Record<string, unknown>): Filters {
  return Object.fromEntries(levels.map(level => [level.as, asId(source[level.model]) ?? null]))
}

/** The URL's query for `filters`: the levels chosen, by model. */
function queryOf (levels: FilterLevel[], filters: Filters): Record<string, string> {
  return Object.fromEntries(levels.flatMap(level => filters[level.as] == null ? [] : [[level.model, String(filters[level.as])]]))
}

export interface ParentContextState {
  /** the filters a model's page starts from: the URL's, else the user's context */
  initial: (levels: FilterLevel[]) => Promise<Filters>
  /** the filters the URL now names (a link followed on the open page), or null when it names none of the levels */
  fromUrl: (levels: FilterLevel[], query: LocationQuery) => Filters | null
  /** the user chose `filters`: into the URL and the user's context */
  remember: (levels: FilterLevel[], filters: Filters) => void
}

export function useParentContext (): ParentContextState {
  const route = useRoute()
  const router = useRouter()
  const config = useUserConfig()
  const stored = (): ParentContext => config.objectOf<number>(KEY)

  const fromUrl = (levels: FilterLevel[], query: LocationQuery): Filters | null =>
    levels.some(level => asId(query[level.model]) !== undefined) ? filtersFrom(levels, query) : null

  const initial = async (levels: FilterLevel[]): Promise<Filters> => {
    const linked = fromUrl(levels, route.query)
    if (linked !== null) return linked
    await config.ready()
    return filtersFrom(levels, stored())
  }

  const remember = (levels: FilterLevel[], filters: Filters): void => {
    const query = queryOf(levels, filters)
    const same = levels.every(level => (query[level.model] ?? null) === (route.query[level.model] ?? null))
    if (!same) void router.replace({ query: { ...query } })
    const before = stored()
    const changed = levels.some(level => (before[level.model] ?? null) !== filters[level.as])
    if (!changed) return
    // (the models below the bar's levels were chosen inside the old parents: they go)
    const kept = Object.fromEntries(Object.entries(before).filter(([model]) => levels.some(level => level.model === model)))
    const next: ParentContext = { ...kept }
    for (const level of levels) {
      const id = filters[level.as]
      if (id == null) delete next[level.model]
      else next[level.model] = id
    }
    config.set(KEY, next)
  }

  return { initial, fromUrl, remember }
}
