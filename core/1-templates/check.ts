import { IDENTIFIER, LIST_NAME, type Template, type TemplateColumn, type TemplateIndex } from '../../schemas/template.js'
import type { FieldError } from '../shared/errors.js'
import { compileFormula, formulaReferences } from './formula.js'
import { readProblem, readsOf } from './formula-reads.js'
import { parseValidator } from './validator-rule.js'
import { derivedName } from '../shared/sql-names.js'
import { humanize } from '../shared/text.js'
import { findBehaviorRules, findLeadingZeros, findRunningNumber, SPLIT_COLUMNS } from './behavior-rules.js'
import type { ColumnDefinition, IndexDefinition, ModelDefinition } from './definition.js'
import { declaredName, refersTo } from './names.js'
import { findRelations, templateRelations } from './relations.js'
import { checkStructure } from './structure.js'
import { didYouMean } from '../shared/suggest.js'

export interface TemplateContext {
  /** models already known (API name → definition), to resolve parentModel and find clashes */
  models: ReadonlyMap<string, ModelDefinition>
  /** value lists that exist; when given, selectListName must name one of them */
  listNames?: ReadonlySet<string>
}

export type TemplateCheck = { ok: true, model: ModelDefinition } | { ok: false, problems: FieldError[] }

const identifier = new RegExp(IDENTIFIER)
const listName = new RegExp(LIST_NAME)
// Names that would shadow PostgreSQL system columns or our own record members.
const RESERVED_COLUMNS = new Set(['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid', 'archive_files'])
const RESERVED_TABLE = /^(rs_|pg_|sql_|information_schema$|kysely_)/
const UNSTORED = new Set(['pseudo', 'many_to_many'])
const DEFAULT_STRING_SIZE = 255
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1'
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '') ? v : null
const keyed = <T>(value: Record<string, T> | T[] = {}): Array<[string, T]> =>
  Array.isArray(value) ? [] : Object.entries(value)
const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

const identifierMessage = (what: string, value: string) =>
  `${JSON.stringify(value)} is not a valid ${what}: use lower-case letters, digits and _, starting with a letter, at most 63 characters`

/** A default value as the column stores it, or an Error saying why it does not fit the type. */
function defaultFor (type: string, value: unknown): string | number | null | Error {
  if (value === null || value === undefined || value === '') return null
  if (type === 'integer' || type === 'double') {
    const n = typeof value === 'number' ? value : Number(value)
    if (typeof value === 'boolean' || !Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n))) {
      return new Error(`must be ${type === 'integer' ? 'an integer' : 'a number'}`)
    }
    return n
  }
  if (type === 'boolean') {
    if ([true, 1, '1', 'true'].includes(value as never)) return 1
    if ([false, 0, '0', 'false'].includes(value as never)) return 0
    return new Error('must be 0 or 1')
  }
  return String(value)
}

/**
 * Checks a raw template and turns it into a ModelDefinition. Every problem is reported at once, each with the
 * JSON path it concerns; nothing here touches the database.
 */
export function checkTemplate (raw: unknown, context: TemplateContext): TemplateCheck {
  const { template, problems } = checkStructure(raw)
  if (!template) return { ok: false, problems }
  const add = (field: string, message: string) => problems.push({ field, message })

  // Names (names.ts): the API name is `name`, or the table of an mDIS template.
  const name = declaredName(template) ?? ''
  if (!identifier.test(name)) {
    add('/name', `${identifierMessage('model name', template.name)}${template.table === undefined ? '' : ' (nor is the table name, used instead for mDIS templates)'}`)
  }
  const table = template.table ?? name
  if (template.table !== undefined && !identifier.test(template.table)) add('/table', identifierMessage('table name', template.table))
  else if (RESERVED_TABLE.test(table)) add(template.table === undefined ? '/name' : '/table', `"${table}" is reserved for the service's own tables`)
  for (const other of context.models.values()) {
    if (other.name === name) continue
    if (other.table === table) add(template.table === undefined ? '/name' : '/table', `table "${table}" already belongs to model "${other.name}"`)
  }

  const columns = normalizeColumns(template, add)
  const byName = new Map(columns.map(c => [c.name, c]))
  const stored = columns.filter(c => c.stored).map(c => c.name)

  for (const c of columns) {
    const at = `/columns/${pointer(c.name)}`
    if (c.calculate !== null) {
      if (c.type !== 'integer' && c.type !== 'double' && c.type !== 'pseudo') add(`${at}/calculate`, 'a calculated column must be of type integer, double or pseudo')
      // reads of other records ([parent.x], [sum:cores.x]) change without this record: computed on read only
      const reads = readsOf(formulaReferences(c.calculate)).map(r => r.reference)
      if (reads.length > 0 && c.stored) {
        add(`${at}/calculate`, `[${reads[0]}] reads another record: only a computed-on-read column (type pseudo) may`)
      } else {
        try {
          compileFormula(c.calculate, [...stored.filter(s => s !== c.name), ...reads])
        } catch (e) { add(`${at}/calculate`, (e as Error).message) }
      }
    }
    if (c.validator !== null) {
      try { parseValidator(c.validator) } catch (e) { add(`${at}/validator`, `cannot use validator "${c.validator}": ${(e as Error).message}`) }
    }
    if (c.selectListName !== null) {
      if (!listName.test(c.selectListName)) add(`${at}/selectListName`, `"${c.selectListName}" is not a valid value list name`)
      else if (context.listNames && !context.listNames.has(c.selectListName)) {
        add(`${at}/selectListName`, `value list "${c.selectListName}" does not exist${didYouMean(c.selectListName, context.listNames)}`)
      }
    }
  }

  // Parent: resolved by API name, mDIS FullName or table.
  const parentName = text(template.parentModel)
  let parent: ModelDefinition | undefined
  let parentColumn: string | null = null
  if (parentName !== null) {
    parent = [...context.models.values()].find(m => refersTo(parentName, m))
    if (parent === undefined) {
      add('/parentModel', `parent model "${parentName}" does not exist${didYouMean(parentName, context.models.keys())}`)
    } else if (parent.name === name) {
      add('/parentModel', 'a model cannot be its own parent')
      parent = undefined
    } else {
      parentColumn = findParentColumn(template, parent, byName)
      if (parentColumn === null) {
        const expected = `${parent.nameAttribute ?? parent.name}_id`
        add('/parentModel', `no column refers to parent "${parent.name}": add an integer column "${expected}" or a relation to table "${parent.table}"`)
      } else if (byName.get(parentColumn)!.type !== 'integer') {
        add(`/columns/${pointer(parentColumn)}/type`, `"${parentColumn}" refers to the parent's id and must be an integer`)
      } else {
        byName.get(parentColumn)!.required = true
      }
    }
  }

  // the splits model a parent names (SplittableSection) holds what the split it is given fills
  const splitsOf = parent?.behaviors.splitsModel
  if (typeof splitsOf === 'string' && refersTo(splitsOf, { name, fullName: template.fullName, table })) {
    const missing = SPLIT_COLUMNS.filter(c => byName.get(c)?.stored !== true)
    if (missing.length > 0) add('/columns', `model "${parent!.name}" keeps its splits here (SplittableSection): add the stored columns ${missing.join(', ')}`)
  }

  for (const c of columns.filter(c => !c.stored && c.calculate !== null)) {
    for (const { reference, read } of readsOf(formulaReferences(c.calculate!))) {
      const problem = readProblem(read, { columns, parentColumn }, parent)
      if (problem !== null) add(`/columns/${pointer(c.name)}/calculate`, `[${reference}]: ${problem}`)
    }
  }

  const nameAttribute = findNameAttribute(template, name, columns, add)
  const runningNumber = findRunningNumber(template, byName, add)
  const leadingZeros = findLeadingZeros(template)
  const behaviors = findBehaviorRules(template, { byName, parent, parentColumn, runningNumber, models: context.models, add })
  const { links, references } = findRelations({ template, table, byName, models: context.models, add })
  const indices = normalizeIndices(template, table, byName, add)
  // Running numbers must be unique inside their scope: the index is the last guard against races.
  if (runningNumber) {
    const numbered = [...runningNumber.scope, runningNumber.column]
    if (!indices.some(i => i.unique && i.columns.join() === numbered.join())) {
      indices.push({ name: derivedName(table, `${numbered.join('__')}__unique`), unique: true, columns: numbered })
    }
  }
  // Children are found by their parent id; an index that leads with it serves (a second one only slows inserts).
  if (parentColumn !== null && byName.get(parentColumn)?.type === 'integer' && !indices.some(i => i.columns[0] === parentColumn)) {
    indices.push({ name: derivedName(table, parentColumn), unique: false, columns: [parentColumn] })
  }
  // Pick lists find a record by the start of its combined id, in any letter case (core/2-model/pick-list.ts): on a
  // table of millions only an index of the folded text finds and orders them at once.
  if (byName.get('combined_id')?.type === 'string') {
    indices.push({ name: derivedName(table, 'combined_id__prefix'), unique: false, columns: ['combined_id'], prefix: true })
  }

  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    model: {
      name,
      module: text(template.module) ?? 'Default',
      table,
      fullName: text(template.fullName),
      parent: parent?.name ?? null,
      parentColumn,
      nameAttribute,
      columns,
      indices,
      runningNumber,
      leadingZeros,
      behaviors,
      links,
      references,
      template
    }
  }
}

function normalizeColumns (template: Template, add: (field: string, message: string) => void): ColumnDefinition[] {
  const columns: ColumnDefinition[] = []
  if (!('id' in template.columns)) {
    columns.push(column('id', { type: 'integer', primaryKey: true, autoInc: true, label: 'ID' }))
  }
  for (const [key, raw] of Object.entries(template.columns)) {
    const at = `/columns/${pointer(key)}`
    if (!identifier.test(key)) { add(at, identifierMessage('column name', key)); continue }
    if (RESERVED_COLUMNS.has(key)) { add(at, `"${key}" is a reserved name`); continue }
    if (raw.name !== undefined && raw.name !== key) add(`${at}/name`, `must equal the column's key "${key}"`)
    if (key === 'id') {
      if (raw.type !== 'integer') add(`${at}/type`, 'the record id must be an integer')
    } else if (flag(raw.primaryKey)) {
      add(`${at}/primaryKey`, 'only the column "id" can be the primary key')
    }
    if (raw.type === 'pseudo' && text(raw.calculate) === null && text(raw.pseudoCalc) === null) {
      add(`${at}/pseudoCalc`, 'a pseudo column needs pseudoCalc or calculate')
    }
    const value = defaultFor(raw.type, raw.defaultValue)
    if (value instanceof Error) add(`${at}/defaultValue`, value.message)
    columns.push(column(key, raw, value instanceof Error ? null : value))
  }
  return columns
}

function column (name: string, raw: TemplateColumn, defaultValue: string | number | null = null): ColumnDefinition {
  const size = raw.size === undefined || raw.size === null || raw.size === '' ? null : Number(raw.size)
  const isString = raw.type === 'string'
  return {
    name,
    type: raw.type,
    size: isString ? (size ?? DEFAULT_STRING_SIZE) : null,
    required: name !== 'id' && flag(raw.required),
    label: text(raw.label) ?? humanize(name),
    description: text(raw.description),
    unit: text(raw.unit),
    validator: text(raw.validator),
    validatorMessage: text(raw.validatorMessage),
    selectListName: text(raw.selectListName),
    defaultValue,
    calculate: text(raw.calculate),
    pseudoCalc: text(raw.pseudoCalc),
    copyOnDuplicate: raw.copyOnDuplicate ?? true,
    stored: !UNSTORED.has(raw.type)
  }
}

function findParentColumn (template: Template, parent: ModelDefinition, byName: Map<string, ColumnDefinition>): string | null {
  const stored = (c: string | undefined): c is string => c !== undefined && byName.get(c)?.stored === true
  for (const { relation } of templateRelations(template)) {
    const local = relation.localColumns?.[0]
    // (a relation with a relationType is a 1:n or n:m one, not the parent reference)
    if (text(relation.relationType) === null && relation.foreignTable === parent.table && relation.localColumns?.length === 1 && stored(local)) return local
  }
  const candidates = [`${parent.nameAttribute ?? ''}_id`, `${parent.name}_id`, `${parent.table}_id`]
  return candidates.find(stored) ?? null
}

/**
 * The column that names a record inside its parent: the template's nameAttribute, else (as mDIS) the column
 * named after the model (also without a plural s or a module prefix), else the first required non-id column.
 */
function findNameAttribute (template: Template, name: string, columns: ColumnDefinition[],
  add: (field: string, message: string) => void): string | null {
  const usable = columns.filter(c => c.stored && c.name !== 'id')
  const has = (c: string) => usable.some(u => u.name === c)
  if (template.nameAttribute !== undefined) {
    if (has(template.nameAttribute)) return template.nameAttribute
    add('/nameAttribute', `"${template.nameAttribute}" is not a stored column${didYouMean(template.nameAttribute, usable.map(c => c.name))}`)
    return null
  }
  const last = name.split('_').pop()!
  const mdis = template.name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase()
  const candidates = [mdis, name, name.replace(/s$/, ''), last, last.replace(/s$/, '')]
  return candidates.find(has) ??
    usable.find(c => c.required && !c.name.endsWith('_id') && ['string', 'integer'].includes(c.type))?.name ?? null
}

function normalizeIndices (template: Template, table: string, byName: Map<string, ColumnDefinition>,
  add: (field: string, message: string) => void): IndexDefinition[] {
  const indices: IndexDefinition[] = []
  for (const [key, index] of keyed<TemplateIndex>(template.indices)) {
    if (index.type === 'PRIMARY') continue
    const at = `/indices/${pointer(key)}/columns`
    const bad = index.columns.map((c, i) => [c, i] as const).filter(([c]) => byName.get(c)?.stored !== true)
    for (const [c, i] of bad) add(`${at}/${i}`, `"${c}" is not a stored column${didYouMean(c, byName.keys())}`)
    if (bad.length === 0) indices.push({ name: derivedName(table, key), unique: index.type === 'UNIQUE', columns: index.columns })
  }
  return indices
}
