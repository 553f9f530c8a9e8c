import { computed, ref, type ComputedRef, type Ref } from 'vue'
import { api, named } from '../api/client'
import type { Reports } from '../api/types'
import { messageOf } from './useProblem'
import { useUserConfig } from './useUserConfig'

// "Save and print label" (mDIS's auto-print): a model's label reports that a printer takes after a save
// (canAutoPrint), the one the user chose for the model (kept in their config, per model), and its printing through
// GET /api/v1/form/print once a record is saved.

const KEY = 'labels.after-save'

export interface LabelPrinting {
  /** the labels that can be printed after a save */
  labels: Ref<Reports['single']>
  /** the label printed after each save, or null */
  chosen: ComputedRef<string | null>
  load: () => Promise<void>
  choose: (label: string | null) => void
  /** prints the chosen label of a record: what was printed where, or the problem */
  print: (id: number) => Promise<{ printed: string } | { problem: string }>
}

export function useLabelPrinting (model: () => string): LabelPrinting {
  const config = useUserConfig()
  const labels = ref<Reports['single']>([])
  const chosen = computed(() => {
    const label = config.objectOf<string>(KEY)[model()]
    return labels.value.some(l => l.name === label) ? label : null
  })

  async function load (): Promise<void> {
    await config.ready()
    const { data } = await api.GET('/api/v1/form/reports', { params: { query: named(model()) } })
    labels.value = data?.single.filter(r => r.canAutoPrint) ?? []
  }

  function choose (label: string | null): void {
    config.set(KEY, { ...config.objectOf<string>(KEY), [model()]: label })
  }

  async function print (id: number): Promise<{ printed: string } | { problem: string }> {
    const reportName = chosen.value!
    const { data, error } = await api.GET('/api/v1/form/print', { params: { query: { ...named(model()), id: String(id), reportName } } })
    if (data === undefined) return { problem: `The label was not printed: ${messageOf(error)}` }
    return { printed: `label printed on ${data.printer}` }
  }

  return { labels, chosen, load, choose, print }
}
