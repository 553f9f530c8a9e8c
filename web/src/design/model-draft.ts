// A model template as the model editor edits it (README "Templates"): the template's columns, indices, relations and
// behaviors as lists with a stable id each (for Vue's keys and for reordering), their values as the inputs hold them,
// and every key the editor has no input for kept as it came (mDIS files carry extras). toTemplate turns it back
// into the template the cg API takes; fromTemplate reads a stored one. Pure: no Vue, no calls.

/** The column types the service takes (schemas/template.ts COLUMN_TYPES: the document leaves the template open). */
export const COLUMN_TYPES = ['integer', 'double', 'boolean', 'string', 'string_multiple', 'text', 'dateTime', 'date', 'time',
  'pseudo', 'many_to_many', 'one_to_many'] as const
export type ColumnType = typeof COLUMN_TYPES[number]
export const INDEX_TYPES = ['KEY', 'UNIQUE', 'PRIMARY'] as const
export type IndexType = typeof INDEX_TYPES[number]

/** Types without a table column (core/1-templates/check.ts UNSTORED). */
export const unstored = (type: ColumnType): boolean => type === 'pseudo' || type === 'many_to_many'

/** Which of a column's properties apply to its type (core/1-templates/check.ts, validator-rule.ts, write-checks). */
export const applies = {
  size: (t: ColumnType) => t === 'string',
  selectListName: (t: ColumnType) => t === 'string' || t === 'string_multiple',
  calculate: (t: ColumnType) => t === 'integer' || t === 'double' || t === 'pseudo',
  validator: (t: ColumnType) => !unstored(t) && t !== 'boolean',
  unit: (t: ColumnType) => t === 'integer' || t === 'double' || t === 'pseudo',
  defaultValue: (t: ColumnType) => !unstored(t)
}

type Rest = Record<string, unknown>

export interface ColumnDraft {
  uid: number
  name: string
  type: ColumnType
  label: string
  description: string
  unit: string
  /** a string's maximum length, '' for the default */
  size: string
  required: boolean
  validator: string
  validatorMessage: string
  selectListName: string | null
  calculate: string
  defaultValue: string
  /** the stored model has this column (the additive rule applies to it) */
  existing: boolean
  /** an existing column the user removes: kept in the list (its problems show there), left out of the template */
  removed: boolean
  rest: Rest
}

export interface IndexDraft { uid: number, key: string, type: IndexType, columns: string[], rest: Rest }

export type RelationKind = 'parent' | '1n' | 'nm'
export interface RelationDraft {
  uid: number
  key: string
  kind: RelationKind
  /** 1n and the parent reference: the related model's table */
  foreignTable: string
  /** nm: the related model's table */
  relatedTable: string
  localColumn: string
  displayColumns: string[]
  oppositionRelation: boolean
  oppositeColumnName: string
  rest: Rest
}

export interface BehaviorDraft { uid: number, behaviorClass: string, parameters: Record<string, unknown>, rest: Rest }

export interface ModelDraft {
  name: string
  module: string
  table: string
  fullName: string
  parentModel: string | null
  nameAttribute: string | null
  columns: ColumnDraft[]
  indices: IndexDraft[]
  relations: RelationDraft[]
  behaviors: BehaviorDraft[]
  /** what choosing the parent added (its reference column, index and relation), which un-choosing removes */
  parentParts: { column: number | null, index: number | null, relation: number | null }
  rest: Rest
}

let uids = 0
export const nextUid = (): number => ++uids

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string => typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''
const names = (v: unknown): string[] => Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1'
const keyed = (v: unknown): Array<[string, Record<string, unknown>]> =>
  isObject(v) ? Object.entries(v).filter((e): e is [string, Record<string, unknown>] => isObject(e[1])) : []
const isColumnType = (v: unknown): v is ColumnType => COLUMN_TYPES.some(t => t === v)
const isIndexType = (v: unknown): v is IndexType => INDEX_TYPES.some(t => t === v)
function without (object: Record<string, unknown>, keys: string[]): Rest {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !keys.includes(k)))
}

const COLUMN_KEYS = ['name', 'type', 'label', 'description', 'unit', 'size', 'required', 'validator', 'validatorMessage', 'selectListName', 'calculate', 'defaultValue']

export function newColumn (name = '', type: ColumnType = 'string'): ColumnDraft {
  return {
    uid: nextUid(), name, type, label: '', description: '', unit: '', size: '', required: false, validator: '', validatorMessage: '',
    selectListName: null, calculate: '', defaultValue: '', existing: false, removed: false, rest: {}
  }
}

export function emptyDraft (): ModelDraft {
  const id = { ...newColumn('id', 'integer'), label: 'ID', rest: { primaryKey: true, autoInc: true } }
  return {
    name: '', module: '', table: '', fullName: '', parentModel: null, nameAttribute: null, columns: [id], indices: [], relations: [],
    behaviors: [], parentParts: { column: null, index: null, relation: null }, rest: {}
  }
}

/** A stored template as the editor edits it (anything that is no object: an empty model). */
export function fromTemplate (raw: unknown): ModelDraft {
  const draft = emptyDraft()
  if (!isObject(raw)) return draft
  draft.name = text(raw.name)
  draft.module = text(raw.module)
  draft.table = text(raw.table)
  draft.fullName = text(raw.fullName)
  draft.parentModel = text(raw.parentModel) === '' ? null : text(raw.parentModel)
  draft.nameAttribute = text(raw.nameAttribute) === '' ? null : text(raw.nameAttribute)
  draft.columns = keyed(raw.columns).map(([name, c]) => ({
    ...newColumn(name, isColumnType(c.type) ? c.type : 'string'),
    label: text(c.label),
    description: text(c.description),
    unit: text(c.unit),
    size: text(c.size),
    required: flag(c.required),
    validator: text(c.validator),
    validatorMessage: text(c.validatorMessage),
    selectListName: text(c.selectListName) === '' ? null : text(c.selectListName),
    calculate: text(c.calculate),
    defaultValue: typeof c.defaultValue === 'boolean' ? (c.defaultValue ? '1' : '0') : text(c.defaultValue),
    existing: true,
    rest: without(c, COLUMN_KEYS)
  }))
  draft.indices = keyed(raw.indices).map(([key, i]) => ({
    uid: nextUid(), key, type: isIndexType(i.type) ? i.type : 'KEY', columns: names(i.columns), rest: without(i, ['name', 'type', 'columns'])
  }))
  draft.relations = keyed(raw.relations).map(([key, r]) => ({
    uid: nextUid(),
    key,
    kind: r.relationType === 'nm' ? 'nm' : r.relationType === '1n' ? '1n' : 'parent',
    foreignTable: text(r.foreignTable),
    relatedTable: text(r.relatedTable),
    localColumn: names(r.localColumns)[0] ?? '',
    displayColumns: names(r.displayColumns),
    oppositionRelation: flag(r.oppositionRelation),
    oppositeColumnName: text(r.oppositeColumnName),
    rest: without(r, ['name', 'relationType', 'foreignTable', 'relatedTable', 'localColumns', 'foreignColumns', 'displayColumns', 'oppositionRelation', 'oppositeColumnName'])
  }))
  draft.behaviors = (Array.isArray(raw.behaviors) ? raw.behaviors : []).filter(isObject).map(b => ({
    uid: nextUid(), behaviorClass: text(b.behaviorClass), parameters: isObject(b.parameters) ? { ...b.parameters } : {}, rest: without(b, ['behaviorClass', 'parameters'])
  }))
  draft.rest = without(raw, ['name', 'module', 'table', 'fullName', 'parentModel', 'nameAttribute', 'columns', 'indices', 'relations', 'behaviors'])
  return draft
}

/** A value typed into an input as the template keeps it: a number for a number (or boolean) column. */
function defaultOf (type: ColumnType, value: string): string | number {
  const numeric = type === 'integer' || type === 'double' || type === 'boolean'
  return numeric && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value
}

/** Sets `key` when the value is not empty. */
function put (object: Rest, key: string, value: unknown): void {
  if (value !== '' && value !== null && value !== undefined && value !== false) object[key] = value
}

export function columnTemplate (c: ColumnDraft): Rest {
  const column: Rest = { name: c.name, type: c.type }
  // (the id's primaryKey and autoInc first, as the bundled templates have them)
  for (const key of ['primaryKey', 'autoInc']) if (key in c.rest) column[key] = c.rest[key]
  if (applies.size(c.type)) put(column, 'size', /^\d+$/.test(c.size) ? Number(c.size) : c.size)
  put(column, 'required', c.required && !unstored(c.type))
  put(column, 'label', c.label)
  put(column, 'description', c.description)
  if (applies.unit(c.type)) put(column, 'unit', c.unit)
  if (applies.validator(c.type)) { put(column, 'validator', c.validator); put(column, 'validatorMessage', c.validatorMessage) }
  if (applies.selectListName(c.type)) put(column, 'selectListName', c.selectListName)
  if (applies.calculate(c.type)) put(column, 'calculate', c.calculate)
  if (applies.defaultValue(c.type)) put(column, 'defaultValue', defaultOf(c.type, c.defaultValue))
  return { ...column, ...without(c.rest, ['primaryKey', 'autoInc']) }
}

function relationTemplate (r: RelationDraft): Rest {
  const relation: Rest = { name: r.key }
  if (r.kind !== 'parent') relation.relationType = r.kind
  if (r.kind === 'nm') relation.relatedTable = r.relatedTable
  else relation.foreignTable = r.foreignTable
  relation.localColumns = [r.localColumn]
  if (r.kind !== 'nm') relation.foreignColumns = ['id']
  if (r.kind !== 'parent' && r.displayColumns.length > 0) relation.displayColumns = r.displayColumns
  if (r.kind === 'nm') { put(relation, 'oppositeColumnName', r.oppositeColumnName); put(relation, 'oppositionRelation', r.oppositionRelation) }
  return { ...relation, ...r.rest }
}

/** A behavior's parameters as the template keeps them: the ones given (an empty input is left out). */
function parametersOf (parameters: Record<string, unknown>): Rest {
  return Object.fromEntries(Object.entries(parameters).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)))
}

/** The template the cg API takes (columns removed by the user left out). */
export function toTemplate (draft: ModelDraft): Rest {
  const template: Rest = { name: draft.name }
  put(template, 'module', draft.module)
  put(template, 'fullName', draft.fullName)
  template.table = draft.table === '' ? draft.name : draft.table
  template.parentModel = draft.parentModel ?? ''
  put(template, 'nameAttribute', draft.nameAttribute)
  template.columns = Object.fromEntries(draft.columns.filter(c => !c.removed).map(c => [c.name, columnTemplate(c)]))
  template.indices = Object.fromEntries(draft.indices.map(i => [i.key, { name: i.key, type: i.type, columns: i.columns, ...i.rest }]))
  template.relations = Object.fromEntries(draft.relations.map(r => [r.key, relationTemplate(r)]))
  template.behaviors = draft.behaviors.map(b => ({ behaviorClass: b.behaviorClass, parameters: parametersOf(b.parameters), ...b.rest }))
  return { ...template, ...draft.rest }
}

/** Moves the item at `from` to `to` (a drop on another item's place, or one step by keyboard). */
export function move<T> (list: T[], from: number, to: number): void {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return
  const [item] = list.splice(from, 1)
  list.splice(to, 0, item)
}
