import { computed, ref, type ComputedRef, type Ref } from 'vue'
import { api } from '../api/client'
import type { ListValue, ValueList } from '../api/types'
import { useProblem, type Problem } from './useProblem'
import { useSession } from './useSession'

// One value list as the value-list manager edits it (mDIS DisListValuesForm): its items in their order, its lock and
// URI. Every change goes to the service, and the list is read again from its answer or after it: what is shown is
// what is stored. A locked list takes changes from role sa only (the service refuses others; the page says so first).

export interface ValueListState {
  names: Ref<string[]>
  listname: Ref<string | null>
  list: Ref<ValueList | null>
  items: Ref<ListValue[]>
  /** the caller may change this list's items and URI */
  canEdit: ComputedRef<boolean>
  /** the caller may lock and unlock lists */
  canLock: ComputedRef<boolean>
  problem: Problem
  loadNames: () => Promise<void>
  open: (listname: string) => Promise<void>
  add: (item: { display: string, remark: string }) => Promise<boolean>
  change: (item: ListValue, fields: { display: string, remark: string }) => Promise<boolean>
  remove: (item: ListValue) => Promise<void>
  /** moves an item one place up (-1) or down (+1): the two items trade their sort */
  move: (item: ListValue, by: -1 | 1) => Promise<void>
  setLocked: (locked: boolean) => Promise<void>
  setUri: (uri: string) => Promise<boolean>
}

export function useValueList (): ValueListState {
  const { hasRole } = useSession()
  // (an item's problems show above the table: its fields are in a row, or the new item's; the URI's under its field)
  const problem = useProblem(() => ['list_uri'])
  const names = ref<string[]>([])
  const listname = ref<string | null>(null)
  const list = ref<ValueList | null>(null)
  const items = ref<ListValue[]>([])
  const canLock = computed(() => hasRole('sa'))
  const canEdit = computed(() => list.value !== null && hasRole('operator') && (!list.value.is_locked || canLock.value))

  async function loadNames (): Promise<void> {
    await problem.run(api.GET('/api/v1/list-values/list-names'), data => { names.value = data })
  }

  async function reload (): Promise<void> {
    const query = { listname: listname.value! }
    await problem.run(api.GET('/api/v1/list-values/list', { params: { query } }), data => { list.value = data })
    await problem.run(api.GET('/api/v1/list-values', { params: { query: { 'filter[listname]': listname.value!, sort: 'sort,id', 'per-page': -1 } } }),
      data => { items.value = data.items })
  }

  async function open (name: string): Promise<void> {
    problem.clear()
    listname.value = name
    list.value = null
    items.value = []
    await reload()
  }

  async function add (item: { display: string, remark: string }): Promise<boolean> {
    problem.clear()
    const added = await problem.run(api.POST('/api/v1/list-values', { body: { listname: listname.value!, ...item } }))
    if (added) await reload()
    return added
  }

  async function change (item: ListValue, fields: { display: string, remark: string }): Promise<boolean> {
    problem.clear()
    const changed = await problem.run(api.PUT('/api/v1/list-values/{id}', { params: { path: { id: item.id } }, body: fields }))
    if (changed) await reload()
    return changed
  }

  async function remove (item: ListValue): Promise<void> {
    problem.clear()
    if (await problem.run(api.DELETE('/api/v1/list-values/{id}', { params: { path: { id: item.id } } }))) await reload()
  }

  async function move (item: ListValue, by: -1 | 1): Promise<void> {
    problem.clear()
    const at = items.value.indexOf(item)
    const other = items.value[at + by]
    if (other === undefined) return
    // (equal sorts, as an import may leave them, would trade nothing: the moved one goes just past the other)
    const [mine, theirs] = item.sort === other.sort ? [other.sort + by, other.sort] : [other.sort, item.sort]
    const put = async (id: number, sort: number) => await problem.run(api.PUT('/api/v1/list-values/{id}', { params: { path: { id } }, body: { sort } }))
    if (await put(item.id, mine)) await put(other.id, theirs)
    await reload()
  }

  async function setLocked (locked: boolean): Promise<void> {
    problem.clear()
    const query = { listname: listname.value! }
    await problem.run(api.PUT('/api/v1/list-values/list', { params: { query }, body: { is_locked: locked } }), data => { list.value = data })
  }

  async function setUri (uri: string): Promise<boolean> {
    problem.clear()
    const query = { listname: listname.value! }
    return await problem.run(api.PUT('/api/v1/list-values/list', { params: { query }, body: { list_uri: uri === '' ? null : uri } }), data => { list.value = data })
  }

  return { names, listname, list, items, canEdit, canLock, problem, loadNames, open, add, change, remove, move, setLocked, setUri }
}
