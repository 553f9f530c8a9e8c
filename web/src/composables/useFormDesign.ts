import { computed, ref, type ComputedRef, type InjectionKey, type Ref } from 'vue'
import { api } from '../api/client'
import { isFieldErrors, type FieldError, type FormSummary, type ModelSummary } from '../api/types'
import { isRequired, modelLabel, type FormField, type SelectSource } from '../forms/fields'
import {
  designOf, fieldsOf, kebab, locate, place, problemPlace, templateOf, type Design
} from '../design/form-design'
import { useProblem, type Problem } from './useProblem'

// The state of the form designer (FormDesignerView and components/form-designer): the design of one form (a stored
// form, a model's default form, or a new one from the model's seed), the model's columns not on it, what its selects
// and buttons can name (value lists, models, the forms of the parent and child models), a field dragged, and the
// save (create-form or update-form). A 422's problems go to the controls their JSON pointers name (`placed`), the
// others into one list (`unplaced`); any other error is the page's problem (useProblem).

export interface FormDesign {
  design: Ref<Design | null>
  /** create: the form is not stored yet (create-form); update: it is (update-form) */
  mode: Ref<'create' | 'update'>
  /** the API name of the form's model */
  model: Ref<string>
  models: Ref<ModelSummary[]>
  listNames: Ref<string[]>
  /** the model's columns not on the form, as the seed offers them */
  available: ComputedRef<FormField[]>
  /** the forms of the model's parent model and of its child models */
  parentForms: ComputedRef<FormSummary[]>
  childForms: ComputedRef<FormSummary[]>
  /** the field whose properties are shown */
  selected: Ref<string | null>
  /** the field (on the form or to add) being dragged */
  dragged: Ref<string | null>
  /** the design is as stored */
  saved: ComputedRef<boolean>
  /** the design differs from the form as loaded or last saved */
  edited: () => boolean
  loading: Ref<boolean>
  saving: Ref<boolean>
  /** a 422's messages by control: `name`, `<column>` (all of a field's), `<column>:label|kind|source` */
  placed: Ref<Record<string, string[]>>
  /** a 422's problems that name no control */
  unplaced: Ref<FieldError[]>
  problem: Problem
  /** whether the model requires the column (it stays on the form, marked required) */
  modelRequires: (name: string) => boolean
  /** whether the service sets the column (it stays read-only) */
  serverSets: (name: string) => boolean
  /** the source a field takes when it becomes a select */
  defaultSource: () => SelectSource
  load: (name: string, model: string | undefined, fresh: boolean) => Promise<void>
  update: (change: (design: Design) => Design) => void
  /** a column of the model (on the form or not) put at `index` of group `group` */
  put: (name: string, group: number, index: number) => void
  setLinks: (kind: 'supForms' | 'subForms', names: string[]) => void
  /** saves; answers the name of a form just created (undefined otherwise) */
  save: () => Promise<string | undefined>
}

export const FORM_DESIGN: InjectionKey<FormDesign> = Symbol('form design')

const isField = (value: unknown): value is FormField =>
  typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'

export function useFormDesign (): FormDesign {
  const problem = useProblem()
  const design = ref<Design | null>(null)
  const mode = ref<'create' | 'update'>('create')
  const model = ref('')
  const models = ref<ModelSummary[]>([])
  const forms = ref<FormSummary[]>([])
  const listNames = ref<string[]>([])
  const templates = ref<Record<string, FormField>>({})
  const selected = ref<string | null>(null)
  const dragged = ref<string | null>(null)
  const loading = ref(false)
  const saving = ref(false)
  const stored = ref('')
  const placed = ref<Record<string, string[]>>({})
  const unplaced = ref<FieldError[]>([])

  const available = computed(() => {
    const on = new Set(design.value === null ? [] : fieldsOf(design.value).map(f => f.name))
    return Object.values(templates.value).filter(f => !on.has(f.name))
  })
  const summaryOf = computed(() => models.value.find(m => m.name === model.value))
  const parentForms = computed(() => forms.value.filter(f => f.model === summaryOf.value?.parent))
  const childForms = computed(() => {
    const children = new Set(models.value.filter(m => m.parent === model.value).map(m => m.name))
    return forms.value.filter(f => children.has(f.model))
  })
  const edited = (): boolean => design.value !== null && stored.value !== JSON.stringify(templateOf(design.value))
  const saved = computed(() => mode.value === 'update' && design.value !== null && !edited())

  const modelRequires = (name: string): boolean => {
    const column = templates.value[name]
    return column !== undefined && isRequired(column)
  }
  const serverSets = (name: string): boolean => templates.value[name]?.formInput?.disabled === true
  const defaultSource = (): SelectSource => ({ type: 'list', listName: listNames.value[0] ?? '', textField: 'remark', valueField: 'display' })

  function clearProblems (): void {
    problem.clear()
    placed.value = {}
    unplaced.value = []
  }

  /** The form's template as the service answers it: the stored form, a model's default one, or the seed's. */
  async function templateFor (name: string, fresh: boolean, initial: unknown): Promise<unknown> {
    const entry = forms.value.find(f => f.name === name)
    if (fresh || entry === undefined) return { ...(typeof initial === 'object' ? initial : {}), name: kebab(name) }
    const { data, error } = await api.GET('/cg/api/get-form-template', { params: { query: { name } } })
    if (error !== undefined) { problem.show(error); return undefined }
    const answer: unknown = data
    // (a default form is not stored: it is saved as a new form, under a name the service takes)
    return entry.custom || typeof answer !== 'object' || answer === null ? answer : { ...answer, name: kebab(name) }
  }

  async function load (name: string, wanted: string | undefined, fresh: boolean): Promise<void> {
    loading.value = true
    clearProblems()
    const [summary, lists] = await Promise.all([api.GET('/cg/api/summary'), api.GET('/api/v1/list-values/list-names')])
    models.value = summary.data?.models ?? []
    forms.value = summary.data?.forms ?? []
    listNames.value = lists.data ?? []
    const entry = forms.value.find(f => f.name === name)
    mode.value = entry?.custom === true && !fresh ? 'update' : 'create'
    model.value = (fresh ? wanted : entry?.model ?? wanted) ?? ''
    if (summary.error !== undefined || model.value === '') {
      problem.show(summary.error ?? `There is no form "${name}"; open a new form from a model on the Templates page.`)
      loading.value = false
      return
    }
    const seed = await api.GET('/cg/api/get-form-template-seed', { params: { query: { modelName: model.value } } })
    if (seed.error !== undefined) {
      problem.show(seed.error)
      loading.value = false
      return
    }
    templates.value = Object.fromEntries(Object.values(seed.data.availableFieldTemplates).filter(isField).map(f => [f.name, f]))
    const loaded = designOf(await templateFor(name, fresh, seed.data.initialTemplate))
    if (loaded === undefined && problem.problem.value === '') problem.show('The service answered a form template the designer does not know.')
    design.value = loaded ?? null
    stored.value = loaded === undefined ? '' : JSON.stringify(templateOf(loaded))
    selected.value = null
    loading.value = false
  }

  function update (change: (design: Design) => Design): void {
    if (design.value !== null) design.value = change(design.value)
  }

  function put (name: string, group: number, index: number): void {
    if (design.value === null) return
    const { group: from, index: at } = locate(design.value, name)
    const field = from >= 0 ? design.value.groups[from].fields[at] : templates.value[name]
    if (field !== undefined) design.value = place(design.value, field, group, index)
  }

  function setLinks (kind: 'supForms' | 'subForms', names: string[]): void {
    update(d => {
      const before = d[kind]
      const links = Object.fromEntries(names.map(name => {
        const form = forms.value.find(f => f.name === name)
        return [name, before[name] ?? { buttonLabel: modelLabel(form?.model ?? name, { one: kind === 'supForms' }) }]
      }))
      return { ...d, [kind]: links }
    })
  }

  /** A 422's problems at their controls (the field names counted as the template sent them), the others listed. */
  function placeProblems (problems: FieldError[], sent: string[]): void {
    const at: Record<string, string[]> = {}
    const add = (key: string, message: string): void => { at[key] = [...(at[key] ?? []), message] }
    const rest: FieldError[] = []
    for (const p of problems) {
      const where = problemPlace(p.field, sent)
      if (where === '') rest.push(p)
      else if (where === 'name') add('name', p.message)
      else {
        add(where.field, p.message)
        if (where.part !== '') add(`${where.field}:${where.part}`, p.message)
      }
    }
    placed.value = at
    unplaced.value = rest
    // (the first field with a problem shows its properties, so the message is at its control)
    selected.value = sent.find(name => at[name] !== undefined) ?? selected.value
  }

  async function save (): Promise<string | undefined> {
    if (design.value === null || saving.value) return undefined
    saving.value = true
    clearProblems()
    const template = templateOf(design.value)
    const sent = fieldsOf(design.value).map(f => f.name)
    const answer = await (mode.value === 'create'
      ? api.POST('/cg/api/create-form', { body: { template } })
      : api.PUT('/cg/api/update-form', { params: { query: { name: design.value.name } }, body: { template } }))
    saving.value = false
    if (answer.error !== undefined) {
      if (isFieldErrors(answer.error)) placeProblems(answer.error, sent)
      else problem.show(answer.error)
      return undefined
    }
    stored.value = JSON.stringify(template)
    if (mode.value === 'update') return undefined
    // (stored now: the next save updates it)
    mode.value = 'update'
    return design.value.name
  }

  return {
    design, mode, model, models, listNames, available, parentForms, childForms, selected, dragged, saved, edited, loading, saving, placed, unplaced, problem,
    modelRequires, serverSets, defaultSource, load, update, put, setLinks, save
  }
}
