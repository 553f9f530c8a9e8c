import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import { api, fileField } from '../api/client'
import { fileNameOf, saveBlob } from '../api/transfer'
import type { ImportQuery, ImportResult } from '../api/types'
import { useProblem } from './useProblem'

// An import of a model's records from a file (POST /api/v1/form/import): Check (mode=validate) reads every row and
// writes nothing, listing every problem by row and column; Import (mode=commit) writes every row or none. Import
// is offered only after a check of the same file and options found no problems, so a user never learns of a
// problem from a refused commit when a check would have listed them all, row by row. The template to fill in
// (GET /api/v1/form/import-template) is saved as a file.

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

export interface Import {
  file: Ref<File | null>
  /** the sheet of an XLSX workbook ('' for the first) */
  sheet: Ref<string>
  /** rows that name a record by combined id update it (key=combined_id) */
  update: Ref<boolean>
  /** a request is running */
  busy: Ref<boolean>
  /** the last check's answer, null before one (or once the file or options changed) */
  result: Ref<ImportResult | null>
  /** what a commit wrote, '' before one */
  imported: Ref<string>
  problem: Ref<string>
  /** the file is an XLSX workbook (it has sheets) */
  xlsx: ComputedRef<boolean>
  /** the check's counts: "12 rows: 10 new, 2 updates, 3 problems" */
  summary: ComputedRef<string>
  /** a check of this file and these options found no problems: it may be imported */
  ready: ComputedRef<boolean>
  check: () => Promise<void>
  commit: () => Promise<void>
  template: () => Promise<void>
}

/** The import of `model`'s records; `done` is called after a commit wrote them. */
export function useImport (model: () => string, done: () => void): Import {
  const { problem, show, clear, run } = useProblem()
  const file = ref<File | null>(null)
  const sheet = ref('')
  const update = ref(false)
  const busy = ref(false)
  const result = ref<ImportResult | null>(null)
  const imported = ref('')
  const xlsx = computed(() => file.value?.name.toLowerCase().endsWith('.xlsx') === true)
  const ready = computed(() => result.value !== null && result.value.errors.length === 0)
  const summary = computed(() => {
    const r = result.value
    if (r === null) return ''
    return `${plural(r.rows, 'row', 'rows')}: ${r.wouldCreate.toLocaleString('en')} new, ${plural(r.wouldUpdate, 'update', 'updates')}, ${plural(r.errors.length, 'problem', 'problems')}`
  })

  // (a check speaks of the file and options it was made with)
  watch([file, sheet, update], () => {
    result.value = null
    imported.value = ''
    clear()
  })

  /** Sends the file in `mode`; hands a success's answer to `then`. */
  async function send (mode: ImportQuery['mode'], then: (answer: ImportResult) => void): Promise<void> {
    if (file.value === null || busy.value) return
    const query: ImportQuery = { name: model(), mode }
    if (update.value) query.key = 'combined_id'
    if (xlsx.value && sheet.value.trim() !== '') query.sheet = sheet.value.trim()
    busy.value = true
    clear()
    imported.value = ''
    try {
      await run(api.POST('/api/v1/form/import', { params: { query }, ...fileField(file.value) }), answer => { then(answer) })
    } catch {
      show('The file did not reach the service.')
    } finally {
      busy.value = false
    }
  }

  async function check (): Promise<void> {
    result.value = null
    await send('validate', answer => { result.value = answer })
  }

  async function commit (): Promise<void> {
    if (!ready.value) return
    await send('commit', answer => {
      const written = answer.wouldCreate + answer.wouldUpdate
      imported.value = `${plural(written, 'record', 'records')} imported${answer.wouldUpdate > 0 ? ` (${answer.wouldCreate.toLocaleString('en')} new, ${answer.wouldUpdate.toLocaleString('en')} updated)` : ''}`
      done()
    })
    // (written, or refused because the records changed since the check: either way that check is spent)
    result.value = null
  }

  async function template (): Promise<void> {
    const answer = await api.GET('/api/v1/form/import-template', { params: { query: { name: model() } }, parseAs: 'blob' })
    await run(Promise.resolve(answer), blob => { saveBlob(blob, fileNameOf(answer.response) ?? `${model()}-import.csv`) })
  }

  return { file, sheet, update, busy, result, imported, problem, xlsx, summary, ready, check, commit, template }
}
