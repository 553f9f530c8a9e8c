import { isDeepStrictEqual } from 'node:util'
import type { Kysely } from 'kysely'
import { isCoreboxModel } from '../1-templates/behavior-rules.js'
import type { ModelDefinition } from '../1-templates/definition.js'
import { hasRecords } from '../2-model/ddl.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import { readForms } from '../form-templates/store.js'
import { Conflict } from '../shared/errors.js'
import { readTemplateCopy, templateJson, type StoredRow } from './store.js'

// What a change must find before it is made (409 otherwise): the database copy as this instance knows it (no other
// instance changed it meanwhile) and, for a drop, nothing left that needs the model.

/** Refuses a change when the database copy is not what this instance has: another instance changed it meanwhile. */
export async function assertUnchanged (trx: Kysely<any>, name: string, current: ModelDefinition | undefined): Promise<StoredRow | undefined> {
  const row = await readTemplateCopy(trx, name)
  const live = row !== undefined && !row.deleted
  const same = current === undefined ? !live : live && isDeepStrictEqual(templateJson(row.source), current.template)
  if (!same) throw new Conflict(`Model "${name}" was changed by another instance meanwhile; reload it and try again.`)
  return row
}

/** Relations of a template (mDIS writes an empty set as [] and also uses the older key foreignkeys). */
const relationsOf = (template: ModelDefinition['template']): Array<{ foreignTable?: unknown, relatedTable?: unknown }> =>
  [template.relations, template.foreignkeys].flatMap(set => set !== null && typeof set === 'object' ? Object.values(set) : [])

/** Refuses to drop a model that other registered models refer to: as children, by relations, as the corebox's users. */
export function assertUnreferenced (registry: ModelRegistry, definition: ModelDefinition): void {
  const isCorebox = isCoreboxModel(definition)
  const blockers = registry.list().filter(m => m.name !== definition.name && (m.definition.parent === definition.name ||
    relationsOf(m.definition.template).some(r => r.foreignTable === definition.table || r.relatedTable === definition.table) ||
    (isCorebox && m.definition.behaviors.corebox !== null)))
  if (blockers.length > 0) {
    throw new Conflict(`Model "${definition.name}" cannot be deleted: ${blockers.map(m => `"${m.name}"`).join(', ')} ${blockers.length === 1 ? 'refers' : 'refer'} to it.`)
  }
}

export async function assertEmpty (db: Kysely<any>, model: ModelDefinition): Promise<void> {
  if (await hasRecords(db, model.table)) throw new Conflict(`Model "${model.name}" cannot be deleted: its table "${model.table}" has records.`)
}

export async function assertNoForms (db: Kysely<any>, model: ModelDefinition): Promise<void> {
  const forms = (await readForms(db, model.name)).map(f => `"${f.name}"`)
  if (forms.length > 0) throw new Conflict(`Model "${model.name}" cannot be deleted: ${forms.length === 1 ? 'form' : 'forms'} ${forms.join(', ')} ${forms.length === 1 ? 'belongs' : 'belong'} to it; delete ${forms.length === 1 ? 'it' : 'them'} first.`)
}
