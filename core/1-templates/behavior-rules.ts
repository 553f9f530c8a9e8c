import type { Template } from '../../schemas/template.js'
import type { BehaviorRules, ColumnDefinition, CopyDefault, CoreboxRule, CumulativeLength, ModelDefinition, RunningNumber, SiblingDefault, SiblingsLimit } from './definition.js'
import { refersTo } from './names.js'
import { didYouMean } from '../shared/suggest.js'

// The behaviors of a template (catalogue: behaviors.ts) checked and reduced to rules of the definition. Each
// problem names its parameter by JSON pointer (/behaviors/<i>/parameters/<name>), as every template problem does.

type Add = (field: string, message: string) => void
interface Found { parameters: Record<string, unknown>, at: string }

const flag = (v: unknown): boolean => v === true || v === 1 || v === '1'
const FILLED_BY_SERVER = new Set(['id', 'combined_id', 'igsn'])

/** Every behavior of a class (`UniqueCombinationAutoIncrementBehavior`, with or without mDIS's namespace). */
function behaviors (template: Template, name: string): Found[] {
  return (template.behaviors ?? []).flatMap((b, index) => b.behaviorClass.split('\\').pop() !== name
    ? []
    : [{ parameters: Array.isArray(b.parameters) ? {} : (b.parameters ?? {}), at: `/behaviors/${index}/parameters` }])
}

export function findRunningNumber (template: Template, byName: Map<string, ColumnDefinition>, add: Add): RunningNumber | null {
  const found = behaviors(template, 'UniqueCombinationAutoIncrementBehavior')[0]
  if (found === undefined) return null
  const { parameters, at } = found
  const column = parameters.fieldToFill
  const scope = parameters.searchFields ?? []
  let ok = true
  if (typeof column !== 'string' || !['integer', 'string'].includes(byName.get(column)?.type ?? '')) {
    add(`${at}/fieldToFill`, `must name an integer or string column${typeof column === 'string' ? didYouMean(column, byName.keys()) : ''}`)
    ok = false
  }
  if (!Array.isArray(scope) || scope.some(s => typeof s !== 'string' || byName.get(s)?.stored !== true)) {
    add(`${at}/searchFields`, 'must list stored columns')
    ok = false
  }
  return ok ? { column: column as string, scope: scope as string[], alphabet: flag(parameters.useAlphabet) } : null
}

export function findLeadingZeros (template: Template): number | null {
  const found = behaviors(template, 'LeadingZerosBehavior')[0]
  if (found === undefined) return null
  const digits = Number(found.parameters.length ?? found.parameters.digits ?? 3)
  return Number.isInteger(digits) && digits > 0 && digits <= 12 ? digits : 3
}

/**
 * Whether a `source` value fits a `target` column: the same type, an integer into a double, or text into text (a
 * column computed on read holds a number).
 */
function fits (source: ColumnDefinition, target: ColumnDefinition): boolean {
  const text = ['string', 'text']
  const type = source.type === 'pseudo' ? 'double' : source.type
  return type === target.type || (type === 'integer' && target.type === 'double') || (text.includes(type) && text.includes(target.type))
}

export interface RulesContext {
  byName: Map<string, ColumnDefinition>
  parent: ModelDefinition | undefined
  parentColumn: string | null
  runningNumber: RunningNumber | null
  /** the models already known (CreateUpdateCorebox needs the core box model) */
  models: ReadonlyMap<string, ModelDefinition>
  add: Add
}

/**
 * DefaultFromOtherColumn, DefaultFromSibling, SiblingsLimit, SiblingsLimitFromParent, SplittableSection,
 * ValidateSplitOriginType and CumulativeSectionLength.
 */
export function findBehaviorRules (template: Template, context: RulesContext): BehaviorRules {
  const { byName, parent, parentColumn, runningNumber, add } = context
  /** The column a parameter names, if it is one and `ok` holds for it; otherwise a problem saying what it must be. */
  const columnOf = ({ parameters, at }: Found, key: string, what: string, ok: (c: ColumnDefinition) => boolean,
    columns = byName): ColumnDefinition | undefined => {
    const value = parameters[key]
    if (typeof value !== 'string' || value === '') {
      add(`${at}/${key}`, `is required: ${what}`)
      return undefined
    }
    const c = columns.get(value)
    if (c !== undefined && ok(c)) return c
    add(`${at}/${key}`, `"${value}" is not ${what}${c === undefined ? didYouMean(value, columns.keys()) : ''}`)
    return undefined
  }
  const stored = (c: ColumnDefinition) => c.stored
  const integer = (c: ColumnDefinition) => c.stored && c.type === 'integer'
  const fillable = (c: ColumnDefinition) => c.stored && c.calculate === null && !FILLED_BY_SERVER.has(c.name) && c.name !== runningNumber?.column
  const FILLABLE = 'a writable stored column (not id, combined_id, igsn, the running number or a calculated one)'
  /** the target, when it is another column than the source and takes its values */
  const target = (found: Found, key: string, source: ColumnDefinition | undefined): ColumnDefinition | undefined => {
    const c = columnOf(found, key, `${FILLABLE} of this model`, fillable)
    if (c === undefined || source === undefined) return undefined
    if (c.name === source.name) add(`${found.at}/${key}`, 'must be another column than the source')
    else if (!fits(source, c)) add(`${found.at}/${key}`, `"${c.name}" (${c.type}) cannot take the values of "${source.name}" (${source.type})`)
    else return c
    return undefined
  }

  const copyDefaults: CopyDefault[] = []
  for (const found of behaviors(template, 'DefaultFromOtherColumnBehavior')) {
    const source = columnOf(found, 'sourceColumn', 'a stored column of this model', stored)
    const to = target(found, 'targetColumn', source)
    if (to !== undefined) copyDefaults.push({ source: source!.name, target: to.name })
  }

  const siblingDefaults: SiblingDefault[] = []
  for (const found of behaviors(template, 'DefaultFromSiblingBehavior')) {
    const scope = columnOf(found, 'parentRefColumn', 'a stored integer column of this model', integer)
    const source = columnOf(found, 'sourceColumn', 'a stored or calculated column of this model', c => c.stored || c.calculate !== null)
    const to = target(found, 'destinationColumn', source)
    if (scope !== undefined && to !== undefined) siblingDefaults.push({ scope: scope.name, source: source!.name, target: to.name })
  }

  const siblingsLimits: SiblingsLimit[] = []
  for (const found of behaviors(template, 'SiblingsLimitBehavior')) {
    const scope = columnOf(found, 'parentRefColumn', 'a stored integer column of this model', integer)
    const limit = Number(found.parameters.limit)
    const valid = Number.isInteger(limit) && limit >= 1 && limit <= 2147483647
    if (!valid) add(`${found.at}/limit`, 'must be a whole number of records, 1 or more')
    if (scope !== undefined && valid) siblingsLimits.push({ scope: scope.name, limit, parentColumn: null })
  }
  for (const found of behaviors(template, 'SiblingsLimitFromParentBehavior')) {
    if (parent === undefined || parentColumn === null) {
      add(found.at, 'needs a parent model (parentModel), whose column holds the limit')
      continue
    }
    const scope = columnOf(found, 'parentRefColumn', `the column that refers to the parent ("${parentColumn}")`, c => c.name === parentColumn)
    const parentColumns = new Map(parent.columns.map(c => [c.name, c]))
    const limit = columnOf(found, 'parentSourceColumn', `a stored integer column of the parent model "${parent.name}"`, integer, parentColumns)
    if (scope !== undefined && limit !== undefined) siblingsLimits.push({ scope: scope.name, limit: null, parentColumn: limit.name })
  }
  const splits = behaviors(template, 'SplittableSectionBehavior')[0]
  let splitsModel: string | null = null
  if (splits !== undefined) {
    const value = splits.parameters.splitsModel
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 127) splitsModel = value
    else add(`${splits.at}/splitsModel`, 'is required: the model (name or FullName) that holds the splits, a child of this one')
  }

  const origin = behaviors(template, 'ValidateSplitOriginTypeBehavior')[0]
  const text = (c: ColumnDefinition | undefined) => c?.stored === true && (c.type === 'string' || c.type === 'text')
  if (origin !== undefined && (parentColumn === null || !text(byName.get('type')) || !text(byName.get('origin_split_type')))) {
    add(origin.at, 'needs a parent model and the text columns "type" and "origin_split_type"')
  }

  let corebox: CoreboxRule | null = null
  const boxes = behaviors(template, 'CreateUpdateCoreboxBehavior')[0]
  if (boxes !== undefined) {
    const name = columnOf(boxes, 'coreboxNameColumn', 'a stored string column of this model (the core box\'s name)', c => c.stored && c.type === 'string')
    const id = columnOf(boxes, 'coreboxIdColumn', `${FILLABLE} of type integer (the core box's id)`, c => fillable(c) && (c.type === 'integer' || c.type === 'one_to_many'))
    if (coreboxModel(boxes.at, context) && name !== undefined && id !== undefined) corebox = { nameColumn: name.name, idColumn: id.name }
  }

  return { copyDefaults, siblingDefaults, siblingsLimits, splitsModel, splitOrigin: origin !== undefined, cumulativeLength: cumulativeLength(template, byName, parent, add), corebox }
}

/** The core box model's names (mDIS FullName CurationCorebox, table curation_corebox). */
export const COREBOX_MODEL = 'CurationCorebox'

/** Whether a model is the core box model: the one named CurationCorebox (FullName) or curation_corebox. */
export const isCoreboxModel = (model: ModelDefinition): boolean => refersTo(COREBOX_MODEL, model) || refersTo('curation_corebox', model)

/**
 * CreateUpdateCorebox (mDIS) needs the core box model, with a string column "corebox" and a parent (the hole) that is
 * an ancestor of this model: a record's box is looked up, or made, among that ancestor's boxes.
 */
function coreboxModel (at: string, { models, parent, add }: RulesContext): boolean {
  const box = [...models.values()].find(isCoreboxModel)
  if (box === undefined || box.parent === null || box.columns.find(c => c.name === 'corebox')?.type !== 'string') {
    add(at, `needs the model "${COREBOX_MODEL}" (table curation_corebox), with a parent model and a string column "corebox"`)
    return false
  }
  for (let m = parent; m !== undefined; m = m.parent === null ? undefined : models.get(m.parent)) {
    if (m.name === box.parent) return true
  }
  add(at, `needs the model "${box.parent}" (the core boxes' parent) among this model's ancestors`)
  return false
}

const number = (c: ColumnDefinition | undefined) => c?.stored === true && (c.type === 'integer' || c.type === 'double')

/** The columns the splits model of a SplittableSection parent needs (the split it is given fills them). */
export const SPLIT_COLUMNS = ['type', 'percent', 'still_exists', 'sampleable'] as const

/**
 * CumulativeSectionLength (mDIS): ratios 0.8 < min < 1.0 and 1.0 < max < 1.2; the model's `section_length`, the
 * parent's `core_recovery` and `last_section` are what it compares.
 */
function cumulativeLength (template: Template, byName: Map<string, ColumnDefinition>, parent: ModelDefinition | undefined, add: Add): CumulativeLength | null {
  const found = behaviors(template, 'CumulativeSectionLengthBehavior')[0]
  if (found === undefined) return null
  const ratio = (key: string, low: number, high: number): number | null => {
    const value = Number(found.parameters[key])
    if (found.parameters[key] !== null && found.parameters[key] !== '' && value > low && value < high) return value
    add(`${found.at}/${key}`, `must be a ratio between ${low.toFixed(2)} and ${high.toFixed(2)}`)
    return null
  }
  const min = ratio('minRelativeLength', 0.8, 1)
  const max = ratio('maxRelativeLength', 1, 1.2)
  const parentColumns = new Map(parent?.columns.map(c => [c.name, c]) ?? [])
  if (!number(byName.get('section_length')) || !number(parentColumns.get('core_recovery')) || !number(parentColumns.get('last_section'))) {
    add(found.at, 'needs the number column "section_length" and a parent model with the number columns "core_recovery" and "last_section"')
    return null
  }
  return min === null || max === null ? null : { min, max }
}
