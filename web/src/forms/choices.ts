import { api } from '../api/client'
import type { SelectSource } from './fields'

// The choices of a select field: a value list's items (display, with the remark as the longer text), or the records
// of a related model named by its text field (at most 1000, the largest page the API gives).

export interface Choice { title: string, value: unknown, subtitle?: string }

const cache = new Map<string, Promise<Choice[]>>()

async function load (source: SelectSource): Promise<Choice[]> {
  if (source.type === 'list') {
    const { data } = await api.GET('/api/v1/list-values', { params: { query: { 'filter[listname]': source.listName, 'per-page': -1 } as never } })
    return (data?.items ?? []).map(i => ({ title: i.display, value: i.display, subtitle: i.remark ?? undefined }))
  }
  const { data } = await api.GET('/api/v1/form', { params: { query: { name: source.model!, 'per-page': 1000 } as never } })
  const items = ((data as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [])
  const text = source.textField ?? 'id'
  const value = source.valueField ?? 'id'
  return items.map(r => ({ title: String(r[text] ?? r.id), value: r[value] }))
}

/** The choices of a source, loaded once per page view of the app. */
export async function choicesOf (source: SelectSource): Promise<Choice[]> {
  const key = JSON.stringify(source)
  let found = cache.get(key)
  if (found === undefined) {
    found = load(source)
    cache.set(key, found)
    found.catch(() => cache.delete(key))
  }
  return await found
}

/** Forgets loaded choices (after a save, the related records may have changed). */
export function forgetChoices (): void {
  cache.clear()
}
