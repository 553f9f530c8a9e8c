import { IDENTIFIER } from '../../schemas/template.js'

// How templates name models, in one place. Our templates name a model by `name`, its API name. mDIS templates use
// PascalCase names ("Core", fullName "CoreCore") and snake-case tables; their API name is the table. A reference to
// a model (a template's parentModel, a cg `?name=`) may use the API name, the mDIS FullName or the table.

const identifier = new RegExp(IDENTIFIER)

/** The API name a raw template declares: `name`, else `table` (mDIS templates); null when neither is one. */
export function declaredName (raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object') return null
  const { name, table } = raw as { name?: unknown, table?: unknown }
  if (typeof name === 'string' && identifier.test(name)) return name
  return typeof table === 'string' && identifier.test(table) ? table : null
}

/** Whether `reference` names the model: its API name, its mDIS FullName or its table. */
export function refersTo (reference: string, model: { name: string | null, fullName?: unknown, table?: unknown }): boolean {
  return model.name === reference || model.fullName === reference || model.table === reference
}
