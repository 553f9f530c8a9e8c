import type { Kysely } from 'kysely'
import { BadRequest, ValidationFailed, type FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { ValueLists } from '../value-lists/lists.js'

// What creates, updates and new records' drafts share before they write: the request body, the checks that need
// the database (list values, names, the parent), the 422 they answer with all problems together, calculated values.

/** The ids of a record's place: its own, its combined_id and its ancestors' ids (queries.identity). */
export interface Identity { id: number, combined_id?: string | null, [ancestor: string]: unknown }

export function bodyValues (input: unknown): Values {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new BadRequest('The request body must be a JSON object of field: value pairs.')
  }
  return input as Values
}

/** Checks that need the database: values of list-backed columns, names that would break combined ids. */
export async function checkValues (lists: Pick<ValueLists, 'displays'>, model: CompiledModel, values: Values, errors: FieldError[]): Promise<void> {
  const failed = new Set(errors.map(e => e.field))
  for (const c of model.writable) {
    const value = values[c.name]
    if (failed.has(c.name) || value === null || value === undefined) continue
    if (c.selectListName !== null) {
      const allowed = await lists.displays(c.selectListName)
      const wrong = (c.type === 'string_multiple' ? String(value).split(';') : [String(value)]).find(v => !allowed.has(v))
      if (wrong !== undefined) errors.push({ field: c.name, message: `${c.label} "${wrong}" is not in the value list ${c.selectListName}.` })
    }
    if (c.name === model.definition.nameAttribute && model.queries.fields.has('combined_id') && String(value).includes('_')) {
      errors.push({ field: c.name, message: `${c.label} must not contain "_" (it separates the parts of combined ids).` })
    }
  }
}

/** The parent of a record being written, locked against changes until the transaction ends. */
export async function lockedParent (trx: Kysely<any>, registry: ModelRegistry, model: CompiledModel, values: Values, errors: FieldError[]): Promise<Identity | null> {
  const column = model.definition.parentColumn
  if (column === null || values[column] === null || values[column] === undefined || errors.some(e => e.field === column)) return null
  const parent = registry.get(model.definition.parent!)!
  const row = await parent.queries.identity(trx, values[column] as number).forShare('t').executeTakeFirst() as Identity | undefined
  if (row === undefined) {
    errors.push(missingParent(model, values))
    return null
  }
  return row
}

export function missingParent (model: CompiledModel, values: Values): FieldError {
  const column = model.definition.parentColumn!
  const label = model.definition.columns.find(c => c.name === column)!.label
  return { field: column, message: `${label} ${String(values[column])} does not refer to an existing ${model.definition.parent!} record.` }
}

export function taken (model: CompiledModel, column: string, value: unknown): FieldError {
  const label = model.definition.columns.find(c => c.name === column)!.label
  return { field: column, message: `${label} "${String(value)}" has already been taken.` }
}

/** Throws the 422 of `errors`, in the order of the model's columns (none: nothing). */
export function fail (model: CompiledModel, errors: FieldError[]): void {
  if (errors.length === 0) return
  const order = model.definition.columns.map(c => c.name)
  throw new ValidationFailed([...errors].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)))
}

export function calculate (model: CompiledModel, values: Values): void {
  for (const { column, formula } of model.calculated) values[column.name] = formula.evaluate(values) ?? column.defaultValue
}
