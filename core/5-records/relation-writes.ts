import type { Kysely } from 'kysely'
import type { FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'
import type { LinkRelation } from '../1-templates/definition.js'
import { addSideChanges, type SideChange } from '../database/record-history.js'

// Relations on writes (core/1-templates/relations.ts): an n:m column's ids are no table column, so they are taken out
// of the values and written as connection rows after the record; the ids a write names (n:m and 1:n) must be records
// of the related model (422 naming the missing ones), share-locked until the write commits.

export type Links = Map<LinkRelation, number[]>

/** The n:m values of a write (null clears), taken out of `values`. */
export function takeLinks (model: CompiledModel, values: Values): Links {
  const links: Links = new Map()
  for (const link of model.definition.links) {
    if (values[link.column] === undefined) continue
    links.set(link, (values[link.column] ?? []) as number[])
    delete values[link.column]
  }
  return links
}

/** The name of the model of a table (a related model: it cannot be dropped while a relation names it). */
const modelName = (registry: ModelRegistry, table: string): string => registry.list().find(m => m.definition.table === table)!.name

/** Problems of the ids a write names: links to records that are not there, a 1:n id that names none. */
export async function checkRelations (db: Kysely<any>, model: CompiledModel, registry: ModelRegistry, values: Values,
  links: Links, errors: FieldError[]): Promise<void> {
  const failed = new Set(errors.map(e => e.field))
  const label = (column: string) => model.definition.columns.find(c => c.name === column)!.label
  for (const [link, ids] of links) {
    if (failed.has(link.column) || ids.length === 0) continue
    if (!model.relations.connected(link)) {
      errors.push({ field: link.column, message: `${label(link.column)} cannot link records yet: no model has the table "${link.relatedTable}".` })
      continue
    }
    const missing = await model.relations.missing(db, link.relatedTable, ids)
    if (missing.length > 0) {
      errors.push({ field: link.column, message: `${label(link.column)}: no ${modelName(registry, link.relatedTable)} record has the id ${missing.join(', ')}.` })
    }
  }
  for (const reference of model.definition.references) {
    const id = values[reference.column]
    if (failed.has(reference.column) || id === undefined || id === null) continue
    if ((await model.relations.missing(db, reference.foreignTable, [id as number])).length > 0) {
      errors.push({ field: reference.column, message: `${label(reference.column)} ${String(id)} does not refer to an existing ${modelName(registry, reference.foreignTable)} record.` })
    }
  }
}

/**
 * Writes the links of record `id` (those the write named); the links that changed are part of the record's version
 * (record-history.ts addSideChanges), {column: {from, to}} with the ids ascending.
 */
export async function writeLinks (db: Kysely<any>, model: CompiledModel, id: number, links: Links): Promise<void> {
  const changes: Record<string, SideChange> = {}
  for (const [link, ids] of links) {
    // (an empty list on a link not yet connected has nothing to clear)
    if (!model.relations.connected(link)) continue
    const { removed, added } = await model.relations.replace(db, link, id, ids)
    if (removed.length + added.length === 0) continue
    const after = [...new Set(ids)].sort((a, b) => a - b)
    const before = [...after.filter(i => !added.includes(i)), ...removed].sort((a, b) => a - b)
    changes[link.column] = { from: before, to: after }
  }
  await addSideChanges(db, model.definition.table, id, changes)
}

/** The first model and column whose 1:n relation refers to record `id` of `model` (it cannot be deleted then). */
export async function referredBy (db: Kysely<any>, model: CompiledModel, registry: ModelRegistry, id: number): Promise<string | undefined> {
  for (const other of registry.list()) {
    for (const reference of other.definition.references.filter(r => r.foreignTable === model.definition.table)) {
      if (await other.relations.referrer(db, reference, id) !== undefined) return `${other.name} records refer to it (${reference.column})`
    }
  }
  return undefined
}
