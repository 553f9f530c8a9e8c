import { ref, type Ref } from 'vue'
import { isFieldErrors } from '../api/types'

// What went wrong, for a component to show (ProblemAlert): the message of an error answer (the API's
// {name, message}, or a 422's problems one after another), or a message of the app's own. A form can take a 422's
// problems of its own fields under those fields (fieldErrors) and show the others as the problem.

/** The message of an error answer, or a message as it is. */
export function messageOf (error: unknown): string {
  if (typeof error === 'string') return error
  if (isFieldErrors(error)) return error.map(e => e.message).join(' ')
  if (error !== null && typeof error === 'object' && 'message' in error) return String(error.message)
  return 'The service did not answer as expected.'
}

/** A call of the typed client as openapi-fetch answers it: data, or the error answer's body. */
type Result<D> = { data: D, error?: undefined, response: Response } | { data?: undefined, error: {} | null, response: Response }

export interface Problem {
  /** the message shown, '' for none */
  problem: Ref<string>
  /** messages of a 422 under the form's fields, by field */
  fieldErrors: Ref<Record<string, string[]>>
  /** shows an error answer (or a message) */
  show: (error: unknown) => void
  clear: () => void
  /**
   * Awaits a call of the typed client: hands its data to `then` (awaited), or shows its error; whether it succeeded.
   * (An answer without content, a 204, has no data: its type is then `never`.)
   */
  run: <D>(call: Promise<Result<D>>, then?: (data: NonNullable<D>) => unknown) => Promise<boolean>
}

/** A component's problem; `fields` names the fields whose 422 messages go under them. */
export function useProblem (fields: () => string[] = () => []): Problem {
  const problem = ref('')
  const fieldErrors = ref<Record<string, string[]>>({})

  function show (error: unknown): void {
    const own = new Set(fields())
    fieldErrors.value = {}
    if (!isFieldErrors(error) || own.size === 0) { problem.value = messageOf(error); return }
    for (const e of error.filter(e => own.has(e.field))) fieldErrors.value[e.field] = [...(fieldErrors.value[e.field] ?? []), e.message]
    problem.value = messageOf(error.filter(e => !own.has(e.field)))
  }

  function clear (): void {
    problem.value = ''
    fieldErrors.value = {}
  }

  async function run<D> (call: Promise<Result<D>>, then?: (data: NonNullable<D>) => unknown): Promise<boolean> {
    const answer = await call
    if (answer.error !== undefined || !answer.response.ok) { show(answer.error); return false }
    await then?.(answer.data!)
    return true
  }

  return { problem, fieldErrors, show, clear, run }
}
