import { computed, ref, type ComputedRef, type Ref } from 'vue'
import { api, undeclared } from '../api/client'
import { isActionBody, isFieldErrors, type ReportDescriptor, type ReportQuery } from '../api/types'
import { isAnswer, summaryOf, type AnswerSummary, type NamedRecord, type Refusal } from '../forms/action-answer'
import { bodyOf, emptyValues, parameterFields, type ParameterField, type ParameterValues } from '../forms/action-parameters'
import { toApi, type FormField } from '../forms/fields'
import { useProblem } from './useProblem'

// One action run from the app (README "Reports", "Batch edit, batch delete, storage location"): the form of its
// parameters (from the descriptor's JSON schema), a preview (POST /api/v1/report/<Name> with preview: true: what
// would change, nothing written) and the run, on the records the report menu names (id=, or the grid's filters and
// sort). A 422 puts each problem of a parameter under its field and lists the records refused (the run changed
// nothing); any other problem is shown (useProblem).

export interface ActionOutcome { preview: boolean, summary: AnswerSummary }

export interface ActionState {
  fields: ParameterField[]
  values: Ref<ParameterValues>
  /** messages under the parameters' fields */
  errors: Ref<Record<string, string>>
  /** what the service refused of a run or a preview, each naming its record */
  refusals: Ref<Refusal[]>
  outcome: Ref<ActionOutcome | null>
  /** records an answer listed to choose from (a sample's series), for the ids fields */
  candidates: ComputedRef<NamedRecord[]>
  problem: Ref<string>
  busy: Ref<boolean>
  /** a run changed records (the grid and the form read them again) */
  ran: Ref<boolean>
  send: (preview: boolean) => Promise<boolean>
}

/** `params`: id=, or the list's sort and filter[...]; `columns`: the model's fields (BatchEdit's columns, their types). */
export function useAction (model: string, action: ReportDescriptor, params: Record<string, string | number>, columns: FormField[]): ActionState {
  const fields = parameterFields(action.parameters)
  const values = ref<ParameterValues>(emptyValues(fields))
  const errors = ref<Record<string, string>>({})
  const refusals = ref<Refusal[]>([])
  const outcome = ref<ActionOutcome | null>(null)
  const listed = ref<NamedRecord[]>([])
  const busy = ref(false)
  const ran = ref(false)
  const { problem, show, clear } = useProblem()
  const names = new Set(fields.map(f => f.name))

  /** A cell typed for a column as the API takes it (numbers for a number column, '' as null: clears). */
  const typedFor = (column: string, typed: string): unknown => {
    const field = columns.find(c => c.name === column)
    return field === undefined ? (typed === '' ? null : typed) : toApi(field, typed)
  }

  /** The query: the model and id= or sort (declared), the filters (filter[...], which the document leaves open). */
  function queryOf (): { query: ReportQuery, filters: Record<string, string> } {
    const query: ReportQuery = { name: model }
    const filters: Record<string, string> = {}
    for (const [key, value] of Object.entries(params)) {
      if (key === 'id' || key === 'sort') query[key] = String(value)
      else filters[key] = String(value)
    }
    return { query, filters }
  }

  async function send (preview: boolean): Promise<boolean> {
    clear()
    errors.value = {}
    refusals.value = []
    const { body, problems } = bodyOf(fields, values.value, typedFor)
    if (Object.keys(problems).length > 0) { errors.value = problems; return false }
    const sent = { ...body, preview }
    if (!isActionBody(sent, action.parameters)) { show('The app built a body the action does not take.'); return false }
    busy.value = true
    const { query, filters } = queryOf()
    const answer = await api.POST('/api/v1/report/{report}', { params: { path: { report: action.name }, query }, body: sent, ...undeclared({ query: filters }) })
      .catch(() => null).finally(() => { busy.value = false })
    if (answer === null) { show('The service could not be reached: try again.'); return false }
    if (answer.data !== undefined && isAnswer(answer.data)) {
      const summary = summaryOf(answer.data)
      outcome.value = { preview, summary }
      if (summary.candidates.length > 0) listed.value = summary.candidates
      if (!preview) ran.value = true
      return true
    }
    outcome.value = null
    if (isFieldErrors(answer.error)) {
      for (const e of answer.error.filter(e => names.has(e.field))) errors.value[e.field] = e.message
      refusals.value = answer.error.filter(e => !names.has(e.field)).map(e => ({ record: '', field: e.field, message: e.message }))
      if (!preview) show('The service refused the run: nothing was changed.')
    } else show(answer.error ?? 'The service did not answer as expected.')
    return false
  }

  return { fields, values, errors, refusals, outcome, candidates: computed(() => listed.value), problem, busy, ran, send }
}
