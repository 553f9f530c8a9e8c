import { Ajv, type ErrorObject } from 'ajv'
import type { Static, TSchema } from '@sinclair/typebox'
import { ValidationFailed, type FieldError } from '../../shared/errors.js'
import { humanize } from '../../shared/text.js'

// An action's JSON body (its parameters) checked against its schema (schemas/report-actions.ts): the route takes any
// body, as each action has parameters of its own. Problems answer 422 [{field, message}], a field at most once.

const ajv = new Ajv({ allErrors: true, strict: false })
// (ids and counts are int32 in the document; their bounds say the same, so the format checks nothing more)
ajv.addFormat('int32', true)

function problem (error: ErrorObject): FieldError {
  const path = error.instancePath.split('/').slice(1)
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty)
    return { field: [...path, missing].join('.'), message: `${humanize(missing)} cannot be blank.` }
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String(error.params.additionalProperty)
    return { field: [...path, extra].join('.'), message: `"${extra}" is not a parameter of this action.` }
  }
  if (path.length === 0) return { field: 'body', message: 'The body must be a JSON object of the action\'s parameters.' }
  // (an item of a list is named by the list: "Ids must be >= 1.")
  const named = path.filter(part => !/^\d+$/.test(part)).at(-1)!
  return { field: path.join('.'), message: `${humanize(named)} ${error.message!}.` }
}

/** The reader of a body of `schema`: the parameters, or 422 with every problem. */
export function bodyReader<T extends TSchema> (schema: T): (body: unknown) => Static<T> {
  const validate = ajv.compile(schema)
  return body => {
    if (validate(body)) return body as Static<T>
    const problems = new Map<string, FieldError>()
    for (const p of validate.errors!.map(problem)) if (!problems.has(p.field)) problems.set(p.field, p)
    throw new ValidationFailed([...problems.values()])
  }
}
