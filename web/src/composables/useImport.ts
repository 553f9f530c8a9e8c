import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import { api, fileField } from '../api/client'
import { fileNameOf, saveBlob } from '../api/transfer'
import type { ImportLog, ImportQuery, ImportResult } from '../api/types'
import { countOf } from '../forms/fields'
import { useProblem } from './useProblem'

// An import of a model's records from a file (POST /api/v1/form/import): Check (mode=validate) reads every row and
// writes nothing, listing every problem by row and column; Import (mode=commit) writes every row or none. Import
// is offered only after a check of the same file and options found no problems, so a user never learns of a
// problem from a refused commit when a check would have listed them all, row by row. The template to fill in
// (GET /api/v1/form/import-template) is saved as a file. The import just written can be undone as a whole
// (POST /api/v1/import/{id}/undo), while nothing changed its records since. Check and Import run as jobs
// (Prefer: respond-async): the dialog follows the job (GET /api/v1/import/{id}) and shows its rows done of its rows.

const plural = (n: number, one: string, many: string): string => `${countOf(n)} ${n === 1 ? one : many}`

export interface Import {
  file: Ref<File | null>
  /** the sheet of an XLSX workbook ('' for the first) */
  sheet: Ref<string>
  /** rows that name a record by combined id update it (key=combined_id) */
  update: Ref<boolean>
  /** a request is running */
  busy: Ref<boolean>
  /** the running job's rows done and rows, null before its answer */
  progress: Ref<{ done: number, total: number } | null>
  /** the last check's answer, null before one (or once the file or options changed) */
  result: Ref<ImportResult | null>
  /** what a commit wrote (or its undo gave back), '' before one */
  imported: Ref<string>
  /** the import the last commit wrote, while it may be undone */
  written: Ref<number | null>
  problem: Ref<string>
  /** the file is an XLSX workbook (it has sheets) */
  xlsx: ComputedRef<boolean>
  /** the check's counts: "12 rows: 10 new, 2 updates, 3 problems" */
  summary: ComputedRef<string>
  /** a check of this file and these options found no problems: it may be imported */
  ready: ComputedRef<boolean>
  check: () => Promise<void>
  commit: () => Promise<void>
  undo: () => Promise<void>
  template: () => Promise<void>
}

/** The import of `model`'s records; `done` is called after a commit wrote them. */
export function useImport (model: () => string, done: () => void): Import {
  const { problem, show, clear, run } = useProblem()
  const file = ref<File | null>(null)
  const sheet = ref('')
  const update = ref(false)
  const busy = ref(false)
  const progress = ref<{ done: number, total: number } | null>(null)
  const result = ref<ImportResult | null>(null)
  const imported = ref('')
  const written = ref<number | null>(null)
  const xlsx = computed(() => file.value?.name.toLowerCase().endsWith('.xlsx') === true)
  const ready = computed(() => result.value !== null && result.value.errors.length === 0)
  const summary = computed(() => {
    const r = result.value
    if (r === null) return ''
    return `${plural(r.rows, 'row', 'rows')}: ${countOf(r.wouldCreate)} new, ${plural(r.wouldUpdate, 'update', 'updates')}, ${plural(r.errors.length, 'problem', 'problems')}`
  })

  // (a check speaks of the file and options it was made with)
  watch([file, sheet, update], () => {
    result.value = null
    imported.value = ''
    written.value = null
    clear()
  })

  /** Sends the file in `mode` as a job and follows it; hands the ended job to `then`. */
  async function send (mode: ImportQuery['mode'], then: (job: ImportLog) => void): Promise<void> {
    if (file.value === null || busy.value) return
    const query: ImportQuery = { name: model(), mode }
    if (update.value) query.key = 'combined_id'
    if (xlsx.value && sheet.value.trim() !== '') query.sheet = sheet.value.trim()
    busy.value = true
    progress.value = null
    clear()
    imported.value = ''
    written.value = null
    try {
      await run(api.POST('/api/v1/form/import', { params: { query, header: { prefer: 'respond-async' } }, ...fileField(file.value) }), async answer => {
        // (202 and the job, as asked: the other answers of the operation are those of an import without Prefer)
        if (!('state' in answer)) throw new Error('no job')
        const job = await follow(answer)
        if (job !== null) then(job)
      })
    } catch {
      show('The file did not reach the service.')
    } finally {
      busy.value = false
      progress.value = null
    }
  }

  /** The job once it ended (null: the service did not say, and the problem is shown); its progress meanwhile. */
  async function follow (job: ImportLog): Promise<ImportLog | null> {
    for (;;) {
      progress.value = { done: job.rowsDone, total: job.rows }
      if (job.state !== 'running') return job
      await new Promise(resolve => setTimeout(resolve, 300))
      const next = await api.GET('/api/v1/import/{id}', { params: { path: { id: job.id } } })
      if (next.data === undefined) {
        show(next.error)
        return null
      }
      job = next.data
    }
  }

  const outcome = (job: ImportLog): ImportResult => ({ rows: job.rows, wouldCreate: job.created, wouldUpdate: job.updated, errors: job.errors })

  async function check (): Promise<void> {
    result.value = null
    await send('validate', job => {
      if (job.state === 'failed') show(job.failure)
      else result.value = outcome(job)
    })
  }

  async function commit (): Promise<void> {
    if (!ready.value) return
    let refused: ImportResult | null = null
    await send('commit', job => {
      if (job.state === 'failed') {
        // (refused — the records changed since the check: the first problem said, all listed as a check's)
        const [first] = job.errors
        show(first === undefined ? job.failure : `Row ${first.row}: ${first.message}${job.errors.length > 1 ? ` (and ${plural(job.errors.length - 1, 'problem', 'problems')} more, below)` : ''}`)
        if (job.errors.length > 0) refused = outcome(job)
        return
      }
      const count = job.created + job.updated
      imported.value = `${plural(count, 'record', 'records')} imported${job.updated > 0 ? ` (${countOf(job.created)} new, ${countOf(job.updated)} updated)` : ''}`
      written.value = job.id
      done()
    })
    // (written, or refused: either way that check is spent)
    result.value = refused
  }

  async function undo (): Promise<void> {
    const id = written.value
    if (id === null || busy.value) return
    busy.value = true
    clear()
    try {
      await run(api.POST('/api/v1/import/{id}/undo', { params: { path: { id } } }), answer => {
        imported.value = `The import was undone: ${plural(answer.created, 'record', 'records')} deleted, ${plural(answer.updated, 'record', 'records')} given back`
        written.value = null
        done()
      })
    } catch {
      show('The service did not answer.')
    } finally {
      busy.value = false
    }
  }

  async function template (): Promise<void> {
    const answer = await api.GET('/api/v1/form/import-template', { params: { query: { name: model() } }, parseAs: 'blob' })
    await run(Promise.resolve(answer), blob => { saveBlob(blob, fileNameOf(answer.response) ?? `${model()}-import.csv`) })
  }

  return { file, sheet, update, busy, progress, result, imported, written, problem, xlsx, summary, ready, check, commit, undo, template }
}
