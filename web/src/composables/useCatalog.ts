import { computed, ref, watch, type ComputedRef } from 'vue'
import { api } from '../api/client'
import type { FormMenu } from '../api/types'

// The models there are, as the open app knows them: a catalogue version and the menu of forms the user may open
// (GET /api/v1/app/forms). Models registered, changed or dropped through the cg API, on this instance or another,
// reach an open app without a reload: the OpenAPI document's ETag changes with every model change, so the app asks
// for it every few seconds with If-None-Match (a 304 costs nothing) and, when it moved, counts a new version, which
// reloads the menu and which the open model's form and the templates page follow. One catalogue per page: every
// useCatalog() shares the state below.

const EVERY_MS = 3000
const version = ref(0)
const menu = ref<FormMenu>({})
let following = false
let etag: string | null = null
let timer: ReturnType<typeof setInterval> | undefined

async function check (): Promise<void> {
  const response = await fetch('/openapi.json', { cache: 'no-store', headers: etag === null ? {} : { 'if-none-match': etag } }).catch(() => null)
  if (response === null || response.status !== 200) return
  const next = response.headers.get('etag')
  void response.body?.cancel()
  if (etag !== null && next !== etag) version.value++
  etag = next
}

async function loadMenu (): Promise<void> {
  const { data } = await api.GET('/api/v1/app/forms')
  menu.value = data ?? {}
}

watch(version, () => { if (following) void loadMenu() })

/** Watches the models (once per page) and loads the menu: a session began or its token changed. */
function follow (): void {
  following = true
  if (timer === undefined) {
    void check()
    timer = setInterval(() => { void check() }, EVERY_MS)
  }
  void loadMenu()
}

/** Forgets the menu: the session ended. */
function forget (): void {
  following = false
  menu.value = {}
}

export interface Catalog {
  /** counts the changes of the models seen since the page loaded */
  version: ComputedRef<number>
  /** the forms the user may open, by module */
  menu: ComputedRef<FormMenu>
  follow: () => void
  forget: () => void
  /** the model's parent model and its child models, among those the user may view (each model once) */
  family: (model: string) => { parent: string | null, children: string[] }
}

/** Each model the user may view, and its parent model. */
const parents = computed(() => new Map(Object.values(menu.value).flat().map(form => [form.model, form.parent])))

function family (model: string): { parent: string | null, children: string[] } {
  const parent = parents.value.get(model) ?? null
  return {
    parent: parent !== null && parents.value.has(parent) ? parent : null,
    children: [...parents.value].filter(([, p]) => p === model).map(([child]) => child)
  }
}

export function useCatalog (): Catalog {
  return { version: computed(() => version.value), menu: computed(() => menu.value), follow, forget, family }
}
