import { computed, ref, type ComputedRef, type Ref } from 'vue'
import { api } from '../api/client'
import type { Widget, WidgetChange } from '../api/types'
import { useProblem } from './useProblem'

// The dashboard's widgets (GET /api/v1/widgets, by order): the ones shown, and a developer's changes to their order
// and visibility. Each change shows at once and is stored at once (PUT /api/v1/widgets, every widget's place and
// visibility in one call, all or none); saves go one after another, the last one carrying the latest state. A save
// that fails shows its problem and reloads what is stored.

export interface Widgets {
  /** every widget, in the dashboard's order */
  widgets: Ref<Widget[]>
  /** the active ones, in order: what the dashboard shows outside edit mode */
  shown: ComputedRef<Widget[]>
  loading: Ref<boolean>
  /** a save is under way */
  saving: Ref<boolean>
  problem: Ref<string>
  load: () => Promise<void>
  /** moves the widget at `from` to the place `to` (of every widget) and stores the new order */
  move: (from: number, to: number) => Promise<void>
  /** shows or hides a widget and stores it */
  setActive: (id: number, active: boolean) => Promise<void>
}

export function useWidgets (): Widgets {
  const widgets = ref<Widget[]>([])
  const loading = ref(true)
  const saving = ref(false)
  const { problem, run, clear } = useProblem()
  const shown = computed(() => widgets.value.filter(w => w.active))
  let queue: Promise<void> = Promise.resolve()

  async function load (): Promise<void> {
    loading.value = true
    await run(api.GET('/api/v1/widgets'), data => { widgets.value = data })
    loading.value = false
  }

  /** Every widget's place (its index) and visibility, as one bulk change. */
  const changes = (): WidgetChange[] => widgets.value.map((w, order) => ({ id: w.id, order, active: w.active }))

  async function send (): Promise<void> {
    saving.value = true
    clear()
    const stored = await run(api.PUT('/api/v1/widgets', { body: changes() }))
    // (the order numbers now stored, so that a widget read back is as shown)
    if (stored) widgets.value = widgets.value.map((w, order) => ({ ...w, order }))
    else await load()
    saving.value = false
  }

  async function save (): Promise<void> {
    queue = queue.then(send)
    await queue
  }

  async function move (from: number, to: number): Promise<void> {
    const list = [...widgets.value]
    if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return
    const [moved] = list.splice(from, 1)
    list.splice(to, 0, moved)
    widgets.value = list
    await save()
  }

  async function setActive (id: number, active: boolean): Promise<void> {
    widgets.value = widgets.value.map(w => w.id === id ? { ...w, active } : w)
    await save()
  }

  return { widgets, shown, loading, saving, problem, load, move, setActive }
}
