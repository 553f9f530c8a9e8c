import type { Kysely } from 'kysely'
import type { FieldError } from '../shared/errors.js'
import type { CompiledModel } from '../2-model/compile.js'
import type { Values } from '../2-model/input.js'
import type { ModelRegistry } from '../3-registry/model-registry.js'

// The template behaviors that fill or limit values (rules checked in core/1-templates/behavior-rules.ts), applied to
// the values of a create, an update, a duplicate's draft or a new record's defaults. Writes run them inside their
// transaction; the one-statement create does DefaultFromSibling in SQL (create-statement.ts) and the rest here.

// (input turns "" into null: core/2-model/input.ts)
/** Whether a value is none: absent or null. */
export const empty = (v: unknown): boolean => v === undefined || v === null

/** DefaultFromOtherColumn for a new record: an empty target takes its source's value. */
export function copyDefaults (model: CompiledModel, values: Values): void {
  for (const { source, target } of model.definition.behaviors.copyDefaults) {
    if (empty(values[target]) && !empty(values[source])) values[target] = values[source]
  }
}

/**
 * DefaultFromOtherColumn for an update of the stored row `current` by `values` (mDIS): the target takes the
 * source's value when it is empty, or when the update changes the source but not the target and both were equal.
 */
export function copyDefaultsOnUpdate (model: CompiledModel, current: Values, values: Values): void {
  for (const { source, target } of model.definition.behaviors.copyDefaults) {
    const after = (c: string) => values[c] !== undefined ? values[c] : current[c]
    const sourceChanged = values[source] !== undefined && values[source] !== current[source]
    const targetKept = values[target] === undefined || values[target] === current[target]
    if ((empty(after(target)) && !empty(after(source))) || (sourceChanged && targetKept && current[source] === current[target])) {
      values[target] = after(source)
    }
  }
}

/**
 * DefaultFromSibling for a new record: an empty destination takes the source value of the last record with the
 * same parent reference (none: it stays as it is). `read` gives a record as the API shows it (calculated columns
 * too). With `override` (a duplicate's draft, as mDIS: defaults first, then the copy where still empty) the
 * sibling's value wins over one already there.
 */
export async function siblingDefaults (db: Kysely<any>, model: CompiledModel, values: Values,
  read: (id: number) => Promise<Record<string, unknown> | undefined>, { override = false } = {}): Promise<void> {
  for (const { scope, source, target } of model.definition.behaviors.siblingDefaults) {
    if ((!override && !empty(values[target])) || empty(values[scope])) continue
    const last = await model.writes.lastSibling(db, scope, values[scope])
    const value = last === undefined ? undefined : (await read(last))?.[source]
    if (!empty(value)) values[target] = value
  }
}

/**
 * SiblingsLimit and SiblingsLimitFromParent: a record may not join a parent reference value that has as many
 * records as the limit allows (a 422 on the reference column). Writers of one value are serialised until the
 * transaction ends, so that concurrent creates cannot both take the last place. An update (`moved`) is checked
 * only where it changes the reference, not counting the record itself.
 */
export async function checkSiblingsLimits (trx: Kysely<any>, model: CompiledModel, registry: ModelRegistry, values: Values,
  errors: FieldError[], moved?: { id: number, changed: (column: string) => boolean }): Promise<void> {
  for (const { scope, limit, parentColumn } of model.definition.behaviors.siblingsLimits) {
    const value = values[scope]
    if (empty(value) || errors.some(e => e.field === scope) || moved?.changed(scope) === false) continue
    await model.writes.lockScope(trx, [value])
    const parent = parentColumn === null ? null : registry.get(model.definition.parent!)!
    const most = parent === null ? limit : (await parent.writes.values(trx, value as number, [parentColumn!]))[parentColumn!]
    // (no limit: a parent whose limit column is empty, or no such parent, which the parent check reports)
    if (most === null || most === undefined) continue
    const count = await model.writes.siblings(trx, scope, value, moved?.id ?? null)
    if (count < (most as number)) continue
    const label = model.definition.columns.find(c => c.name === scope)!.label
    errors.push({
      field: scope,
      message: parent === null
        ? `${label} ${String(value)} has ${count} ${model.name} records already, the most allowed (${String(most)}).`
        : `${label} ${String(value)} has ${count} ${model.name} records already, as many as its ${parent.definition.columns.find(c => c.name === parentColumn)!.label} (${String(most)}) allows.`
    })
  }
}

/**
 * ValidateSplitOriginType: a section's first split is of type WR; a later split that is not names, in
 * origin_split_type, the type of a split the section has. Writers of one section take turns. `except` is the split
 * an update changes.
 */
export async function checkSplitOrigin (trx: Kysely<any>, model: CompiledModel, values: Values, errors: FieldError[], except: number | null = null): Promise<void> {
  const scope = model.definition.parentColumn!
  if (!model.definition.behaviors.splitOrigin || values.type === 'WR' || empty(values[scope]) || errors.some(e => [scope, 'type', 'origin_split_type'].includes(e.field))) return
  await model.writes.lockScope(trx, [values[scope]])
  const types = await model.writes.columnValues(trx, scope, values[scope], 'type', except)
  const has = [...new Set(types)].join(', ')
  if (types.length === 0) errors.push({ field: 'type', message: 'The first split of a section must be of type WR (whole round).' })
  else if (empty(values.origin_split_type)) errors.push({ field: 'origin_split_type', message: `A split that is not WR names the split it comes from; the section has ${has}.` })
  else if (!types.includes(values.origin_split_type)) {
    errors.push({ field: 'origin_split_type', message: `The section has no split of type "${String(values.origin_split_type)}" to split from; it has ${has}.` })
  }
}

/**
 * CumulativeSectionLength (mDIS): no section before the core's recovery is entered; the core's last section (its
 * last_section) is refused when all section lengths over the core recovery fall outside the template's ratios.
 */
export async function checkCumulativeLength (trx: Kysely<any>, model: CompiledModel, registry: ModelRegistry, values: Values, errors: FieldError[]): Promise<void> {
  const rule = model.definition.behaviors.cumulativeLength
  const scope = model.definition.parentColumn!
  if (rule === null || empty(values[scope]) || errors.some(e => e.field === scope)) return
  await model.writes.lockScope(trx, [values[scope]])
  const parent = registry.get(model.definition.parent!)!
  // (one read of the parent for both)
  const row = await parent.writes.values(trx, values[scope] as number, ['core_recovery', 'last_section'])
  const recovery = Number(row.core_recovery)
  const last = Number(row.last_section)
  if (!(recovery > 0)) {
    errors.push({ field: scope, message: `The ${parent.name} record ${String(values[scope])} has no core recovery yet: its sections can be entered once it has.` })
    return
  }
  const { count, sum } = await model.writes.total(trx, scope, values[scope], 'section_length')
  if (count + 1 !== last) return
  const length = sum + Number(values.section_length ?? 0)
  const ratio = length / recovery
  if (ratio >= rule.min && ratio <= rule.max) return
  errors.push({
    field: 'section_length',
    message: `The ${count + 1} sections add up to ${Math.round(length * 1000) / 1000} m, ${ratio > rule.max ? 'more' : 'less'} than ${ratio > rule.max ? rule.max : rule.min} times the core recovery (${recovery} m).`
  })
}
