import { nextTick, ref, type Ref } from 'vue'
import type { Choice } from '../forms/choices'
import { choiceOfCode, inputKind, type FormField } from '../forms/fields'
import { useTypeAhead } from './useTypeAhead'

// A record form by keyboard: a select takes its code typed (the exact code + Tab or Enter picks it, whatever its
// place in the list), Ctrl+Enter is "Save and next", and a new form takes what was typed for it while it was on its
// way (useTypeAhead). The form keeps its values and choices; this keeps what each select's input holds typed and
// whether its list is open.

export interface KeyEntry {
  /** what a select's input holds typed, by field */
  typed: Ref<Record<string, string>>
  /** a select's list is open, by field */
  listOpen: Ref<Record<string, boolean>>
  /** keys over the whole form, before its inputs see them (a capturing listener) */
  onKeydown: (event: KeyboardEvent) => void
  /** what was typed for a new form while it was on its way: into `field`, and saved if Ctrl+Enter followed */
  typedAhead: (field: FormField | undefined) => Promise<void>
}

export function useKeyEntry (fields: () => FormField[], values: Ref<Record<string, unknown>>, choices: Ref<Record<string, Choice[]>>, saveNext: () => Promise<void>): KeyEntry {
  const typed = ref<Record<string, string>>({})
  const listOpen = ref<Record<string, boolean>>({})
  const typeAhead = useTypeAhead()

  /** A select's choice picked by its code (a multiple select adds it). */
  function pick (field: FormField, choice: Choice): void {
    const before = values.value[field.name]
    values.value[field.name] = field.formInput?.multiple === true ? [...new Set([...(Array.isArray(before) ? before : []), choice.value])] : choice.value
  }

  function onKeydown (event: KeyboardEvent): void {
    const name = (event.target as HTMLElement | null)?.closest('[data-test^="field-"]')?.getAttribute('data-test')?.slice('field-'.length)
    const field = fields().find(f => f.name === name)
    if (field !== undefined && inputKind(field) === 'select' && (event.key === 'Tab' || event.key === 'Enter')) {
      const choice = choiceOfCode(choices.value[field.name] ?? [], typed.value[field.name] ?? '')
      if (choice !== undefined) {
        pick(field, choice)
        // (Enter picked it: the select would take Enter as its own, the highlighted item and the list opened again;
        // the cursor stays, the input showing the choice as the select shows what it picked, and the list closes
        // once the select has seen that text, which opens it)
        if (event.key === 'Enter') { event.preventDefault(); event.stopPropagation() }
        typed.value[field.name] = event.key === 'Enter' && field.formInput?.multiple !== true ? choice.title : ''
        void nextTick(() => { listOpen.value[field.name] = false })
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      event.stopPropagation()
      void saveNext()
    }
  }

  async function typedAhead (field: FormField | undefined): Promise<void> {
    const { text, save } = typeAhead.take()
    if (field !== undefined && text !== '') {
      const choice = inputKind(field) === 'select' && save ? choiceOfCode(choices.value[field.name] ?? [], text) : undefined
      if (choice !== undefined) pick(field, choice)
      else if (inputKind(field) === 'select') typed.value[field.name] = text
      else if (inputKind(field) !== 'switch') values.value[field.name] = `${String(values.value[field.name] ?? '')}${text}`
    }
    if (save) await saveNext()
  }

  return { typed, listOpen, onKeydown, typedAhead }
}
