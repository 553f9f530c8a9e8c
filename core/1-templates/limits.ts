import { PayloadTooLarge, ValidationFailed, type FieldError } from '../shared/errors.js'
import { deeperThan } from '../shared/json-depth.js'

// How deep and how large a template (a model's or a form's) may be. mDIS templates nest a few levels (template →
// columns → column → key; a behavior's parameters; a form's fields and subForms); one nested thousands deep would
// overflow the stack of every recursive step after it (checks, hashes, comparisons, JSON.stringify), and its
// formatted text grows with the square of its depth. So the depth is checked first, without recursion, wherever a
// template arrives (cg bodies, uploads, packages, the template area at start-up); and the text stored for a template
// that came in a JSON body must fit the template file limit, or the next start-up could not load it.

/** The deepest nesting of objects and arrays in a template (the template itself is level 1). */
export const MAX_TEMPLATE_DEPTH = 32

/** The JSON pointer of the first object or array nested deeper than MAX_TEMPLATE_DEPTH, or null when none is. */
export const tooDeep = (raw: unknown): string | null => deeperThan(raw, MAX_TEMPLATE_DEPTH)

export const depthMessage = `nested deeper than ${MAX_TEMPLATE_DEPTH} levels of objects and arrays; a template may nest at most ${MAX_TEMPLATE_DEPTH}`

/** The depth problem of a template, as a template problem (422), or none. */
export function depthProblems (raw: unknown): FieldError[] {
  const path = tooDeep(raw)
  return path === null ? [] : [{ field: path, message: depthMessage }]
}

/**
 * The text stored for a template that arrived inside a JSON body (formatted, as the template area keeps it): 422
 * when it nests too deep, 413 when the text would exceed `limit` (TEMPLATE_FILE_LIMIT) bytes.
 */
export function storedTemplateText (template: unknown, limit: number): string {
  const problems = depthProblems(template)
  if (problems.length > 0) throw new ValidationFailed(problems)
  const text = `${JSON.stringify(template, null, 2)}\n`
  const size = Buffer.byteLength(text)
  if (size > limit) throw new PayloadTooLarge(`The template, formatted as the template area keeps it, has ${size} bytes; templates may have at most ${limit}.`)
  return text
}
