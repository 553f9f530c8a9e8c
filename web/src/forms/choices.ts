import { api, named, undeclared } from '../api/client'
import { listChoice, recordChoice, type Choice, type SelectSource } from './fields'

// The choices of a select field: a value list's items, or the records of a related model named by its text field (at
// most 1000, the largest page the API gives). The mapping is fields.ts's (listChoice, recordChoice).

export type { Choice }

const cache = new Map<string, Promise<Choice[]>>()

async function load (source: SelectSource): Promise<Choice[]> {
  if (source.type === 'list') {
    // (the list-values route filters by any field, ?filter[listname]=, which its document does not declare; the
    // choices keep the list's order)
    const { data } = await api.GET('/api/v1/list-values', { params: { query: { 'per-page': -1, sort: 'sort,id' } }, ...undeclared({ query: source.listName === undefined ? {} : { 'filter[listname]': source.listName } }) })
    return (data?.items ?? []).map(listChoice)
  }
  const { data } = await api.GET('/api/v1/form', { params: { query: { ...named(source.model ?? ''), 'per-page': 1000 } } })
  return (data?.items ?? []).map(record => recordChoice(source, record))
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
