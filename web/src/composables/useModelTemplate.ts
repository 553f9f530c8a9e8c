import { computed, ref, type ComputedRef, type Ref } from 'vue'
import { api } from '../api/client'
import { isFieldErrors, type AnswerOf, type FieldError, type ModelSummary } from '../api/types'
import { changesBetween, type Change } from '../design/model-changes'
import { emptyDraft, fromTemplate, toTemplate, type ModelDraft } from '../design/model-draft'
import { parentInfo, renameParentRelation, withoutParent, withParent } from '../design/model-parent'
import { placeProblems, type Placed } from '../design/model-problems'
import { useProblem, type Problem } from './useProblem'

// The model editor's state (issue 32, mDIS DataModelTemplate): the template being edited (a new model, or one read
// from GET /cg/api/get-model-template), what the editor offers to choose from (models, modules, value lists,
// behaviors), the changes against the stored template, and the save (POST create-model, PUT update-model) whose
// 422 problems are placed at their inputs. The pure parts are in components/model-editor/*.ts.

/** A behavior the service acts on, with its parameters (GET /cg/api/behaviors). */
export type BehaviorInfo = AnswerOf<'/cg/api/behaviors', 'get'>[number]

export interface ModelTemplateState {
  draft: Ref<ModelDraft>
  /** the stored template of an existing model, null for a new one */
  stored: Ref<ModelDraft | null>
  /** the editor may be used (the caller is a developer, and what it needs was read) */
  ready: Ref<boolean>
  models: Ref<ModelSummary[]>
  modules: Ref<string[]>
  lists: Ref<string[]>
  behaviors: Ref<BehaviorInfo[]>
  problem: Problem
  /** a 422's problems by the input that shows them */
  placed: Ref<Placed>
  /** a 422's problems no input stands for */
  rest: Ref<FieldError[]>
  changes: ComputedRef<Change[]>
  /** the draft differs from the model as loaded or last saved */
  edited: () => boolean
  load: (name: string | null) => Promise<void>
  chooseParent: (name: string | null) => Promise<void>
  rename: (name: string) => void
  /** saves the template; the stored template on success, else null (the problems are shown) */
  save: () => Promise<ModelDraft | null>
}

export function useModelTemplate (): ModelTemplateState {
  const draft = ref<ModelDraft>(emptyDraft())
  const stored = ref<ModelDraft | null>(null)
  const ready = ref(false)
  const models = ref<ModelSummary[]>([])
  const modules = ref<string[]>([])
  const lists = ref<string[]>([])
  const behaviors = ref<BehaviorInfo[]>([])
  const problem = useProblem()
  const placed = ref<Placed>({})
  const rest = ref<FieldError[]>([])
  const changes = computed(() => stored.value === null ? [] : changesBetween(stored.value, draft.value))
  /** the template as loaded or last saved, to tell an edited draft */
  let pristine = ''
  const edited = (): boolean => ready.value && JSON.stringify(toTemplate(draft.value)) !== pristine

  function clearProblems (): void {
    problem.clear()
    placed.value = {}
    rest.value = []
  }

  async function load (name: string | null): Promise<void> {
    clearProblems()
    ready.value = false
    // (developers only: the service's refusal is the page's message)
    if (!await problem.run(api.GET('/cg/api/behaviors'), data => { behaviors.value = data })) return
    if (!await problem.run(api.GET('/cg/api/summary'), data => { models.value = data.models; modules.value = data.modules })) return
    if (!await problem.run(api.GET('/api/v1/list-values/list-names'), data => { lists.value = data })) return
    if (name !== null) {
      const read = await problem.run(api.GET('/cg/api/get-model-template', { params: { query: { name } } }), data => {
        stored.value = fromTemplate(data)
        draft.value = fromTemplate(data)
      })
      if (!read) return
    }
    pristine = JSON.stringify(toTemplate(draft.value))
    ready.value = true
  }

  async function chooseParent (name: string | null): Promise<void> {
    problem.clear()
    if (name === null) { withoutParent(draft.value); return }
    await problem.run(api.GET('/cg/api/get-model-template', { params: { query: { name } } }), data => { withParent(draft.value, parentInfo(data)) })
  }

  function rename (name: string): void {
    draft.value.name = name
    renameParentRelation(draft.value)
  }

  async function save (): Promise<ModelDraft | null> {
    clearProblems()
    const template = toTemplate(draft.value)
    const answer = stored.value === null
      ? await api.POST('/cg/api/create-model', { body: { template } })
      : await api.PUT('/cg/api/update-model', { params: { query: { name: stored.value.name } }, body: { template } })
    if (answer.error !== undefined || !answer.response.ok) {
      if (isFieldErrors(answer.error)) {
        const found = placeProblems(answer.error, draft.value)
        placed.value = found.placed
        rest.value = found.rest
      } else {
        problem.show(answer.error)
      }
      return null
    }
    const saved = fromTemplate(answer.data)
    stored.value = saved
    draft.value = fromTemplate(answer.data)
    pristine = JSON.stringify(toTemplate(draft.value))
    return saved
  }

  return { draft, stored, ready, models, modules, lists, behaviors, problem, placed, rest, changes, edited, load, chooseParent, rename, save }
}
